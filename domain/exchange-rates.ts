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
