/**
 * Content of the site shell (header, banners, promotion, footer), fetched per request through the
 * data layer (`sanityFetch`: cached by sync tag, revalidated live). The shell must never take a
 * page down: when content cannot be read, the error is logged and the shell renders from what it
 * has (logo, booking button, region picker, offices left out).
 */
import { hasPromotion, type Locale, type Tenant } from '@domain';
import {
  BANNER_SETTINGS_QUERY,
  FOOTER_QUERY,
  HEADER_QUERY,
  LATEST_BLOG_POSTS_QUERY,
  PROMOTION_SETTINGS_QUERY,
  REGION_LABELS_QUERY,
  SITE_SETTINGS_QUERY,
} from '@schemas/queries.ts';
import { unstable_rethrow } from 'next/navigation';
import type {
  BANNER_SETTINGS_QUERY_RESULT,
  FOOTER_QUERY_RESULT,
  HEADER_QUERY_RESULT,
  LATEST_BLOG_POSTS_QUERY_RESULT,
  PROMOTION_SETTINGS_QUERY_RESULT,
  REGION_LABELS_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
} from '../../sanity.types.ts';
import { sanityFetch } from '../sanity/live.ts';

async function orNull<T>(what: string, load: () => Promise<{ data: T }>): Promise<T | null> {
  try {
    return (await load()).data;
  } catch (error) {
    // Next's own signals (request-time rendering during the build, redirects) are not failures.
    unstable_rethrow(error);
    console.error(`Shell content could not be loaded (${what}):`, error);
    return null;
  }
}

/**
 * Queries built with the `localized()` helper are plain `string`s to TypeScript, so `sanityFetch`
 * cannot look their result up in TypeGen's query map and types it `unknown`. TypeGen did generate
 * their result types from the same text; this states which one applies.
 */
function typed<T>(fetching: Promise<{ data: unknown }>): Promise<{ data: T }> {
  return fetching as Promise<{ data: T }>;
}

export interface HeaderContent {
  header: HEADER_QUERY_RESULT | null;
  posts: LATEST_BLOG_POSTS_QUERY_RESULT | null;
  banner: BANNER_SETTINGS_QUERY_RESULT | null;
  promotion: PROMOTION_SETTINGS_QUERY_RESULT | null;
  regionLabels: REGION_LABELS_QUERY_RESULT | null;
}

export async function loadHeaderContent(tenant: Tenant, locale: Locale): Promise<HeaderContent> {
  const params = { tenant, language: locale };
  // All in parallel (one round trip before the header can render); the latest posts are cheap
  // and cached, so they are fetched even when no menu item lists them.
  const [header, banner, promotion, regionLabels, posts] = await Promise.all([
    orNull('header', () => sanityFetch({ query: HEADER_QUERY, params })),
    orNull('banner settings', () =>
      typed<BANNER_SETTINGS_QUERY_RESULT>(sanityFetch({ query: BANNER_SETTINGS_QUERY, params })),
    ),
    // The promotion is mounted only for the car rental and campers brands.
    hasPromotion(tenant)
      ? orNull('promotion settings', () =>
          typed<PROMOTION_SETTINGS_QUERY_RESULT>(sanityFetch({ query: PROMOTION_SETTINGS_QUERY, params })),
        )
      : Promise.resolve(null),
    orNull('region labels', () =>
      typed<REGION_LABELS_QUERY_RESULT>(sanityFetch({ query: REGION_LABELS_QUERY, params })),
    ),
    orNull('latest blog posts', () => sanityFetch({ query: LATEST_BLOG_POSTS_QUERY, params })),
  ]);
  return { header, posts, banner, promotion, regionLabels };
}

export interface FooterContent {
  footer: FOOTER_QUERY_RESULT | null;
  site: SITE_SETTINGS_QUERY_RESULT | null;
}

export async function loadFooterContent(tenant: Tenant, locale: Locale): Promise<FooterContent> {
  const params = { tenant, language: locale };
  const [footer, site] = await Promise.all([
    orNull('footer', () => sanityFetch({ query: FOOTER_QUERY, params })),
    orNull('site settings', () => sanityFetch({ query: SITE_SETTINGS_QUERY, params: { tenant } })),
  ]);
  return { footer, site };
}
