import { createClient, type SanityClient } from 'next-sanity';
import { CONTENT_CLIENT_POLICY, SANITY_API_VERSION } from './client-policy.ts';

export {
  CONTENT_CLIENT_POLICY,
  CONTENT_MAX_RETRIES,
  CONTENT_TIMEOUT_MS,
  retryDelay,
  SANITY_API_VERSION,
} from './client-policy.ts';

import { readSanityEnv, type SanityEnv } from './env.ts';

/**
 * The site's content client, server side only. It carries the read token: documents whose ids
 * contain a dot (`homePage.cars.en`, as the seed writes them) are not public even in a public
 * dataset, on hosted Sanity as on the lake. Answers stay cacheable (the token is part of Next's
 * cache key). The browser never receives this client or its token, not even in draft mode
 * (lib/sanity/draft-client.ts).
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
    ...CONTENT_CLIENT_POLICY,
    stega: { enabled: false, ...(env.SANITY_STUDIO_URL ? { studioUrl: env.SANITY_STUDIO_URL } : {}) },
  });
}

export const client: SanityClient = createSiteClient(readSanityEnv());
