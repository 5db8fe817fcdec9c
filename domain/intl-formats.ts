import type { Locale } from './locale.ts';

/** Regional variants whose formats read naturally to an Icelandic company's visitors. */
const INTL_LOCALE: Record<Locale, string> = {
  en: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  is: 'is-IS',
};

/** The locale tag `Intl` formats a site language with. */
export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}

// Building an Intl formatter costs about as much as a hundred uses of one (ICU loads the locale's
// patterns each time): a server renders dates on every booking and reservation page, and the
// reservation overview spent 4.5 % of its CPU time constructing them (CPU profile,
// docs/performance.md). Formatters hold no state between calls, so one per locale and options
// serves every request. Options are few and fixed in code, so the maps stay small.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function built<T>(formats: Map<string, T>, key: string, build: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return built(
    dateTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return built(
    numberFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}
