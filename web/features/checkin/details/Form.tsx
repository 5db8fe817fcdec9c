'use client';

import ui from '@web/components/booking/ui/booking.module.css';
import { CountryOptions } from '@web/components/booking/ui/CountryOptions.tsx';
import { useTypedValues } from '@web/components/booking/ui/use-typed-values.ts';
import styles from '@web/features/checkin/checkin.module.css';
import type { DetailsActionState } from '@web/features/checkin/details/action.ts';
import { type ReactNode, useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import { EXTRA_FIELDS, extraName, MAIN_FIELDS, mainName } from './model.ts';

export interface CheckInDetailsLabels {
  fields: Record<string, string>;
  licenceHint: string;
  mainDriver: string;
  extraDriver: string;
  photosTitle: string;
  photosIntro: string;
  chooseCountry: string;
  continue: string;
  saving: string;
  errorsTitle: string;
  formErrors: { photos: string; closed: string; failed: string };
}

const INPUT_TYPES: Record<string, { type: string; autoComplete?: string }> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
  licenseNumber: { type: 'text', autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  address: { type: 'text', autoComplete: 'street-address' },
  zipcode: { type: 'text', autoComplete: 'postal-code' },
  city: { type: 'text', autoComplete: 'address-level2' },
};

function Submit({ label, pending }: { label: string; pending: string }) {
  const status = useFormStatus();
  return (
    <button type="submit" className={ui.button} aria-disabled={status.pending}>
      {status.pending ? pending : label}
    </button>
  );
}

/**
 * Every driver's details with the licence number, and the main driver's licence photos (uploaded
 * on their own as they are chosen). Works without JavaScript except for the photos.
 */
export function DetailsForm({
  action,
  locale,
  initial,
  extraCount,
  countries,
  photos,
  extraPhotos,
  labels,
}: {
  action: (state: DetailsActionState, form: FormData) => Promise<DetailsActionState>;
  locale: string;
  initial: Record<string, string>;
  extraCount: number;
  countries: readonly { code: string; name: string }[];
  photos: ReactNode;
  /** Each extra driver's licence photos, in driver order. */
  extraPhotos: ReactNode[];
  labels: CheckInDetailsLabels;
}) {
  const [state, formAction] = useActionState(action, {
    errors: {},
    values: initial,
    formError: null,
  });
  // A correction typed while the step was being checked stays as typed (use-typed-values.ts).
  const { bind } = useTypedValues<string>({ ...initial, ...state.values });
  const errorCount = Object.keys(state.errors).length;

  const field = (name: string, field: string) => {
    const id = `f-${name.replace(/\./g, '-')}`;
    const error = state.errors[name];
    const hint = field === 'licenseNumber' ? labels.licenceHint : null;
    const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
    const common = {
      id,
      ...bind(name),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      required: true,
    };
    return (
      <div className={ui.field} key={name}>
        <label className={ui.label} htmlFor={id}>
          {labels.fields[field]}
        </label>
        {field === 'country' ? (
          <select className={ui.select} {...common} autoComplete="country">
            <CountryOptions countries={countries} choose={labels.chooseCountry} />
          </select>
        ) : (
          <input className={ui.input} {...INPUT_TYPES[field]} {...common} />
        )}
        {hint ? (
          <p className={ui.hint} id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p className={ui.error} id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form action={formAction} noValidate data-testid="checkin-details">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="extraCount" value={extraCount} />
      {errorCount > 0 ? (
        <div className={ui.alert} role="alert">
          <p>{labels.errorsTitle}</p>
        </div>
      ) : null}
      {state.formError ? (
        <div className={ui.alert} role="alert" data-form-error={state.formError}>
          <p>{labels.formErrors[state.formError]}</p>
        </div>
      ) : null}
      <fieldset className={styles.driver}>
        <legend>{labels.mainDriver}</legend>
        <div className={styles.grid}>{MAIN_FIELDS.map((f) => field(mainName(f), f))}</div>
        <h2 className={ui.cardTitle}>{labels.photosTitle}</h2>
        <p className={ui.hint}>{labels.photosIntro}</p>
        {photos}
      </fieldset>
      {Array.from({ length: extraCount }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: drivers are positions in the reservation
        <fieldset className={styles.driver} key={i}>
          <legend>{labels.extraDriver.replace('{number}', String(i + 1))}</legend>
          <div className={styles.grid}>{EXTRA_FIELDS.map((f) => field(extraName(i, f), f))}</div>
          <h3 className={ui.cardTitle}>{labels.photosTitle}</h3>
          {extraPhotos[i]}
        </fieldset>
      ))}
      <div className={ui.actions}>
        <Submit label={labels.continue} pending={labels.saving} />
      </div>
    </form>
  );
}
