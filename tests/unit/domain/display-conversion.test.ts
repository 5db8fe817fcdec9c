import { fromPrice, rentalRoadTax } from '@domain/catalogue.ts';
import { convertFromIsk, convertParts, rentalUnitPrice } from '@domain/exchange-rates.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const RATES = { USD: 138.2, EUR: 146.5 };

describe('converted price lines add up to the converted total', () => {
  it('the reported case: each line rounded on its own gave $55 + $166 with $222', () => {
    // Lines of 7,670 kr and 23,000 kr: $55.50 and $166.43, total $221.92.
    const lines = [7670, 23000];
    const total = 30670;
    const alone = lines.map((x) => Math.round(convertFromIsk(x, 'USD', RATES) as number));
    expect(alone.reduce((a, b) => a + b, 0)).not.toBe(
      Math.round(convertFromIsk(total, 'USD', RATES) as number),
    );
    const shown = convertParts(lines, total, 'USD', RATES);
    expect(shown?.total).toBe(222);
    expect(shown?.parts.reduce((a, b) => a + b, 0)).toBe(222);
  });

  it('always adds up, discounts (negative lines) included, and each part is off by less than one unit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50_000, max: 400_000 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('USD' as const, 'EUR' as const),
        (lines, currency) => {
          const total = lines.reduce((a, b) => a + b, 0);
          const shown = convertParts(lines, total, currency, RATES);
          if (!shown) return false;
          expect(shown.parts.reduce((a, b) => a + b, 0)).toBe(shown.total);
          lines.forEach((line, i) => {
            expect(
              Math.abs((shown.parts[i] as number) - (convertFromIsk(line, currency, RATES) as number)),
            ).toBeLessThan(1);
          });
          return true;
        },
      ),
    );
  });

  it('ISK stays as it is; without a rate there is nothing to convert', () => {
    expect(convertParts([100, 200], 300, 'ISK', RATES)).toEqual({ parts: [100, 200], total: 300 });
    expect(convertParts([100], 100, 'GBP' as never, RATES)).toBeNull();
  });
});

describe('the per-day price includes the promotion the total includes', () => {
  it('a 10 % code lowers the per-day price as it lowers the total', () => {
    expect(rentalUnitPrice({ rentalPrice: 90_000, discount: 0 }, { days: 3 })).toBe(30_000);
    expect(rentalUnitPrice({ rentalPrice: 90_000, discount: 9_000 }, { days: 3 })).toBe(27_000);
    // A lease month is a calendar month.
    expect(rentalUnitPrice({ rentalPrice: 120_000, discount: 12_000 }, { months: 2 })).toBe(54_000);
  });

  // "from 139.000 kr, vehicle fees included", then 27.000 kr road tax a month.
  it('a lease month is quoted with its road tax, as the "from" price is', () => {
    const rates = { kind: 'monthly' as const, perMonth: 139_000 };
    const tax = 900;
    // 17 Dec → 17 Jan: one calendar month of 31 days.
    const roadTax = rentalRoadTax(rates, tax, '2026-12-17', 31);
    expect(roadTax).toBe(27_000);
    const perMonth = rentalUnitPrice({ rentalPrice: 139_000, discount: 0, roadTax }, { months: 1 });
    expect(perMonth).toBe(fromPrice(rates, tax));
    expect(perMonth).toBe(166_000);
    // 1 Mar → 15 Apr: a month and 14 days, each month the same.
    const longer = rentalRoadTax(rates, tax, '2025-03-01', 45);
    expect(longer).toBe(44 * 900);
    expect(
      rentalUnitPrice(
        { rentalPrice: 139_000 + Math.round((139_000 * 14) / 30), discount: 0, roadTax: longer },
        { months: 1 + 14 / 30 },
      ),
    ).toBe(166_000);
  });
});
