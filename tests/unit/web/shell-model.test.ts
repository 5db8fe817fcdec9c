import {
  footerModel,
  headerModel,
  RECENT_POSTS,
  recentPosts,
  telHref,
} from '@web/components/shell/shell-model.ts';
import type {
  FOOTER_QUERY_RESULT,
  HEADER_QUERY_RESULT,
  LATEST_BLOG_POSTS_QUERY_RESULT,
  SITE_SETTINGS_QUERY_RESULT,
} from '@web/sanity.types.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Header = NonNullable<HEADER_QUERY_RESULT>;
type LinkField = NonNullable<Header['quickLinks']>[number]['link'];

const contentPage = (slug: string | null): LinkField => ({
  type: 'internal',
  internalType: 'page',
  external: null,
  relative: null,
  anchorId: null,
  blank: null,
  page: {
    _type: 'contentPage',
    language: 'en',
    tenant: 'cars',
    slug,
    overviewSlug: null,
    categorySlug: null,
    topicSlug: null,
  },
});

const navLink = (key: string, label: string, slug: string | null) => ({
  _key: key,
  label,
  link: contentPage(slug),
});

const header: Header = {
  _id: 'header.cars.en',
  _type: 'header',
  menuTitleBook: 'Book now',
  menuItems: [
    {
      _key: 'vehicles',
      type: 'dropdown',
      title: 'Our cars',
      customLink: null,
      columns: [
        {
          _key: 'c1',
          sections: [
            {
              _key: 's1',
              title: 'By size',
              links: [navLink('a', 'Small', 'small'), navLink('b', 'Broken', null)],
            },
            { _key: 's2', title: 'Only broken', links: [navLink('c', 'Broken', null)] },
          ],
        },
        { _key: 'c2', sections: [{ _key: 's3', title: 'Empty', links: [] }] },
      ],
    },
    { _key: 'empty', type: 'dropdown', title: 'Nothing', customLink: null, columns: [] },
    { _key: 'blog', type: 'dropdownRecentPosts', title: 'Blog', customLink: null, columns: [] },
    { _key: 'faq', type: 'single', title: 'FAQ', customLink: contentPage('faq'), columns: null },
    { _key: 'dead', type: 'single', title: 'Dead', customLink: contentPage(null), columns: null },
  ],
  quickLinks: [
    {
      _key: 'phone',
      icon: 'phone',
      label: '+354 519 5000',
      title: 'Call us',
      mobileOnly: false,
      link: {
        type: 'external',
        internalType: null,
        external: 'tel:+3545195000',
        relative: null,
        anchorId: null,
        blank: false,
        page: null,
      },
    },
    {
      _key: 'mail',
      icon: 'mail',
      label: 'E-mail',
      title: null,
      mobileOnly: true,
      link: contentPage('contact'),
    },
    {
      _key: 'broken',
      icon: 'user',
      label: 'Broken',
      title: null,
      mobileOnly: false,
      link: contentPage(null),
    },
  ],
};

const post = (n: number, overrides: Partial<LATEST_BLOG_POSTS_QUERY_RESULT[number]> = {}) => ({
  _id: `post-${n}`,
  title: `Post ${n}`,
  date: `2026-10-${String(10 + n).padStart(2, '0')}`,
  readTime: 4,
  image: null,
  topic: 'travel',
  category: 'winter',
  _type: 'blogPostPage' as const,
  language: 'en' as const,
  tenant: 'cars' as const,
  slug: `post-${n}`,
  overviewSlug: null,
  categorySlug: 'winter',
  topicSlug: 'travel',
  ...overrides,
});

describe('headerModel', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the three kinds of menu items and drops what cannot be shown', () => {
    const model = headerModel(header, [post(1)], 'en');
    expect(model.menu.map((item) => [item.kind, item.title])).toEqual([
      ['dropdown', 'Our cars'],
      ['dropdownRecentPosts', 'Blog'],
      ['single', 'FAQ'],
    ]);
    const dropdown = model.menu[0];
    if (dropdown?.kind !== 'dropdown') throw new Error('expected a dropdown');
    // The broken link, the section left empty by it and the empty column are gone.
    expect(dropdown.columns).toHaveLength(1);
    expect(dropdown.columns[0]?.sections.map((s) => s.title)).toEqual(['By size']);
    expect(dropdown.columns[0]?.sections[0]?.links.map((l) => [l.label, l.href])).toEqual([
      ['Small', '/small/'],
    ]);
    expect(model.bookLabel).toBe('Book now');
    // Each broken link warned with the spec message.
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('Full slug for page type could not be constructed'),
      'Broken',
    );
  });

  it('keeps quick links with their mobile-only flag', () => {
    const model = headerModel(header, null, 'en');
    expect(model.quickLinks.map((q) => [q.label, q.href, q.mobileOnly, q.external])).toEqual([
      ['+354 519 5000', 'tel:+3545195000', false, true],
      ['E-mail', '/contact/', true, false],
    ]);
  });

  it('drops a recent-posts dropdown with neither links nor posts', () => {
    expect(headerModel(header, [], 'en').menu.map((item) => item.key)).toEqual(['vehicles', 'faq']);
  });

  it('copes with a missing header document', () => {
    expect(headerModel(null, null, 'en')).toEqual({ bookLabel: null, menu: [], quickLinks: [] });
  });
});

describe('recentPosts', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it(`lists at most ${RECENT_POSTS} posts with their {topic}/{category}/{slug} paths`, () => {
    const posts = Array.from({ length: 8 }, (_, i) => post(i + 1));
    const list = recentPosts(posts);
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({ title: 'Post 1', href: '/travel/winter/post-1/' });
  });

  it('skips posts whose path cannot be built', () => {
    expect(recentPosts([post(1, { topicSlug: null }), post(2)]).map((p) => p.key)).toEqual(['post-2']);
  });
});

describe('footerModel', () => {
  const footer: NonNullable<FOOTER_QUERY_RESULT> = {
    _id: 'footer.cars.en',
    _type: 'footer',
    copyright: '© 2026 Vegur ehf.',
    categories: [
      { _key: 'help', title: 'Help', links: [navLink('faq', 'FAQ', 'faq')] },
      { _key: 'empty', title: 'Empty', links: [navLink('x', 'Broken', null)] },
    ],
    socials: null,
    legalLinks: [navLink('terms', 'Terms', 'terms')],
    locations: {
      keflavik: {
        title: 'Keflavik Airport',
        address: {
          _type: 'address',
          street: 'Blikavellir 2',
          postalCode: '235',
          city: 'Keflavíkurflugvöllur',
        },
      },
      reykjavik: {
        title: 'Reykjavik',
        address: { _type: 'address', street: 'Skeifan 9', postalCode: '108', city: 'Reykjavík' },
      },
    },
  };
  const site: NonNullable<SITE_SETTINGS_QUERY_RESULT> = {
    socials: [
      { _key: 'fb', platform: 'facebook', url: 'https://facebook.com/vegur' },
      { _key: 'bad', platform: 'x', url: 'javascript:alert(1)' },
    ],
    email: 'info@vegur.is',
    phone: '+354 519 5000',
    phoneSecondary: null,
    mapLinkKeflavik: 'https://maps.example/kef',
    mapLinkReykjavik: null,
  };

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('has both offices, contact details, categories with links and safe socials', () => {
    const model = footerModel(footer, site, { keflavikColumn: true, locale: 'en' });
    expect(model.keflavik).toMatchObject({ title: 'Keflavik Airport', mapLink: 'https://maps.example/kef' });
    expect(model.reykjavik?.address?.street).toBe('Skeifan 9');
    expect(model.categories.map((c) => c.title)).toEqual(['Help']);
    expect(model.socials).toEqual([{ key: 'fb', platform: 'facebook', url: 'https://facebook.com/vegur' }]);
    expect(model.phones).toEqual(['+354 519 5000']);
    expect(model.email).toBe('info@vegur.is');
    expect(model.legalLinks.map((l) => l.href)).toEqual(['/terms/']);
  });

  it('drops the Keflavik column for brands without it (lease)', () => {
    expect(footerModel(footer, site, { keflavikColumn: false, locale: 'en' }).keflavik).toBeNull();
  });

  it('dials digits only', () => {
    expect(telHref('+354 519 5000')).toBe('tel:+3545195000');
  });
});
