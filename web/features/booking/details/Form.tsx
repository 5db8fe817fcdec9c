'use client';

import type { Tenant } from '@domain/locale.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import ui from '@web/components/booking/ui/booking.module.css';
import { AsYouType } from 'libphonenumber-js/min';
import { type ReactNode, useActionState, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type FieldPath, type UseFormRegister, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { DetailsActionState } from './action.ts';
import styles from './details.module.css';
import { type DetailsValues, detailsSchemaFor, flattenErrors, schemaInput } from './model.ts';

export interface DetailsLabels {
  personal: string;
  drivers: string;
  trip: string;
  lease: string;
  optional: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneHint: string;
  phoneDetected: string;
  country: string;
  countryHint: string;
  chooseCountry: string;
  dateOfBirth: string;
  ssn: string;
  ssnHint: string;
  address: string;
  addressLine: string;
  zipcode: string;
  city: string;
  bookerDrives: string;
  yes: string;
  someoneElse: string;
  mainDriver: string;
  extraDriver: string;
  free: string;
  perDayPrice: string;
  givenName: string;
  familyName: string;
  birthDate: string;
  driverAge: string;
  changeDrivers: string;
  numberOfPassengers: string;
  flightNumber: string;
  flightHint: string;
  arrivalTime: string;
  specialComments: string;
  leaseStartDate: string;
  leaseEndDate: string;
  deliveryTime: string;
  deliveryLocation: string;
  errorSummary: string;
  draftRestored: string;
  back: string;
  continue: string;
}

export interface DetailsFormProps {
  tenant: Tenant;
  locale: 'en' | 'de' | 'es' | 'fr' | 'is';
  defaults: DetailsValues;
  /** True when the defaults came from the saved booking (then the session draft is not used). */
  saved: boolean;
  extraDrivers: number;
  freeExtraDrivers: number;
  /** "1.000 kr per day", formatted by the server; shown for paid extra drivers. */
  extraDriverPrice: string;
  minDriverAge: number;
  pickupDate: string;
  today: string;
  countries: readonly { code: string; name: string }[];
  labels: DetailsLabels;
  action: (state: DetailsActionState, formData: FormData) => Promise<DetailsActionState>;
  backHref: string;
  optionsHref: string;
}

const DRAFT_KEY = (tenant: string) => `${tenant}-booking-details-draft`;

function Field({
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
function describe(id: string, error: string | undefined, hint: boolean) {
  const by = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': by || undefined } as const;
}

/** Driver fields repeat their labels: the summary says whose field it is. */
function summaryText(path: string, message: string, labels: DetailsLabels): string {
  const extra = /^extraDrivers\.(\d+)\./.exec(path);
  if (extra) return `${labels.extraDriver.replace('{number}', String(Number(extra[1]) + 1))}: ${message}`;
  if (path.startsWith('mainDriver.')) return `${labels.mainDriver}: ${message}`;
  return message;
}

const ADDRESS_PATHS = ['customer.address', 'customer.zipcode', 'customer.city'];

const fieldId = (path: string) => `f-${path.replaceAll('.', '-')}`;

function errorAt(errors: FieldErrors<DetailsValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

function PersonFields({
  prefix,
  labels,
  register,
  errors,
  today,
}: {
  prefix: 'mainDriver' | `extraDrivers.${number}`;
  labels: DetailsLabels;
  register: UseFormRegister<DetailsValues>;
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

/**
 * The Details step's form: validated with the domain's schema in the
 * visitor's language on blur and on submit (react-hook-form), then posted to the server action,
 * which validates again with the same schema. With errors, focus moves to a summary that links to
 * each field. What the visitor types is kept in session storage until the step is saved, so a
 * reload or a trip back to the Options step loses nothing.
 */
export function DetailsForm(props: DetailsFormProps) {
  const { tenant, locale, labels, defaults, countries, action } = props;
  const schema = useMemo(
    () =>
      detailsSchemaFor(locale, {
        tenant,
        today: props.today,
        minDriverAge: props.minDriverAge,
        pickupDate: props.pickupDate,
      }),
    [locale, tenant, props.today, props.minDriverAge, props.pickupDate],
  );
  const [serverState, formAction, pending] = useActionState(action, { errors: {} });
  const form = useForm<DetailsValues, unknown, z.infer<typeof schema>>({
    defaultValues: defaults,
    // The schema sees what would be posted: no main driver while the booker drives.
    resolver: (values, context, options) =>
      zodResolver(schema as never)(schemaInput(values) as never, context, options as never) as never,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { register, formState, setError, getValues, reset, control } = form;
  const { errors } = formState;
  const summaryRef = useRef<HTMLDivElement>(null);
  const addressRef = useRef<HTMLDetailsElement>(null);
  const [summary, setSummary] = useState<{ path: string; message: string }[]>([]);
  // A refused submit opens the folded postal address when a message is in it: a message is never
  // out of sight. The visitor may fold it again; the next refusal reopens it.
  useEffect(() => {
    if (summary.some(({ path }) => ADDRESS_PATHS.includes(path)) && addressRef.current)
      addressRef.current.open = true;
  }, [summary]);
  const [restored, setRestored] = useState(false);
  const summaryId = useId();

  // The server's verdict (no JavaScript before hydration, or a rule only the server knows).
  useEffect(() => {
    const entries = Object.entries(serverState.errors);
    if (entries.length === 0) return;
    for (const [path, message] of entries)
      setError(path as FieldPath<DetailsValues>, { type: 'server', message });
    setSummary(entries.map(([path, message]) => ({ path, message })));
    summaryRef.current?.focus();
  }, [serverState, setError]);

  // A draft from this tab's earlier visit, unless the saved booking already holds the details.
  useEffect(() => {
    if (props.saved) return;
    try {
      const draft = window.sessionStorage.getItem(DRAFT_KEY(tenant));
      if (draft) {
        reset({ ...defaults, ...(JSON.parse(draft) as Partial<DetailsValues>) }, { keepDefaultValues: true });
        setRestored(true);
      }
    } catch {
      // Storage may be unavailable (private mode); the form still works.
    }
  }, [props.saved, tenant, reset, defaults]);

  const values = useWatch({ control });
  useEffect(() => {
    const timer = window.setTimeout(() => {
      try {
        window.sessionStorage.setItem(DRAFT_KEY(tenant), JSON.stringify(values));
      } catch {
        // Full or unavailable storage: the draft is a convenience only.
      }
    }, 300);
    return () => window.clearTimeout(timer);
  }, [values, tenant]);

  const bookerDrives = values.customer ? values.bookerDrives : defaults.bookerDrives;
  const country = values.customer?.country ?? defaults.customer.country;
  const phone = values.customer?.phone ?? '';
  // A number without calling code is read as one of the chosen country (domain/phone.ts).
  const phoneCountry = useMemo(() => {
    const text = phone.trim();
    if (!text.startsWith('+') && !text.startsWith('00')) return text ? country || 'IS' : null;
    const typing = new AsYouType();
    typing.input(text.startsWith('00') ? `+${text.slice(2)}` : text);
    return typing.getCountry() ?? null;
  }, [phone, country]);
  const countryName = (code: string | null) => countries.find((c) => c.code === code)?.name ?? null;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = schema.safeParse(schemaInput(getValues()));
    if (result.success) return; // the form posts to the server action
    event.preventDefault();
    const ordered = flattenErrors(result.error.issues);
    for (const { path, message } of ordered)
      setError(path as FieldPath<DetailsValues>, { type: 'submit', message });
    setSummary(ordered);
    // After React paints the summary.
    window.requestAnimationFrame(() => summaryRef.current?.focus());
  }

  const input = (path: FieldPath<DetailsValues>, hint = false) => ({
    className: ui.input,
    ...describe(fieldId(path), errorAt(errors, path), hint),
    ...register(path),
  });
  const extraCount = props.extraDrivers;

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      data-testid="details-form"
    >
      <input type="hidden" name="locale" value={locale} />
      {restored ? <p className={ui.notice}>{labels.draftRestored}</p> : null}
      {summary.length > 0 ? (
        <div className={ui.alert} ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={summaryId}>
          <h2 id={summaryId}>{labels.errorSummary}</h2>
          <ul>
            {summary.map(({ path, message }) => (
              <li key={path}>
                <a href={`#${fieldId(path)}`}>{summaryText(path, message, labels)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset className={ui.card}>
        <legend className={styles.legend}>{labels.personal}</legend>
        <div className={ui.fieldRow}>
          <Field
            id={fieldId('customer.firstName')}
            label={labels.firstName}
            error={errorAt(errors, 'customer.firstName')}
          >
            <input autoComplete="given-name" {...input('customer.firstName')} />
          </Field>
          <Field
            id={fieldId('customer.lastName')}
            label={labels.lastName}
            error={errorAt(errors, 'customer.lastName')}
          >
            <input autoComplete="family-name" {...input('customer.lastName')} />
          </Field>
          <Field
            id={fieldId('customer.email')}
            label={labels.email}
            error={errorAt(errors, 'customer.email')}
          >
            <input type="email" autoComplete="email" inputMode="email" {...input('customer.email')} />
          </Field>
          <Field
            id={fieldId('customer.phone')}
            label={labels.phone}
            error={errorAt(errors, 'customer.phone')}
            hint={
              phoneCountry && countryName(phoneCountry)
                ? labels.phoneDetected.replace('{country}', countryName(phoneCountry) ?? '')
                : labels.phoneHint
            }
          >
            <input type="tel" autoComplete="tel" inputMode="tel" {...input('customer.phone', true)} />
          </Field>
          <Field
            id={fieldId('customer.country')}
            label={labels.country}
            error={errorAt(errors, 'customer.country')}
            hint={labels.countryHint}
          >
            <select autoComplete="country" {...input('customer.country', true)} className={ui.select}>
              <option value="">{labels.chooseCountry}</option>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id={fieldId('customer.dateOfBirth')}
            label={labels.dateOfBirth}
            error={errorAt(errors, 'customer.dateOfBirth')}
          >
            <input type="date" autoComplete="bday" max={props.today} {...input('customer.dateOfBirth')} />
          </Field>
          {country === 'IS' ? (
            <Field
              id={fieldId('customer.ssn')}
              label={labels.ssn}
              error={errorAt(errors, 'customer.ssn')}
              hint={labels.ssnHint}
            >
              <input inputMode="numeric" autoComplete="off" {...input('customer.ssn', true)} />
            </Field>
          ) : null}
        </div>
        <details
          className={styles.address}
          ref={addressRef}
          open={Boolean(defaults.customer.address || defaults.customer.city)}
        >
          <summary>
            {labels.address} <span className={ui.optional}>{labels.optional}</span>
          </summary>
          <div className={ui.fieldRow}>
            <Field
              id={fieldId('customer.address')}
              label={labels.addressLine}
              error={errorAt(errors, 'customer.address')}
            >
              <input autoComplete="street-address" {...input('customer.address')} />
            </Field>
            <Field
              id={fieldId('customer.zipcode')}
              label={labels.zipcode}
              error={errorAt(errors, 'customer.zipcode')}
            >
              <input autoComplete="postal-code" {...input('customer.zipcode')} />
            </Field>
            <Field id={fieldId('customer.city')} label={labels.city} error={errorAt(errors, 'customer.city')}>
              <input autoComplete="address-level2" {...input('customer.city')} />
            </Field>
          </div>
        </details>
      </fieldset>

      <fieldset className={ui.card}>
        <legend className={styles.legend}>{labels.drivers}</legend>
        <p className={ui.hint}>{labels.driverAge.replace('{age}', String(props.minDriverAge))}</p>
        <fieldset className={styles.choice}>
          <legend className={ui.label}>{labels.bookerDrives}</legend>
          <label className={styles.radio}>
            <input type="radio" value="yes" {...register('bookerDrives')} />
            <span>{labels.yes}</span>
          </label>
          <label className={styles.radio}>
            <input type="radio" value="someoneElse" {...register('bookerDrives')} />
            <span>{labels.someoneElse}</span>
          </label>
        </fieldset>
        {bookerDrives === 'someoneElse' ? (
          <fieldset className={styles.driver}>
            <legend className={styles.driverLegend}>{labels.mainDriver}</legend>
            <PersonFields
              prefix="mainDriver"
              labels={labels}
              register={register}
              errors={errors}
              today={props.today}
            />
          </fieldset>
        ) : null}
        {Array.from({ length: extraCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: drivers are positions (driver 1, 2, …), not entities.
          <fieldset key={index} className={styles.driver}>
            <legend className={styles.driverLegend}>
              {labels.extraDriver.replace('{number}', String(index + 1))}{' '}
              <span className={styles.badge}>
                {index < props.freeExtraDrivers
                  ? labels.free
                  : labels.perDayPrice.replace('{price}', props.extraDriverPrice)}
              </span>
            </legend>
            <PersonFields
              prefix={`extraDrivers.${index}`}
              labels={labels}
              register={register}
              errors={errors}
              today={props.today}
            />
          </fieldset>
        ))}
        <a className={styles.change} href={props.optionsHref}>
          {labels.changeDrivers}
        </a>
      </fieldset>

      {tenant === 'lease' ? (
        <fieldset className={ui.card}>
          <legend className={styles.legend}>{labels.lease}</legend>
          <div className={ui.fieldRow}>
            <Field
              id={fieldId('lease.leaseStartDate')}
              label={labels.leaseStartDate}
              error={errorAt(errors, 'lease.leaseStartDate')}
            >
              <input type="date" {...input('lease.leaseStartDate')} />
            </Field>
            <Field
              id={fieldId('lease.leaseEndDate')}
              label={labels.leaseEndDate}
              error={errorAt(errors, 'lease.leaseEndDate')}
            >
              <input type="date" {...input('lease.leaseEndDate')} />
            </Field>
            <Field
              id={fieldId('lease.deliveryTime')}
              label={labels.deliveryTime}
              error={errorAt(errors, 'lease.deliveryTime')}
            >
              <input type="time" step={1800} {...input('lease.deliveryTime')} />
            </Field>
            <Field
              id={fieldId('lease.deliveryLocation')}
              label={labels.deliveryLocation}
              error={errorAt(errors, 'lease.deliveryLocation')}
            >
              <input autoComplete="street-address" {...input('lease.deliveryLocation')} />
            </Field>
          </div>
        </fieldset>
      ) : null}

      <fieldset className={ui.card}>
        <legend className={styles.legend}>
          {labels.trip} <span className={ui.optional}>{labels.optional}</span>
        </legend>
        <div className={ui.fieldRow}>
          <Field
            id={fieldId('trip.flightNumber')}
            label={labels.flightNumber}
            error={errorAt(errors, 'trip.flightNumber')}
            hint={labels.flightHint}
          >
            <input autoComplete="off" {...input('trip.flightNumber', true)} />
          </Field>
          <Field
            id={fieldId('trip.arrivalTime')}
            label={labels.arrivalTime}
            error={errorAt(errors, 'trip.arrivalTime')}
          >
            <input type="time" {...input('trip.arrivalTime')} />
          </Field>
          <Field
            id={fieldId('trip.numberOfPassengers')}
            label={labels.numberOfPassengers}
            error={errorAt(errors, 'trip.numberOfPassengers')}
          >
            <input type="number" min={1} max={20} inputMode="numeric" {...input('trip.numberOfPassengers')} />
          </Field>
        </div>
        <Field
          id={fieldId('trip.specialComments')}
          label={labels.specialComments}
          error={errorAt(errors, 'trip.specialComments')}
        >
          <textarea rows={3} maxLength={2000} {...input('trip.specialComments')} className={ui.textarea} />
        </Field>
      </fieldset>

      <div className={ui.actions}>
        <a className={ui.buttonGhost} href={props.backHref}>
          {labels.back}
        </a>
        <button type="submit" className={ui.button} disabled={pending}>
          {labels.continue}
        </button>
      </div>
    </form>
  );
}
