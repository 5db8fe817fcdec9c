import { DEFAULT_LOCALE, type Locale, type Tenant } from '@domain';
import { PAGE_LINKS_QUERY } from '@schemas/queries.ts';
import { splitLocale } from '../paths.ts';
import { matchRoute } from '../routes.ts';
import { client } from '../sanity/client.ts';
import { type RoutedPage, routePages, translatedPath } from './routing.ts';

/**
 * Language detection (cookie, then Accept-Language) sends an English path to the visitor's
 * language. Content pages have translated paths (`/faq/` is `/de/haeufige-fragen/`), so the
 * prefixed English path would be a 404: the redirect goes to the page's own translation, and
 * without one the English page is served where it is.
 */
export type LocaleRedirect = { kind: 'redirect'; to: string } | { kind: 'stay' };

/** Page lists are read only for these redirects; a few seconds of staleness is harmless. */
const PAGES_TTL_MS = 10_000;
const cached = new Map<Tenant, { at: number; pages: Promise<RoutedPage[]> }>();

async function pagesOf(tenant: Tenant): Promise<RoutedPage[]> {
  const hit = cached.get(tenant);
  if (hit && Date.now() - hit.at < PAGES_TTL_MS) return hit.pages;
  const pages = client
    .fetch(PAGE_LINKS_QUERY, { tenant })
    .then((data) => routePages(data, tenant))
    .catch((error: unknown) => {
      cached.delete(tenant);
      throw error;
    });
  cached.set(tenant, { at: Date.now(), pages });
  return pages;
}

/**
 * `from` is the requested (unprefixed) pathname, `location` next-intl's redirect target. Only a
 * redirect that adds a language prefix to the same path is a detection redirect; others pass.
 */
export async function resolveLocaleRedirect(
  tenant: Tenant,
  from: string,
  location: string,
  loadPages: (tenant: Tenant) => Promise<RoutedPage[]> = pagesOf,
): Promise<LocaleRedirect | null> {
  const source = splitLocale(from);
  const target = splitLocale(location);
  if (source.locale !== DEFAULT_LOCALE || target.locale === DEFAULT_LOCALE || target.path !== source.path)
    return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(source.path);
  } catch {
    return { kind: 'stay' };
  }
  const match = matchRoute(decoded);
  if (match === null || 'invalid' in match) return { kind: 'stay' };
  // Fixed routes (home, booking, reservation) exist in every language.
  if (match.route.id !== 'content') return null;
  let pages: RoutedPage[];
  try {
    pages = await loadPages(tenant);
  } catch (error) {
    console.error('Locale redirect: pages could not be loaded, serving the English page', error);
    return { kind: 'stay' };
  }
  const to = translatedPath(pages, decoded, target.locale as Locale);
  return to ? { kind: 'redirect', to } : { kind: 'stay' };
}
