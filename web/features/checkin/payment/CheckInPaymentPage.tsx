import { formatPrice } from '@domain';
import { AutoRefresh } from '@web/components/booking/payment/AutoRefresh.tsx';
import ui from '@web/components/booking/ui/booking.module.css';
import { CheckInFrame } from '@web/features/checkin/frame/CheckInFrame.tsx';
import { openCheckIn } from '@web/features/checkin/gate.ts';
import { checkinPath } from '@web/features/checkin/paths.ts';
import { payCheckInBalance } from '@web/features/checkin/payment/action.ts';
import { asVisitor } from '@web/features/reservation/session.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { getTranslations, setRequestLocale } from 'next-intl/server';

/**
 * Payment option 540: the remaining balance now, through the gateway's hosted page (the gateway
 * sends the visitor back here), or at the desk. The deposit is only held at pickup.
 */
export async function CheckInPaymentPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const [t, { reservation }, query] = await Promise.all([
    getTranslations({ locale, namespace: 'checkin' }),
    openCheckIn(tenant, locale),
    searchParams,
  ]);
  const paymentId = typeof query.payment === 'string' ? query.payment : null;
  const reply = paymentId ? await (await asVisitor(tenant)).payment(paymentId) : null;
  const payment = reply?.ok ? reply.data.payment : undefined;
  const pending = payment?.status === 'pending' || payment?.status === 'requires_action';
  const failed =
    payment?.status === 'failed' || query.status === 'cancelled' || typeof query.error === 'string';
  const balance = reservation.balance;
  const deposit = reservation.price.deposit;
  return (
    <CheckInFrame locale={locale} step="payment" title={t('payment.title')} reference={reservation.reference}>
      {pending ? (
        <div className={ui.notice} role="status">
          <p>{t('payment.pending')}</p>
          <AutoRefresh seconds={3} />
        </div>
      ) : null}
      {failed && balance > 0 ? (
        <div className={ui.alert} role="alert" data-testid="payment-failed">
          <p>{query.status === 'cancelled' ? t('payment.cancelled') : t('payment.failed')}</p>
        </div>
      ) : null}
      {balance > 0 ? (
        <section className={ui.card} aria-labelledby="balance">
          <h2 id="balance" className={ui.cardTitle}>
            {t('payment.balanceTitle')}
          </h2>
          <p data-testid="checkin-balance">{t('payment.balance', { amount: formatPrice(balance, 'ISK') })}</p>
          <p className={ui.hint}>{t('payment.secure')}</p>
          <form action={payCheckInBalance} className={ui.actions}>
            <input type="hidden" name="locale" value={locale} />
            <a className={ui.buttonGhost} href={checkinPath('contract', locale)}>
              {t('payment.later')}
            </a>
            <button type="submit" className={ui.button} data-testid="pay-balance">
              {t('payment.pay', { amount: formatPrice(balance, 'ISK') })}
            </button>
          </form>
        </section>
      ) : (
        <section className={ui.success} role="status" data-testid="nothing-due">
          <p>{payment?.status === 'succeeded' ? t('payment.paid') : t('payment.nothingDue')}</p>
        </section>
      )}
      {deposit > 0 ? <p>{t('payment.deposit', { amount: formatPrice(deposit, 'ISK') })}</p> : null}
      {balance <= 0 ? (
        <p className={ui.actions}>
          <a className={ui.button} href={checkinPath('contract', locale)}>
            {t('continue')}
          </a>
        </p>
      ) : null}
    </CheckInFrame>
  );
}
