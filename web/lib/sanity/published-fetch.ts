import type { QueryParams, SanityClient } from 'next-sanity';
import { recallSyncTags, rememberSyncTags, syncTagsKey } from './sync-tags-memo.ts';

export interface PublishedAnswer {
  data: unknown;
  /** Next cache tags of the answer (`sanity:<sync tag>`), which the live listener expires. */
  tags: string[];
}

/**
 * Reads published content the way next-sanity's `defineLive().sanityFetch` does outside draft
 * mode (same request options, same `sanity:<sync tag>` cache tags), except that the sync tags of
 * a query are remembered (lib/sanity/sync-tags-memo.ts) instead of fetched uncached on every read.
 * `buildPhase`: `next build` reads without the CDN's `noStale` mode, as next-sanity does.
 */
export async function fetchPublished(
  client: SanityClient,
  query: string,
  params: QueryParams,
  { buildPhase = false }: { buildPhase?: boolean } = {},
): Promise<PublishedAnswer> {
  // The whole response (result and sync tags), without stega or source maps, as next-sanity asks.
  const options = {
    filterResponse: false,
    stega: false,
    resultSourceMap: false,
    returnQuery: false,
    cacheMode: buildPhase ? undefined : ('noStale' as const),
  } as const;
  const key = syncTagsKey(query, params);
  let tags = recallSyncTags(key);
  if (!tags) {
    const { syncTags } = await client.fetch(query, params, {
      ...options,
      tag: 'next-loader.fetch.fetch-sync-tags',
    });
    tags = (syncTags ?? []).map((tag) => `sanity:${tag}`);
    rememberSyncTags(key, tags);
  }
  const { result } = await client.fetch(query, params, {
    ...options,
    // Explicit, because on `force-dynamic` pages (every booking step and reservation page) Next
    // takes `revalidate: false` alone for no setting and fetched from the lake on every request:
    // the Vehicles step's p95 under 8 visitors went from 558–654 to 293–309 ms with the answers
    // cached (A/B, docs/performance.md).
    cache: 'force-cache',
    next: { revalidate: false, tags },
    tag: 'next-loader.fetch',
  });
  return { data: result, tags };
}
