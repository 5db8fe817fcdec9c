/**
 * Pure view models of the header and footer: content as the queries return it, reduced to what
 * is rendered, with every link resolved. Links that cannot be resolved are dropped (and warned
 * about), and so are sections, columns and dropdowns left empty by that, so a
 * visitor never sees a heading over nothing.
 */
import type { Locale } from '@domain';
import { pagePath } from '@schemas/lib/page-path.ts';
import { LINK_WARNINGS, type LinkData, type ResolvedLink, resolveLink } from '../../lib/content/links.ts';
import type {
  FOOTER_QUERY_RESULT,
  HEADER_QUERY_RESULT,
  LATEST_BLOG_POSTS_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
} from '../../sanity.types.ts';

export interface NavLinkModel extends ResolvedLink {
  key: string;
  label: string;
}

export interface MenuSectionModel {
  key: string;
  title: string | null;
  links: NavLinkModel[];
}

export interface MenuColumnModel {
  key: string;
  sections: MenuSectionModel[];
}

export interface RecentPostModel {
  key: string;
  title: string;
  href: string;
  date: string | null;
  readTime: number | null;
  image: NonNullable<LATEST_BLOG_POSTS_QUERY_RESULT[number]['image']> | null;
}

export type MenuItemModel =
  | { kind: 'single'; key: string; title: string; link: ResolvedLink }
  | { kind: 'dropdown'; key: string; title: string; columns: MenuColumnModel[] }
  | {
      kind: 'dropdownRecentPosts';
      key: string;
      title: string;
      columns: MenuColumnModel[];
      posts: RecentPostModel[];
    };

export interface QuickLinkModel extends ResolvedLink {
  key: string;
  icon: string | null;
  label: string;
  title: string | null;
  mobileOnly: boolean;
}

export interface HeaderModel {
  bookLabel: string | null;
  menu: MenuItemModel[];
  quickLinks: QuickLinkModel[];
}

/** The dropdown lists the 6 most recent posts. */
export const RECENT_POSTS = 6;

interface RawNavLink {
  _key: string;
  label: string | null;
  link: LinkData | null;
}

/** The site's link resolution (shared with content blocks); the warning also names the link. */
function resolve(link: LinkData | null | undefined, locale: Locale, label: string | null | undefined) {
  return resolveLink(link, locale, (message) => console.warn(message, label ?? ''));
}

function navLinks(links: readonly RawNavLink[] | null | undefined, locale: Locale): NavLinkModel[] {
  const out: NavLinkModel[] = [];
  for (const raw of links ?? []) {
    const label = raw.label?.trim();
    const link = resolve(raw.link, locale, label);
    if (link && label) out.push({ key: raw._key, label, ...link });
  }
  return out;
}

type RawColumns = NonNullable<NonNullable<HEADER_QUERY_RESULT>['menuItems']>[number]['columns'];

function columns(raw: RawColumns, locale: Locale): MenuColumnModel[] {
  const out: MenuColumnModel[] = [];
  for (const column of raw ?? []) {
    const sections = (column.sections ?? [])
      .map((section) => ({
        key: section._key,
        title: section.title?.trim() || null,
        links: navLinks(section.links, locale),
      }))
      .filter((section) => section.links.length > 0);
    if (sections.length > 0) out.push({ key: column._key, sections });
  }
  return out;
}

export function recentPosts(posts: LATEST_BLOG_POSTS_QUERY_RESULT | null | undefined): RecentPostModel[] {
  const out: RecentPostModel[] = [];
  for (const post of posts ?? []) {
    const { path } = pagePath(post);
    if (path === null) {
      console.warn(`${LINK_WARNINGS.slug}: blogPostPage`, post._id);
      continue;
    }
    if (!post.title) continue;
    out.push({
      key: post._id,
      title: post.title,
      href: path,
      date: post.date,
      readTime: post.readTime,
      image: post.image?.asset ? post.image : null,
    });
    if (out.length === RECENT_POSTS) break;
  }
  return out;
}

export function headerModel(
  header: HEADER_QUERY_RESULT | null | undefined,
  posts: LATEST_BLOG_POSTS_QUERY_RESULT | null | undefined,
  locale: Locale,
): HeaderModel {
  const menu: MenuItemModel[] = [];
  for (const item of header?.menuItems ?? []) {
    const title = item.title?.trim();
    if (!title) continue;
    if (item.type === 'dropdown' || item.type === 'dropdownRecentPosts') {
      const cols = columns(item.columns, locale);
      if (item.type === 'dropdown') {
        if (cols.length > 0) menu.push({ kind: 'dropdown', key: item._key, title, columns: cols });
        continue;
      }
      const list = recentPosts(posts);
      if (cols.length > 0 || list.length > 0)
        menu.push({ kind: 'dropdownRecentPosts', key: item._key, title, columns: cols, posts: list });
      continue;
    }
    // Items without a kind are single links, the Studio's initial value.
    const link = resolve(item.customLink, locale, title);
    if (link) menu.push({ kind: 'single', key: item._key, title, link });
  }
  const quickLinks: QuickLinkModel[] = [];
  for (const quick of header?.quickLinks ?? []) {
    const label = quick.label?.trim();
    const link = resolve(quick.link, locale, label);
    if (!link || !label) continue;
    quickLinks.push({
      key: quick._key,
      icon: quick.icon?.trim() || null,
      label,
      title: quick.title?.trim() || null,
      mobileOnly: quick.mobileOnly === true,
      ...link,
    });
  }
  return { bookLabel: header?.menuTitleBook?.trim() || null, menu, quickLinks };
}

export interface AddressModel {
  street?: string | null;
  postalCode?: string | null;
  city?: string | null;
}

export interface OfficeModel {
  title: string | null;
  address: AddressModel | null;
  mapLink: string | null;
}

export interface SocialModel {
  key: string;
  platform: string;
  url: string;
}

export interface FooterModel {
  copyright: string | null;
  categories: { key: string; title: string; links: NavLinkModel[] }[];
  socials: SocialModel[];
  legalLinks: NavLinkModel[];
  keflavik: OfficeModel | null;
  reykjavik: OfficeModel | null;
  email: string | null;
  phones: string[];
}

function office(
  raw: { title: string | null; address: AddressModel | null } | null | undefined,
  mapLink: string | null | undefined,
): OfficeModel | null {
  const address = raw?.address;
  const hasAddress = Boolean(address?.street || address?.postalCode || address?.city);
  if (!raw?.title && !hasAddress) return null;
  return {
    title: raw?.title?.trim() || null,
    address: hasAddress && address ? address : null,
    mapLink: mapLink?.startsWith('https://') ? mapLink : null,
  };
}

/**
 * Socials come from the footer, falling back to the brand's site settings. The Keflavik column is
 * dropped for brands without it (lease) here, so no markup for it is ever sent.
 */
export function footerModel(
  footer: FOOTER_QUERY_RESULT | null | undefined,
  site: SITE_SETTINGS_QUERY_RESULT | null | undefined,
  options: { keflavikColumn: boolean; locale: Locale },
): FooterModel {
  const socialsRaw = footer?.socials?.length ? footer.socials : (site?.socials ?? []);
  const socials: SocialModel[] = [];
  for (const s of socialsRaw) {
    if (s.platform && s.url?.startsWith('https://'))
      socials.push({ key: s._key, platform: s.platform, url: s.url });
  }
  return {
    copyright: footer?.copyright?.trim() || null,
    categories: (footer?.categories ?? [])
      .map((c) => ({ key: c._key, title: c.title?.trim() ?? '', links: navLinks(c.links, options.locale) }))
      .filter((c) => c.title !== '' && c.links.length > 0),
    socials,
    legalLinks: navLinks(footer?.legalLinks, options.locale),
    keflavik: options.keflavikColumn ? office(footer?.locations?.keflavik, site?.mapLinkKeflavik) : null,
    reykjavik: office(footer?.locations?.reykjavik, site?.mapLinkReykjavik),
    email: site?.email?.trim() || null,
    phones: [site?.phone, site?.phoneSecondary].filter((p): p is string => Boolean(p?.trim())),
  };
}

/** `tel:` wants digits (and a leading +) only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
