import { DEFAULT_LOCALE, type Locale } from '@domain';
import { type PageLinkTarget, pagePath } from '@schemas/lib/page-path.ts';
import { localizePath, splitLocale } from '../paths.ts';

/** A link object as the site's queries return it (`LINK` in schemas/queries.ts). */
export interface LinkData {
  type?: string | null;
  internalType?: string | null;
  external?: string | null;
  relative?: string | null;
  anchorId?: string | null;
  blank?: boolean | null;
  page?: PageLinkTarget | null;
}

export interface ResolvedLink {
  href: string;
  /** Another website: rendered as a plain anchor, never through the client router. */
  external: boolean;
  /** Opens in a new tab (external links with the new-tab option). */
  blank: boolean;
}

/** The console warnings of an unresolvable link, word for word as the product rules give them. */
export const LINK_WARNINGS = {
  external: 'SanityLink: External link not set.',
  relative: 'Relative link not set.',
  internal: 'Internal link not set.',
  slug: 'Full slug for page type could not be constructed',
} as const;

/**
 * Where a link goes, or null when it cannot resolve (an internal link with no
 * resolvable path, or an anchor without an id, renders nothing). Unresolvable links warn in the
 * console with the spec's messages so an editor's mistake is visible in the logs.
 */
export function resolveLink(
  link: LinkData | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
  warn: (message: string) => void = console.warn,
): ResolvedLink | null {
  if (!link) return null;
  if (link.type === 'external') {
    const href = link.external?.trim();
    if (!href) {
      warn(LINK_WARNINGS.external);
      return null;
    }
    return { href, external: true, blank: link.blank === true };
  }
  switch (link.internalType) {
    case 'anchor': {
      const id = link.anchorId?.trim().replace(/^#/, '');
      return id ? { href: `#${id}`, external: false, blank: false } : null;
    }
    case 'relative': {
      const path = link.relative?.trim();
      if (!path) {
        warn(LINK_WARNINGS.relative);
        return null;
      }
      // A plain path (`/book/vehicles/`) stays in the page's language unless it names one itself.
      const prefixed = splitLocale(path).locale !== DEFAULT_LOCALE || /^\/en(\/|$)/.test(path);
      const href = path.startsWith('/') && !prefixed ? localizePath(path, locale) : path;
      return { href, external: false, blank: false };
    }
    default: {
      if (!link.page) {
        warn(LINK_WARNINGS.internal);
        return null;
      }
      const result = pagePath(link.page);
      if (result.path === null) {
        warn(`${LINK_WARNINGS.slug}: ${link.page._type ?? 'unknown'} (${result.missing})`);
        return null;
      }
      return { href: result.path, external: false, blank: false };
    }
  }
}
