import {
  type ClassRates,
  checkExtra,
  checkInsuranceLadder,
  checkOneWayFees,
  checkRateTable,
  depositFor,
  fromPrice,
  leaseLength,
  rateTableOf,
  rentalAmount,
  sampleQuote,
} from '@domain';
import { describe, expect, it } from 'vitest';

const tiers = (base: number) => [
  { minDays: 1, perDay: base },
  { minDays: 7, perDay: base - 1000 },
];
const table = {
  kind: 'daily' as const,
  seasons: [
    { season: 'low', tiers: tiers(6000) },
    { season: 'high', tiers: tiers(12000) },
  ],
};

describe('rate tables', () => {
  it('turns a valid table into rates, tiers sorted', () => {
    const result = checkRateTable({
      ...table,
      seasons: [{ season: 'high', tiers: [...tiers(12000)].reverse() }, table.seasons[0]!],
    });
    expect(result).toEqual({ ok: true, value: { kind: 'daily', low: tiers(6000), high: tiers(12000) } });
  });

  it('refuses a ladder without a base tier', () => {
    const result = checkRateTable({
      kind: 'daily',
      seasons: [
        { season: 'low', tiers: [{ minDays: 3, perDay: 5000 }] },
        { season: 'high', tiers: tiers(9000) },
      ],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.message).toMatch(/no base tier/);
  });

  it('refuses overlapping seasons (two rows for one season)', () => {
    const result = checkRateTable({
      kind: 'daily',
      seasons: [...table.seasons, { season: 'high', tiers: tiers(13000) }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues.map((i) => i.message)).toContain('Seasons overlap: the high season has two rows');
  });

  it('refuses negative, fractional and missing prices, a missing season and duplicate tiers', () => {
    const neg = checkRateTable({
      kind: 'daily',
      seasons: [
        { season: 'low', tiers: [{ minDays: 1, perDay: -1 }] },
        { season: 'high', tiers: tiers(9000) },
      ],
    });
    expect(neg.ok ? [] : neg.issues.map((i) => i.message)).toEqual(['The price per day cannot be negative']);
    const frac = checkRateTable({
      kind: 'daily',
      seasons: [
        { season: 'low', tiers: [{ minDays: 1, perDay: 10.5 }] },
        { season: 'high', tiers: tiers(9000) },
      ],
    });
    expect(frac.ok).toBe(false);
    expect(checkRateTable({ kind: 'daily', seasons: [table.seasons[0]!] })).toMatchObject({
      ok: false,
      issues: [{ message: 'The high season has no prices' }],
    });
    const dup = checkRateTable({
      kind: 'daily',
      seasons: [
        {
          season: 'low',
          tiers: [
            { minDays: 1, perDay: 1 },
            { minDays: 1, perDay: 2 },
          ],
        },
        { season: 'high', tiers: tiers(9000) },
      ],
    });
    expect(dup.ok ? [] : dup.issues.map((i) => i.message)).toEqual(['Two tiers start at 1 days']);
    expect(checkRateTable({ kind: 'monthly', perMonth: -5 }).ok).toBe(false);
    expect(checkRateTable(null).ok).toBe(false);
  });

  it('round-trips rates through the Studio shape', () => {
    const rates: ClassRates = { kind: 'daily', low: tiers(6000), high: tiers(12000) };
    expect(checkRateTable(rateTableOf(rates))).toEqual({ ok: true, value: rates });
    expect(checkRateTable(rateTableOf({ kind: 'monthly', perMonth: 90000 }))).toEqual({
      ok: true,
      value: { kind: 'monthly', perMonth: 90000 },
    });
  });
});

describe('pricing rules', () => {
  const rates: ClassRates = { kind: 'daily', low: tiers(6000), high: tiers(12000) };

  it('prices every day at its season and the tier of the whole length', () => {
    const days = [
      { date: '2025-05-30', season: 'low' as const },
      { date: '2025-05-31', season: 'low' as const },
      { date: '2025-06-01', season: 'high' as const },
    ];
    expect(rentalAmount(rates, days, 3)?.amount).toBe(6000 + 6000 + 12000);
    const week = Array.from({ length: 7 }, (_, i) => ({ date: `d${i}`, season: 'high' as const }));
    expect(rentalAmount(rates, week, 7)?.amount).toBe(7 * 11000);
  });

  it('monthly rates charge whole months and the rest pro rata', () => {
    expect(rentalAmount({ kind: 'monthly', perMonth: 90000 }, [], 45)?.amount).toBe(135000);
  });

  // 17 Dec → 17 Jan was priced "1 month, 1 day" (31 days at 30 a month).
  it('a lease counts calendar months from the pickup date, then days', () => {
    expect(leaseLength('2026-12-17', 31)).toEqual({ months: 1, days: 0 });
    expect(leaseLength('2026-12-17', 33)).toEqual({ months: 1, days: 2 });
    expect(leaseLength('2027-01-31', 28)).toEqual({ months: 1, days: 0 });
    expect(leaseLength('2028-01-31', 29)).toEqual({ months: 1, days: 0 });
    expect(leaseLength('2027-02-01', 27)).toEqual({ months: 0, days: 27 });
    expect(leaseLength('2026-03-01', 365)).toEqual({ months: 12, days: 0 });
    expect(leaseLength('2026-03-01', 366)).toEqual({ months: 12, days: 1 });
    expect(leaseLength('2026-06-30', 30)).toEqual({ months: 1, days: 0 });
    // Iceland keeps no summer time: the calendar rule has no 23- or 25-hour days to trip on.
    expect(leaseLength('2026-03-28', 34)).toEqual({ months: 1, days: 3 });
  });

  it('a lease of one calendar month costs one month, whatever its days', () => {
    const monthly: ClassRates = { kind: 'monthly', perMonth: 139000 };
    const from = (date: string, days: number) =>
      rentalAmount(monthly, [{ date, season: 'low' as const }], days)?.amount;
    expect(from('2026-12-17', 31)).toBe(139000);
    expect(from('2026-11-17', 30)).toBe(139000);
    expect(from('2026-12-17', 62)).toBe(2 * 139000);
    expect(from('2026-12-17', 33)).toBe(139000 + Math.round((139000 * 2) / 30));
  });

  it('the sample quote follows the table', () => {
    expect(sampleQuote(rates, { season: 'high', days: 7, insurancePerDay: 2900 })).toEqual({
      perDay: 11000,
      rental: 77000,
      insurance: 20300,
      total: 97300,
    });
    expect(sampleQuote(rates, { season: 'low', days: 3 })?.total).toBe(18000);
    expect(fromPrice(rates)).toBe(5000);
  });
});

describe('insurance, extras and one-way fees', () => {
  it('refuses an insurance ladder without a base package and negative amounts', () => {
    expect(
      checkInsuranceLadder([{ id: 'gravel', kind: 'addon', perDay: 900 }]).map((i) => i.message),
    ).toEqual(['The insurance ladder has no base package']);
    expect(
      checkInsuranceLadder([{ id: 'cdw', kind: 'package', perDay: 0, excess: -1, deposit: 1000 }]).map(
        (i) => i.path,
      ),
    ).toEqual(['cdw.excess']);
  });

  it('picks the deposit by the class', () => {
    expect(depositFor({ deposit: 100, depositHigh: 300 }, 'high')).toBe(300);
    expect(depositFor({ deposit: 100, depositHigh: null }, 'high')).toBe(100);
    expect(depositFor({ deposit: 100, depositHigh: 300 }, 'standard')).toBe(100);
  });

  it('checks extras and fees', () => {
    expect(checkExtra({ price: -5, maxQuantity: 1 })).toHaveLength(1);
    expect(checkExtra({ price: 500, maxQuantity: 0 })).toHaveLength(1);
    expect(checkExtra({ price: 500, maxQuantity: 3 })).toEqual([]);
    expect(
      checkOneWayFees([
        { from: 'kef', to: 'rvk', fee: 5000 },
        { from: 'rvk', to: 'kef', fee: 6000 },
        { from: 'aey', to: 'aey', fee: 1 },
        { from: 'aey', to: 'egs', fee: -1 },
      ]).map((i) => i.message),
    ).toEqual([
      'rvk – kef is listed twice',
      'A one-way fee joins two different locations',
      'The fee cannot be negative',
    ]);
  });
});
