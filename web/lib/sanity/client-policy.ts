/**
 * How every content client of the site talks to the content API, server and browser alike.
 * Free of server-only imports, so client components may use it.
 */

export { SANITY_API_VERSION } from '@domain/content-api.ts';

/**
 * 100 ms × 2^attempt plus up to 100 ms of jitter before retry `attempt` (0-based).
 * @sanity/client retries GET/HEAD on network errors and queries on 429, 502 and 503, never
 * mutations; the schedule is spelled out here so that it stays the spec's whatever the default.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return 100 * 2 ** attempt + random() * 100;
}
export const CONTENT_MAX_RETRIES = 5;
/** The HTTP client's timeout (a socket that stays silent this long fails). */
export const CONTENT_TIMEOUT_MS = 120_000;

/** The options of `createClient` that carry the policy. */
export const CONTENT_CLIENT_POLICY = {
  maxRetries: CONTENT_MAX_RETRIES,
  retryDelay: (attempt: number) => retryDelay(attempt),
  timeout: CONTENT_TIMEOUT_MS,
} as const;
