import { type CatalogueAnswer, replyOf } from '@booking/client.ts';
import { SEED_CLASSES, SEED_SETTINGS } from '@booking/seed/fleet.ts';
import { formatIskIn } from '@web/components/content/price-text.ts';
import { findCatalogueClass, fromPrice, keyFacts } from '@web/components/content/vehicle-offer.ts';
import type { SearchContent } from '@web/features/booking/search/content.ts';
import {
  classLinkQuery,
  defaultSearch,
  parseClassParam,
  parseSearchParams,
  searchQuery,
} from '@web/features/booking/search/query.ts';
import { describe, expect, it } from 'vitest';
import { HIGH_SEASON, hiddenOffice, keflavik, reykjavik, TODAY } from '../domain/fixtures.ts';

/** A catalogue answer as `GET /catalogue` writes it (rates included), as the booking client reads it. */
const catalogue = (tenant: keyof typeof SEED_CLASSES) =>
  replyOf<CatalogueAnswer>({
    status: 200,
    headers: new Headers(),
    body: {
      tenant,
      vehicles: SEED_CLASSES[tenant].map(({ units: _units, ...vehicle }) => ({ active: true, ...vehicle })),
      policy: { roadTaxPerDay: SEED_SETTINGS[tenant].roadTaxPerDay },
    },
  });

describe('a vehicle page finds its class in the booking catalogue', () => {
  it('by the rental id content stores as text', () => {
    const found = findCatalogueClass(catalogue('cars'), String(SEED_CLASSES.cars[0]?.rentalId));
    expect(found).toMatchObject({ ok: true, vehicle: { id: SEED_CLASSES.cars[0]?.id } });
  });

  it('says why not: no rental id, a class the catalogue lacks, no catalogue from the service', () => {
    expect(findCatalogueClass(catalogue('cars'), null)).toEqual({ ok: false, reason: 'no_rental_id' });
    expect(findCatalogueClass(catalogue('cars'), 'abc')).toEqual({ ok: false, reason: 'no_rental_id' });
    expect(findCatalogueClass(catalogue('cars'), '99999')).toEqual({ ok: false, reason: 'not_in_catalogue' });
    // The service refused (an unknown brand) or was down (a proxy's page, no error body): the page
    // then shows content's facts and neither price nor Book button.
    const refused = replyOf<CatalogueAnswer>({
      status: 404,
      headers: new Headers(),
      body: { code: 'unknown_tenant', message: 'Unknown tenant' },
    });
    expect(findCatalogueClass(refused, '101')).toEqual({
      ok: false,
      reason: 'no_catalogue',
      status: 404,
      code: 'unknown_tenant',
    });
    const down = replyOf<CatalogueAnswer>({ status: 502, headers: new Headers(), body: 'Bad Gateway' });
    expect(findCatalogueClass(down, '101')).toEqual({
      ok: false,
      reason: 'no_catalogue',
      status: 502,
      code: 'unavailable',
    });
  });
});

describe('the "from" price', () => {
  it('is the cheapest day of any tier in either season (the longest low-season tier)', () => {
    const rates = {
      kind: 'daily' as const,
      low: [
        { minDays: 1, perDay: 9900 },
        { minDays: 3, perDay: 9300 },
        { minDays: 7, perDay: 8500 },
        { minDays: 14, perDay: 7700 },
      ],
      high: [
        { minDays: 1, perDay: 19900 },
        { minDays: 14, perDay: 15500 },
      ],
    };
    expect(fromPrice(rates)).toEqual({ unit: 'day', amount: 7700 });
  });

  it('does not take a tier the rental-length rule never charges (a later tier with the same length wins)', () => {
    // tierRate charges the tier with the largest minDays not above the length: of two tiers with
    // the same minDays the first found stays, so a duplicate is not a cheaper day.
    const rates = {
      kind: 'daily' as const,
      low: [
        { minDays: 1, perDay: 9000 },
        { minDays: 1, perDay: 5000 },
      ],
      high: [{ minDays: 1, perDay: 12000 }],
    };
    expect(fromPrice(rates)).toEqual({ unit: 'day', amount: 9000 });
  });

  it('is the month for monthly rates, and nothing without rates', () => {
    expect(fromPrice({ kind: 'monthly', perMonth: 89000 })).toEqual({ unit: 'month', amount: 89000 });
    expect(fromPrice({ kind: 'daily', low: [], high: [] })).toBeNull();
  });

  // The Kia Niro EV lease said "from 139.000 kr" and then added 27.000 kr of
  // road tax every month while the page said road tax was included.
  it('quotes a lease month with the road tax every month pays', () => {
    const niro = SEED_CLASSES.lease.find((c) => c.fuel === 'electric');
    const found = findCatalogueClass(catalogue('lease'), niro?.rentalId);
    if (!found.ok || found.vehicle.rates.kind !== 'monthly')
      throw new Error('the seed leases an electric car');
    const tax = SEED_SETTINGS.lease.roadTaxPerDay.electric;
    expect(tax).toBeGreaterThan(0);
    expect(fromPrice(found.vehicle.rates, found.vehicle.roadTaxPerDay)).toEqual({
      unit: 'month',
      amount: found.vehicle.rates.perMonth + 30 * tax,
    });
    const petrol = SEED_CLASSES.lease.find((c) => c.fuel === 'petrol' || c.fuel === 'diesel');
    const plain = findCatalogueClass(catalogue('lease'), petrol?.rentalId);
    if (plain.ok) expect(plain.vehicle.roadTaxPerDay).toBe(0);
  });

  it('shows in the display currency, in krónur the Icelandic way, and in krónur without a rate', () => {
    expect(formatIskIn(6900, 'ISK', null)).toBe('6.900 kr');
    expect(formatIskIn(13800, 'EUR', { EUR: 138 })).toBe('100 €');
    expect(formatIskIn(13800, 'USD', { EUR: 138 })).toBe('13.800 kr');
  });

  it('reads every seed class of every brand', () => {
    for (const tenant of ['cars', 'campers', 'lease'] as const) {
      for (const vehicle of SEED_CLASSES[tenant]) {
        const found = findCatalogueClass(catalogue(tenant), vehicle.rentalId);
        expect(found.ok, vehicle.id).toBe(true);
        if (found.ok) expect(fromPrice(found.vehicle.rates)?.unit).toBe(tenant === 'lease' ? 'month' : 'day');
      }
    }
  });
});

describe('key facts', () => {
  const car = findCatalogueClass(catalogue('cars'), SEED_CLASSES.cars[0]?.rentalId);
  const camper = SEED_CLASSES.campers.find((c) => c.category === '4x4_camper');
  const camperFound = findCatalogueClass(catalogue('campers'), camper?.rentalId);

  it('a car: seats, doors, transmission, fuel, 4x4, F-roads, luggage; no berths or kitchen', () => {
    if (!car.ok) throw new Error('seed car missing');
    const facts = keyFacts(car.vehicle, { kitchen: true, heating: true });
    expect(facts.map((f) => f.key)).toEqual([
      'seats',
      'doors',
      'transmission',
      'fuel',
      'fourWheelDrive',
      'fRoad',
      'luggage',
    ]);
    expect(facts.find((f) => f.key === 'seats')?.value).toBe(car.vehicle.seats);
  });

  it('a camper leads with sleeping spots and adds kitchen and heating as content gives them', () => {
    if (!camperFound.ok) throw new Error('seed camper missing');
    const facts = keyFacts(camperFound.vehicle, { kitchen: false, heating: true });
    expect(facts[0]).toEqual({ key: 'sleepingSpots', value: camperFound.vehicle.sleepingSpots });
    expect(facts.slice(-2)).toEqual([
      { key: 'kitchen', value: false },
      { key: 'heating', value: true },
    ]);
    // Content without the fields: the facts are left out, never guessed.
    expect(keyFacts(camperFound.vehicle, {}).some((f) => f.key === 'kitchen' || f.key === 'heating')).toBe(
      false,
    );
  });
});

describe('the class in a Vehicles step link', () => {
  it('reads a class id and refuses anything else', () => {
    expect(parseClassParam({ class: 'yaris-hybrid' })).toBe('yaris-hybrid');
    expect(parseClassParam({ class: ['4x4_camper', 'x'] })).toBe('4x4_camper');
    expect(parseClassParam({ class: ' dokker-camper ' })).toBe('dokker-camper');
    expect(parseClassParam({})).toBeNull();
    expect(parseClassParam({ class: '' })).toBeNull();
    expect(parseClassParam({ class: '"><script>' })).toBeNull();
    expect(parseClassParam({ class: 'a'.repeat(65) })).toBeNull();
  });

  it('is written after the search, and alone on a vehicle page', () => {
    const search = {
      pickupLocationId: 'keflavik',
      returnLocationId: 'keflavik',
      pickupDate: '2026-03-11',
      pickupTime: '12:00',
      returnDate: '2026-03-18',
      returnTime: '12:00',
      selfService: false,
    };
    expect(searchQuery(search, 'yaris-hybrid')).toBe(
      '?pickupLocation=keflavik&returnLocation=keflavik&pickupDate=2026-03-11&pickupTime=12%3A00&returnDate=2026-03-18&returnTime=12%3A00&class=yaris-hybrid',
    );
    expect(searchQuery(search)).not.toContain('class=');
    expect(classLinkQuery('yaris-hybrid')).toBe('?class=yaris-hybrid');
    // The search part still reads as the same search.
    const params = Object.fromEntries(new URLSearchParams(searchQuery(search, 'x').slice(1)));
    expect(parseClassParam(params)).toBe('x');
  });
});

describe('a first search for a link with a class and no dates', () => {
  const content = (locations: SearchContent['locations']): SearchContent => ({
    locations,
    rules: { highSeason: HIGH_SEASON, tenantSelfService: true },
    labels: null,
    monthNames: null,
    weekdayNames: null,
  });
  const at = (location: typeof keflavik) => ({ ...location, icon: null, address: null });

  it('tomorrow at noon at the first visible location, for the length asked', () => {
    const search = defaultSearch(content([at(hiddenOffice), at(keflavik)]), 7, TODAY);
    expect(search).toEqual({
      pickupLocationId: 'keflavik',
      returnLocationId: 'keflavik',
      pickupDate: '2026-03-11',
      pickupTime: '12:00',
      returnDate: '2026-03-18',
      returnTime: '12:00',
      selfService: false,
    });
  });

  it('moves on to a day whose return falls on an open day (Reykjavik is closed on low-season Saturdays)', () => {
    // 2026-03-11 + 3 days is Saturday 14 March (closed); 12 March + 3 is Sunday 15 March, open
    // 10:00-12:00 by special hours.
    const search = defaultSearch(content([at(reykjavik)]), 3, TODAY);
    expect(search).toMatchObject({ pickupDate: '2026-03-12', returnDate: '2026-03-15', returnTime: '12:00' });
    // The same rules as any deep link accept it.
    if (!search) throw new Error('no search');
    const params = Object.fromEntries(new URLSearchParams(searchQuery(search).slice(1)));
    expect(parseSearchParams(params, content([at(reykjavik)]), TODAY).ok).toBe(true);
  });

  it('none without a location that opens', () => {
    expect(defaultSearch(content([]), 7, TODAY)).toBeNull();
    expect(defaultSearch(content([at(hiddenOffice)]), 7, TODAY)).toBeNull();
    const neverOpen = {
      ...at(reykjavik),
      operatingHoursHighSeason: undefined,
      operatingHoursLowSeason: undefined,
      specialOperatingHours: [],
    };
    expect(defaultSearch(content([neverOpen]), 7, TODAY)).toBeNull();
  });
});
