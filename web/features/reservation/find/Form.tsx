'use client';

import ui from '@web/components/booking/ui/booking.module.css';
import { useTypedValues } from '@web/components/booking/ui/use-typed-values.ts';
import { type FindState, findReservation } from '@web/features/reservation/find/action.ts';
import { SubmitButton } from '@web/features/reservation/frame/SubmitButton.tsx';
import styles from '@web/features/reservation/reservation.module.css';
import { useActionState, useEffect, useId, useRef } from 'react';

export interface FindFormLabels {
  reference: string;
  referenceHint: string;
  owner: string;
  ownerHint: string;
  submit: string;
  busy: string;
  errors: {
    notFound: string;
    rateLimited: { one: string; other: string };
    invalid: string;
    failed: string;
  };
}

/**
 * Reference plus e-mail address or last name. A plain form post (works before the code loads);
 * every wrong answer gets the same message, which never says which of the two was wrong.
 */
export function FindForm({ locale, labels }: { locale: string; labels: FindFormLabels }) {
  const [state, action] = useActionState<FindState, FormData>(findReservation, { error: null });
  // A second try typed while the first was being checked stays as typed (use-typed-values.ts).
  const { bind } = useTypedValues<'reference' | 'owner'>({ reference: state.reference, owner: state.owner });
  const id = useId();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.error) alert.current?.focus();
  }, [state]);
  const message =
    state.error === 'rateLimited'
      ? labels.errors.rateLimited[state.minutes === 1 ? 'one' : 'other'].replace(
          '{minutes}',
          String(state.minutes ?? 1),
        )
      : state.error
        ? labels.errors[state.error]
        : null;
  return (
    <form action={action} className={`${ui.card} ${styles.form}`} noValidate data-testid="find-form">
      <input type="hidden" name="locale" value={locale} />
      {message ? (
        <div className={ui.alert} role="alert" tabIndex={-1} ref={alert} data-error={state.error}>
          {message}
        </div>
      ) : null}
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-reference`}>
          {labels.reference}
        </label>
        <input
          id={`${id}-reference`}
          {...bind('reference')}
          className={ui.input}
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          aria-describedby={`${id}-reference-hint`}
        />
        <p className={ui.hint} id={`${id}-reference-hint`}>
          {labels.referenceHint}
        </p>
      </div>
      <div className={ui.field}>
        <label className={ui.label} htmlFor={`${id}-owner`}>
          {labels.owner}
        </label>
        <input
          id={`${id}-owner`}
          {...bind('owner')}
          className={ui.input}
          required
          autoComplete="email"
          maxLength={254}
          aria-describedby={`${id}-owner-hint`}
        />
        <p className={ui.hint} id={`${id}-owner-hint`}>
          {labels.ownerHint}
        </p>
      </div>
      <SubmitButton label={labels.submit} busyLabel={labels.busy} testId="find-submit" />
    </form>
  );
}
