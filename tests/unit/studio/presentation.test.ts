import { PAGE_LINK_FIELDS } from '@schemas/lib/page-link-projection.ts';
import { type PageLinkTarget, pagePath } from '@schemas/lib/page-path.ts';
import { studioBuildEnv } from '@scripts/lib/content.ts';
import { mainDocumentQuery, splitSitePath } from '@studio/lib/site-paths.ts';
import { locationsOf } from '@studio/presentation.ts';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';

const ref = (id: string) => ({ _type: 'reference', _ref: id });
const page = (id: string, type: string, language: string, slug?: string, extra: object = {}) => ({
  _id: id,
  _type: type,
  tenant: 'cars',
  language,
  title: id,
  ...(slug ? { slug: { current: slug } } : {}),
  ...extra,
});

/** Every page type of the site's link shapes, in two languages and two brands. */
const DATASET = [
  page('home-en', 'homePage', 'en'),
  page('home-de', 'homePage', 'de'),
  page('about', 'contentPage', 'en', 'about-us'),
  page('insurance', 'contentPage', 'en', 'help/insurance'),
  page('faq-de', 'contentPage', 'de', 'faq'),
  page('ov-en', 'vehicleOverviewPage', 'en', 'vehicles'),
  page('ov-de', 'vehicleOverviewPage', 'de', 'fahrzeuge'),
  page('cat-en', 'vehicleCategoryPage', 'en', '4x4', { translationKey: 'k4' }),
  page('cat-de', 'vehicleCategoryPage', 'de', 'allrad', { translationKey: 'k4' }),
  page('brand-en', 'vehicleBrandPage', 'en', 'toyota'),
  {
    _id: 'base',
    _type: 'vehicleBase',
    tenantPrimaryCategories: [{ _key: 'a', tenant: 'cars', primaryCategory: ref('cat-en') }],
  },
  page('veh-en', 'vehiclePage', 'en', 'land-cruiser', { base: ref('base') }),
  page('veh-de', 'vehiclePage', 'de', 'land-cruiser', { base: ref('base') }),
  page('topic', 'blogTopicPage', 'en', 'travel'),
  page('bcat', 'blogCategoryPage', 'en', 'winter', { topic: ref('topic') }),
  page('post', 'blogPostPage', 'en', 'northern-lights', { topic: ref('topic'), category: ref('bcat') }),
  // Same slug in another brand: never the main document of a cars URL.
  { ...page('about-campers', 'contentPage', 'en', 'about-us'), tenant: 'campers' },
];

async function run<T>(query: string, params: Record<string, unknown>): Promise<T> {
  return (await (await evaluate(parse(query, { params }), { dataset: DATASET, params })).get()) as T;
}

describe('Presentation tool: main document of a site path', () => {
  it('finds every page again from the path the site links it under (round trip with pagePath)', async () => {
    const pages = await run<(PageLinkTarget & { _id: string; tenant: string })[]>(
      `*[tenant == "cars" && defined(language)]{_id, ${PAGE_LINK_FIELDS}}`,
      {},
    );
    expect(pages.length).toBe(15);
    for (const target of pages) {
      const result = pagePath(target);
      if (result.path === null) throw new Error(`${target._id}: ${result.missing}`);
      const query = mainDocumentQuery('cars', result.path);
      if (!query) throw new Error(`no query for ${result.path}`);
      const found = await run<string[]>(`*[${query.filter}]._id`, query.params);
      expect({ path: result.path, found }).toEqual({ path: result.path, found: [target._id] });
    }
  });

  it('tells the language from the prefix and leaves app routes alone', () => {
    expect(splitSitePath('/de/fahrzeuge/allrad/')).toEqual({
      language: 'de',
      segments: ['fahrzeuge', 'allrad'],
    });
    expect(splitSitePath('/')).toEqual({ language: 'en', segments: [] });
    expect(splitSitePath('/deutsch/')).toEqual({ language: 'en', segments: ['deutsch'] });
    expect(mainDocumentQuery('cars', '/book/vehicles/')).toBeUndefined();
    expect(mainDocumentQuery('cars', '/de/reservation/find/')).toBeUndefined();
  });
});

describe('Presentation tool: where a document appears', () => {
  it('gives pages their site path and header/footer their home page', () => {
    expect(
      locationsOf(
        { _type: 'contentPage', language: 'de', slug: 'faq', title: 'FAQ', tenant: 'cars' },
        'cars',
      ),
    ).toEqual({
      locations: [{ title: 'FAQ', href: '/de/faq/' }],
    });
    expect(locationsOf({ _type: 'footer', language: 'is', tenant: 'cars' }, 'cars')).toEqual({
      locations: [{ title: 'Every page (Íslenska home page shown)', href: '/is/' }],
    });
    // Brand-wide shell documents: the banners, the promotion, the contact details.
    expect(locationsOf({ _type: 'bannerSettings', tenant: 'cars' }, 'cars')).toEqual({
      locations: [{ title: 'Every page (English home page shown)', href: '/' }],
    });
    expect(locationsOf({ _type: 'promotionTemplate', tenant: 'cars' }, 'cars')).toMatchObject({
      locations: [{ href: '/' }],
    });
  });

  it('explains why a page has no location instead of linking nowhere', () => {
    expect(
      locationsOf({ _type: 'vehiclePage', language: 'en', slug: 'x', tenant: 'cars' }, 'cars'),
    ).toMatchObject({
      tone: 'caution',
      message: expect.stringContaining('no published vehicle overview page'),
    });
    expect(
      locationsOf({ _type: 'contentPage', language: 'en', slug: 'x', tenant: 'lease' }, 'cars'),
    ).toMatchObject({
      tone: 'caution',
      message: expect.stringContaining('Vegur Lease'),
    });
    expect(locationsOf(null, 'cars').tone).toBe('caution');
  });
});

describe('Studio build settings', () => {
  it('bakes in the lake and the site origins of the ports npm start uses', () => {
    expect(studioBuildEnv({ PORT: '3100', LAKE_HTTPS_PORT: '4334' })).toEqual({
      SANITY_STUDIO_API_HOST: 'https://localhost:4334',
      SANITY_STUDIO_SITE_URL_CARS: 'http://localhost:3100',
      SANITY_STUDIO_SITE_URL_CAMPERS: 'http://campers.localhost:3100',
      SANITY_STUDIO_SITE_URL_LEASE: 'http://lease.localhost:3100',
    });
  });

  it('takes production origins from SITE_ORIGINS and no lake for a hosted project', () => {
    const env = studioBuildEnv({
      SANITY_STUDIO_PROJECT_ID: 'abc123',
      SITE_ORIGINS: 'cars=https://www.vegur.is/, campers=https://campers.vegur.is',
      SANITY_STUDIO_SITE_URL_LEASE: 'https://lease.vegur.is',
    });
    expect(env).toEqual({
      SANITY_STUDIO_SITE_URL_CARS: 'https://www.vegur.is',
      SANITY_STUDIO_SITE_URL_CAMPERS: 'https://campers.vegur.is',
      SANITY_STUDIO_SITE_URL_LEASE: 'https://lease.vegur.is',
    });
  });
});
