'use server';

import { updateTag } from 'next/cache';
import { draftMode } from 'next/headers';
import { parseTags } from 'next-sanity/live';
import { TagCooldown } from './tag-cooldown.ts';

const cooldown = new TagCooldown();

/**
 * `<SanityLive />`'s action on a content change: expire the changed sync tags at once (not
 * stale-while-revalidate, next-sanity's production default), then let the browser refresh, so the
 * refresh already shows the published change. In draft mode the cache is bypassed: refresh only.
 */
export async function expireSyncTags(unsafeTags: unknown): Promise<'refresh'> {
  if ((await draftMode()).isEnabled) return 'refresh';
  const { tags } = parseTags(unsafeTags);
  // Public action: see TagCooldown for why forged calls cannot keep the cache empty.
  for (const tag of cooldown.admit(tags)) updateTag(tag);
  return 'refresh';
}
