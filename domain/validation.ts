import { z } from 'zod';
import { type IsoDate, isAtLeast18, isPastDate, isValidDateString, todayInReykjavik } from './dates.ts';
import type { Locale } from './locale.ts';
import { checkPhone, isCountryCode, type PhoneCheck } from './phone.ts';
import { formatTime, isValidTime, parseTime } from './time-slots.ts';
import {
  COMMENTS_MAX_LENGTH,
  type FormField,
  KENNITALA_DIGITS,
  NAME_MIN_LENGTH,
  type ValidationMessages,
  validationMessages,
} from './validation-messages.ts';

export interface ValidationOptions {
  /** The date ages are measured on; defaults to today in Iceland at validation time. */
  today?: IsoDate;
}

export type FieldValidation = { ok: true; value: unknown } | { ok: false; message: string };

const KENNITALA_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** Spaces and hyphens are how people write these numbers ("010130-2989", "555 1234"). */
function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * The kennitala's ninth digit is a modulo-11 check over the first eight (weights 3,2,7,6,5,4,3,2);
 * a remainder that would need the check digit 10 is never issued.
 */
export function isValidKennitala(value: string): boolean {
  const digits = digitsOnly(value);
  if (!new RegExp(`^\\d{${KENNITALA_DIGITS}}$`).test(digits)) return false;
  let sum = 0;
  KENNITALA_WEIGHTS.forEach((weight, i) => {
    sum += weight * Number(digits[i]);
  });
  const remainder = sum % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check !== 10 && check === Number(digits[8]);
}

function trim(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * One line: any run of whitespace, line breaks included (CR, LF, U+2028), becomes one space. Names
 * and addresses go into e-mail headers, PDFs and CSV exports, where a line break is never wanted.
 */
function singleLine(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value;
}

/** Missing, null and blank all read as "not filled in". */
function requiredText(message: string) {
  return z.string({ error: message }).min(1, { error: message, abort: true });
}

// Letters of any script, with the spaces, hyphens, apostrophes and dots that names carry.
const NAME = /^[\p{L}\p{M}]+(?:[\s'’.-]+[\p{L}\p{M}]*)*$/u;

function nameSchema(m: ValidationMessages, label: string) {
  return z.preprocess(
    singleLine,
    requiredText(m.required(label))
      .min(NAME_MIN_LENGTH, { error: m.minLength(label, NAME_MIN_LENGTH), abort: true })
      .regex(NAME, { error: m.invalid(label) }),
  );
}

/** The message for a phone number `checkPhone` refused, in `locale`. */
export function phoneProblem(
  result: Extract<PhoneCheck, { ok: false }>,
  locale: Locale,
  messages: { required: string; format: string },
): string {
  const m = validationMessages(locale);
  if (result.reason === 'digits') return m.phoneDigits;
  if (result.reason === 'required') return messages.required;
  if (result.reason === 'national') {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(result.country);
    return m.phoneNational(name ?? result.country);
  }
  return messages.format;
}

/** Phone and mobile: see `checkPhone`; the value comes back in E.164. */
function phoneSchema(locale: Locale, required: string, format: string) {
  return z.preprocess(
    trim,
    requiredText(required).transform((value, ctx) => {
      const result = checkPhone(value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: phoneProblem(result, locale, { required, format }) });
      return z.NEVER;
    }),
  );
}

/**
 * An airline flight number: the IATA airline designator (two characters, not both digits) or
 * the ICAO one (three letters), one to four digits and an optional suffix letter. Normalised to
 * upper case without spaces ("fi 615" → "FI615").
 */
const FLIGHT_NUMBER = /^(?:[A-Z]{3}|[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/;

export function normalizeFlightNumber(value: string): string | null {
  const compact = value.trim().toUpperCase().replace(/[\s-]/g, '');
  return FLIGHT_NUMBER.test(compact) ? compact : null;
}

/** `H:MM` is accepted on input and comes back as `HH:MM`. */
function timeSchema(required: string, invalid: string) {
  return z.preprocess(
    trim,
    requiredText(required)
      .refine(isValidTime, { error: invalid, abort: true })
      .transform((time) => formatTime(parseTime(time) ?? 0)),
  );
}

function digitsSchema(
  required: string,
  format: string,
  lengthMessage: string,
  length: number,
  check?: (digits: string) => boolean,
) {
  return z.preprocess(
    trim,
    requiredText(required)
      .transform(digitsOnly)
      .pipe(
        z
          .string()
          .regex(/^\d+$/, { error: format, abort: true })
          .length(length, { error: lengthMessage, abort: true })
          .refine((digits) => !check || check(digits), { error: format }),
      ),
  );
}

function filled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The longest text each field takes (200 where not listed; comments have their own limit): the
 * form says so in the visitor's language, and the booking service stores nothing longer.
 */
export const FIELD_MAX_LENGTH: Partial<Record<FormField, number>> = {
  firstName: 100,
  lastName: 100,
  fullName: 200,
  email: 254,
  address: 200,
  city: 100,
  zipcode: 20,
  deliveryLocation: 200,
};
const DEFAULT_MAX_LENGTH = 200;

function buildSchema(field: FormField, locale: Locale, options: ValidationOptions): z.ZodType {
  const schema = fieldRules(field, locale, options);
  if (field === 'specialComments') return schema;
  const m = validationMessages(locale);
  const max = FIELD_MAX_LENGTH[field] ?? DEFAULT_MAX_LENGTH;
  return schema.refine((value) => typeof value !== 'string' || value.length <= max, {
    error: m.maxLength(m.labels[field], max),
  });
}

function fieldRules(field: FormField, locale: Locale, options: ValidationOptions): z.ZodType {
  const m = validationMessages(locale);
  const label = m.labels[field];
  const required = m.required(label);
  const today = () => options.today ?? todayInReykjavik();
  switch (field) {
    case 'email':
      return z.preprocess(
        trim,
        requiredText(required).pipe(z.email({ error: m.emailInvalid, pattern: z.regexes.email })),
      );
    case 'firstName':
    case 'lastName':
    case 'fullName':
      return nameSchema(m, label);
    case 'phone':
      return phoneSchema(locale, required, m.phoneFormat);
    case 'mobile':
      return phoneSchema(locale, required, m.mobileFormat);
    case 'ssn':
      return digitsSchema(required, m.ssnFormat, m.ssnDigits, KENNITALA_DIGITS, isValidKennitala);
    case 'dateOfBirth':
      return z.preprocess(
        trim,
        requiredText(required)
          .refine(isValidDateString, { error: m.dateOfBirthInvalid, abort: true })
          .refine((date) => isPastDate(date, today()), { error: m.dateOfBirthInvalid, abort: true })
          .refine((date) => isAtLeast18(date, today()), { error: m.minimumAge }),
      );
    case 'leaseStartDate':
    case 'leaseEndDate':
      return z.preprocess(
        trim,
        requiredText(required).refine(isValidDateString, { error: m.invalid(label) }),
      );
    case 'arrivalTime':
    case 'deliveryTime':
      return timeSchema(required, m.invalid(label));
    case 'numberOfPassengers':
      return z.preprocess(
        (value) => {
          const text = trim(value);
          if (text === '') return undefined;
          return typeof text === 'string' ? (/^\d+$/.test(text) ? Number(text) : Number.NaN) : text;
        },
        z
          .number({
            error: (issue) =>
              issue.input === undefined || issue.input === null ? required : m.invalid(label),
          })
          .int({ error: m.invalid(label) })
          .min(1, { error: m.invalid(label) }),
      );
    case 'licensePhotoFront':
    case 'licensePhotoBack':
      // An uploaded file or asset reference; its shape belongs to the upload component.
      return z.custom<unknown>(filled, { error: required });
    case 'specialComments':
      return z.preprocess(
        trim,
        z
          .string({ error: m.invalid(label) })
          .max(COMMENTS_MAX_LENGTH, { error: m.maxLength(label, COMMENTS_MAX_LENGTH) })
          .nullish(),
      );
    case 'country':
      return z.preprocess(
        (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
        requiredText(required).refine(isCountryCode, { error: m.invalid(label) }),
      );
    case 'flightNumber':
      return z.preprocess(
        trim,
        requiredText(required).transform((value, ctx) => {
          const normalized = normalizeFlightNumber(value);
          if (normalized) return normalized;
          ctx.addIssue({ code: 'custom', message: m.invalid(label) });
          return z.NEVER;
        }),
      );
    case 'address':
    case 'zipcode':
    case 'city':
    case 'name':
    case 'licenseNumber':
    case 'deliveryLocation':
      return z.preprocess(singleLine, requiredText(required));
  }
}

const schemaCache = new Map<string, z.ZodType>();

/** The zod schema of one form field, with its messages in `locale`. */
export function fieldSchema(field: FormField, locale: Locale, options: ValidationOptions = {}): z.ZodType {
  // Schemas that read the clock are cached too: they read it when they validate, not when built.
  if (options.today !== undefined) return buildSchema(field, locale, options);
  const key = `${field}|${locale}`;
  let schema = schemaCache.get(key);
  if (!schema) {
    schema = buildSchema(field, locale, options);
    schemaCache.set(key, schema);
  }
  return schema;
}

/** Validates one value; the message is the first rule it breaks. The value comes back normalised. */
export function validateField(
  field: FormField,
  value: unknown,
  locale: Locale,
  options: ValidationOptions = {},
): FieldValidation {
  const result = fieldSchema(field, locale, options).safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const messages = validationMessages(locale);
  return { ok: false, message: result.error.issues[0]?.message ?? messages.invalid(messages.labels[field]) };
}

/** An object schema for a form made of these fields, e.g. the details step. */
export function formSchema<F extends FormField>(
  fields: readonly F[],
  locale: Locale,
  options: ValidationOptions = {},
): z.ZodObject<Record<F, z.ZodType>> {
  const shape = Object.fromEntries(fields.map((field) => [field, fieldSchema(field, locale, options)]));
  return z.object(shape as Record<F, z.ZodType>);
}
