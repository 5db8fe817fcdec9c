'use client';

import ui from '@web/components/booking/ui/booking.module.css';
import { useTypedValues } from '@web/components/booking/ui/use-typed-values.ts';
import { type DetailsState, updateDetails } from '@web/features/reservation/details/action.ts';
import { SubmitButton } from '@web/features/reservation/frame/SubmitButton.tsx';
import styles from '@web/features/reservation/reservation.module.css';
import { useActionState, useEffect, useRef } from 'react';
import { DETAIL_FIELDS, type DetailField, OPTIONAL_DETAILS } from './model.ts';

const INPUT: Partial<Record<DetailField, { type: string; autoComplete: string }>> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  flightNumber: { type: 'text', autoComplete: 'off' },
  arrivalTime: { type: 'text', autoComplete: 'off' },
};

/** Contact details and flight: every field labelled, errors under their field and in a summary. */
export function DetailsForm({
  locale,
  initial,
  labels,
}: {
  locale: string;
  initial: Partial<Record<DetailField, string>>;
  labels: {
    fields: Record<DetailField, string>;
    optional: string;
    arrivalHint: string;
    save: string;
    busy: string;
    errorsTitle: string;
    locked: string;
    failed: string;
  };
}) {
  const [state, action] = useActionState<DetailsState, FormData>(updateDetails, {
    errors: {},
    values: initial,
  });
  // A correction typed while the save was on its way stays as typed (use-typed-values.ts).
  const { bind } = useTypedValues<DetailField>(state.values);
  const summary = useRef<HTMLDivElement>(null);
  const errors = Object.entries(state.errors) as [DetailField, string][];
  useEffect(() => {
    if (errors.length || state.failed) summary.current?.focus();
  }, [state, errors.length]);
  return (
    <form action={action} className={`${ui.card} ${styles.form}`} noValidate data-testid="details-form">
      <input type="hidden" name="locale" value={locale} />
      {errors.length || state.failed ? (
        <div className={ui.alert} role="alert" tabIndex={-1} ref={summary}>
          {state.failed ? (
            <p>{state.failed === 'locked' ? labels.locked : labels.failed}</p>
          ) : (
            <>
              <h2>{labels.errorsTitle}</h2>
              <ul>
                {errors.map(([field, message]) => (
                  <li key={field}>
                    <a href={`#details-${field}`}>{message}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
      <div className={ui.fieldRow}>
        {DETAIL_FIELDS.map((field) => {
          const error = state.errors[field];
          const hint = field === 'arrivalTime' ? labels.arrivalHint : null;
          const describedBy = [error ? `details-${field}-error` : null, hint ? `details-${field}-hint` : null]
            .filter(Boolean)
            .join(' ');
          return (
            <div className={ui.field} key={field}>
              <label className={ui.label} htmlFor={`details-${field}`}>
                {labels.fields[field]}
                {OPTIONAL_DETAILS.includes(field) ? (
                  <span className={ui.optional}> ({labels.optional})</span>
                ) : null}
              </label>
              {field === 'specialComments' ? (
                <textarea
                  id={`details-${field}`}
                  {...bind(field)}
                  className={ui.textarea}
                  rows={3}
                  maxLength={2000}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                />
              ) : (
                <input
                  id={`details-${field}`}
                  {...bind(field)}
                  className={ui.input}
                  type={INPUT[field]?.type ?? 'text'}
                  autoComplete={INPUT[field]?.autoComplete}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                />
              )}
              {hint ? (
                <p className={ui.hint} id={`details-${field}-hint`}>
                  {hint}
                </p>
              ) : null}
              {error ? (
                <p className={ui.error} id={`details-${field}-error`}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <SubmitButton label={labels.save} busyLabel={labels.busy} testId="details-save" />
    </form>
  );
}
