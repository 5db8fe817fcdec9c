import { client } from '@web/lib/sanity/client.ts';
import { sanityEnv } from '@web/lib/sanity/env.ts';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';

/**
 * The Studio's Presentation tool opens `/api/draft-mode/enable?sanity-preview-secret=…`. The secret
 * is checked against the content lake (a document only a token holder can read) before the draft
 * mode cookie is set, so nobody can switch on drafts by guessing the URL. The token stays here.
 */
export const { GET } = defineEnableDraftMode({
  client: client.withConfig({ token: sanityEnv.SANITY_API_READ_TOKEN, useCdn: false }),
});
