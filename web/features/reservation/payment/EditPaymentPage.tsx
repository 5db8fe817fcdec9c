import { formatPrice } from '@domain';
import { AutoRefresh } from '@web/components/booking/payment/AutoRefresh.tsx';
import { paymentOutcome } from '@web/components/booking/payment/outcome.ts';
import ui from '@web/components/booking/ui/booking.module.css';
import { actionPageContext } from '@web/features/reservation/action-page.ts';
import { loadPayment } from '@web/features/reservation/data.ts';
import { ReservationFrame } from '@web/features/reservation/frame/ReservationFrame.tsx';
import { SubmitButton } from '@web/features/reservation/frame/SubmitButton.tsx';
import { payBalance } from '@web/features/reservation/payment/action.ts';
import styles from '@web/features/reservation/reservation.module.css';
import { localizePath } from '@web/lib/paths.ts';
import type { SiteParams } from '@web/lib/request-context.ts';
import { getTranslations } from 'next-intl/server';

/**
 * Pay what is outstanding through the gateway's hosted page (neither the site nor the service
 * sees the card), and where the gateway sends the visitor back: the outcome is read from the
 * service, never from the address.
 */
export async function EditPaymentPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tenant, locale, reservation, facts, state, tc, tActions } = await actionPageContext(params, 'pay');
  const [t, query] = await Promise.all([
    getTranslations({ locale, namespace: 'reservation.payment' }),
    searchParams,
  ]);
  const payment = typeof query.payment === 'string' ? await loadPayment(tenant, query.payment) : null;
  const cancelled = query.status === 'cancelled';
  const { inFlight, failed, code } = paymentOutcome(payment, cancelled);
  // A failed payment of a difference is retried for that amount, not the whole balance.
  const retryAmount =
    failed && payment && payment.amount <= reservation.balance ? payment.amount : reservation.balance;

  return (
    <ReservationFrame locale={locale} title={t('title')} backLabel={tc('back')} narrow route="editPayment">
      <p>{tc('referenceLine', { reference: reservation.reference })}</p>
      {payment?.status === 'succeeded' ? (
        <div className={ui.success} role="status" data-testid="payment-succeeded">
          <h2>{t('succeeded', { amount: formatPrice(payment.amount, 'ISK') })}</h2>
          <a href={localizePath('/reservation/?done=paid', locale)}>{tc('back')}</a>
        </div>
      ) : null}
      {inFlight ? (
        <div className={ui.notice} role="status">
          <p>{t('pending')}</p>
          <AutoRefresh seconds={3} />
        </div>
      ) : null}
      {failed ? (
        <div className={ui.alert} role="alert" data-failure={code}>
          <h2>{t('failedTitle')}</h2>
          <p>{t(`codes.${code}`)}</p>
        </div>
      ) : null}
      {query.error === 'checkout' ? (
        <div className={ui.alert} role="alert">
          {t('checkoutFailed')}
        </div>
      ) : null}
      <dl className={`${styles.money} ${ui.card}`}>
        <div>
          <dt>{t('total')}</dt>
          <dd>{formatPrice(reservation.total, 'ISK')}</dd>
        </div>
        <div>
          <dt>{t('paid')}</dt>
          <dd>{formatPrice(facts.netPaid, 'ISK')}</dd>
        </div>
        <div data-strong="true">
          <dt>{t('balance')}</dt>
          <dd data-testid="payment-balance">{formatPrice(Math.max(0, reservation.balance), 'ISK')}</dd>
        </div>
      </dl>
      {state.open && !inFlight ? (
        <form action={payBalance} className={ui.actions}>
          <input type="hidden" name="locale" value={locale} />
          {failed ? <input type="hidden" name="amount" value={retryAmount} /> : null}
          <p className={`${ui.small} ${ui.muted}`}>{t('hosted')}</p>
          <SubmitButton
            label={t('pay', { amount: formatPrice(failed ? retryAmount : reservation.balance, 'ISK') })}
            busyLabel={tc('working')}
            testId="pay-balance"
          />
        </form>
      ) : !state.open ? (
        <p className={ui.notice} role="status" data-testid="nothing-due">
          {tActions(`closed.${state.reason ?? 'status'}`)}
        </p>
      ) : null}
    </ReservationFrame>
  );
}
