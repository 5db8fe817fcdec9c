import {
  type BookingDetailsInput,
  type BookingDetailsOptions,
  bookingDetailsSchema,
  DETAILS_FIELD_ORDER,
  detailsErrors,
  detailsFieldRank,
  LOCALES,
  type Locale,
} from '@domain';
import { describe, expect, it } from 'vitest';

const TODAY = '2026-03-10';
const PICKUP = '2026-06-15';
const cars: BookingDetailsOptions = { tenant: 'cars', today: TODAY, pickupDate: PICKUP };

/** A German tourist booking for herself, as the form posts it (every field present, some blank). */
function tourist(overrides: Partial<BookingDetailsInput> = {}): BookingDetailsInput {
  return {
    customer: {
      firstName: ' Lena ',
      lastName: 'Müller',
      email: 'lena.mueller@example.de',
      phone: '+49 151 23456789',
      country: 'DE',
      dateOfBirth: '1990-04-02',
      ssn: '',
      address: '',
      zipcode: '',
      city: 'Hamburg',
    },
    bookerDrives: 'yes',
    mainDriver: { firstName: '', lastName: '', dateOfBirth: '' },
    extraDrivers: [],
    trip: { numberOfPassengers: '', flightNumber: '', arrivalTime: '', specialComments: '' },
    lease: { leaseStartDate: '', leaseEndDate: '', deliveryTime: '', deliveryLocation: '' },
    ...overrides,
  };
}

function errors(input: unknown, options: BookingDetailsOptions = cars, locale: Locale = 'en') {
  const result = bookingDetailsSchema(locale, options).safeParse(input);
  return result.success ? [] : detailsErrors(result.error.issues);
}
const errorAt = (input: unknown, path: string, options?: BookingDetailsOptions, locale?: Locale) =>
  errors(input, options, locale).find((e) => e.path === path)?.message ?? null;

describe('a German tourist', () => {
  it('passes with a +49 phone and no kennitala, normalised', () => {
    const result = bookingDetailsSchema('de', cars).safeParse(
      tourist({ customer: { ...tourist().customer, ssn: '12' } }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      customer: {
        firstName: 'Lena',
        lastName: 'Müller',
        email: 'lena.mueller@example.de',
        phone: '+4915123456789',
        country: 'DE',
        dateOfBirth: '1990-04-02',
        city: 'Hamburg',
      },
      bookerDrives: 'yes',
      extraDrivers: [],
      trip: {},
    });
  });

  it('leaves out the lease on a brand that does not lease', () => {
    const input = tourist({
      lease: {
        leaseStartDate: '2026-04-01',
        leaseEndDate: '2026-06-01',
        deliveryTime: '10:00',
        deliveryLocation: 'x',
      },
    });
    expect(bookingDetailsSchema('en', cars).parse(input).lease).toBeUndefined();
  });
});

describe('Icelandic residents give their kennitala', () => {
  const resident = (ssn: string) =>
    tourist({ customer: { ...tourist().customer, country: 'IS', phone: '555 1234', ssn } });

  it('is required for country IS', () => {
    expect(errorAt(resident(''), 'customer.ssn')).toBe('Kennitala is required');
  });

  it('is checked (length, check digit) and kept as digits', () => {
    expect(errorAt(resident('123'), 'customer.ssn')).toBe('Kennitala must have exactly 10 digits');
    expect(errorAt(resident('010130-2979'), 'customer.ssn')).toBe('Please enter a valid Kennitala');
    const parsed = bookingDetailsSchema('en', cars).parse(resident('010130-2989'));
    expect(parsed.customer).toMatchObject({ country: 'IS', ssn: '0101302989', phone: '+3545551234' });
  });

  it('follows the country as typed (lower case)', () => {
    const input = resident('');
    input.customer.country = 'is';
    expect(errorAt(input, 'customer.ssn')).toBe('Kennitala is required');
  });

  it('is reported together with unrelated mistakes', () => {
    const input = resident('');
    input.customer.firstName = 'L';
    input.customer.email = '';
    expect(errors(input).map((e) => e.path)).toEqual([
      'customer.firstName',
      'customer.email',
      'customer.ssn',
    ]);
  });
});

describe('country', () => {
  it('must be an ISO code', () => {
    const input = tourist();
    input.customer.country = 'Germany';
    expect(errorAt(input, 'customer.country')).toBe('Country is invalid');
    input.customer.country = '';
    expect(errorAt(input, 'customer.country')).toBe('Country is required');
  });
});

describe('drivers', () => {
  const someoneElse = (mainDriver?: BookingDetailsInput['mainDriver']) => {
    const input = tourist({ bookerDrives: 'someoneElse' });
    if (mainDriver) input.mainDriver = mainDriver;
    else delete input.mainDriver;
    return input;
  };

  it('someone else driving needs the main driver', () => {
    expect(errors(someoneElse())).toEqual([
      { path: 'mainDriver.firstName', message: 'First name is required' },
      { path: 'mainDriver.lastName', message: 'Last name is required' },
      { path: 'mainDriver.dateOfBirth', message: 'Date of birth is required' },
    ]);
    const parsed = bookingDetailsSchema('en', cars).parse(
      someoneElse({ firstName: 'Jón', lastName: 'Jónsson', dateOfBirth: '1985-12-01' }),
    );
    expect(parsed.mainDriver).toEqual({ firstName: 'Jón', lastName: 'Jónsson', dateOfBirth: '1985-12-01' });
  });

  it('the booker driving needs no main driver, and a stale one is dropped', () => {
    const input = tourist({ mainDriver: { firstName: 'X', lastName: '', dateOfBirth: 'never' } });
    expect(errors(input)).toEqual([]);
    expect(bookingDetailsSchema('en', cars).parse(input).mainDriver).toBeUndefined();
  });

  it('who drives must be answered', () => {
    const input = { ...tourist(), bookerDrives: undefined };
    expect(errorAt(input, 'bookerDrives')).toBe('Choose who will drive');
    expect(errorAt({ ...tourist(), bookerDrives: 'maybe' }, 'bookerDrives')).toBe('Choose who will drive');
  });

  it('everyone is at least 18 today', () => {
    const input = tourist();
    input.customer.dateOfBirth = '2010-01-01';
    expect(errorAt(input, 'customer.dateOfBirth')).toBe('You must be at least 18 years old');
    input.customer.dateOfBirth = '2026-05-01';
    expect(errorAt(input, 'customer.dateOfBirth')).toBe('Date of birth is invalid');
  });

  describe('minimum driver age on the pickup date', () => {
    const strict = { ...cars, minDriverAge: 21 };

    it('applies to the booker who drives', () => {
      const input = tourist();
      input.customer.dateOfBirth = '2005-07-01'; // 20 at pickup
      expect(errorAt(input, 'customer.dateOfBirth', strict)).toBe('The driver must be at least 21 years old');
      input.customer.dateOfBirth = '2005-06-15'; // 21 on the pickup day itself
      expect(errors(input, strict)).toEqual([]);
      // 20 today, 21 by pickup: measured on the pickup date
      input.customer.dateOfBirth = '2005-05-01';
      expect(errors(input, strict)).toEqual([]);
    });

    it('not to a booker who does not drive, but to the main driver', () => {
      const input = tourist({
        bookerDrives: 'someoneElse',
        mainDriver: { firstName: 'Jón', lastName: 'Jónsson', dateOfBirth: '2005-07-01' },
      });
      input.customer.dateOfBirth = '2005-07-01';
      expect(errors(input, strict)).toEqual([
        { path: 'mainDriver.dateOfBirth', message: 'The driver must be at least 21 years old' },
      ]);
    });

    it('to every extra driver', () => {
      const input = tourist({
        extraDrivers: [
          { firstName: 'Anna', lastName: 'Berg', dateOfBirth: '1980-01-01' },
          { firstName: 'Tom', lastName: 'Berg', dateOfBirth: '2006-01-01' },
        ],
      });
      expect(errors(input, strict)).toEqual([
        { path: 'extraDrivers.1.dateOfBirth', message: 'The driver must be at least 21 years old' },
      ]);
      expect(errors(input, cars)).toEqual([]);
    });

    it('without a pickup date, on today', () => {
      const input = tourist();
      input.customer.dateOfBirth = '2005-05-01';
      expect(errorAt(input, 'customer.dateOfBirth', { tenant: 'cars', today: TODAY, minDriverAge: 21 })).toBe(
        'The driver must be at least 21 years old',
      );
    });

    it('an under-18 hears the 18 rule only', () => {
      const input = tourist();
      input.customer.dateOfBirth = '2012-01-01';
      expect(errors(input, strict)).toEqual([
        { path: 'customer.dateOfBirth', message: 'You must be at least 18 years old' },
      ]);
    });
  });

  it('extra drivers: each checked, at most the limit', () => {
    const driver = { firstName: 'Anna', lastName: 'Berg', dateOfBirth: '1980-01-01' };
    const input = tourist({ extraDrivers: [driver, { firstName: 'B', lastName: '', dateOfBirth: '' }] });
    expect(errors(input).map((e) => e.path)).toEqual([
      'extraDrivers.1.firstName',
      'extraDrivers.1.lastName',
      'extraDrivers.1.dateOfBirth',
    ]);
    const many = tourist({ extraDrivers: [driver, driver, driver] });
    expect(errorAt(many, 'extraDrivers', { ...cars, maxExtraDrivers: 2 })).toBe('At most 2 extra drivers');
    expect(errors(many)).toEqual([]);
    expect(errorAt(tourist({ extraDrivers: Array.from({ length: 11 }, () => driver) }), 'extraDrivers')).toBe(
      'At most 10 extra drivers',
    );
    const { extraDrivers: _none, ...withoutList } = tourist();
    expect(bookingDetailsSchema('en', cars).parse(withoutList).extraDrivers).toEqual([]);
  });
});

describe('trip details', () => {
  const trip = (values: BookingDetailsInput['trip']) => tourist({ trip: values });

  it('are optional', () => {
    const { trip: _none, ...input } = tourist();
    expect(bookingDetailsSchema('en', cars).parse(input).trip).toEqual({});
  });

  it('normalise what is given', () => {
    const parsed = bookingDetailsSchema('en', cars).parse(
      trip({
        numberOfPassengers: '3',
        flightNumber: 'fi 615',
        arrivalTime: '7:05',
        specialComments: ' Late ',
      }),
    );
    expect(parsed.trip).toEqual({
      numberOfPassengers: 3,
      flightNumber: 'FI615',
      arrivalTime: '07:05',
      specialComments: 'Late',
    });
    expect(bookingDetailsSchema('en', cars).parse(trip({ flightNumber: 'FI615' })).trip.flightNumber).toBe(
      'FI615',
    );
    expect(bookingDetailsSchema('en', cars).parse(trip({ flightNumber: 'w6-1234' })).trip.flightNumber).toBe(
      'W61234',
    );
  });

  it.each([
    ['numberOfPassengers', '0', 'Number of passengers is invalid'],
    ['numberOfPassengers', '2.5', 'Number of passengers is invalid'],
    ['flightNumber', '615', 'Flight number is invalid'],
    ['flightNumber', 'FI 61555', 'Flight number is invalid'],
    ['flightNumber', 'Icelandair', 'Flight number is invalid'],
    ['arrivalTime', '25:00', 'Arrival time is invalid'],
    ['specialComments', 'x'.repeat(2001), 'Special comments must be at most 2000 characters'],
  ])('%s %j → %s', (field, value, message) => {
    expect(errorAt(trip({ [field]: value }), `trip.${field}`)).toBe(message);
  });
});

describe('the lease brand', () => {
  const leaseOptions: BookingDetailsOptions = { tenant: 'lease', today: TODAY };
  const lease = (values: Partial<NonNullable<BookingDetailsInput['lease']>>) =>
    tourist({
      lease: {
        leaseStartDate: '2026-04-01',
        leaseEndDate: '2026-05-01',
        deliveryTime: '10:00',
        deliveryLocation: 'Laugavegur 1, Reykjavík',
        ...values,
      },
    });

  it('needs the lease details', () => {
    const { lease: _none, ...input } = tourist();
    expect(errors(input, leaseOptions)).toEqual([
      { path: 'lease.leaseStartDate', message: 'Lease start date is required' },
      { path: 'lease.leaseEndDate', message: 'Lease end date is required' },
      { path: 'lease.deliveryTime', message: 'Delivery time is required' },
      { path: 'lease.deliveryLocation', message: 'Delivery location is required' },
    ]);
  });

  it('accepts 30 days or more, normalised', () => {
    const parsed = bookingDetailsSchema('en', leaseOptions).parse(lease({ deliveryTime: '9:30' }));
    expect(parsed.lease).toEqual({
      leaseStartDate: '2026-04-01',
      leaseEndDate: '2026-05-01',
      deliveryTime: '09:30',
      deliveryLocation: 'Laugavegur 1, Reykjavík',
    });
  });

  it.each([
    [{ leaseEndDate: '2026-04-30' }, 'lease.leaseEndDate', 'The lease must last at least 30 days'],
    [{ leaseEndDate: '2026-03-01' }, 'lease.leaseEndDate', 'The lease must last at least 30 days'],
    [
      { leaseStartDate: '2026-03-09', leaseEndDate: '2026-05-01' },
      'lease.leaseStartDate',
      'Lease start date cannot be in the past',
    ],
    [{ leaseStartDate: '2026-02-30' }, 'lease.leaseStartDate', 'Lease start date is invalid'],
    [{ deliveryTime: 'noon' }, 'lease.deliveryTime', 'Delivery time is invalid'],
    [{ deliveryLocation: '  ' }, 'lease.deliveryLocation', 'Delivery location is required'],
  ])('%j → %s: %s', (values, path, message) => {
    expect(errorAt(lease(values), path, leaseOptions)).toBe(message);
  });
});

describe('messages in five languages', () => {
  const expected: Record<Locale, { age: string; who: string; lease: string; ssn: string; phone: string }> = {
    en: {
      age: 'The driver must be at least 25 years old',
      who: 'Choose who will drive',
      lease: 'The lease must last at least 30 days',
      ssn: 'Kennitala is required',
      phone: 'Phone number must have exactly 7 digits',
    },
    de: {
      age: 'Wer fährt, muss mindestens 25 Jahre alt sein',
      who: 'Bitte wählen Sie, wer fährt',
      lease: 'Das Leasing muss mindestens 30 Tage dauern',
      ssn: 'Kennitala ist erforderlich',
      phone: 'Die Telefonnummer muss genau 7 Ziffern haben',
    },
    es: {
      age: 'Quien conduzca debe tener al menos 25 años',
      who: 'Elige quién conducirá',
      lease: 'El alquiler debe durar al menos 30 días',
      ssn: 'El campo Kennitala es obligatorio',
      phone: 'El número de teléfono debe tener exactamente 7 dígitos',
    },
    fr: {
      age: 'La personne qui conduit doit avoir au moins 25\u00a0ans',
      who: 'Veuillez indiquer qui conduira',
      lease: 'La location doit durer au moins 30\u00a0jours',
      ssn: 'Le champ «\u00a0Kennitala\u00a0» est obligatoire',
      phone: 'Le numéro de téléphone doit comporter exactement 7\u00a0chiffres',
    },
    is: {
      age: 'Ökumaður verður að vera að minnsta kosti 25 ára',
      who: 'Veldu hver ekur',
      lease: 'Leigan verður að vara í að minnsta kosti 30 daga',
      ssn: 'Fylla þarf út reitinn „Kennitala“',
      phone: 'Símanúmer verður að vera nákvæmlega 7 tölustafir',
    },
  };

  it.each(LOCALES)('%s', (locale) => {
    const t = expected[locale];
    const options: BookingDetailsOptions = {
      tenant: 'lease',
      today: TODAY,
      pickupDate: PICKUP,
      minDriverAge: 25,
    };
    const input = {
      ...tourist(),
      bookerDrives: 'yes' as const,
      customer: { ...tourist().customer, country: 'IS', phone: '+354 555 12', dateOfBirth: '2003-01-01' },
      lease: {
        leaseStartDate: '2026-04-01',
        leaseEndDate: '2026-04-02',
        deliveryTime: '10:00',
        deliveryLocation: 'x',
      },
    };
    expect(errors(input, options, locale)).toEqual([
      { path: 'customer.phone', message: t.phone },
      { path: 'customer.dateOfBirth', message: t.age },
      { path: 'customer.ssn', message: t.ssn },
      { path: 'lease.leaseEndDate', message: t.lease },
    ]);
    expect(errorAt({ ...input, bookerDrives: '' }, 'bookerDrives', options, locale)).toBe(t.who);
  });

  it('a missing form reports each field in the language, not zod English', () => {
    for (const locale of LOCALES) {
      const list = errors(undefined, { tenant: 'lease', today: TODAY }, locale);
      expect(list.length).toBeGreaterThanOrEqual(11);
      for (const e of list) expect(e.message).not.toMatch(/Invalid input|expected/);
    }
  });
});

describe('error summary order', () => {
  it('lists every form field once, personal information first', () => {
    expect(new Set(DETAILS_FIELD_ORDER).size).toBe(DETAILS_FIELD_ORDER.length);
    expect(DETAILS_FIELD_ORDER[0]).toBe('customer.firstName');
    expect(DETAILS_FIELD_ORDER.indexOf('mainDriver.firstName')).toBeLessThan(
      DETAILS_FIELD_ORDER.indexOf('trip.flightNumber'),
    );
  });

  it('sorts issues in the form order, extra drivers by position, first message per field', () => {
    const sorted = detailsErrors([
      { path: ['trip', 'flightNumber'], message: 'f' },
      { path: ['extraDrivers', 10, 'firstName'], message: 'x10' },
      { path: ['extraDrivers', 2, 'lastName'], message: 'x2l' },
      { path: ['extraDrivers', 2, 'firstName'], message: 'x2f' },
      { path: ['lease', 'leaseEndDate'], message: 'l' },
      { path: ['customer', 'phone'], message: 'p1' },
      { path: ['customer', 'phone'], message: 'p2' },
      { path: ['somethingElse'], message: 's' },
      { path: ['mainDriver', 'dateOfBirth'], message: 'm' },
    ]);
    expect(sorted.map((e) => e.message)).toEqual(['p1', 'm', 'x2f', 'x2l', 'x10', 'l', 'f', 's']);
    expect(detailsFieldRank('customer.email')).toBeLessThan(detailsFieldRank(['customer', 'phone']));
  });
});

describe('identityAtCheckIn (the booking API: partner channels may leave identity to check-in)', () => {
  const api = { ...cars, minDriverAge: 25, identityAtCheckIn: true } as const;
  const resident = (ssn: string, dateOfBirth: string) =>
    tourist({ customer: { ...tourist().customer, country: 'IS', phone: '555 1234', ssn, dateOfBirth } });

  it('accepts a resident without kennitala and birth date, and drivers without birth dates', () => {
    const input = {
      ...resident('', ''),
      bookerDrives: 'someoneElse' as const,
      mainDriver: { firstName: 'Jón', lastName: 'Jónsson', dateOfBirth: '' },
      extraDrivers: [{ firstName: 'Þóra', lastName: 'Ægisdóttir', dateOfBirth: '' }],
    };
    expect(errors(input, api)).toEqual([]);
    // The form itself still asks for all of them.
    expect(errors(input, { ...cars, minDriverAge: 25 }).map((e) => e.path)).toEqual([
      'customer.dateOfBirth',
      'customer.ssn',
      'mainDriver.dateOfBirth',
      'extraDrivers.0.dateOfBirth',
    ]);
  });

  it('checks what is given as the form does', () => {
    expect(errorAt(resident('010130-2979', ''), 'customer.ssn', api)).toBe('Please enter a valid Kennitala');
    // 24 on the pickup day: too young for a class that asks for 25.
    expect(errorAt(resident('', '2002-01-01'), 'customer.dateOfBirth', api)).toBe(
      'The driver must be at least 25 years old',
    );
  });
});

describe('phone numbers read by the chosen country', () => {
  const withPhone = (country: string, phone: string) =>
    tourist({ customer: { ...tourist().customer, country, phone } });
  const parsed = (country: string, phone: string) => {
    const result = bookingDetailsSchema('en', cars).safeParse(withPhone(country, phone));
    return result.success ? result.data.customer.phone : null;
  };

  it('stores national numbers of DE, FR, ES, US and GB in E.164', () => {
    expect(parsed('DE', '0151 23456789')).toBe('+4915123456789');
    expect(parsed('FR', '06 12 34 56 78')).toBe('+33612345678');
    expect(parsed('ES', '612 34 56 78')).toBe('+34612345678');
    expect(parsed('US', '(212) 555-0123')).toBe('+12125550123');
    expect(parsed('GB', '07911 123456')).toBe('+447911123456');
    // A calling code wins over the chosen country.
    expect(parsed('DE', '+354 555 1234')).toBe('+3545551234');
  });

  it('words the error for the chosen country, in the page language', () => {
    expect(errorAt(withPhone('DE', '12'), 'customer.phone')).toBe(
      'This is not a valid phone number in Germany. For a number from another country, start with + and its country code.',
    );
    expect(errorAt(withPhone('DE', '12'), 'customer.phone', cars, 'de')).toContain('für Deutschland');
    expect(errorAt(withPhone('FR', '06 12'), 'customer.phone', cars, 'fr')).toContain('France');
    expect(errorAt(withPhone('ES', '612'), 'customer.phone', cars, 'es')).toContain('España');
    expect(errorAt(withPhone('US', '555-01'), 'customer.phone')).toContain('United States');
    expect(errorAt(withPhone('GB', '07911'), 'customer.phone')).toContain('United Kingdom');
    // Never the Icelandic seven-digit rule for a German number.
    expect(errorAt(withPhone('DE', '12'), 'customer.phone')).not.toContain('7 digits');
    // Iceland keeps its seven-digit rule.
    expect(errorAt(withPhone('IS', '555 12'), 'customer.phone')).toBe(
      'Phone number must have exactly 7 digits',
    );
  });
});
