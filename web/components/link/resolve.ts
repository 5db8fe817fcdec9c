import { type PageLinkTarget, pagePath } from '@schemas/lib/page-path.ts';

/**
 * A link object as the site's queries project it (`LINK` in schemas/queries.ts): the referenced
 * page is already reduced to the fields `pagePath` needs.
 */
export interface LinkValue {
  type?: 'external' | 'internal' | null;
  internalType?: 'anchor' | 'page' | 'relative' | null;
  external?: string | null;
  relative?: string | null;
  anchorId?: string | null;
  blank?: boolean | null;
  page?: PageLinkTarget | null;
}

export interface ResolvedLink {
  href: string;
  /** Leaves the site (or the browser: mailto, tel): rendered as a plain anchor. */
  external: boolean;
  /** Opens in a new tab (external links only, as the Studio offers it only there). */
  blank: boolean;
}

/** SPEC section 8, console warnings of the link component. */
export const LINK_WARNINGS = {
  external: 'SanityLink: External link not set.',
  relative: 'SanityLink: Relative link not set.',
  internal: 'SanityLink: Internal link not set.',
  anchor: 'SanityLink: Anchor id not set.',
  page: 'SanityLink: Full slug for page type could not be constructed',
} as const;

export type LinkWarning = (typeof LINK_WARNINGS)[keyof typeof LINK_WARNINGS];

export type LinkResolution =
  | { link: ResolvedLink; warning?: undefined }
  | { link: null; warning: LinkWarning };

const ANCHOR_ID = /^[A-Za-z][\w-]*$/;

/**
 * SPEC section 2 "Link kinds": external (with new-tab option), internal page reference, relative
 * path, anchor. A link that cannot be resolved gives `null` and the spec's warning; the caller
 * renders nothing. Pure, so menus, footers and blocks all drop exactly the same links.
 */
export function resolveLink(value: LinkValue | null | undefined): LinkResolution {
  if (!value) return { link: null, warning: LINK_WARNINGS.internal };
  if (value.type === 'external') {
    const href = value.external?.trim();
    if (!href) return { link: null, warning: LINK_WARNINGS.external };
    return { link: { href, external: true, blank: value.blank === true } };
  }
  switch (value.internalType) {
    case 'relative': {
      const href = value.relative?.trim();
      // `//host` would leave the site: a relative link is a path on this site only.
      if (!href?.startsWith('/') || href.startsWith('//'))
        return { link: null, warning: LINK_WARNINGS.relative };
      return { link: { href, external: false, blank: false } };
    }
    case 'anchor': {
      const id = value.anchorId?.trim().replace(/^#/, '');
      if (!id || !ANCHOR_ID.test(id)) return { link: null, warning: LINK_WARNINGS.anchor };
      return { link: { href: `#${id}`, external: false, blank: false } };
    }
    default: {
      // `internalType` defaults to "page" in the Studio; older documents may lack it.
      if (!value.page) return { link: null, warning: LINK_WARNINGS.internal };
      const { path } = pagePath(value.page);
      if (path === null) return { link: null, warning: LINK_WARNINGS.page };
      return { link: { href: path, external: false, blank: false } };
    }
  }
}

/**
 * `resolveLink` that reports the warning on the console (the server log when rendered on the
 * server). The spec's message comes first and unchanged; the label says which link it was.
 */
export function resolveLinkOrWarn(
  value: LinkValue | null | undefined,
  label?: string | null,
): ResolvedLink | null {
  const result = resolveLink(value);
  if (result.link === null) {
    if (label) console.warn(result.warning, label);
    else console.warn(result.warning);
  }
  return result.link;
}
