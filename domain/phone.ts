/**
 * Phone numbers with a country calling code. The SPEC's seven-digit rule is the
 * Icelandic numbering plan: a number written without a calling code is Icelandic, and so is one
 * with +354; any other country's number must be valid for that country. Values come back in
 * E.164 (`+3545551234`). The `min` metadata keeps the browser bundle small; it validates by
 * each country's number patterns and lengths, which is all a booking form needs.
 */
import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import type { Locale } from './locale.ts';
import { PHONE_DIGITS } from './validation-messages.ts';

export type { CountryCode } from 'libphonenumber-js/min';

export const ICELAND: CountryCode = 'IS';
const ICELAND_CALLING_CODE = '354';

// Ascension Island (AC) and Tristan da Cunha (TA) have their own numbering but no ISO 3166-1
// code of their own (their residents live in Saint Helena, SH). Kosovo's XK is user-assigned in
// ISO terms but used by the EU and by libphonenumber, and people live there: it stays.
const NOT_COUNTRIES = new Set(['AC', 'TA']);

function countryCodes(): readonly CountryCode[] {
  return Object.freeze(
    getCountries()
      .filter((code) => !NOT_COUNTRIES.has(code))
      .sort(),
  );
}

// Marked pure so a bundle that imports the domain barrel without using phone numbers leaves
// libphonenumber's metadata out.
/** ISO 3166-1 alpha-2 codes of the countries libphonenumber knows, in code order. */
export const COUNTRY_CODES: readonly CountryCode[] = /* @__PURE__ */ countryCodes();
const COUNTRY_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && COUNTRY_SET.has(value);
}

/** The calling code without "+" (`IS` → `354`, `US` → `1`); null for an unknown country. */
export function callingCode(country: string): string | null {
  return isCountryCode(country) ? getCountryCallingCode(country) : null;
}

export interface CountryOption {
  code: CountryCode;
  /** The country's name in the page's language. */
  name: string;
  /** Without "+". */
  callingCode: string;
}

const optionsCache = new Map<Locale, readonly CountryOption[]>();

/** Every country with its name in `locale`, sorted the way that language sorts (Þ after Ö in Icelandic). */
export function countryOptions(locale: Locale): readonly CountryOption[] {
  let options = optionsCache.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(locale);
    options = Object.freeze(
      COUNTRY_CODES.map((code) =>
        Object.freeze({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }),
      ).sort((a, b) => collator.compare(a.name, b.name)),
    );
    optionsCache.set(locale, options);
  }
  return options;
}

/**
 * A first guess at the visitor's country from the browser's languages, in their order of
 * preference: a tag with a region names it (`en-US` → US, `de-AT` → AT); a tag without one gives
 * its language's main country (`is` → IS, `de` → DE, `fr` → FR, `es` → ES), except English,
 * spoken first in too many countries to guess, whose tag is skipped. Null when nothing fits. It
 * only preselects the form's select: the visitor can always change it.
 */
export function defaultCountry(languages: readonly string[]): CountryCode | null {
  for (const tag of languages) {
    let locale: Intl.Locale;
    try {
      locale = new Intl.Locale(tag.trim());
    } catch {
      continue;
    }
    const region = locale.region?.toUpperCase();
    if (region) {
      if (isCountryCode(region)) return region;
      continue;
    }
    if (locale.language === 'en') continue;
    const likely = locale.maximize().region?.toUpperCase();
    if (isCountryCode(likely)) return likely;
  }
  return null;
}

/** Spaces, hyphens, dots and parentheses are how people group digits; nothing else is allowed. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const SEPARATORS = /[\s().-]/g;

export type PhoneCheck =
  | { ok: true; value: string; country: CountryCode | null }
  | { ok: false; reason: 'required' | 'format' | 'digits' }
  /** A number written without a calling code that is not a valid number of `country`. */
  | { ok: false; reason: 'national'; country: CountryCode };

/**
 * Reads a phone number: `+` (or the international prefix `00`) followed by a calling code, or a
 * national number of `country` (the country the customer chose in the form; Iceland when none):
 * the German "0151 23456789" with Germany chosen is +4915123456789. `digits`
 * means an Icelandic number without exactly seven digits, `national` a number that is not valid
 * in the chosen country, `format` anything else that is not a number.
 */
export function checkPhone(input: unknown, country?: string | null): PhoneCheck {
  if (typeof input !== 'string' || input.trim() === '') return { ok: false, reason: 'required' };
  // Parentheses only group ("(+354) 555-1234", "+1 (212) 555-0123").
  const text = input.trim().replace(/[()]/g, '');
  if (!PHONE_CHARACTERS.test(text)) return { ok: false, reason: 'format' };
  const digits = text.replace(/\+/g, '').replace(SEPARATORS, '');
  const international = text.startsWith('+') || digits.startsWith('00');
  if (!/^\d+$/.test(digits)) return { ok: false, reason: 'format' };
  if (!international) {
    const home = isCountryCode(country) ? country : ICELAND;
    if (home === ICELAND) return icelandic(digits);
    const parsed = parsePhoneNumberFromString(digits, home);
    if (!parsed?.isValid()) return { ok: false, reason: 'national', country: home };
    return { ok: true, value: parsed.number, country: parsed.country ?? home };
  }
  const full = text.startsWith('+') ? digits : digits.slice(2);
  // Calling codes are prefix-free, so 354 at the start can only be Iceland.
  if (full.startsWith(ICELAND_CALLING_CODE)) return icelandic(full.slice(ICELAND_CALLING_CODE.length));
  const parsed = parsePhoneNumberFromString(`+${full}`);
  if (!parsed?.isValid()) return { ok: false, reason: 'format' };
  return { ok: true, value: parsed.number, country: parsed.country ?? null };
}

function icelandic(national: string): PhoneCheck {
  if (national.length !== PHONE_DIGITS) return { ok: false, reason: 'digits' };
  return { ok: true, value: `+${ICELAND_CALLING_CODE}${national}`, country: ICELAND };
}

/**
 * Joins a calling-code select and a national number into what `checkPhone` reads. A number
 * typed with its own `+` or `00` wins over the select; a national trunk prefix (the German
 * `0151 …`) is dropped the way that country dials. Nothing is validated here.
 */
export function phoneValue(callingCountry: string, national: string): string {
  const text = national.trim();
  if (text === '' || text.startsWith('+') || text.replace(SEPARATORS, '').startsWith('00')) return text;
  const code = callingCode(callingCountry);
  if (!code) return text;
  if (isCountryCode(callingCountry) && PHONE_CHARACTERS.test(text)) {
    const parsed = parsePhoneNumberFromString(text, callingCountry);
    if (parsed && parsed.countryCallingCode === code) return parsed.number;
  }
  return `+${code} ${text}`;
}
