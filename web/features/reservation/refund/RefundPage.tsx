import { formatPrice } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import { actionPageContext, knownError } from '@web/features/reservation/action-page.ts';
import { ReservationFrame } from '@web/features/reservation/frame/ReservationFrame.tsx';
import { SubmitButton } from '@web/features/reservation/frame/SubmitButton.tsx';
import { requestRefund } from '@web/features/reservation/refund/action.ts';
import styles from '@web/features/reservation/reservation.module.css';
import { localizePath } from '@web/lib/paths.ts';
import type { SiteParams } from '@web/lib/request-context.ts';
import { getTranslations } from 'next-intl/server';

const ERRORS = [
  'reason_short',
  'nothing_to_refund',
  'cancel_instead',
  'cannot_request_refund',
  'failed',
] as const;

/** Refund request: after pickup or a cancellation, with a reason; staff decide and write back. */
export async function RefundPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, reservation, facts, state, tc, tActions } = await actionPageContext(params, 'refund');
  const [t, query] = await Promise.all([
    getTranslations({ locale, namespace: 'reservation.refund' }),
    searchParams,
  ]);
  const error = knownError(query, ERRORS);

  return (
    <ReservationFrame
      locale={locale}
      title={t('title')}
      backLabel={tc('back')}
      narrow
      route="reservationRefund"
    >
      <p>{tc('referenceLine', { reference: reservation.reference })}</p>
      {error ? (
        <div className={ui.alert} role="alert" data-error={error}>
          {t(`errors.${error}`)}
        </div>
      ) : null}
      {!state.open ? (
        <div className={ui.notice} role="status" data-testid="refund-closed">
          <p>{tActions(`closed.${state.reason ?? 'status'}`)}</p>
          {state.reason === 'cancelInstead' ? (
            <a href={localizePath('/reservation/cancel/', locale)}>{tActions('names.cancel')}</a>
          ) : null}
        </div>
      ) : (
        <form action={requestRefund} className={`${ui.card} ${styles.form}`} noValidate>
          <input type="hidden" name="locale" value={locale} />
          <p>{t('lead', { amount: formatPrice(facts.netPaid, 'ISK') })}</p>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="refund-reason">
              {t('reason')}
            </label>
            <textarea
              id="refund-reason"
              name="reason"
              className={ui.textarea}
              rows={5}
              minLength={5}
              maxLength={2000}
              required
              aria-describedby="refund-reason-hint"
              aria-invalid={error === 'reason_short' ? true : undefined}
            />
            <p className={ui.hint} id="refund-reason-hint">
              {t('reasonHint')}
            </p>
          </div>
          <div className={ui.actions}>
            <a className={ui.buttonGhost} href={localizePath('/reservation/', locale)}>
              {tc('back')}
            </a>
            <SubmitButton label={t('submit')} busyLabel={tc('working')} testId="refund-submit" />
          </div>
        </form>
      )}
    </ReservationFrame>
  );
}
