import { BookingError } from '@booking/errors.ts';
import { type PriceInput, priceRental, rentalDays, tierRate } from '@booking/rules/pricing.ts';
import { SEED_CLASSES, SEED_EXTRAS, SEED_INSURANCE, SEED_SETTINGS } from '@booking/seed/fleet.ts';
import type { Tenant } from '@domain';
import { rentalDates, reykjavikInstant } from '@domain/dates.ts';
import { describe, expect, it } from 'vitest';

const now = new Date('2025-01-15T12:00:00Z');

function input(
  tenant: Tenant,
  classId: string,
  from: [string, string],
  to: [string, string],
  extra: Partial<PriceInput> = {},
): PriceInput {
  const vehicle = SEED_CLASSES[tenant].find((c) => c.id === classId);
  if (!vehicle) throw new Error(classId);
  const pickupAt = reykjavikInstant(...from);
  const returnAt = reykjavikInstant(...to);
  return {
    vehicle,
    settings: SEED_SETTINGS[tenant],
    pickupAt,
    returnAt,
    rentalDates: rentalDates(pickupAt, 400),
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    insurance: SEED_INSURANCE[tenant],
    extras: SEED_EXTRAS[tenant],
    selection: {},
    promo: null,
    now,
    today: '2025-01-15',
    ...extra,
  };
}

const lines = (p: ReturnType<typeof priceRental>) => p.lines.map((l) => [l.code, l.amount]);
const promo = (code: string, percent: number, validFrom: string, validTo: string) => ({
  code,
  percent,
  validFrom: new Date(validFrom),
  validTo: new Date(validTo),
  active: true,
});

describe('rental days', () => {
  const at = (t: string) => reykjavikInstant('2025-10-13', t);
  const start = reykjavikInstant('2025-10-10', '10:00');
  it.each([
    ['10:00', 3],
    ['10:59', 3],
    ['11:00', 4],
  ])('return at %s after three days counts %i days (59 minutes grace)', (time, days) => {
    expect(rentalDays(start, at(time), 59)).toBe(days);
  });
  it('a few hours is one day', () => {
    expect(rentalDays(start, reykjavikInstant('2025-10-10', '15:00'), 59)).toBe(1);
  });
  it('rejects a return before the pickup', () => {
    expect(() => rentalDays(start, start, 59)).toThrow(BookingError);
  });
  it('picks the tier for the whole length', () => {
    const tiers = [
      { minDays: 1, perDay: 100 },
      { minDays: 7, perDay: 80 },
      { minDays: 3, perDay: 90 },
    ];
    expect([1, 2, 3, 6, 7, 30].map((d) => tierRate(tiers, d))).toEqual([100, 100, 90, 90, 80, 80]);
  });
});

describe('price summary lines', () => {
  it('three low-season days of a hybrid: rental, CDW, road tax, 25% due now', () => {
    const price = priceRental(
      input('cars', 'yaris-hybrid', ['2025-10-10', '10:00'], ['2025-10-13', '10:00']),
    );
    expect(price.days).toBe(3);
    expect(lines(price)).toEqual([
      ['rental', 22200], // 3 × 7,400 (3-day tier of 7,900)
      ['insurance', 0], // CDW included
      ['road_tax', 900], // 3 × 300 hybrid
      ['total', 23100],
      ['due_now', 5775],
      ['pay_at_pickup', 17325],
    ]);
    expect(price.guaranteedModel).toBe(false);
    expect(price.excess).toBe(350000);
    expect(price.deposit).toBe(350000);
  });

  it('season boundary, promo, insurance add-on, extras, drivers and one-way fee', () => {
    const price = priceRental(
      input('cars', 'aygo', ['2025-05-30', '12:00'], ['2025-06-02', '12:00'], {
        returnLocationId: 'rvk',
        promo: promo('VEGUR10', 10, '2025-01-01T00:00:00Z', '2025-12-31T00:00:00Z'),
        selection: {
          insurancePackageId: 'scdw',
          insuranceAddons: ['gravel'],
          extras: [
            { id: 'gps', quantity: 1 },
            { id: 'child_seat', quantity: 2 },
            { id: 'ski_rack', quantity: 1 },
          ],
          extraDrivers: 2,
        },
      }),
    );
    expect(price.breakdown.days.map((d) => [d.date, d.season, d.perDay])).toEqual([
      ['2025-05-30', 'low', 5500],
      ['2025-05-31', 'low', 5500],
      ['2025-06-01', 'high', 11200],
    ]);
    expect(lines(price)).toEqual([
      ['rental', 22200],
      ['discount', -2220], // 10% of the rental price only
      ['extras', 20700], // GPS 4,500 + 2 child seats 7,200 + ski rack 6,000 + 2nd extra driver 3,000
      ['insurance', 12600], // SCDW 8,700 + gravel 3,900
      ['one_way_fee', 5000], // KEF → RVK
      ['total', 58280],
      ['due_now', 14570],
      ['pay_at_pickup', 43710],
    ]);
    expect(price.breakdown.extras).toContainEqual({ id: 'extra_drivers', quantity: 2, amount: 3000 });
    expect(price.excess).toBe(90000);
    expect(price.promo).toEqual({ code: 'VEGUR10', percent: 10 });
  });

  it('seven high-season days of a guaranteed electric model', () => {
    const price = priceRental(input('cars', 'model-3', ['2025-07-01', '12:00'], ['2025-07-08', '12:00']));
    expect(lines(price)).toEqual([
      ['rental', 131600], // 7 × 18,800 (7-day tier of 21,900)
      ['insurance', 0],
      ['road_tax', 6300], // 7 × 900 electric
      ['total', 137900],
      ['due_now', 34475],
      ['pay_at_pickup', 103425],
    ]);
    expect(price.guaranteedModel).toBe(true);
  });

  it('premium bundle removes the excess and a one-way fee outside the table uses the default', () => {
    const price = priceRental(
      input('campers', 'trafic-camper', ['2025-10-01', '12:00'], ['2025-10-15', '12:00'], {
        returnLocationId: 'egs',
        selection: { insurancePackageId: 'premium', extras: [{ id: 'bedding', quantity: 3 }] },
      }),
    );
    expect(lines(price)).toEqual([
      ['rental', 162400], // 14 × 11,600 (14-day tier of 14,900)
      ['extras', 15000],
      ['insurance', 110600], // 14 × 7,900
      ['one_way_fee', 45000],
      ['total', 333000],
      ['due_now', 99900],
      ['pay_at_pickup', 233100],
    ]);
    expect(price.excess).toBe(0);
    expect(price.deposit).toBe(50000);
  });

  it('lease: whole calendar months plus pro-rata days, first month due now', () => {
    const price = priceRental(
      input('lease', 'niro-ev-lease', ['2025-03-01', '12:00'], ['2025-04-15', '12:00']),
    );
    expect(price.days).toBe(45);
    expect(lines(price)).toEqual([
      ['rental', 203867], // 1 Mar → 1 Apr is a month: 139,000 + 14/30 of it
      ['insurance', 0],
      ['road_tax', 39600], // 900 a day, a month counting 30 days: 44 days
      ['total', 243467],
      ['due_now', 139000],
      ['pay_at_pickup', 104467],
    ]);
  });

  it('an expired or not yet valid promo gives no discount', () => {
    for (const p of [
      promo('OLD', 20, '2020-01-01T00:00:00Z', '2020-12-31T00:00:00Z'),
      promo('SOON', 20, '2030-01-01T00:00:00Z', '2030-12-31T00:00:00Z'),
    ]) {
      const price = priceRental(
        input('cars', 'golf', ['2025-10-10', '10:00'], ['2025-10-11', '10:00'], { promo: p }),
      );
      expect(price.discount).toBe(0);
      expect(price.promo).toBeNull();
      expect(price.lines.some((l) => l.code === 'discount')).toBe(false);
    }
  });
});

describe('selection errors', () => {
  const base = () => input('cars', 'golf', ['2025-10-10', '10:00'], ['2025-10-12', '10:00']);
  const code = (selection: PriceInput['selection']) => {
    try {
      priceRental({ ...base(), selection });
      return 'ok';
    } catch (error) {
      return error instanceof BookingError ? error.code : String(error);
    }
  };
  it.each([
    [{ insurancePackageId: 'premium', insuranceAddons: ['gravel'] }, 'insurance_included'],
    [{ insurancePackageId: 'nope' }, 'unknown_insurance'],
    [{ insuranceAddons: ['scdw'] }, 'unknown_insurance'],
    [{ extras: [{ id: 'child_seat', quantity: 4 }] }, 'extra_quantity'],
    [{ extras: [{ id: 'gps', quantity: 1.5 }] }, 'extra_quantity'],
    [{ extras: [{ id: 'jetpack', quantity: 1 }] }, 'unknown_extra'],
    [
      {
        extras: [
          { id: 'gps', quantity: 1 },
          { id: 'gps', quantity: 1 },
        ],
      },
      'duplicate_extra',
    ],
    [{ extraDrivers: 5 }, 'too_many_drivers'],
    [{ extras: [{ id: 'child_seat', quantity: 3 }], extraDrivers: 4 }, 'ok'],
  ])('%j → %s', (selection, expected) => {
    expect(code(selection)).toBe(expected);
  });
  it('lease needs 30 days', () => {
    expect(() =>
      priceRental(input('lease', 'niro-ev-lease', ['2025-03-01', '12:00'], ['2025-03-30', '12:00'])),
    ).toThrow(/shortest rental/);
  });
});
