import { LINK_WARNINGS, resolveLink } from '@web/lib/content/links.ts';
import { contentPath, pageAtPath, routePages, translationsOf } from '@web/lib/content/routing.ts';
import { describe, expect, it, vi } from 'vitest';

describe('resolveLink', () => {
  it('resolves page references to the spec URL shapes', () => {
    const warn = vi.fn();
    const vehicle = {
      type: 'internal',
      internalType: 'page',
      page: {
        _type: 'vehiclePage',
        language: 'de',
        slug: 'aygo',
        overviewSlug: 'mietwagen',
        categorySlug: 'klein',
      },
    };
    expect(resolveLink(vehicle, 'de', warn)).toEqual({
      href: '/de/mietwagen/klein/aygo/',
      external: false,
      blank: false,
    });
    const post = {
      type: 'internal',
      internalType: 'page',
      page: {
        _type: 'blogPostPage',
        language: 'en',
        slug: 'f-roads',
        topicSlug: 'guide',
        categorySlug: 'driving',
      },
    };
    expect(resolveLink(post, 'en', warn)?.href).toBe('/guide/driving/f-roads/');
    expect(
      resolveLink({ internalType: 'page', page: { _type: 'homePage', language: 'is' } }, 'is', warn)?.href,
    ).toBe('/is/');
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders nothing and warns with the spec messages when a link cannot resolve', () => {
    const warn = vi.fn();
    expect(resolveLink({ type: 'external', external: '' }, 'en', warn)).toBeNull();
    expect(warn).toHaveBeenLastCalledWith(LINK_WARNINGS.external);
    expect(resolveLink({ type: 'internal', internalType: 'relative', relative: ' ' }, 'en', warn)).toBeNull();
    expect(warn).toHaveBeenLastCalledWith('Relative link not set.');
    expect(resolveLink({ type: 'internal', internalType: 'page', page: null }, 'en', warn)).toBeNull();
    expect(warn).toHaveBeenLastCalledWith('Internal link not set.');
    const noCategory = { _type: 'vehiclePage', language: 'en', slug: 'aygo', overviewSlug: 'cars' };
    expect(resolveLink({ type: 'internal', internalType: 'page', page: noCategory }, 'en', warn)).toBeNull();
    expect(String(warn.mock.lastCall?.[0])).toMatch(/^Full slug for page type could not be constructed/);
    // An anchor without an id renders nothing (no warning in the spec).
    warn.mockClear();
    expect(resolveLink({ type: 'internal', internalType: 'anchor', anchorId: '' }, 'en', warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps relative paths in the page language unless they name one; external links may open a new tab', () => {
    expect(resolveLink({ internalType: 'relative', relative: '/book/vehicles/' }, 'fr')?.href).toBe(
      '/fr/book/vehicles/',
    );
    expect(resolveLink({ internalType: 'relative', relative: '/de/x/' }, 'fr')?.href).toBe('/de/x/');
    expect(resolveLink({ internalType: 'relative', relative: '/book/' }, 'en')?.href).toBe('/book/');
    expect(resolveLink({ internalType: 'anchor', anchorId: '#shuttle' }, 'en')?.href).toBe('#shuttle');
    expect(resolveLink({ type: 'external', external: 'https://vegur.is', blank: true }, 'en')).toEqual({
      href: 'https://vegur.is',
      external: true,
      blank: true,
    });
  });
});

describe('content routing', () => {
  const listing = [
    { _id: 'h-en', _type: 'homePage', language: 'en', tenant: 'cars', translationKey: 'home' },
    { _id: 'h-de', _type: 'homePage', language: 'de', tenant: 'cars', translationKey: 'home' },
    {
      _id: 'a-en',
      _type: 'contentPage',
      language: 'en',
      tenant: 'cars',
      slug: 'about-us',
      translationKey: 'about',
    },
    {
      _id: 'a-de',
      _type: 'contentPage',
      language: 'de',
      tenant: 'cars',
      slug: 'ueber-uns',
      translationKey: 'about',
    },
    {
      _id: 'x',
      _type: 'contentPage',
      language: 'en',
      tenant: 'campers',
      slug: 'about-us',
      translationKey: 'about',
    },
    { _id: 'v', _type: 'vehiclePage', language: 'en', tenant: 'cars', slug: 'aygo', overviewSlug: 'cars' },
  ];

  it('routes only the brand pages that have a path', () => {
    const pages = routePages(listing, 'cars');
    expect(pages.map((p) => p.path)).toEqual(['/', '/de/', '/about-us/', '/de/ueber-uns/']);
  });

  it('finds a page by path and language, and its translations', () => {
    const pages = routePages(listing, 'cars');
    expect(contentPath(['ueber-uns'], 'de')).toBe('/de/ueber-uns/');
    const page = pageAtPath(pages, contentPath(['ueber-uns'], 'de'), 'de');
    expect(page?.id).toBe('a-de');
    expect(pageAtPath(pages, '/about-us/', 'de')).toBeNull();
    expect(translationsOf(pages, page!).map((p) => p.language)).toEqual(['en', 'de']);
  });
});
