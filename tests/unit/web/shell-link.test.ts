import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_WARNINGS, resolveLink, resolveLinkOrWarn } from '../../../web/components/link/resolve.ts';

const page = (fields: Record<string, string | null>) => ({
  type: 'internal' as const,
  internalType: 'page' as const,
  page: fields,
});

describe('resolveLink (SPEC section 2, link kinds)', () => {
  it('keeps external links, with the new-tab option', () => {
    expect(resolveLink({ type: 'external', external: 'https://safetravel.is', blank: true }).link).toEqual({
      href: 'https://safetravel.is',
      external: true,
      blank: true,
    });
    expect(resolveLink({ type: 'external', external: 'tel:+3545195000' }).link?.blank).toBe(false);
  });

  it('resolves internal page references to their paths, with the language prefix', () => {
    expect(resolveLink(page({ _type: 'homePage', language: 'en' })).link?.href).toBe('/');
    expect(resolveLink(page({ _type: 'homePage', language: 'de' })).link?.href).toBe('/de/');
    expect(
      resolveLink(
        page({
          _type: 'vehiclePage',
          language: 'is',
          slug: 'yaris',
          overviewSlug: 'bilar',
          categorySlug: 'smabilar',
        }),
      ).link,
    ).toEqual({ href: '/is/bilar/smabilar/yaris/', external: false, blank: false });
    expect(
      resolveLink(
        page({
          _type: 'blogPostPage',
          language: 'en',
          slug: 'aurora',
          topicSlug: 'travel',
          categorySlug: 'winter',
        }),
      ).link?.href,
    ).toBe('/travel/winter/aurora/');
  });

  it('keeps relative paths and anchors', () => {
    expect(
      resolveLink({ type: 'internal', internalType: 'relative', relative: '/de/book/vehicles/' }).link?.href,
    ).toBe('/de/book/vehicles/');
    expect(
      resolveLink({ type: 'internal', internalType: 'anchor', anchorId: 'opening-hours' }).link?.href,
    ).toBe('#opening-hours');
  });

  it.each([
    [{ type: 'external' as const, external: '' }, LINK_WARNINGS.external],
    [
      { type: 'internal' as const, internalType: 'relative' as const, relative: null },
      LINK_WARNINGS.relative,
    ],
    [
      { type: 'internal' as const, internalType: 'relative' as const, relative: '//evil.example' },
      LINK_WARNINGS.relative,
    ],
    [{ type: 'internal' as const, internalType: 'anchor' as const, anchorId: '' }, LINK_WARNINGS.anchor],
    [{ type: 'internal' as const, internalType: 'page' as const, page: null }, LINK_WARNINGS.internal],
    [
      page({
        _type: 'vehiclePage',
        language: 'en',
        slug: 'yaris',
        overviewSlug: null,
        categorySlug: 'small',
      }),
      LINK_WARNINGS.page,
    ],
    [null, LINK_WARNINGS.internal],
  ])('renders nothing for an unresolvable link (%#) and names the spec warning', (value, warning) => {
    expect(resolveLink(value)).toEqual({ link: null, warning });
  });

  it('uses the spec texts for the warnings', () => {
    expect(LINK_WARNINGS.external).toBe('SanityLink: External link not set.');
    expect(LINK_WARNINGS.relative).toContain('Relative link not set.');
    expect(LINK_WARNINGS.internal).toContain('Internal link not set.');
    expect(LINK_WARNINGS.page).toContain('Full slug for page type could not be constructed');
  });
});

describe('resolveLinkOrWarn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns once on the console with the spec message first, and gives null', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveLinkOrWarn({ type: 'external', external: null }, 'Facebook')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('SanityLink: External link not set.', 'Facebook');
  });

  it('stays quiet for good links', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveLinkOrWarn({ type: 'external', external: 'https://vegur.is' })).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
