import { createClient, type SanityClient } from 'next-sanity';
import { readSanityEnv, type SanityEnv } from './env.ts';

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
    // SPEC section 9: up to 5 retries, 120 s request timeout.
    maxRetries: 5,
    timeout: 120_000,
    stega: { enabled: false, ...(env.SANITY_STUDIO_URL ? { studioUrl: env.SANITY_STUDIO_URL } : {}) },
  });
}

export const client: SanityClient = createSiteClient(readSanityEnv());
