/**
 * The Details step's form as one zod schema, used by the
 * site's form (react-hook-form + zodResolver) and by the booking API, so both accept and refuse
 * the same things with the same messages in the visitor's language.
 *
 * Rules that depend on another answer (the kennitala on the country, the main driver on "who
 * drives", the lease on the brand, the booker's driving age on "who drives") run even while
 * other fields are still wrong, so the form shows every problem at once.
 */
import { z } from 'zod';
import {
  addDaysToDate,
  type IsoDate,
  isAtLeast18,
  isAtLeastAge,
  isValidDateString,
  todayInReykjavik,
} from './dates.ts';
import type { Locale, Tenant } from './locale.ts';
import { type CountryCode, checkPhone } from './phone.ts';
import { fieldSchema, phoneProblem } from './validation.ts';
import { MINIMUM_AGE, type ValidationMessages, validationMessages } from './validation-messages.ts';

/** The SPEC's "Yes / Someone else" answer to whether the booker is the main driver. */
export const BOOKER_DRIVES = ['yes', 'someoneElse'] as const;
export type BookerDrives = (typeof BOOKER_DRIVES)[number];

/** Extra drivers a form may list when the tenant sets no limit of its own. */
export const DEFAULT_MAX_EXTRA_DRIVERS = 10;
/** The lease brand rents by the month: a lease runs at least this many days. */
export const LEASE_MIN_DAYS = 30;

export interface BookingDetailsOptions {
  tenant: Tenant;
  /** The date ages and "not in the past" are measured on; defaults to today in Iceland. */
  today?: IsoDate;
  /** The vehicle's or tenant's minimum driver age; only ages above 18 add a rule. */
  minDriverAge?: number;
  /** Driving ages are measured on this date (defaults to `today`). */
  pickupDate?: IsoDate;
  maxExtraDrivers?: number;
  /**
   * Birth dates and the kennitala may be left out, to be asked at check-in: the booking API's rule,
   * which partner and staff channels book through. Given, they are checked as on the form.
   */
  identityAtCheckIn?: boolean;
}

export interface PersonInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

/** What the form holds: text as typed. Fields a rule does not ask for may be left out. */
export interface BookingDetailsInput {
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    country: string;
    dateOfBirth: string;
    ssn?: string;
    address?: string;
    zipcode?: string;
    city?: string;
  };
  bookerDrives: BookerDrives;
  mainDriver?: PersonInput;
  extraDrivers?: PersonInput[];
  trip?: {
    numberOfPassengers?: string | number;
    flightNumber?: string;
    arrivalTime?: string;
    specialComments?: string;
  };
  lease?: {
    leaseStartDate: string;
    leaseEndDate: string;
    deliveryTime: string;
    deliveryLocation: string;
  };
}

export interface Person {
  firstName: string;
  lastName: string;
  dateOfBirth: IsoDate;
}

/** The validated details: trimmed, phone in E.164, flight number compact, optional text absent. */
export interface BookingDetails {
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    country: CountryCode;
    dateOfBirth: IsoDate;
    /** Digits only; present for Icelandic residents (country IS) only. */
    ssn?: string;
    address?: string;
    zipcode?: string;
    city?: string;
  };
  bookerDrives: BookerDrives;
  /** Present only when someone else drives. */
  mainDriver?: Person;
  extraDrivers: Person[];
  trip: {
    numberOfPassengers?: number;
    flightNumber?: string;
    arrivalTime?: string;
    specialComments?: string;
  };
  /** Present for the lease brand only. */
  lease?: {
    leaseStartDate: IsoDate;
    leaseEndDate: IsoDate;
    deliveryTime: string;
    deliveryLocation: string;
  };
}

/**
 * Every field path in the order the Details form shows it (Personal Information, Drivers,
 * Lease, Trip Details); `#` stands for an extra driver's position. For the error summary.
 */
export const DETAILS_FIELD_ORDER = [
  'customer.firstName',
  'customer.lastName',
  'customer.email',
  'customer.phone',
  'customer.country',
  'customer.dateOfBirth',
  'customer.ssn',
  'customer.address',
  'customer.zipcode',
  'customer.city',
  'bookerDrives',
  'mainDriver.firstName',
  'mainDriver.lastName',
  'mainDriver.dateOfBirth',
  'extraDrivers',
  'extraDrivers.#.firstName',
  'extraDrivers.#.lastName',
  'extraDrivers.#.dateOfBirth',
  'lease.leaseStartDate',
  'lease.leaseEndDate',
  'lease.deliveryTime',
  'lease.deliveryLocation',
  'trip.numberOfPassengers',
  'trip.flightNumber',
  'trip.arrivalTime',
  'trip.specialComments',
] as const;

type Raw = Record<string, unknown>;
const record = (value: unknown): Raw =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {};

/** Blank optional text means "not given": it validates as absent and is left out. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema.optional(),
  );
}

interface Parts {
  customer: z.ZodType;
  ssn: z.ZodType<string>;
  driver: z.ZodType<Person>;
  lease: z.ZodType<NonNullable<BookingDetails['lease']>>;
  trip: z.ZodType;
}

function parts(
  m: ValidationMessages,
  locale: Locale,
  options: BookingDetailsOptions,
  today: () => IsoDate,
): Parts {
  // Without a fixed date the field schemas read the clock when they validate, so one schema
  // serves a long-lived form across midnight.
  const fieldOptions = options.today ? { today: options.today } : {};
  const f = (name: Parameters<typeof fieldSchema>[0]) => fieldSchema(name, locale, fieldOptions);
  const minAge = options.minDriverAge ?? MINIMUM_AGE;
  const drivingOn = () => options.pickupDate ?? today();

  const driverBirth = (f('dateOfBirth') as z.ZodType<string>).refine(
    (date) => minAge <= MINIMUM_AGE || !isAtLeast18(date, today()) || isAtLeastAge(date, minAge, drivingOn()),
    { error: m.driverMinimumAge(minAge) },
  );
  const later = options.identityAtCheckIn === true;
  const driver = z.object({
    firstName: f('firstName') as z.ZodType<string>,
    lastName: f('lastName') as z.ZodType<string>,
    dateOfBirth: later ? optional(driverBirth) : driverBirth,
  }) as z.ZodType<Person>; // With `identityAtCheckIn` the birth date may be absent (see the overloads).

  // The kennitala is not here: it depends on the country (checked beside the object); a
  // tourist's form may still carry a value typed before the country changed, which is dropped.
  const customer = z.object({
    firstName: f('firstName'),
    lastName: f('lastName'),
    email: f('email'),
    // Read beside the object, by the chosen country (see buildSchema).
    phone: z.unknown().optional(),
    country: f('country'),
    dateOfBirth: later ? optional(f('dateOfBirth')) : f('dateOfBirth'),
    address: optional(f('address')),
    zipcode: optional(f('zipcode')),
    city: optional(f('city')),
  });

  const startLabel = m.labels.leaseStartDate;
  const lease = z
    .object({
      leaseStartDate: (f('leaseStartDate') as z.ZodType<string>).refine(
        (date) => !isValidDateString(date) || date >= today(),
        { error: m.notInPast(startLabel) },
      ),
      leaseEndDate: f('leaseEndDate') as z.ZodType<string>,
      deliveryTime: f('deliveryTime') as z.ZodType<string>,
      deliveryLocation: f('deliveryLocation') as z.ZodType<string>,
    })
    .refine(
      (l) =>
        // Dates the field rules refused are theirs to report.
        !isValidDateString(l.leaseStartDate) ||
        !isValidDateString(l.leaseEndDate) ||
        l.leaseEndDate >= addDaysToDate(l.leaseStartDate, LEASE_MIN_DAYS),
      {
        error: m.leaseMinimumLength(LEASE_MIN_DAYS),
        path: ['leaseEndDate'],
      },
    );

  const trip = z.object({
    numberOfPassengers: optional(f('numberOfPassengers')),
    flightNumber: optional(f('flightNumber')),
    arrivalTime: optional(f('arrivalTime')),
    specialComments: optional(f('specialComments')),
  });

  return { customer, ssn: f('ssn') as z.ZodType<string>, driver, lease, trip };
}

const cache = new Map<string, z.ZodType<BookingDetails, BookingDetailsInput>>();

type BirthLater<T extends { dateOfBirth: IsoDate }> = Omit<T, 'dateOfBirth'> & { dateOfBirth?: IsoDate };

/** The details with `identityAtCheckIn`: birth dates may be absent (check-in asks for them). */
export interface BookingDetailsAtCheckIn
  extends Omit<BookingDetails, 'customer' | 'mainDriver' | 'extraDrivers'> {
  customer: BirthLater<BookingDetails['customer']>;
  mainDriver?: BirthLater<Person>;
  extraDrivers: BirthLater<Person>[];
}

/** The Details form's schema with messages in `locale`; issues carry paths such as `['customer', 'phone']`. */
export function bookingDetailsSchema(
  locale: Locale,
  options: BookingDetailsOptions & { identityAtCheckIn: true },
): z.ZodType<BookingDetailsAtCheckIn, BookingDetailsInput>;
export function bookingDetailsSchema(
  locale: Locale,
  options: BookingDetailsOptions,
): z.ZodType<BookingDetails, BookingDetailsInput>;
export function bookingDetailsSchema(
  locale: Locale,
  options: BookingDetailsOptions,
): z.ZodType<BookingDetails | BookingDetailsAtCheckIn, BookingDetailsInput> {
  const key = JSON.stringify([
    locale,
    options.tenant,
    options.today,
    options.minDriverAge,
    options.pickupDate,
    options.maxExtraDrivers,
    options.identityAtCheckIn,
  ]);
  let schema = cache.get(key);
  if (!schema) {
    schema = buildSchema(locale, options);
    // Forms rebuild their schema on every render; the options vary little (a few dates).
    if (cache.size >= 200) cache.clear();
    cache.set(key, schema);
  }
  return schema;
}

function buildSchema(
  locale: Locale,
  options: BookingDetailsOptions,
): z.ZodType<BookingDetails, BookingDetailsInput> {
  const m = validationMessages(locale);
  const today = () => options.today ?? todayInReykjavik();
  const p = parts(m, locale, options, today);
  const maxExtra = options.maxExtraDrivers ?? DEFAULT_MAX_EXTRA_DRIVERS;
  const minAge = options.minDriverAge ?? MINIMUM_AGE;
  const drivingOn = () => options.pickupDate ?? today();
  const isLease = options.tenant === 'lease';

  const base = z.object({
    customer: z.preprocess(record, p.customer),
    bookerDrives: z.enum(BOOKER_DRIVES, { error: m.bookerDrivesRequired }),
    extraDrivers: z.preprocess(
      (v) => v ?? [],
      z.array(p.driver).max(maxExtra, { error: m.tooManyDrivers(maxExtra) }),
    ),
    trip: z.preprocess(record, p.trip),
  });

  // The rules that read another answer run beside the object's own, not as a refinement after
  // it: zod skips refinements once a field failed with an aborting rule, and the form must show
  // every problem at once.
  return z.unknown().transform((input, ctx): BookingDetails => {
    const raw = record(input);
    const issues: { path: PropertyKey[]; message: string }[] = [];
    const collect = (prefix: PropertyKey[], list: readonly z.core.$ZodIssue[]) => {
      for (const issue of list) issues.push({ path: [...prefix, ...issue.path], message: issue.message });
    };
    const own = base.safeParse(raw);
    if (!own.success) collect([], own.error.issues);

    const customer = record(raw.customer);
    const country = typeof customer.country === 'string' ? customer.country.trim().toUpperCase() : '';
    // A number without calling code is a number of the chosen country.
    const phone = checkPhone(typeof customer.phone === 'string' ? customer.phone.trim() : '', country);
    if (!phone.ok) {
      const message = phoneProblem(phone, locale, {
        required: m.required(m.labels.phone),
        format: m.phoneFormat,
      });
      issues.push({ path: ['customer', 'phone'], message });
    }
    let ssn: string | undefined;
    const ssnGiven = typeof customer.ssn === 'string' && customer.ssn.trim() !== '';
    if (country === 'IS' && (ssnGiven || !options.identityAtCheckIn)) {
      const result = p.ssn.safeParse(customer.ssn);
      if (result.success) ssn = result.data;
      else collect(['customer', 'ssn'], result.error.issues);
    }
    if (raw.bookerDrives === 'yes' && minAge > MINIMUM_AGE) {
      const born = typeof customer.dateOfBirth === 'string' ? customer.dateOfBirth.trim() : '';
      // Only a date the field rule accepts: otherwise that rule has already said what is wrong.
      if (isValidDateString(born) && isAtLeast18(born, today()) && !isAtLeastAge(born, minAge, drivingOn())) {
        issues.push({ path: ['customer', 'dateOfBirth'], message: m.driverMinimumAge(minAge) });
      }
    }
    let mainDriver: Person | undefined;
    if (raw.bookerDrives === 'someoneElse') {
      const result = p.driver.safeParse(record(raw.mainDriver));
      if (result.success) mainDriver = result.data;
      else collect(['mainDriver'], result.error.issues);
    }
    let lease: BookingDetails['lease'];
    if (isLease) {
      const result = p.lease.safeParse(record(raw.lease));
      if (result.success) lease = result.data;
      else collect(['lease'], result.error.issues);
    }

    if (!own.success || issues.length > 0) {
      for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    const value = own.data;
    const details: BookingDetails = {
      customer: withoutUndefined({
        ...(value.customer as BookingDetails['customer']),
        phone: phone.ok ? phone.value : '',
        ssn,
      }),
      bookerDrives: value.bookerDrives,
      extraDrivers: value.extraDrivers as Person[],
      trip: withoutUndefined(value.trip as BookingDetails['trip']),
    };
    if (mainDriver) details.mainDriver = mainDriver;
    if (lease) details.lease = lease;
    return details;
  }) as unknown as z.ZodType<BookingDetails, BookingDetailsInput>;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const ORDER: readonly string[] = DETAILS_FIELD_ORDER;
const DRIVERS_BLOCK = ORDER.indexOf('extraDrivers');

/**
 * A sort key for a field path in the form's order (`DETAILS_FIELD_ORDER`): each extra driver's
 * fields together, drivers by position, all before the lease section. Unknown paths go last.
 */
export function detailsFieldRank(path: string | readonly PropertyKey[]): number {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  if (parts[0] === 'extraDrivers' && /^\d+$/.test(parts[1] ?? '')) {
    const field = ORDER.indexOf(['extraDrivers', '#', ...parts.slice(2)].join('.'));
    if (field < 0) return Number.MAX_SAFE_INTEGER;
    // Up to 99 drivers fit between the block's start and the next section.
    return DRIVERS_BLOCK * 1000 + (Number(parts[1]) + 1) * 10 + (field - DRIVERS_BLOCK);
  }
  const index = ORDER.indexOf(parts.join('.'));
  return index < 0 ? Number.MAX_SAFE_INTEGER : index * 1000;
}

export interface DetailsError {
  /** Dotted path, e.g. `customer.phone` or `extraDrivers.1.dateOfBirth`. */
  path: string;
  message: string;
}

/**
 * One message per field (the first rule it breaks), in the form's order: the error summary's
 * list. Extra drivers sort after the main driver and before the lease and trip sections.
 */
export function detailsErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): DetailsError[] {
  const first = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!first.has(path)) first.set(path, issue.message);
  }
  return [...first]
    .map(([path, message]) => ({ path, message }))
    .sort((a, b) => detailsFieldRank(a.path) - detailsFieldRank(b.path));
}
