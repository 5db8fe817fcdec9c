'use client';

import ui from '@web/components/booking/ui/booking.module.css';
import { useActionState, useEffect, useRef } from 'react';
import type { PayActionState } from './action.ts';
import styles from './contract.module.css';

export interface ContractFormLabels {
  accept: string;
  mustAccept: string;
  priceChanged: string;
  /** Leads the service's own message about refused details. */
  detailsRefused: string;
  failed: string;
  submit: string;
  back: string;
}

/**
 * The acceptance checkbox and the pay button. Posting goes to the server action (also without
 * JavaScript); an error comes back as state and is announced.
 */
export function ContractForm({
  locale,
  expectedTotal,
  labels,
  action,
  backHref,
}: {
  locale: string;
  expectedTotal: number;
  labels: ContractFormLabels;
  action: (state: PayActionState, formData: FormData) => Promise<PayActionState>;
  backHref: string;
}) {
  const [state, formAction, pending] = useActionState(action, { error: null });
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.error) errorRef.current?.focus();
  }, [state]);
  const message =
    state.error === 'mustAccept'
      ? labels.mustAccept
      : state.error === 'priceChanged'
        ? labels.priceChanged.replace('{amount}', state.total ?? '')
        : state.error === 'details'
          ? `${labels.detailsRefused} ${state.detail ?? ''}`.trim()
          : state.error === 'failed'
            ? labels.failed
            : null;
  return (
    <form action={formAction} className={styles.form}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="expectedTotal" value={expectedTotal} />
      <label className={`${ui.checkbox} ${styles.accept}`}>
        <input
          type="checkbox"
          name="accept"
          required
          aria-invalid={state.error === 'mustAccept' ? true : undefined}
          aria-describedby={message ? 'contract-error' : undefined}
        />
        <span>{labels.accept}</span>
      </label>
      {message ? (
        <p id="contract-error" className={ui.alert} role="alert" tabIndex={-1} ref={errorRef}>
          {message}
        </p>
      ) : null}
      <div className={ui.actions}>
        <a className={ui.buttonGhost} href={backHref}>
          {labels.back}
        </a>
        <button type="submit" className={ui.button} disabled={pending} data-testid="pay-button">
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
