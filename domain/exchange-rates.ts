import type { Currency } from './money.ts';

/**
 * Krónur per one unit of each currency (EUR: 146.5 means 1 € costs 146.5 kr), the way Icelandic
 * banks quote them. ISK is 1 whether listed or not.
 */
export type ExchangeRates = Partial<Record<Currency, number>>;

/** An ISK amount in `currency`, or null when the table has no usable rate for it. */
export function convertFromIsk(
  amountIsk: number,
  currency: Currency,
  rates: ExchangeRates | null | undefined,
): number | null {
  if (currency === 'ISK') return amountIsk;
  const rate = rates?.[currency];
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null;
  return amountIsk / rate;
}

/**
 * ISK parts of a total (price lines) converted for display and rounded to whole units so that the
 * shown parts add up to the shown total ($55 + $166 was shown with $222).
 * Largest remainder: each part is rounded down, and the units the total still needs go to the
 * parts with the largest fractions. When the parts do not add up to the total in ISK either, each
 * is rounded on its own. Null without a rate for `currency`.
 */
export function convertParts(
  partsIsk: readonly number[],
  totalIsk: number,
  currency: Currency,
  rates: ExchangeRates | null | undefined,
): { parts: number[]; total: number } | null {
  const exact = partsIsk.map((amount) => convertFromIsk(amount, currency, rates));
  const exactTotal = convertFromIsk(totalIsk, currency, rates);
  if (exactTotal === null || exact.some((x) => x === null)) return null;
  const values = exact as number[];
  const total = Math.round(exactTotal) || 0;
  if (partsIsk.reduce((sum, x) => sum + x, 0) !== totalIsk) return { parts: values.map(Math.round), total };
  const floors = values.map(Math.floor);
  let missing = total - floors.reduce((sum, x) => sum + x, 0);
  const byFraction = values
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  const parts = [...floors];
  for (const { index } of byFraction) {
    if (missing <= 0) break;
    parts[index] = (parts[index] as number) + 1;
    missing--;
  }
  return { parts, total };
}

/**
 * What a vehicle costs per day, or per lease month, as the total charges it: the rental price
 * less the promotion's discount, so the unit price and the total agree. A lease month is quoted
 * with its road tax, as its "from" price is (`fromPrice`); `months` is the rental's length in
 * calendar months, the rest days pro rata (the service's `breakdown.months`).
 */
export function rentalUnitPrice(
  price: { rentalPrice: number; discount: number; roadTax?: number },
  length: { days: number } | { months: number },
): number {
  if ('months' in length) {
    return Math.round(
      (price.rentalPrice - price.discount + (price.roadTax ?? 0)) / Math.max(length.months, 1 / 30),
    );
  }
  return Math.round((price.rentalPrice - price.discount) / Math.max(length.days, 1));
}
