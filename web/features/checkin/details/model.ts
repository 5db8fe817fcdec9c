/**
 * The check-in details form: every driver's licence number with the rest of their details, read
 * from form fields and validated with the domain's rules in the visitor's language (the service
 * checks again with the same rules).
 */
import { type FormField, type Locale, validateField } from '@domain';

export const MAIN_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'licenseNumber',
  'email',
  'phone',
  'address',
  'zipcode',
  'city',
  'country',
] as const satisfies readonly FormField[];
export const EXTRA_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'licenseNumber',
] as const satisfies readonly FormField[];

export type MainDriver = Record<(typeof MAIN_FIELDS)[number], string>;
export type ExtraDriver = Record<(typeof EXTRA_FIELDS)[number], string>;
export interface CheckInDetails {
  mainDriver: MainDriver;
  extraDrivers: ExtraDriver[];
}

export const mainName = (field: string) => `main.${field}`;
export const extraName = (index: number, field: string) => `extra.${index}.${field}`;

export type DetailsParse =
  | { ok: true; details: CheckInDetails }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/** Reads and validates the form; errors by field name, in `locale`. */
export function parseDetails(form: FormData, locale: Locale, extraCount: number): DetailsParse {
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  const read = <F extends FormField>(name: string, field: F): string => {
    const raw = form.get(name);
    const text = typeof raw === 'string' ? raw : '';
    values[name] = text;
    const result = validateField(field, text, locale);
    if (!result.ok) {
      errors[name] = result.message;
      return text;
    }
    return String(result.value);
  };
  const mainDriver = Object.fromEntries(MAIN_FIELDS.map((f) => [f, read(mainName(f), f)])) as MainDriver;
  const extraDrivers = Array.from(
    { length: extraCount },
    (_, i) => Object.fromEntries(EXTRA_FIELDS.map((f) => [f, read(extraName(i, f), f)])) as ExtraDriver,
  );
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return { ok: true, details: { mainDriver, extraDrivers } };
}
