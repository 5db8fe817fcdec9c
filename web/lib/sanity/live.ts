/**
 * Content fetching for the site: the one entry point for reading Sanity content.
 *
 * Contract:
 *   const { data } = await sanityFetch({ query: SOME_QUERY, params: { tenant, language } });
 *   - `query` comes from `schemas/queries.ts` (defineQuery); `data` is typed by TypeGen
 *     (`web/sanity.types.ts`, regenerate with `npm run typegen`).
 *   - Published answers are kept in Next's data cache under the lake's sync tags, and pages that
 *     read only published content are static: rendered on their first request, then served from
 *     the cache until a content change expires their tags (lib/sanity/live-listener.ts).
 *     `next build` never needs the lake: the site layout lists no params to prerender.
 *   - In draft mode it reads drafts with the server token (never sent to the browser otherwise).
 *   - Errors propagate (a page decides whether missing content is a 404 or an empty section).
 *
 *   Visitors' pages run no live listener (components/sanity/LiveContent.tsx); draft mode refreshes
 *   through <DraftLive />, which needs no token in the browser.
 */

import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { draftMode } from 'next/headers';
import type { ClientReturn, QueryParams } from 'next-sanity';
import { defineLive } from 'next-sanity/live';
import { cache } from 'react';
import { client } from './client.ts';
import { sanityEnv } from './env.ts';
import { fetchPublished } from './published-fetch.ts';
import { rendersForOneRequest } from './render-kind.ts';

const token = sanityEnv.SANITY_API_READ_TOKEN;

const live = defineLive({
  client,
  // Drafts in draft mode only; `false` silences next-sanity's warnings when no token is configured.
  serverToken: token ?? false,
  // Never to the browser: draft mode listens through the site (components/sanity/DraftLive.tsx).
  browserToken: false,
});

export interface SanityFetchOptions<Q extends string> {
  query: Q;
  params?: QueryParams;
}

/**
 * Published reads, once per query and parameters within a request (a page, its layout and its
 * metadata read the same shell content), with the sync tags remembered across requests.
 */
const publishedOnce = cache((query: string, paramsJson: string) =>
  fetchPublished(client, query, JSON.parse(paramsJson) as QueryParams, {
    buildPhase: process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD,
    forOneRequest: rendersForOneRequest(),
  }),
);

export async function sanityFetch<const Q extends string>({
  query,
  params = {},
}: SanityFetchOptions<Q>): Promise<{ data: ClientReturn<Q, unknown> }> {
  if (token && (await draftMode()).isEnabled) {
    // Drafts: next-sanity picks the perspective from the preview cookies and reads with the token.
    // No stega: the local lake returns no content source maps; click-to-edit uses `data-sanity`.
    const { data } = await live.sanityFetch({ query, params, stega: false });
    return { data };
  }
  const { data } = await publishedOnce(query, JSON.stringify(params));
  return { data: data as ClientReturn<Q, unknown> };
}
