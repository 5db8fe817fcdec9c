'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { createDraftContentClient } from '../../lib/sanity/draft-client.ts';

/**
 * Draft mode's live refresh: listens to content events including drafts through the site's own
 * draft-mode route (no token in the browser) and refreshes the page on each change.
 */
export function DraftLive({ projectId, dataset }: { projectId: string; dataset: string }) {
  const router = useRouter();
  useEffect(() => {
    const client = createDraftContentClient(window.location.origin, projectId, dataset);
    const subscription = client.live.events({ includeDrafts: true, tag: 'draft-live' }).subscribe({
      next: (event) => {
        if (event.type === 'message' || event.type === 'restart') startTransition(() => router.refresh());
      },
      error: (error: unknown) => console.error('Draft live events failed', error),
    });
    return () => subscription.unsubscribe();
  }, [projectId, dataset, router]);
  return null;
}
