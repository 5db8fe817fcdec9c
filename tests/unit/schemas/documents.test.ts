import { describe, expect, it } from 'vitest';
import { messages, validateDocuments } from './validate.ts';

const ref = (id: string) => ({ _type: 'reference', _ref: id });
const block = (text: string) => [
  {
    _type: 'block',
    _key: 'b',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 's', text, marks: [] }],
  },
];
const page = (id: string, type: string, slug: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  _type: type,
  title: `Title of ${id}`,
  slug: { _type: 'slug', current: slug },
  tenant: 'cars',
  language: 'en',
  translationKey: `key-${id}`,
  ...extra,
});

/** Documents shaped like the coming seed content; they must pass every rule. */
const GOOD = [
  page('overview', 'vehicleOverviewPage', 'vehicles'),
  page('cat', 'vehicleCategoryPage', '4x4'),
  page('about', 'contentPage', 'about/team', {
    blocks: [
      { _type: 'textBlock', _key: 't', content: block('Hello {promoCode}') },
      {
        _type: 'buttonsBlock',
        _key: 'bt',
        buttons: [
          {
            _type: 'button',
            _key: 'b1',
            label: 'Our cars',
            link: { _type: 'link', type: 'internal', internalType: 'page', internal: ref('veh') },
          },
          {
            _type: 'button',
            _key: 'b2',
            label: 'FAQ',
            link: { _type: 'link', type: 'internal', internalType: 'anchor', anchorId: 'faq' },
          },
        ],
      },
      { _type: 'horizontalRuleBlock', _key: 'hr', spacing: 'small' },
      {
        _type: 'tableBlock',
        _key: 'tb',
        rows: [
          { _type: 'tableRow', _key: 'r1', cells: ['Days', 'Price'] },
          { _type: 'tableRow', _key: 'r2', cells: ['1', '{price:15000}'] },
        ],
      },
    ],
  }),
  {
    _id: 'base',
    _type: 'vehicleBase',
    name: 'Land Cruiser',
    rental: ref('rental'),
    tenant: 'cars',
    classId: 'land-cruiser',
    category: 'large_suv',
    fuel: 'diesel',
    doors: 5,
    luggage: 5,
    minDriverAge: 25,
    rates: {
      _type: 'rateTable',
      kind: 'daily',
      seasons: [
        {
          _type: 'rateSeason',
          _key: 'l',
          season: 'low',
          tiers: [{ _type: 'rateTier', _key: 't', minDays: 1, perDay: 24900 }],
        },
        {
          _type: 'rateSeason',
          _key: 'h',
          season: 'high',
          tiers: [{ _type: 'rateTier', _key: 't', minDays: 1, perDay: 42900 }],
        },
      ],
    },
    units: [{ _type: 'fleetUnit', _key: 'u', plate: 'AB123', locationId: 'kef', inService: true }],
    tenantPrimaryCategories: [
      { _type: 'tenantPrimaryCategory', _key: 'c', tenant: 'cars', primaryCategory: ref('cat') },
    ],
  },
  page('veh', 'vehiclePage', 'land-cruiser', { base: ref('base') }),
  {
    _id: 'rental',
    _type: 'rental',
    rentalId: '17',
    locations: [{ _type: 'rentalLocation', _key: 'l', location: ref('kef'), pickupId: '1', returnId: '2' }],
  },
  {
    _id: 'kef',
    _type: 'location',
    tenant: 'cars',
    locationId: 'kef',
    title: { _type: 'localeString', en: 'Keflavik Airport' },
    operatingHoursHighSeason: {
      _type: 'weeklyHours',
      isSameHoursAllDays: true,
      allDaysHours: { _type: 'hoursRange', is24Hours: true },
    },
    operatingHoursLowSeason: {
      _type: 'weeklyHours',
      isSameHoursAllDays: false,
      dailyHours: { _type: 'dailyHours', monday: { _type: 'hoursRange', from: '08:00', to: '18:00' } },
    },
    specialOperatingHours: [
      { _type: 'specialHours', _key: 'x', date: '2026-12-24', open: true, from: '08:00', to: '12:00' },
    ],
  },
  {
    _id: 'settings.cars',
    _type: 'settings',
    tenant: 'cars',
    highSeason: {
      _type: 'seasonRange',
      start: { _type: 'monthDay', month: 5, day: 15 },
      end: { _type: 'monthDay', month: 9, day: 30 },
    },
    selfService: true,
  },
];

/** One mistake each, with the message the editor must see. */
const BAD = [
  [page('bad-slug', 'contentPage', 'Über Uns'), /valid address part/],
  [page('dup-slug', 'contentPage', 'vehicles'), /already used by "Title of overview"/],
  [
    page('no-cat', 'vehiclePage', 'orphan', { base: ref('base-orphan') }),
    /no primary category for this brand/,
  ],
  [
    page('dead-link', 'contentPage', 'dead', {
      blocks: [
        {
          _type: 'buttonsBlock',
          _key: 'bt',
          buttons: [
            {
              _type: 'button',
              _key: 'b',
              label: 'Go',
              link: { _type: 'link', type: 'internal', internalType: 'page', internal: ref('no-cat') },
            },
          ],
        },
      ],
    }),
    /would not be shown on the site: the vehicle has no primary category/,
  ],
  [
    page('anchor', 'contentPage', 'anchor', {
      blocks: [
        {
          _type: 'buttonsBlock',
          _key: 'bt',
          buttons: [
            {
              _type: 'button',
              _key: 'b',
              label: 'Go',
              link: { _type: 'link', type: 'internal', internalType: 'anchor' },
            },
          ],
        },
      ],
    }),
    /anchor id/,
  ],
  [{ ...page('no-tenant', 'contentPage', 'x'), tenant: undefined }, /Pick the brand/],
  [
    {
      _id: 'loc-bad',
      _type: 'location',
      tenant: 'cars',
      locationId: 'rvk',
      title: { _type: 'localeString', de: 'Reykjavík' },
    },
    /English text/,
  ],
  [
    {
      _id: 'loc-hours',
      _type: 'location',
      tenant: 'cars',
      locationId: 'rvk',
      title: { _type: 'localeString', en: 'Reykjavik' },
      operatingHoursLowSeason: {
        _type: 'weeklyHours',
        isSameHoursAllDays: true,
        allDaysHours: { _type: 'hoursRange', from: '18:00', to: '08:00' },
      },
    },
    /Closes \(08:00\) before it opens \(18:00\)/,
  ],
  [
    {
      _id: 'loc-special-overlap',
      _type: 'location',
      tenant: 'cars',
      locationId: 'kef',
      title: { _type: 'localeString', en: 'Keflavik' },
      specialOperatingHours: [
        { _type: 'specialHours', _key: 'a', date: '2026-12-24', open: true, from: '08:00', to: '12:00' },
        { _type: 'specialHours', _key: 'b', date: '2026-12-24', open: false },
      ],
    },
    /Special hours overlap: 2026-12-24 is listed twice/,
  ],
  [
    {
      _id: 'settings.bad',
      _type: 'settings',
      tenant: 'cars',
      highSeason: {
        _type: 'seasonRange',
        start: { _type: 'monthDay', month: 4, day: 31 },
        end: { _type: 'monthDay', month: 9, day: 1 },
      },
    },
    /April has 30 days/,
  ],
  [{ _id: 'base-orphan', _type: 'vehicleBase', name: 'Orphan', tenantPrimaryCategories: [] }, /rental group/],
] as const;

describe('document validation (headless, same rules as the Studio)', () => {
  it('accepts well-formed documents of the seed shape', async () => {
    const result = await validateDocuments(GOOD);
    for (const [id, markers] of Object.entries(result)) expect(messages(markers), id).toEqual([]);
  });

  it.each(BAD.map(([doc, message]) => [doc._id, doc, message] as const))(
    'rejects %s',
    async (id, doc, message) => {
      const result = await validateDocuments([...GOOD, ...BAD.map(([d]) => d)] as never, [id]);
      expect(messages(result[id]).join('\n')).toMatch(message);
      void doc;
    },
  );
});
