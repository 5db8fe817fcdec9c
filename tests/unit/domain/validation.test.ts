import {
  FORM_FIELDS,
  type FormField,
  fieldSchema,
  formSchema,
  isValidKennitala,
  LOCALES,
  type Locale,
  validateField,
} from '@domain';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-03-10';
const message = (field: FormField, value: unknown, locale: Locale = 'en') => {
  const result = validateField(field, value, locale, { today: TODAY });
  return result.ok ? null : result.message;
};
const value = (field: FormField, input: unknown) => {
  const result = validateField(field, input, 'en', { today: TODAY });
  return result.ok ? result.value : Symbol('invalid');
};

const REQUIRED_FIELDS = FORM_FIELDS.filter((f) => f !== 'specialComments');

describe('required fields (English, exact spec texts)', () => {
  it.each([
    ['email', 'Email is required'],
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['fullName', 'Full name is required'],
    ['phone', 'Phone number is required'],
    ['mobile', 'Mobile number is required'],
    ['ssn', 'Kennitala is required'],
    ['dateOfBirth', 'Date of birth is required'],
    ['country', 'Country is required'],
    ['address', 'Address is required'],
    ['zipcode', 'Postcode is required'],
    ['city', 'City is required'],
    ['name', 'Name is required'],
    ['licenseNumber', 'Licence number is required'],
    ['licensePhotoFront', 'Licence photo (front) is required'],
    ['licensePhotoBack', 'Licence photo (back) is required'],
    ['numberOfPassengers', 'Number of passengers is required'],
    ['flightNumber', 'Flight number is required'],
    ['arrivalTime', 'Arrival time is required'],
    ['leaseStartDate', 'Lease start date is required'],
    ['leaseEndDate', 'Lease end date is required'],
    ['deliveryTime', 'Delivery time is required'],
    ['deliveryLocation', 'Delivery location is required'],
  ] as [FormField, string][])('%s: %s', (field, text) => {
    expect(message(field, undefined)).toBe(text);
    expect(message(field, null)).toBe(text);
    expect(message(field, '')).toBe(text);
    expect(message(field, '   ')).toBe(text);
  });

  it('covers every field but specialComments', () => {
    expect(REQUIRED_FIELDS).toHaveLength(23);
  });

  it('leaves specialComments optional', () => {
    expect(message('specialComments', undefined)).toBeNull();
    expect(message('specialComments', null)).toBeNull();
    expect(message('specialComments', '')).toBeNull();
    expect(value('specialComments', '  Child seat please  ')).toBe('Child seat please');
  });
});

describe('field rules (English)', () => {
  it.each([
    ['email', 'anna@example.is', null],
    ['email', 'anna@example', 'Email is invalid'],
    ['email', 'anna example.is', 'Email is invalid'],
    ['email', '@example.is', 'Email is invalid'],
    ['firstName', 'Jo', null],
    ['firstName', 'Þórunn', null],
    ['firstName', 'Anne-Marie', null],
    ['lastName', "O'Brien", null],
    ['fullName', 'Jón Jónsson', null],
    ['firstName', 'J', 'First name must be at least 2 characters'],
    ['lastName', ' J ', 'Last name must be at least 2 characters'],
    ['fullName', 'X', 'Full name must be at least 2 characters'],
    ['firstName', 'J0hn', 'First name is invalid'],
    ['lastName', '12', 'Last name is invalid'],
    ['fullName', 'Jón!', 'Full name is invalid'],
    ['phone', '5551234', null],
    ['phone', '555 1234', null],
    ['phone', '555-1234', null],
    ['phone', '555123', 'Phone number must have exactly 7 digits'],
    ['phone', '55512345', 'Phone number must have exactly 7 digits'],
    ['phone', '555123a', 'Please enter a valid phone number'],
    ['phone', '+3545551234', null],
    ['phone', '+49 151 23456789', null],
    ['country', 'IS', null],
    ['country', 'de', null],
    ['country', 'Iceland', 'Country is invalid'],
    ['flightNumber', 'fi615', null],
    ['flightNumber', 'U2 1234', null],
    ['flightNumber', '615', 'Flight number is invalid'],
    ['flightNumber', 'Icelandair 615', 'Flight number is invalid'],
    ['arrivalTime', '9:30', null],
    ['specialComments', 'x'.repeat(2001), 'Special comments must be at most 2000 characters'],
    ['mobile', '8881234', null],
    ['mobile', '88812', 'Phone number must have exactly 7 digits'],
    ['mobile', 'eight', 'Please enter a valid mobile number'],
    ['ssn', '0101302989', null],
    ['ssn', '010130-2989', null],
    ['ssn', '1203894599', null],
    ['ssn', '0101300509', null],
    ['ssn', '010130298', 'Kennitala must have exactly 10 digits'],
    ['ssn', '01013029899', 'Kennitala must have exactly 10 digits'],
    ['ssn', '010130298x', 'Please enter a valid Kennitala'],
    // Well formed, wrong check digit.
    ['ssn', '0101302979', 'Please enter a valid Kennitala'],
    ['ssn', '1203894569', 'Please enter a valid Kennitala'],
    // The first eight digits leave remainder 1: no check digit can make it valid.
    ['ssn', '0101300009', 'Please enter a valid Kennitala'],
    ['dateOfBirth', '1990-05-17', null],
    ['dateOfBirth', '2008-03-10', null],
    ['dateOfBirth', '1990-02-30', 'Date of birth is invalid'],
    ['dateOfBirth', '17.05.1990', 'Date of birth is invalid'],
    ['dateOfBirth', '1899-12-31', 'Date of birth is invalid'],
    ['dateOfBirth', '2027-01-01', 'Date of birth is invalid'],
    ['dateOfBirth', '2008-03-11', 'You must be at least 18 years old'],
    ['dateOfBirth', '2020-01-01', 'You must be at least 18 years old'],
    ['numberOfPassengers', 3, null],
    ['numberOfPassengers', '4', null],
    ['numberOfPassengers', 0, 'Number of passengers is invalid'],
    ['numberOfPassengers', 2.5, 'Number of passengers is invalid'],
    ['numberOfPassengers', 'four', 'Number of passengers is invalid'],
    ['arrivalTime', '14:30', null],
    ['arrivalTime', '25:00', 'Arrival time is invalid'],
    ['deliveryTime', 'noon', 'Delivery time is invalid'],
    ['leaseStartDate', '2026-04-01', null],
    ['leaseEndDate', '2026-04-31', 'Lease end date is invalid'],
    ['flightNumber', 'FI 615', null],
    ['licensePhotoFront', { _type: 'image', asset: { _ref: 'image-abc' } }, null],
    ['licensePhotoBack', [], 'Licence photo (back) is required'],
  ] as [FormField, unknown, string | null][])('%s %j → %s', (field, input, expected) => {
    expect(message(field, input)).toBe(expected);
  });

  it('returns the values normalised', () => {
    expect(value('ssn', '010130-2989')).toBe('0101302989');
    expect(value('phone', '555 1234')).toBe('+3545551234');
    expect(value('mobile', '+49 151 23456789')).toBe('+4915123456789');
    expect(value('country', ' de ')).toBe('DE');
    expect(value('flightNumber', 'fi 615')).toBe('FI615');
    expect(value('arrivalTime', '9:30')).toBe('09:30');
    expect(value('numberOfPassengers', ' 4 ')).toBe(4);
    expect(value('email', '  anna@example.is ')).toBe('anna@example.is');
  });

  it('measures age on the clock date when no date is given', () => {
    expect(validateField('dateOfBirth', '1950-01-01', 'en').ok).toBe(true);
    expect(validateField('dateOfBirth', `${new Date().getUTCFullYear() - 10}-01-01`, 'en')).toEqual({
      ok: false,
      message: 'You must be at least 18 years old',
    });
  });
});

describe('isValidKennitala', () => {
  it('checks the modulo-11 digit of real-shaped numbers', () => {
    expect(isValidKennitala('0101302989')).toBe(true);
    expect(isValidKennitala('0101302989'.replace(/8(?=9$)/, '7'))).toBe(false);
    expect(isValidKennitala('0101300509')).toBe(true);
    expect(isValidKennitala('12345')).toBe(false);
  });
});

/** Every message of the other languages, written out so a broken table cannot hide. */
const TRANSLATED: Record<Exclude<Locale, 'en'>, Record<string, [FormField, unknown, string]>> = {
  de: {
    required: ['email', '', 'E-Mail ist erforderlich'],
    requiredSsn: ['ssn', '', 'Kennitala ist erforderlich'],
    email: ['email', 'x@y', 'E-Mail ist ungültig'],
    minLength: ['firstName', 'J', 'Vorname muss mindestens 2 Zeichen lang sein'],
    invalidName: ['lastName', 'M1ller', 'Nachname ist ungültig'],
    phoneDigits: ['phone', '123', 'Die Telefonnummer muss genau 7 Ziffern haben'],
    phoneFormat: ['phone', 'abc', 'Bitte geben Sie eine gültige Telefonnummer ein'],
    mobileFormat: ['mobile', 'abc', 'Bitte geben Sie eine gültige Mobilnummer ein'],
    ssnDigits: ['ssn', '123', 'Die Kennitala muss genau 10 Ziffern haben'],
    ssnFormat: ['ssn', '0101302979', 'Bitte geben Sie eine gültige Kennitala ein'],
    dateOfBirth: ['dateOfBirth', '1990-13-01', 'Geburtsdatum ist ungültig'],
    age: ['dateOfBirth', '2015-01-01', 'Sie müssen mindestens 18 Jahre alt sein'],
    invalid: ['numberOfPassengers', 'x', 'Anzahl der Reisenden ist ungültig'],
  },
  es: {
    required: ['email', '', 'El campo Correo electrónico es obligatorio'],
    requiredSsn: ['ssn', '', 'El campo Kennitala es obligatorio'],
    email: ['email', 'x@y', 'El correo electrónico no es válido'],
    minLength: ['firstName', 'J', 'El campo Nombre debe tener al menos 2 caracteres'],
    invalidName: ['lastName', 'G4rcía', 'El campo Apellidos no es válido'],
    phoneDigits: ['phone', '123', 'El número de teléfono debe tener exactamente 7 dígitos'],
    phoneFormat: ['phone', 'abc', 'Introduce un número de teléfono válido'],
    mobileFormat: ['mobile', 'abc', 'Introduce un número de móvil válido'],
    ssnDigits: ['ssn', '123', 'La kennitala debe tener exactamente 10 dígitos'],
    ssnFormat: ['ssn', '0101302979', 'Introduce una kennitala válida'],
    dateOfBirth: ['dateOfBirth', '1990-13-01', 'La fecha de nacimiento no es válida'],
    age: ['dateOfBirth', '2015-01-01', 'Debes tener al menos 18 años'],
    invalid: ['numberOfPassengers', 'x', 'El campo Número de pasajeros no es válido'],
  },
  fr: {
    required: ['email', '', 'Le champ «\u00a0Adresse e-mail\u00a0» est obligatoire'],
    requiredSsn: ['ssn', '', 'Le champ «\u00a0Kennitala\u00a0» est obligatoire'],
    email: ['email', 'x@y', 'L’adresse e-mail n’est pas valide'],
    minLength: ['firstName', 'J', 'Le champ «\u00a0Prénom\u00a0» doit contenir au moins 2\u00a0caractères'],
    invalidName: ['lastName', 'Dup0nt', 'Le champ «\u00a0Nom de famille\u00a0» n’est pas valide'],
    phoneDigits: ['phone', '123', 'Le numéro de téléphone doit comporter exactement 7\u00a0chiffres'],
    phoneFormat: ['phone', 'abc', 'Veuillez saisir un numéro de téléphone valide'],
    mobileFormat: ['mobile', 'abc', 'Veuillez saisir un numéro de portable valide'],
    ssnDigits: ['ssn', '123', 'La kennitala doit comporter exactement 10\u00a0chiffres'],
    ssnFormat: ['ssn', '0101302979', 'Veuillez saisir une kennitala valide'],
    dateOfBirth: ['dateOfBirth', '1990-13-01', 'La date de naissance n’est pas valide'],
    age: ['dateOfBirth', '2015-01-01', 'Vous devez avoir au moins 18\u00a0ans'],
    invalid: ['numberOfPassengers', 'x', 'Le champ «\u00a0Nombre de passagers\u00a0» n’est pas valide'],
  },
  is: {
    required: ['email', '', 'Fylla þarf út reitinn „Netfang“'],
    requiredSsn: ['ssn', '', 'Fylla þarf út reitinn „Kennitala“'],
    email: ['email', 'x@y', 'Netfangið er ógilt'],
    minLength: ['firstName', 'J', 'Reiturinn „Fornafn“ verður að innihalda minnst 2 stafi'],
    invalidName: ['lastName', 'J0nsson', 'Reiturinn „Eftirnafn“ er ógildur'],
    phoneDigits: ['phone', '123', 'Símanúmer verður að vera nákvæmlega 7 tölustafir'],
    phoneFormat: ['phone', 'abc', 'Vinsamlegast sláðu inn gilt símanúmer'],
    mobileFormat: ['mobile', 'abc', 'Vinsamlegast sláðu inn gilt farsímanúmer'],
    ssnDigits: ['ssn', '123', 'Kennitala verður að vera nákvæmlega 10 tölustafir'],
    ssnFormat: ['ssn', '0101302979', 'Vinsamlegast sláðu inn gilda kennitölu'],
    dateOfBirth: ['dateOfBirth', '1990-13-01', 'Fæðingardagur er ógildur'],
    age: ['dateOfBirth', '2015-01-01', 'Þú verður að vera að minnsta kosti 18 ára'],
    invalid: ['numberOfPassengers', 'x', 'Reiturinn „Fjöldi farþega“ er ógildur'],
  },
};

describe.each(Object.entries(TRANSLATED) as [Exclude<Locale, 'en'>, (typeof TRANSLATED)['de']][])(
  'messages in %s',
  (locale, cases) => {
    it.each(Object.entries(cases))('%s', (_rule, [field, input, expected]) => {
      expect(message(field, input, locale)).toBe(expected);
    });

    it('says "required" for every required field, not in English', () => {
      const texts = REQUIRED_FIELDS.map((field) => message(field, '', locale));
      const english = REQUIRED_FIELDS.map((field) => message(field, '', 'en'));
      for (const [i, text] of texts.entries()) {
        expect(text).toBeTruthy();
        expect(text).not.toBe(english[i]);
        expect(text).not.toMatch(/[{}]|undefined/);
      }
    });
  },
);

describe('schemas', () => {
  it('exposes each field as a zod schema', () => {
    for (const locale of LOCALES) {
      for (const field of FORM_FIELDS) expect(typeof fieldSchema(field, locale).safeParse).toBe('function');
    }
  });

  it('builds a form schema that reports each field', () => {
    const schema = formSchema(['firstName', 'email', 'specialComments'], 'en');
    const result = schema.safeParse({ firstName: 'J', email: 'nope' });
    expect(result.success).toBe(false);
    const messages = result.success
      ? []
      : result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(messages).toEqual([
      'firstName: First name must be at least 2 characters',
      'email: Email is invalid',
    ]);
    expect(schema.safeParse({ firstName: 'Jón', email: 'jon@example.is' }).success).toBe(true);
  });
});

describe('lengths', () => {
  it('refuses text longer than the service stores, in the visitor language', () => {
    expect(message('firstName', 'A'.repeat(101), 'de')).toBe('Vorname darf höchstens 100 Zeichen lang sein');
    expect(message('zipcode', '1'.repeat(21))).toBe('Postcode must be at most 20 characters');
    expect(message('firstName', 'A'.repeat(100))).toBeNull();
    // Fields without a limit of their own take 200.
    expect(message('licenseNumber', 'X'.repeat(201))).toMatch(/at most 200 characters$/);
  });
});
