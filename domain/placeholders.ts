import { convertFromIsk, type ExchangeRates } from './exchange-rates.ts';
import type { Tenant } from './locale.ts';
import { type Currency, formatPrice } from './money.ts';

export interface PricePlaceholderOptions {
  /** The display (book) currency. */
  currency: Currency;
  rates: ExchangeRates | null | undefined;
  tenant?: Tenant;
}

const NAMED = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const PRICE = /\{price:(\d+(?:\.\d+)?)\}/g;

/**
 * Replaces `{name}` by `values[name]` (unknown names stay visible, so a missing value is noticed)
 * and `{price:N}`, N in ISK, by N in the display currency. The lease tenant converts nothing:
 * its prices show in krónur. Without price options, or without a rate for the
 * currency, prices also show in krónur rather than as a raw placeholder.
 */
export function fillPlaceholders(
  text: string | null | undefined,
  values: Readonly<Record<string, string | number | null | undefined>> = {},
  price?: PricePlaceholderOptions,
): string {
  if (!text) return '';
  const withPrices = text.replace(PRICE, (_match, amount: string) => {
    const isk = Number(amount);
    const currency = price && price.tenant !== 'lease' ? price.currency : 'ISK';
    const converted = convertFromIsk(isk, currency, price?.rates);
    return converted === null ? formatPrice(isk, 'ISK') : formatPrice(converted, currency);
  });
  return withPrices.replace(NAMED, (match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === null || value === undefined ? match : String(value);
  });
}
