import { createClient, type SanityClient } from '@sanity/client';
import { CONTENT_CLIENT_POLICY, SANITY_API_VERSION } from './client-policy.ts';

/**
 * Where the browser reaches the content API in draft mode: a route of the site itself
 * (app/api/draft-mode/content/), which answers only while the draft-mode cookie is set and adds
 * the server's read token upstream. The browser never holds a content token (the long-lived viewer token handed to the browser still read drafts and users after draft
 * mode ended).
 */
export const DRAFT_CONTENT_PATH = '/api/draft-mode/content';

/**
 * The browser's content client in draft mode, with the same retry and timeout policy as the
 * server's. It carries no token: the site's route authorises by cookie.
 */
export function createDraftContentClient(origin: string, projectId: string, dataset: string): SanityClient {
  return createClient({
    projectId,
    dataset,
    apiHost: `${origin}${DRAFT_CONTENT_PATH}`,
    useProjectHostname: false,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    withCredentials: true,
    perspective: 'drafts',
    ...CONTENT_CLIENT_POLICY,
  });
}
