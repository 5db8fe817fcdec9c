import {
  COUNTRY_CODES,
  callingCode,
  checkPhone,
  countryOptions,
  defaultCountry,
  isCountryCode,
  LOCALES,
  type Locale,
  phoneValue,
  validateField,
} from '@domain';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-03-10';
const phone = (value: unknown, locale: Locale = 'en', field: 'phone' | 'mobile' = 'phone') =>
  validateField(field, value, locale, { today: TODAY });

describe('phone numbers with a calling code', () => {
  it.each([
    // Germany: mobile, Berlin landline; the example
    ['+49 151 23456789', '+4915123456789'],
    ['+49 30 12345678', '+493012345678'],
    // United States, with the usual punctuation
    ['+1 (212) 555-0123', '+12125550123'],
    // United Kingdom mobile, France mobile, Spain mobile
    ['+44 7911 123456', '+447911123456'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+34 612 34 56 78', '+34612345678'],
    // Norway, Australia, China, Italy (whose landlines keep their leading 0)
    ['+47 912 34 567', '+4791234567'],
    ['+61 412 345 678', '+61412345678'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['+39 06 1234 5678', '+390612345678'],
    // The international prefix 00 reads like "+"
    ['0049 151 23456789', '+4915123456789'],
    // Hyphens and dots
    ['+49-151-234-567-89', '+4915123456789'],
    ['+33.6.12.34.56.78', '+33612345678'],
  ])('%s → %s', (input, e164) => {
    expect(phone(input)).toEqual({ ok: true, value: e164 });
  });

  it('reads the country of the number', () => {
    expect(checkPhone('+49 151 23456789')).toEqual({ ok: true, value: '+4915123456789', country: 'DE' });
    expect(checkPhone('+1 212 555 0123')).toMatchObject({ country: 'US' });
    expect(checkPhone('555 1234')).toMatchObject({ country: 'IS' });
  });

  it.each([
    ['+49 151', 'too short for Germany'],
    ['+44 123', 'too short for the UK'],
    ['+1 212 555 01234567', 'too long for North America'],
    ['+999 1234567', 'no such calling code'],
    ['+', 'a plus alone'],
    ['+ ', 'a plus and a space'],
  ])('%s is refused (%s) with the format message', (input) => {
    expect(phone(input)).toEqual({ ok: false, message: 'Please enter a valid phone number' });
    expect(phone(input, 'en', 'mobile')).toEqual({
      ok: false,
      message: 'Please enter a valid mobile number',
    });
  });
});

describe('Icelandic numbers: exactly seven digits', () => {
  it.each([
    ['5551234', '+3545551234'],
    ['555 1234', '+3545551234'],
    ['555-1234', '+3545551234'],
    [' 555 12 34 ', '+3545551234'],
    ['+354 555 1234', '+3545551234'],
    ['+3545551234', '+3545551234'],
    ['00354 555 1234', '+3545551234'],
    ['(+354) 555-1234', '+3545551234'],
  ])('%s → %s', (input, e164) => {
    expect(phone(input)).toEqual({ ok: true, value: e164 });
  });

  it.each([
    ['555123'],
    ['55512345'],
    ['+354 555 12345'],
    // libphonenumber knows nine-digit Icelandic numbers; the SPEC's rule does not take them
    ['+354 38 123 4567'],
  ])('%s needs exactly 7 digits', (input) => {
    expect(phone(input)).toEqual({ ok: false, message: 'Phone number must have exactly 7 digits' });
    expect(phone(input, 'en', 'mobile')).toEqual({
      ok: false,
      message: 'Phone number must have exactly 7 digits',
    });
  });
});

describe('garbage', () => {
  it.each([
    ['abc'],
    ['555123a'],
    ['+49 151 2345678x'],
    ['phone: 5551234'],
    ['+49+151'],
    ['555_1234'],
    ['٥٥٥١٢٣٤'],
  ])('%s → format message', (input) => {
    expect(phone(input)).toEqual({ ok: false, message: 'Please enter a valid phone number' });
  });

  it('missing is required', () => {
    for (const input of [undefined, null, '', '   '])
      expect(phone(input)).toEqual({ ok: false, message: 'Phone number is required' });
    expect(checkPhone(42)).toEqual({ ok: false, reason: 'required' });
  });
});

describe('messages in five languages', () => {
  const texts: Record<Locale, { required: string; digits: string; phone: string; mobile: string }> = {
    en: {
      required: 'Phone number is required',
      digits: 'Phone number must have exactly 7 digits',
      phone: 'Please enter a valid phone number',
      mobile: 'Please enter a valid mobile number',
    },
    de: {
      required: 'Telefonnummer ist erforderlich',
      digits: 'Die Telefonnummer muss genau 7 Ziffern haben',
      phone: 'Bitte geben Sie eine gültige Telefonnummer ein',
      mobile: 'Bitte geben Sie eine gültige Mobilnummer ein',
    },
    es: {
      required: 'El campo Número de teléfono es obligatorio',
      digits: 'El número de teléfono debe tener exactamente 7 dígitos',
      phone: 'Introduce un número de teléfono válido',
      mobile: 'Introduce un número de móvil válido',
    },
    fr: {
      required: 'Le champ «\u00a0Numéro de téléphone\u00a0» est obligatoire',
      digits: 'Le numéro de téléphone doit comporter exactement 7\u00a0chiffres',
      phone: 'Veuillez saisir un numéro de téléphone valide',
      mobile: 'Veuillez saisir un numéro de portable valide',
    },
    is: {
      required: 'Fylla þarf út reitinn „Símanúmer“',
      digits: 'Símanúmer verður að vera nákvæmlega 7 tölustafir',
      phone: 'Vinsamlegast sláðu inn gilt símanúmer',
      mobile: 'Vinsamlegast sláðu inn gilt farsímanúmer',
    },
  };
  it.each(LOCALES)('%s', (locale) => {
    const t = texts[locale];
    expect(phone('', locale)).toEqual({ ok: false, message: t.required });
    expect(phone('+354 555 12', locale)).toEqual({ ok: false, message: t.digits });
    expect(phone('+49 151', locale)).toEqual({ ok: false, message: t.phone });
    expect(phone('abc', locale, 'mobile')).toEqual({ ok: false, message: t.mobile });
    expect(phone('+49 151 23456789', locale)).toEqual({ ok: true, value: '+4915123456789' });
  });
});

describe('country helpers', () => {
  it('COUNTRY_CODES are ISO alpha-2 codes libphonenumber knows', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThan(230);
    for (const code of ['IS', 'DE', 'US', 'GB', 'FR', 'ES', 'CN', 'XK'])
      expect(COUNTRY_CODES).toContain(code);
    expect(COUNTRY_CODES).not.toContain('AC');
    expect(COUNTRY_CODES).not.toContain('TA');
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    expect(isCountryCode('IS')).toBe(true);
    expect(isCountryCode('is')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
  });

  it('callingCode', () => {
    expect(callingCode('IS')).toBe('354');
    expect(callingCode('DE')).toBe('49');
    expect(callingCode('US')).toBe('1');
    expect(callingCode('CA')).toBe('1');
    expect(callingCode('ZZ')).toBeNull();
  });

  it('countryOptions names and sorts in the language', () => {
    const is = countryOptions('is');
    expect(is).toHaveLength(COUNTRY_CODES.length);
    expect(is.find((c) => c.code === 'DE')).toEqual({ code: 'DE', name: 'Þýskaland', callingCode: '49' });
    // Icelandic sorts Þ after Z and Ö last but one
    const names = is.map((c) => c.name);
    expect(names.indexOf('Þýskaland')).toBeGreaterThan(names.indexOf('Simbabve'));
    expect(countryOptions('de').find((c) => c.code === 'IS')?.name).toBe('Island');
    expect(countryOptions('fr').find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    const en = countryOptions('en').map((c) => c.name);
    expect(en).toEqual([...en].sort(new Intl.Collator('en').compare));
    expect(countryOptions('es')).toBe(countryOptions('es'));
  });

  it('defaultCountry follows the languages in order', () => {
    expect(defaultCountry(['en-US', 'en'])).toBe('US');
    expect(defaultCountry(['is'])).toBe('IS');
    expect(defaultCountry(['de'])).toBe('DE');
    expect(defaultCountry(['de-AT', 'de'])).toBe('AT');
    expect(defaultCountry(['fr', 'en-GB'])).toBe('FR');
    // English alone names no country; a later tag may
    expect(defaultCountry(['en'])).toBeNull();
    expect(defaultCountry(['en', 'es-MX'])).toBe('MX');
    expect(defaultCountry([])).toBeNull();
    expect(defaultCountry(['not a tag', '*', 'es'])).toBe('ES');
    expect(defaultCountry(['en-419'])).toBeNull();
  });

  it('phoneValue joins a calling-code select and a national number', () => {
    expect(phoneValue('IS', '555 1234')).toBe('+3545551234');
    expect(phoneValue('DE', '0151 23456789')).toBe('+4915123456789');
    expect(phoneValue('DE', '151 23456789')).toBe('+4915123456789');
    expect(phoneValue('IT', '06 1234 5678')).toBe('+390612345678');
    expect(phoneValue('US', '(212) 555-0123')).toBe('+12125550123');
    // A number typed with its own calling code wins over the select
    expect(phoneValue('IS', '+49 151 23456789')).toBe('+49 151 23456789');
    expect(phoneValue('IS', '0049 151 23456789')).toBe('0049 151 23456789');
    expect(phoneValue('DE', '')).toBe('');
    // Not a number: left for validation to refuse
    expect(phone(phoneValue('DE', 'abc'))).toEqual({
      ok: false,
      message: 'Please enter a valid phone number',
    });
    expect(phone(phoneValue('IS', '555 12'))).toEqual({
      ok: false,
      message: 'Phone number must have exactly 7 digits',
    });
    for (const [country, national] of [
      ['DE', '0151 23456789'],
      ['GB', '07911 123456'],
      ['FR', '06 12 34 56 78'],
      ['IS', '5551234'],
    ] as const) {
      expect(phone(phoneValue(country, national)).ok).toBe(true);
    }
  });
});
