import { DEFAULT_LOCALE, LOCALES, type Locale, type Tenant } from '../../schemas/index.ts';

/**
 * The reverse of `pagePath` (schemas/lib/page-path.ts): which document a site path shows, as a
 * GROQ filter for the Presentation tool's `mainDocuments`. Paths follow `pagePath`'s link
 * shapes; an ambiguous path (e.g. `/a/b/`: a content page "a/b", a category under the overview
 * "a", or a blog category under the topic "a") lists every candidate, and the lake returns the
 * one that exists.
 */
export interface MainDocumentQuery {
  filter: string;
  params: Record<string, string>;
}

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Routes the site serves from code, not from a page document (booking, reservation). */
const APP_ROUTES = new Set(['book', 'reservation', 'sitemap.xml', 'functions', 'api']);

const UNDER_OVERVIEW = `["vehicleCategoryPage", "vehicleBrandPage", "vehicleTransmissionPage", "vehicleSleepingSpotsPage"]`;
const OVERVIEW_SLUG = `*[_type == "vehicleOverviewPage" && tenant == $tenant && language == $language][0].slug.current`;

export function splitSitePath(pathname: string): { language: Locale; segments: string[] } {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  const first = segments[0];
  if (first && (OTHER_LOCALES as readonly string[]).includes(first))
    return { language: first as Locale, segments: segments.slice(1) };
  return { language: DEFAULT_LOCALE, segments };
}

export function mainDocumentQuery(tenant: Tenant, pathname: string): MainDocumentQuery | undefined {
  const { language, segments } = splitSitePath(pathname);
  const scope = 'tenant == $tenant && language == $language';
  const params: Record<string, string> = { tenant, language };
  if (segments.length === 0) return { filter: `_type == "homePage" && ${scope}`, params };
  if (APP_ROUTES.has(segments[0] ?? '')) return undefined;

  params.path = segments.join('/');
  segments.forEach((segment, index) => {
    params[`s${index + 1}`] = segment;
  });
  const candidates = [`_type == "contentPage" && slug.current == $path`];
  if (segments.length === 1) {
    candidates.push(`_type in ["vehicleOverviewPage", "blogTopicPage"] && slug.current == $s1`);
  } else if (segments.length === 2) {
    candidates.push(
      `_type in ${UNDER_OVERVIEW} && slug.current == $s2 && ${OVERVIEW_SLUG} == $s1`,
      `_type == "blogCategoryPage" && slug.current == $s2 && topic->slug.current == $s1`,
    );
  } else if (segments.length === 3) {
    candidates.push(
      // The category segment of a vehicle path is derived from the vehicle data; the overview and
      // the vehicle's own slug already single the page out within a brand and language.
      `_type == "vehiclePage" && slug.current == $s3 && ${OVERVIEW_SLUG} == $s1`,
      `_type == "blogPostPage" && slug.current == $s3 && topic->slug.current == $s1 && category->slug.current == $s2`,
    );
  }
  return { filter: `${scope} && (${candidates.map((c) => `(${c})`).join(' || ')})`, params };
}
