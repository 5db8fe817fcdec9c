import ui from '@web/components/booking/ui/booking.module.css';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldPath, UseFormRegisterReturn } from 'react-hook-form';
import type { DetailsLabels } from './labels.ts';
import type { DetailsValues } from './model.ts';

/**
 * react-hook-form's props for a text field plus its starting value in the markup: registered
 * fields are uncontrolled and get their value from a ref when the scripts run, so without it the
 * server rendered them empty (saved details not shown before the scripts came, nor without them).
 */
export type TextRegister = (
  path: FieldPath<DetailsValues>,
) => UseFormRegisterReturn & { defaultValue: string };

/** Wires an input to the form: its class, accessible description, and react-hook-form's props. */
export type InputWiring = (
  path: FieldPath<DetailsValues>,
  hint?: boolean,
) => { className: string | undefined } & ReturnType<typeof describe> & ReturnType<TextRegister>;

export function Field({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: string;
  children: ReactNode;
}) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label} {optional ? <span className={ui.optional}>{optional}</span> : null}
      </label>
      {hint ? (
        <span className={ui.hint} id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {children}
      {error ? (
        <span className={ui.error} id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The accessible wiring of an input: described by its hint and error, invalid when in error. */
export function describe(id: string, error: string | undefined, hint: boolean) {
  const by = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': by || undefined } as const;
}

/** Driver fields repeat their labels: the summary says whose field it is. */
export function summaryText(path: string, message: string, labels: DetailsLabels): string {
  const extra = /^extraDrivers\.(\d+)\./.exec(path);
  if (extra) return `${labels.extraDriver.replace('{number}', String(Number(extra[1]) + 1))}: ${message}`;
  if (path.startsWith('mainDriver.')) return `${labels.mainDriver}: ${message}`;
  return message;
}

export const ADDRESS_PATHS = ['customer.address', 'customer.zipcode', 'customer.city'];

export const fieldId = (path: string) => `f-${path.replaceAll('.', '-')}`;

export function errorAt(errors: FieldErrors<DetailsValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

export function PersonFields({
  prefix,
  labels,
  register,
  errors,
  today,
}: {
  prefix: 'mainDriver' | `extraDrivers.${number}`;
  labels: DetailsLabels;
  register: TextRegister;
  errors: FieldErrors<DetailsValues>;
  today: string;
}) {
  const first = `${prefix}.firstName` as FieldPath<DetailsValues>;
  const last = `${prefix}.lastName` as FieldPath<DetailsValues>;
  const born = `${prefix}.dateOfBirth` as FieldPath<DetailsValues>;
  return (
    <div className={ui.fieldRow}>
      <Field id={fieldId(first)} label={labels.givenName} error={errorAt(errors, first)}>
        <input
          className={ui.input}
          autoComplete="off"
          {...describe(fieldId(first), errorAt(errors, first), false)}
          {...register(first)}
        />
      </Field>
      <Field id={fieldId(last)} label={labels.familyName} error={errorAt(errors, last)}>
        <input
          className={ui.input}
          autoComplete="off"
          {...describe(fieldId(last), errorAt(errors, last), false)}
          {...register(last)}
        />
      </Field>
      <Field id={fieldId(born)} label={labels.birthDate} error={errorAt(errors, born)}>
        <input
          className={ui.input}
          type="date"
          max={today}
          {...describe(fieldId(born), errorAt(errors, born), false)}
          {...register(born)}
        />
      </Field>
    </div>
  );
}
