import { cancellationTerms, formatPrice } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import { actionPageContext, knownError } from '@web/features/reservation/action-page.ts';
import { cancelReservation } from '@web/features/reservation/cancel/action.ts';
import { ReservationFrame } from '@web/features/reservation/frame/ReservationFrame.tsx';
import { SubmitButton } from '@web/features/reservation/frame/SubmitButton.tsx';
import { whenText } from '@web/features/reservation/page.ts';
import styles from '@web/features/reservation/reservation.module.css';
import { localizePath } from '@web/lib/paths.ts';
import type { SiteParams } from '@web/lib/request-context.ts';
import { getTranslations } from 'next-intl/server';

const ERRORS = ['reason_required', 'cannot_cancel', 'failed'] as const;

/**
 * Cancel: what the policy gives now (a free cancellation and the refund, or a late one that staff
 * decide on, with a reason) is stated before the visitor confirms.
 */
export async function CancelPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale, reservation, policy, facts, now, state, tc, tActions } = await actionPageContext(
    params,
    'cancel',
  );
  const [t, query] = await Promise.all([
    getTranslations({ locale, namespace: 'reservation.cancel' }),
    searchParams,
  ]);
  const terms = cancellationTerms(policy, facts, now);
  const error = knownError(query, ERRORS);

  return (
    <ReservationFrame
      locale={locale}
      title={t('title')}
      backLabel={tc('back')}
      narrow
      route="reservationCancel"
    >
      <p>{tc('referenceLine', { reference: reservation.reference })}</p>
      {error ? (
        <div className={ui.alert} role="alert" data-error={error}>
          {t(`errors.${error}`)}
        </div>
      ) : null}
      {!state.open ? (
        <div className={ui.notice} role="status" data-testid="cancel-closed">
          {tActions(`closed.${state.reason ?? 'status'}`)}
        </div>
      ) : (
        <form action={cancelReservation} className={`${ui.card} ${styles.form}`} noValidate>
          <input type="hidden" name="locale" value={locale} />
          {terms.kind === 'free' ? (
            <div data-testid="cancel-terms" data-kind="free">
              <p className={styles.big}>{t('freeTitle')}</p>
              <p>{t('freeText', { date: whenText(terms.freeUntil, locale) })}</p>
              <p>
                {terms.refund > 0
                  ? t('refundToCard', { amount: formatPrice(terms.refund, 'ISK') })
                  : t('nothingPaid')}
              </p>
            </div>
          ) : (
            <div data-testid="cancel-terms" data-kind="request">
              <p className={styles.big}>{t('lateTitle')}</p>
              <p>
                {t('lateText', {
                  hours: policy.freeCancellationHours,
                  date: whenText(terms.freeUntil, locale),
                })}
              </p>
              <p>
                {terms.retained > 0
                  ? t('retained', { amount: formatPrice(terms.retained, 'ISK') })
                  : t('nothingPaid')}
              </p>
            </div>
          )}
          <div className={ui.field}>
            <label className={ui.label} htmlFor="cancel-reason">
              {terms.kind === 'free' ? t('reasonOptional') : t('reasonRequired')}
            </label>
            <textarea
              id="cancel-reason"
              name="reason"
              className={ui.textarea}
              rows={4}
              maxLength={2000}
              required={terms.kind === 'request'}
              aria-invalid={error === 'reason_required' ? true : undefined}
            />
          </div>
          <div className={ui.actions}>
            <a className={ui.buttonGhost} href={localizePath('/reservation/', locale)}>
              {t('keep')}
            </a>
            <SubmitButton label={t('confirm')} busyLabel={tc('working')} testId="cancel-confirm" />
          </div>
        </form>
      )}
    </ReservationFrame>
  );
}
