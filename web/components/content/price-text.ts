// Module paths, not the @domain barrel: the barrel would bring date-fns-tz into the browser bundle.
import { convertFromIsk, type ExchangeRates } from '@domain/exchange-rates.ts';
import { type Currency, formatPrice } from '@domain/money.ts';

/**
 * Krónur in `currency` (the currency's own number format); krónur when the day's rate is missing. Shared by
 * the server's first HTML and the browser's re-pricing, so both write the same text.
 */
export function formatIskIn(isk: number, currency: Currency, rates: ExchangeRates | null): string {
  const converted = convertFromIsk(isk, currency, rates);
  return converted === null ? formatPrice(isk, 'ISK') : formatPrice(converted, currency);
}
