'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';

/**
 * Draft mode's live refresh: listens to content events including drafts through the site's own
 * draft-mode route (no token in the browser) and refreshes the page on each change.
 */
export function DraftLive({ projectId, dataset }: { projectId: string; dataset: string }) {
  const router = useRouter();
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let unmounted = false;
    // Imported here, not at the top: a static import would put the content client (~30 kB gzip)
    // into every visitor's first-load JavaScript, since this module is referenced by the layout.
    void import('../../lib/sanity/draft-client.ts').then(({ createDraftContentClient }) => {
      if (unmounted) return;
      const client = createDraftContentClient(window.location.origin, projectId, dataset);
      const subscription = client.live.events({ includeDrafts: true, tag: 'draft-live' }).subscribe({
        next: (event) => {
          if (event.type === 'message' || event.type === 'restart') startTransition(() => router.refresh());
        },
        error: (error: unknown) => console.error('Draft live events failed', error),
      });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      unmounted = true;
      unsubscribe?.();
    };
  }, [projectId, dataset, router]);
  return null;
}
