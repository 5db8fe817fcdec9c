import { type PageLinkTarget, pagePath } from '@schemas/lib/page-path.ts';
import * as queries from '@schemas/queries.ts';
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';

const PARAMS = {
  tenant: 'cars',
  language: 'de',
  id: 'x',
  slug: 'x',
  assetId: 'x',
  topicId: null,
  categoryId: null,
};

const ref = (id: string) => ({ _type: 'reference', _ref: id });

/** A brand with an overview, a category (EN and DE), a vehicle page, a blog post and a broken one. */
const DATASET = [
  {
    _id: 'ov-de',
    _type: 'vehicleOverviewPage',
    tenant: 'cars',
    language: 'de',
    slug: { current: 'fahrzeuge' },
  },
  {
    _id: 'ov-en',
    _type: 'vehicleOverviewPage',
    tenant: 'cars',
    language: 'en',
    slug: { current: 'vehicles' },
  },
  {
    _id: 'cat-en',
    _type: 'vehicleCategoryPage',
    tenant: 'cars',
    language: 'en',
    translationKey: 'k-4x4',
    slug: { current: '4x4' },
  },
  {
    _id: 'cat-de',
    _type: 'vehicleCategoryPage',
    tenant: 'cars',
    language: 'de',
    translationKey: 'k-4x4',
    slug: { current: 'allrad' },
  },
  {
    _id: 'base-1',
    _type: 'vehicleBase',
    name: 'Land Cruiser',
    rental: ref('rental-1'),
    tenantPrimaryCategories: [
      { _key: 'a', tenant: 'campers', primaryCategory: ref('nope') },
      { _key: 'b', tenant: 'cars', primaryCategory: ref('cat-en') },
    ],
  },
  { _id: 'base-2', _type: 'vehicleBase', name: 'Orphan', tenantPrimaryCategories: [] },
  {
    _id: 'veh-de',
    _type: 'vehiclePage',
    tenant: 'cars',
    language: 'de',
    base: ref('base-1'),
    slug: { current: 'land-cruiser' },
  },
  {
    _id: 'veh-orphan',
    _type: 'vehiclePage',
    tenant: 'cars',
    language: 'de',
    base: ref('base-2'),
    slug: { current: 'orphan' },
  },
  { _id: 'topic', _type: 'blogTopicPage', tenant: 'cars', language: 'de', slug: { current: 'reisen' } },
  {
    _id: 'bcat',
    _type: 'blogCategoryPage',
    tenant: 'cars',
    language: 'de',
    topic: ref('topic'),
    slug: { current: 'winter' },
  },
  {
    _id: 'post',
    _type: 'blogPostPage',
    tenant: 'cars',
    language: 'de',
    topic: ref('topic'),
    category: ref('bcat'),
    slug: { current: 'nordlicht' },
  },
  { _id: 'home-de', _type: 'homePage', tenant: 'cars', language: 'de' },
  {
    _id: 'rental-1',
    _type: 'rental',
    rentalId: 'R1',
    locations: [{ _key: 'l', location: ref('loc-kef'), pickupId: '11', returnId: '12' }],
  },
  { _id: 'rental-2', _type: 'rental', rentalId: 'R2', locations: [] },
  {
    _id: 'loc-kef',
    _type: 'location',
    tenant: 'cars',
    locationId: 'kef',
    title: { en: 'Keflavik Airport', de: 'Flughafen Keflavík' },
  },
  {
    _id: 'labels',
    _type: 'calendarLabels',
    tenant: 'cars',
    monthNames: [{ en: 'January', de: 'Januar' }, { en: 'February' }],
  },
];

async function run(query: string, params: Record<string, unknown> = {}) {
  return (await evaluate(parse(query), { dataset: DATASET, params: { ...PARAMS, ...params } })).get();
}

describe('site queries', () => {
  it('every query parses and runs on groq-js (the local lake’s evaluator)', async () => {
    const entries = Object.entries(queries).filter(([, value]) => typeof value === 'string');
    expect(entries.length).toBeGreaterThanOrEqual(20);
    const failures: string[] = [];
    for (const [name, query] of entries) {
      await run(query as string).catch((error: Error) => failures.push(`${name}: ${error.message}`));
    }
    expect(failures).toEqual([]);
  });

  it('resolves page links to the spec’s path shapes, in the page’s language', async () => {
    const links = (await run(queries.PAGE_LINKS_QUERY)) as (PageLinkTarget & { _id: string })[];
    const paths = Object.fromEntries(links.map((link) => [link._id, pagePath(link).path]));
    expect(paths).toMatchObject({
      'home-de': '/de/',
      'ov-de': '/de/fahrzeuge/',
      'ov-en': '/vehicles/',
      'cat-de': '/de/fahrzeuge/allrad/',
      'veh-de': '/de/fahrzeuge/allrad/land-cruiser/',
      topic: '/de/reisen/',
      bcat: '/de/reisen/winter/',
      post: '/de/reisen/winter/nordlicht/',
      'veh-orphan': null,
    });
  });

  it('explains a vehicle page without primary category', async () => {
    const target = await run(queries.PAGE_LINK_QUERY, { id: 'veh-orphan' });
    expect(pagePath(target as never)).toMatchObject({
      path: null,
      missing: expect.stringMatching(/primary category/),
    });
  });

  it('lists only rentals with vehicle pages, with localised location titles', async () => {
    expect(await run(queries.RENTALS_QUERY)).toEqual([
      { id: 'R1', locations: [{ id: 'kef', title: 'Flughafen Keflavík', pickupId: '11', returnId: '12' }] },
    ]);
  });

  it('falls back to English for missing translations', async () => {
    expect(await run(queries.CALENDAR_LABELS_QUERY)).toEqual({
      monthNames: ['Januar', 'February'],
      weekdayNames: null,
    });
  });
});
