import type { Locale, Tenant } from '@domain';
import {
  NOT_FOUND_TEXT_QUERY,
  PAGE_BY_ID_QUERY,
  PAGE_LINKS_QUERY,
  SHUTTLE_TRACKER_TEXTS_QUERY,
} from '@schemas/queries.ts';
import { cache } from 'react';
import type {
  NOT_FOUND_TEXT_QUERY_RESULT,
  PAGE_BY_ID_QUERY_RESULT,
  SHUTTLE_TRACKER_TEXTS_QUERY_RESULT,
} from '../../sanity.types.ts';
import { sanityFetch } from '../sanity/live.ts';
import { pageAtPath, type RoutedPage, routePages, translationsOf } from './routing.ts';

export type PageDocument = NonNullable<PAGE_BY_ID_QUERY_RESULT>;
export type PageBlock = NonNullable<PageDocument['blocks']>[number];

/** Every routable page of a brand, once per request (metadata and page share it). */
export const brandPages = cache(async (tenant: Tenant): Promise<RoutedPage[]> => {
  const { data } = await sanityFetch({ query: PAGE_LINKS_QUERY, params: { tenant } });
  return routePages(data, tenant);
});

export const pageById = cache(async (id: string, tenant: Tenant): Promise<PageDocument | null> => {
  const { data } = await sanityFetch({ query: PAGE_BY_ID_QUERY, params: { id, tenant } });
  return data;
});

export interface LoadedPage {
  route: RoutedPage;
  page: PageDocument;
  translations: RoutedPage[];
}

/** The page at a public path (`/`, `/de/ueber-uns/`), with its translations, or null. */
export const pageForPath = cache(
  async (tenant: Tenant, locale: Locale, path: string): Promise<LoadedPage | null> => {
    const pages = await brandPages(tenant);
    const route = pageAtPath(pages, path, locale);
    if (!route) return null;
    const page = await pageById(route.id, tenant);
    if (!page) return null;
    return { route, page, translations: translationsOf(pages, route) };
  },
);

/*
 * Queries built with `localized(…)` (a function call in schemas/queries.ts) have the type
 * `string`, so TypeGen's query map cannot type them: their generated result types are named here.
 */

export const notFoundText = cache(
  async (tenant: Tenant, locale: Locale): Promise<NOT_FOUND_TEXT_QUERY_RESULT> => {
    const { data } = await sanityFetch({ query: NOT_FOUND_TEXT_QUERY, params: { tenant, language: locale } });
    return data as NOT_FOUND_TEXT_QUERY_RESULT;
  },
);

export const shuttleTrackerTexts = cache(
  async (tenant: Tenant, locale: Locale): Promise<SHUTTLE_TRACKER_TEXTS_QUERY_RESULT> => {
    const { data } = await sanityFetch({
      query: SHUTTLE_TRACKER_TEXTS_QUERY,
      params: { tenant, language: locale },
    });
    return data as SHUTTLE_TRACKER_TEXTS_QUERY_RESULT;
  },
);
