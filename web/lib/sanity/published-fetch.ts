import type { QueryParams, SanityClient } from 'next-sanity';
import {
  publishedGeneration,
  publishedKey,
  recallAnswer,
  recallSyncTags,
  rememberAnswer,
  rememberSyncTags,
} from './published-memo.ts';

export interface PublishedAnswer {
  data: unknown;
  /** Next cache tags of the answer (`sanity:<sync tag>`), which the live listener expires. */
  tags: string[];
}

export interface FetchPublishedOptions {
  /** `next build` reads without the CDN's `noStale` mode, as next-sanity does. */
  buildPhase?: boolean;
  /**
   * The render answers one request and is kept in no page cache (a dynamic page): the answer may
   * come from this process's memo, frozen, and never needs to reach Next's data cache.
   */
  forOneRequest?: boolean;
}

/**
 * Reads published content the way next-sanity's `defineLive().sanityFetch` does outside draft
 * mode (same request options, same `sanity:<sync tag>` cache tags), except that what can be is
 * remembered per process (lib/sanity/published-memo.ts): the sync tags of a query instead of
 * fetched uncached on every read, and for dynamic pages the answer itself.
 */
export async function fetchPublished(
  client: SanityClient,
  query: string,
  params: QueryParams,
  { buildPhase = false, forOneRequest = false }: FetchPublishedOptions = {},
): Promise<PublishedAnswer> {
  // The whole response (result and sync tags), without stega or source maps, as next-sanity asks.
  const options = {
    filterResponse: false,
    stega: false,
    resultSourceMap: false,
    returnQuery: false,
    cacheMode: buildPhase ? undefined : ('noStale' as const),
  } as const;
  const key = publishedKey(query, params);
  if (forOneRequest) {
    const remembered = recallAnswer(key);
    if (remembered) return remembered;
    // One read straight from the lake: its answer and tags together, fresher than any copy in
    // the data cache (whose expiry by an event may still be pending when the memo was cleared).
    const generation = publishedGeneration();
    const { result, syncTags } = await client.fetch(query, params, {
      ...options,
      cache: 'no-store',
      tag: 'next-loader.fetch',
    });
    const tags = (syncTags ?? []).map((tag) => `sanity:${tag}`);
    rememberSyncTags(key, tags);
    return rememberAnswer(key, { data: result, tags }, generation);
  }
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
    // Explicit, because on `force-dynamic` pages Next takes `revalidate: false` alone for no
    // setting and fetched from the lake on every request: the Vehicles step's p95 under 8
    // visitors went from 558–654 to 293–309 ms with the answers cached (A/B, docs/performance.md).
    cache: 'force-cache',
    next: { revalidate: false, tags },
    tag: 'next-loader.fetch',
  });
  return { data: result, tags };
}
