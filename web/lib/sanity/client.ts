import { createClient, type SanityClient } from 'next-sanity';
import { readSanityEnv, type SanityEnv } from './env.ts';

/**
 * SPEC section 9: 100 ms × 2^attempt plus up to 100 ms of jitter before retry `attempt` (0-based).
 * @sanity/client retries GET/HEAD on network errors and queries on 429, 502 and 503, never
 * mutations; the schedule is spelled out here so that it stays the spec's whatever the default.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return 100 * 2 ** attempt + random() * 100;
}
export const CONTENT_MAX_RETRIES = 5;
/** SPEC section 9: the HTTP client's timeout (a socket that stays silent this long fails). */
export const CONTENT_TIMEOUT_MS = 120_000;

/** Dated API version: live events need 2021-03-25 or later; `published` is the default perspective. */
export const SANITY_API_VERSION = '2025-02-19';

/**
 * The site's content client, server side only. It carries the read token: documents whose ids
 * contain a dot (`homePage.cars.en`, as the seed writes them) are not public even in a public
 * dataset, on hosted Sanity as on the lake. Answers stay cacheable (the token is part of Next's
 * cache key). The browser never receives this client or its token (`<SanityLive />` gets a token
 * only in draft mode).
 */
export function createSiteClient(env: SanityEnv): SanityClient {
  return createClient({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: SANITY_API_VERSION,
    // The local lake (and any custom host) is addressed directly, with the project in a header.
    ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST, useProjectHostname: false } : {}),
    useCdn: true,
    token: env.SANITY_API_READ_TOKEN,
    perspective: 'published',
    maxRetries: CONTENT_MAX_RETRIES,
    retryDelay: (attempt) => retryDelay(attempt),
    timeout: CONTENT_TIMEOUT_MS,
    stega: { enabled: false, ...(env.SANITY_STUDIO_URL ? { studioUrl: env.SANITY_STUDIO_URL } : {}) },
  });
}

export const client: SanityClient = createSiteClient(readSanityEnv());
