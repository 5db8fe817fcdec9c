import { pagePath } from '@schemas/lib/page-path.ts';
import {
  duplicateSpecialDates,
  englishRequiredRule,
  linkRule,
  monthDayRule,
  openingHoursRangeRule,
  slugRule,
  tableRule,
  timeRule,
  toSlug,
  validDatesRule,
  videoUrlRule,
} from '@schemas/lib/rules.ts';
import { describe, expect, it } from 'vitest';

describe('link rule (links that render nothing are refused)', () => {
  it.each([
    [{ type: 'internal', internalType: 'page' }, /Pick the page/],
    [{ type: 'internal', internalType: 'anchor' }, /anchor id/],
    [{ type: 'internal', internalType: 'anchor', anchorId: '#faq' }, /Leave out the "#"/],
    [{ type: 'internal', internalType: 'relative', relative: 'book' }, /starts with "\/"/],
    [
      { type: 'internal', internalType: 'relative', relative: '//evil.example' },
      /does not start with "\/\/"/,
    ],
    [{ type: 'external' }, /web address/],
    [{ type: 'external', external: 'www.vegur.is' }, /start with https/],
    [{ type: 'internal' }, /kind of internal link/],
    [{}, /Choose whether/],
  ] as const)('rejects %j', (value, message) => {
    expect(linkRule(value)).toMatch(message);
  });

  it.each([
    { type: 'internal', internalType: 'page', internal: { _ref: 'abc' } },
    { type: 'internal', internalType: 'anchor', anchorId: 'opening-hours' },
    { type: 'internal', internalType: 'relative', relative: '/book/vehicles/' },
    { type: 'external', external: 'https://vegur.is', blank: true },
    { type: 'external', external: 'mailto:info@vegur.is' },
  ] as const)('accepts %j', (value) => {
    expect(linkRule(value)).toBe(true);
  });
});

describe('page paths (internal link shapes)', () => {
  it('builds every shape', () => {
    expect(pagePath({ _type: 'homePage', language: 'en' })).toEqual({ path: '/' });
    expect(pagePath({ _type: 'homePage', language: 'de' })).toEqual({ path: '/de/' });
    expect(pagePath({ _type: 'contentPage', language: 'en', slug: 'about/team' })).toEqual({
      path: '/about/team/',
    });
    expect(
      pagePath({ _type: 'vehicleBrandPage', language: 'fr', slug: 'toyota', overviewSlug: 'vehicules' }),
    ).toEqual({
      path: '/fr/vehicules/toyota/',
    });
    expect(
      pagePath({
        _type: 'vehiclePage',
        language: 'en',
        slug: 'land-cruiser',
        overviewSlug: 'cars',
        categorySlug: '4x4',
      }),
    ).toEqual({ path: '/cars/4x4/land-cruiser/' });
    expect(
      pagePath({ _type: 'blogCategoryPage', language: 'is', slug: 'vetur', topicSlug: 'blogg' }),
    ).toEqual({
      path: '/is/blogg/vetur/',
    });
    expect(
      pagePath({
        _type: 'blogPostPage',
        language: 'en',
        slug: 'aurora',
        topicSlug: 'travel',
        categorySlug: 'winter',
      }),
    ).toEqual({ path: '/travel/winter/aurora/' });
  });

  it('explains links that cannot resolve', () => {
    expect(pagePath(null)).toMatchObject({ path: null, missing: expect.stringMatching(/does not exist/) });
    expect(pagePath({ _type: 'vehiclePage', language: 'en', slug: 'x', overviewSlug: 'cars' })).toMatchObject(
      {
        path: null,
        missing: expect.stringMatching(/primary category/),
      },
    );
    expect(pagePath({ _type: 'vehicleCategoryPage', language: 'en', slug: 'x' })).toMatchObject({
      path: null,
      missing: expect.stringMatching(/vehicle overview/),
    });
    expect(pagePath({ _type: 'blogPostPage', language: 'en', slug: 'x', topicSlug: 't' })).toMatchObject({
      path: null,
      missing: expect.stringMatching(/blog category/),
    });
  });
});

describe('field rules', () => {
  it('slugs', () => {
    expect(slugRule('summer-deals')).toBe(true);
    expect(slugRule('help/insurance', { allowSlashes: true })).toBe(true);
    expect(slugRule('help/insurance')).toMatch(/without "\/"/);
    expect(slugRule('Sumar Tilboð')).toMatch(/lowercase/);
    expect(slugRule('/about/', { allowSlashes: true })).toMatch(/slashes/);
    expect(slugRule(undefined)).toMatch(/Add a slug/);
    expect(toSlug('Þórsmörk ferðir: Über Ægir!')).toBe('thorsmork-ferdir-uber-aegir');
    expect(slugRule(toSlug('  Ísland – Vetur 2026 '))).toBe(true);
  });

  it('times and hours', () => {
    expect(timeRule('08:00')).toBe(true);
    expect(timeRule('8:00')).toMatch(/HH:MM/);
    expect(timeRule('24:00')).toMatch(/HH:MM/);
    expect(openingHoursRangeRule({ from: '08:00', to: '18:00' })).toBe(true);
    expect(openingHoursRangeRule({ is24Hours: true })).toBe(true);
    expect(openingHoursRangeRule({})).toBe(true);
    expect(openingHoursRangeRule({ from: '08:00' })).toMatch(/closing time/);
    expect(openingHoursRangeRule({ from: '18:00', to: '08:00' })).toMatch(/before it opens/);
    expect(openingHoursRangeRule({ from: '08:00', to: '08:00' })).toMatch(/same/);
  });

  it('month and day', () => {
    expect(monthDayRule({ month: 2, day: 29 })).toBe(true);
    expect(monthDayRule({ month: 4, day: 31 })).toMatch(/April has 30 days/);
    expect(monthDayRule({ month: 6 })).toMatch(/both/);
  });

  it('special hours, localised text, tables, videos, promotion dates', () => {
    expect(duplicateSpecialDates([{ date: '2025-12-24' }, { date: '2025-12-24' }])).toMatch(/listed twice/);
    // Overlapping hours on one day: named by entry, with both entries' hours.
    expect(
      duplicateSpecialDates([
        { date: '2025-12-23', open: false },
        { date: '2025-12-24', open: true, from: '08:00', to: '12:00' },
        { date: '2025-12-24', open: true, from: '10:00', to: '14:00' },
      ]),
    ).toBe(
      'Special hours overlap: 2025-12-24 is listed twice (entries 2 and 3: 08:00–12:00 and 10:00–14:00). Keep one entry per date: remove one of them or merge their hours.',
    );
    // A date given with a time is the same day in Iceland.
    expect(duplicateSpecialDates([{ date: '2025-12-25T00:00:00Z' }, { date: '2025-12-25' }])).toMatch(
      /2025-12-25 is listed twice \(entries 1 and 2: closed and closed\)/,
    );
    expect(duplicateSpecialDates([{ date: '2025-12-24' }, { date: '2025-12-25' }, {}])).toBe(true);
    expect(englishRequiredRule({ de: 'Hallo' })).toMatch(/English/);
    expect(englishRequiredRule({ en: 'Hello' })).toBe(true);
    expect(tableRule([{ cells: ['a', 'b'] }, { cells: ['c'] }])).toMatch(/Row 2 has 1 cells/);
    expect(videoUrlRule('https://www.youtube.com/watch?v=abc')).toBe(true);
    expect(videoUrlRule('https://example.com/video.mp4')).toMatch(/YouTube and Vimeo/);
    expect(validDatesRule({ from: { date: '2025-06-01' }, to: { date: '2025-05-01' } })).toMatch(
      /ends before/,
    );
    expect(validDatesRule({ from: { date: '2025-06-01' }, to: { date: '2025-06-01' } })).toBe(true);
  });
});
