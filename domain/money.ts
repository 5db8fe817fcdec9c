import type { Locale } from './locale.ts';

/** Display currencies offered on the site. */
export const CURRENCIES = ['EUR', 'USD', 'ISK', 'GBP', 'CAD', 'CHF', 'DKK', 'SEK', 'NOK'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Symbol placement and thousands separator per currency (the product rules name a number locale
 * for each: EUR de-DE, CHF de-CH, ISK is-IS, NOK no-NO, SEK se-SE, DKK da-DK, USD en-US, CAD en-CA,
 * GBP en-GB). The separators are those locales' own, written out rather than asked of Intl: a
 * browser with reduced ICU data (Debian's Chromium has no is-IS) groups "350,000 kr" where the
 * server wrote "350.000 kr", and a price that differs between server and client HTML breaks
 * hydration. se-SE and no-NO group with a no-break space, which also keeps a price on one line.
 */
const PRICE_FORMAT: Record<Currency, { group: string; prefix?: string; suffix?: string }> = {
  EUR: { group: '.', suffix: '€' },
  CHF: { group: "'", suffix: 'CHF' },
  ISK: { group: '.', suffix: 'kr' },
  NOK: { group: '\u00a0', suffix: 'kr' },
  SEK: { group: '\u00a0', suffix: 'kr' },
  DKK: { group: '.', suffix: 'kr' },
  USD: { group: ',', prefix: '$' },
  CAD: { group: ',', prefix: '$' },
  GBP: { group: ',', prefix: '£' },
};

/** Groups a non-negative integer's digits in threes. */
function groupDigits(value: number, separator: string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
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
  const { group, prefix, suffix } = PRICE_FORMAT[currency];
  // Rounded first so that -0.4 does not print as "-0".
  const rounded = Math.round(amount) || 0;
  const negative = rounded < 0;
  const digits = groupDigits(Math.abs(rounded), group);
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
