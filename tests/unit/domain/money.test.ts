import {
  CURRENCIES,
  currencyForLocale,
  formatPrice,
  isCurrency,
  pickDisplayCurrency,
  preferredCurrencyKey,
} from '@domain';
import { describe, expect, it } from 'vitest';

const NBSP = '\u00a0';

/*
 * The separators are those of each currency's number locale in full ICU data (Node's): the
 * no-break space that se-SE and no-NO use keeps a price on one line, and de-CH groups with an
 * ASCII apostrophe. The space before a suffix (€, CHF, kr) is ours and is a plain space.
 */
const NUMBER_LOCALE = {
  EUR: 'de-DE',
  CHF: 'de-CH',
  ISK: 'is-IS',
  NOK: 'no-NO',
  SEK: 'se-SE',
  DKK: 'da-DK',
  USD: 'en-US',
  CAD: 'en-CA',
  GBP: 'en-GB',
} as const;

describe('formatPrice', () => {
  it.each([
    ['EUR', '1.234 €', '1.234.567 €'],
    ['USD', '$1,234', '$1,234,567'],
    ['ISK', '1.234 kr', '1.234.567 kr'],
    ['GBP', '£1,234', '£1,234,567'],
    ['CAD', '$1,234', '$1,234,567'],
    ['CHF', "1'234 CHF", "1'234'567 CHF"],
    ['DKK', '1.234 kr', '1.234.567 kr'],
    ['SEK', `1${NBSP}234 kr`, `1${NBSP}234${NBSP}567 kr`],
    ['NOK', `1${NBSP}234 kr`, `1${NBSP}234${NBSP}567 kr`],
  ] as const)('%s formats as %j', (currency, thousand, million) => {
    expect(formatPrice(1234, currency)).toBe(thousand);
    expect(formatPrice(1234567, currency)).toBe(million);
  });

  it('covers every offered currency in the table above', () => {
    expect(CURRENCIES).toEqual(['EUR', 'USD', 'ISK', 'GBP', 'CAD', 'CHF', 'DKK', 'SEK', 'NOK']);
  });

  it.each(CURRENCIES)('%s groups digits as the number locale does in full ICU data', (currency) => {
    const format = new Intl.NumberFormat(NUMBER_LOCALE[currency], { maximumFractionDigits: 0 });
    for (const amount of [0, 7, 99, 999, 1000, 12_345, 100_000, 999_999, 1_000_000, 123_456_789]) {
      const digits = format.format(amount);
      expect(formatPrice(amount, currency)).toBe(
        currency === 'USD' || currency === 'CAD' || currency === 'GBP'
          ? `${formatPrice(0, currency).replace('0', '')}${digits}`
          : `${digits} ${formatPrice(0, currency).replace('0 ', '')}`,
      );
    }
  });

  it('does not depend on the runtime having the locale (a browser with reduced ICU data)', () => {
    const original = Intl.NumberFormat;
    // A runtime without is-IS falls back to en grouping; the price must not change with it.
    Intl.NumberFormat = function fallback() {
      return new original('en-US');
    } as unknown as typeof Intl.NumberFormat;
    try {
      expect(formatPrice(350_000, 'ISK')).toBe('350.000 kr');
      expect(formatPrice(1_234_567, 'CHF')).toBe("1'234'567 CHF");
    } finally {
      Intl.NumberFormat = original;
    }
  });

  it('shows whole units only', () => {
    expect(formatPrice(99.5, 'USD')).toBe('$100');
    expect(formatPrice(99.49, 'EUR')).toBe('99 €');
    expect(formatPrice(0, 'ISK')).toBe('0 kr');
  });

  it('puts the minus sign before the symbol and never prints -0', () => {
    expect(formatPrice(-1234, 'USD')).toBe('-$1,234');
    expect(formatPrice(-1234, 'EUR')).toBe('-1.234 €');
    expect(formatPrice(-0.4, 'GBP')).toBe('£0');
  });

  it.each([
    [null, 'EUR'],
    [undefined, 'EUR'],
    [Number.NaN, 'EUR'],
    [100, null],
    [100, undefined],
    [100, ''],
    [100, 'XYZ'],
  ] as const)('gives an empty string for amount %s and currency %s', (amount, currency) => {
    expect(formatPrice(amount, currency)).toBe('');
  });
});

describe('currencyForLocale', () => {
  it.each([
    ['en', 'USD'],
    ['de', 'EUR'],
    ['es', 'EUR'],
    ['fr', 'EUR'],
    ['is', 'ISK'],
    ['pt', 'EUR'],
    ['', 'EUR'],
    [null, 'EUR'],
    [undefined, 'EUR'],
  ] as const)('%s gives %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
  });
});

describe('pickDisplayCurrency', () => {
  it('prefers a stored valid currency over the language', () => {
    expect(pickDisplayCurrency('is', 'GBP')).toBe('GBP');
    expect(pickDisplayCurrency('en', 'NOK')).toBe('NOK');
  });

  it('falls back to the language currency for a missing or unknown stored value', () => {
    expect(pickDisplayCurrency('is', null)).toBe('ISK');
    expect(pickDisplayCurrency('en', 'usd')).toBe('USD');
    expect(pickDisplayCurrency('de', 'BTC')).toBe('EUR');
    expect(pickDisplayCurrency(undefined, undefined)).toBe('EUR');
  });
});

describe('currency helpers', () => {
  it('recognises only the nine offered codes, case-sensitively', () => {
    for (const code of CURRENCIES) expect(isCurrency(code)).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency(42)).toBe(false);
  });

  it('names the preference entry per tenant', () => {
    expect(preferredCurrencyKey('campers')).toBe('campers-preferred-currency');
  });
});
