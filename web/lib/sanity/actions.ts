'use server';

import { draftMode } from 'next/headers';
import { parseTags } from 'next-sanity/live';
import { waitForServerSync } from './live-sync.ts';

/**
 * `<SanityLive />`'s action on a content change, callable by anyone: it expires nothing. The
 * server's own listener (lib/sanity/live-listener.ts, authorised by a per-process secret) expires
 * every published change; this only holds the browser's refresh until that has happened, so the
 * refresh shows the change. In draft mode the cache is bypassed: refresh at once.
 */
export async function refreshAfterServerSync(unsafeTags: unknown): Promise<'refresh'> {
  if ((await draftMode()).isEnabled) return 'refresh';
  let tags: string[];
  try {
    tags = parseTags(unsafeTags).tagsWithoutPrefix;
  } catch {
    // Not what <SanityLive /> sends: nothing to wait for.
    return 'refresh';
  }
  await waitForServerSync(tags);
  return 'refresh';
}
