import { DEFAULT_LOCALE } from '../../domain/index.ts';

/** What `pageLinkProjection` (queries.ts) returns for a referenced page. */
export interface PageLinkTarget {
  _type?: string | null;
  language?: string | null;
  slug?: string | null;
  overviewSlug?: string | null;
  categorySlug?: string | null;
  topicSlug?: string | null;
}

/** What is missing when a page's path cannot be built; the Studio shows it to the editor. */
export type PagePathResult = { path: string } | { path: null; missing: string };

const ROOT_TYPES = new Set(['contentPage', 'vehicleOverviewPage', 'blogTopicPage']);
const UNDER_OVERVIEW = new Set([
  'vehicleCategoryPage',
  'vehicleBrandPage',
  'vehicleTransmissionPage',
  'vehicleSleepingSpotsPage',
]);

function join(language: string | null | undefined, parts: readonly string[]): string {
  const prefix = language && language !== DEFAULT_LOCALE ? [language] : [];
  const all = [...prefix, ...parts];
  return all.length === 0 ? '/' : `/${all.join('/')}/`;
}

function need(target: PageLinkTarget, keys: (keyof PageLinkTarget)[], labels: Record<string, string>) {
  for (const key of keys) if (!target[key]) return labels[key] ?? key;
  return null;
}

const LABELS: Record<string, string> = {
  slug: 'the page has no slug',
  overviewSlug: 'there is no published vehicle overview page in this brand and language',
  categorySlug: 'the vehicle has no primary category page for this brand and language',
  blogCategory: 'the blog category is missing or has no slug',
  topicSlug: 'the blog topic is missing or has no slug',
};

/**
 * Language prefix unless default, then overview,
 * category and own slug as the page type asks; all paths end in a slash.
 */
export function pagePath(target: PageLinkTarget | null | undefined): PagePathResult {
  if (!target?._type)
    return { path: null, missing: 'the linked page does not exist (deleted or never published)' };
  const t = target;
  const type = target._type;
  let keys: (keyof PageLinkTarget)[];
  if (t._type === 'homePage') return { path: join(t.language, []) };
  if (ROOT_TYPES.has(type)) keys = ['slug'];
  else if (UNDER_OVERVIEW.has(type)) keys = ['overviewSlug', 'slug'];
  else if (t._type === 'vehiclePage') keys = ['overviewSlug', 'categorySlug', 'slug'];
  else if (t._type === 'blogCategoryPage') keys = ['topicSlug', 'slug'];
  else if (t._type === 'blogPostPage') keys = ['topicSlug', 'categorySlug', 'slug'];
  else return { path: null, missing: `pages of type ${t._type} cannot be linked` };
  const labels = t._type === 'blogPostPage' ? { ...LABELS, categorySlug: LABELS.blogCategory ?? '' } : LABELS;
  const missing = need(t, keys, labels);
  if (missing) return { path: null, missing };
  return {
    path: join(
      t.language,
      keys.map((key) => String(t[key])),
    ),
  };
}
