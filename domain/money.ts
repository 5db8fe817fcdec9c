import type { Locale } from './locale.ts';

/** Display currencies offered on the site (SPEC section 1). */
export const CURRENCIES = ['EUR', 'USD', 'ISK', 'GBP', 'CAD', 'CHF', 'DKK', 'SEK', 'NOK'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** Number locale and symbol placement per currency (SPEC section 9). */
const PRICE_FORMAT: Record<Currency, { locale: string; prefix?: string; suffix?: string }> = {
  EUR: { locale: 'de-DE', suffix: '€' },
  CHF: { locale: 'de-CH', suffix: 'CHF' },
  ISK: { locale: 'is-IS', suffix: 'kr' },
  NOK: { locale: 'no-NO', suffix: 'kr' },
  SEK: { locale: 'se-SE', suffix: 'kr' },
  DKK: { locale: 'da-DK', suffix: 'kr' },
  USD: { locale: 'en-US', prefix: '$' },
  CAD: { locale: 'en-CA', prefix: '$' },
  GBP: { locale: 'en-GB', prefix: '£' },
};

const numberFormats = new Map<Currency, Intl.NumberFormat>();

function numberFormat(currency: Currency): Intl.NumberFormat {
  let format = numberFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(PRICE_FORMAT[currency].locale, {
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    numberFormats.set(currency, format);
  }
  return format;
}

/**
 * Formats a whole-unit amount for display: no decimals, the currency's own number locale,
 * `$`/`£` before the number, `€`/`CHF`/`kr` after it. Missing amount or currency gives ''.
 */
export function formatPrice(
  amount: number | null | undefined,
  currency: Currency | string | null | undefined,
): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '';
  if (!currency || !isCurrency(currency)) return '';
  const { prefix, suffix } = PRICE_FORMAT[currency];
  // Rounded first so that -0.4 does not print as "-0".
  const rounded = Math.round(amount) || 0;
  const negative = rounded < 0;
  const digits = numberFormat(currency).format(Math.abs(rounded));
  const body = prefix ? `${prefix}${digits}` : `${digits} ${suffix}`;
  return negative ? `-${body}` : body;
}

const LOCALE_CURRENCY: Record<Locale, Currency> = { en: 'USD', de: 'EUR', es: 'EUR', fr: 'EUR', is: 'ISK' };

/** The currency a language implies; anything unknown falls back to EUR. */
export function currencyForLocale(locale: string | null | undefined): Currency {
  return (locale && LOCALE_CURRENCY[locale as Locale]) || 'EUR';
}

/** A stored, valid preference wins over the language's currency. */
export function pickDisplayCurrency(
  locale: string | null | undefined,
  stored: string | null | undefined,
): Currency {
  return isCurrency(stored) ? stored : currencyForLocale(locale);
}

/** Name of the per-tenant preference cookie (and local storage entry). */
export function preferredCurrencyKey(tenant: string): string {
  return `${tenant}-preferred-currency`;
}
