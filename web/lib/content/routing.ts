import type { Locale, Tenant } from '@domain';
import { type PageLinkTarget, pagePath } from '@schemas/lib/page-path.ts';
import { localizePath } from '../paths.ts';

/** One page of a brand as `PAGE_LINKS_QUERY` lists it. */
export interface PageListing extends PageLinkTarget {
  _id: string;
  _updatedAt?: string | null;
  translationKey?: string | null;
  tenant?: string | null;
}

export interface RoutedPage {
  id: string;
  type: string;
  language: Locale;
  path: string;
  updatedAt: string | null;
  translationKey: string | null;
}

const LANGS = new Set(['en', 'de', 'es', 'fr', 'is']);

/**
 * Every page of a brand with its public path; pages whose path cannot be built (a vehicle
 * without a category page, a post without a topic) are left out, exactly like links to them.
 */
export function routePages(pages: readonly PageListing[], tenant: Tenant): RoutedPage[] {
  const out: RoutedPage[] = [];
  for (const page of pages) {
    if (page.tenant !== tenant || !page._type || !page.language || !LANGS.has(page.language)) continue;
    const result = pagePath(page);
    if (result.path === null) continue;
    out.push({
      id: page._id,
      type: page._type,
      language: page.language as Locale,
      path: result.path,
      updatedAt: page._updatedAt ?? null,
      translationKey: page.translationKey ?? null,
    });
  }
  return out;
}

/** The catch-all route's path for a slug in a language: `/de/fahrzeuge/suv/`. */
export function contentPath(slug: readonly string[], locale: Locale): string {
  return localizePath(`/${slug.join('/')}/`, locale);
}

/** The page at a path, in the given language (a path already implies its language). */
export function pageAtPath(pages: readonly RoutedPage[], path: string, locale: Locale): RoutedPage | null {
  return pages.find((page) => page.path === path && page.language === locale) ?? null;
}

/** The same page in every language that has it (by translation key), for hreflang. */
export function translationsOf(pages: readonly RoutedPage[], page: RoutedPage): RoutedPage[] {
  if (!page.translationKey) return [page];
  return pages.filter((p) => p.type === page.type && p.translationKey === page.translationKey);
}

/**
 * Where a visitor whose language is `locale` goes from an unprefixed (English) path:
 * the same page's translation in that language, or `null` when there is none (the English page is
 * served as it is, never a made-up prefixed path that would end in a 404). Fixed routes (booking,
 * reservation) exist in every language and are not content pages: the caller keeps their prefix.
 */
export function translatedPath(
  pages: readonly RoutedPage[],
  englishPath: string,
  locale: Locale,
): string | null {
  const page = pageAtPath(pages, englishPath, 'en');
  if (!page) return null;
  return translationsOf(pages, page).find((p) => p.language === locale)?.path ?? null;
}
