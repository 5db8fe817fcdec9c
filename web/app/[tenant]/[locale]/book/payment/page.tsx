import { formatPrice } from '@domain';
import { AutoRefresh } from '@web/components/booking/payment/AutoRefresh.tsx';
import { paymentOutcome } from '@web/components/booking/payment/outcome.ts';
import ui from '@web/components/booking/ui/booking.module.css';
import { routeMetadata } from '@web/components/RoutePage.tsx';
import { bookingReads } from '@web/features/booking/client.ts';
import { BookingFrame } from '@web/features/booking/frame/BookingFrame.tsx';
import { requireStep } from '@web/features/booking/guard.ts';
import { retryPayment } from '@web/features/booking/payment/action.ts';
import { searchQuery } from '@web/features/booking/search/query.ts';
import { errorPath, stepPath } from '@web/features/booking/steps.ts';
import { BookingSummary } from '@web/features/booking/summary/BookingSummary.tsx';
import { reservationCookie } from '@web/features/reservation/session.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('bookPayment');

const HOLD_MINUTES = 30;

/**
 * Where the payment gateway sends the visitor back. The outcome is read from the booking service
 * (the gateway's signed callback has already reached it), never from the address: success goes on
 * to the confirmation, a decline explains itself and offers another try while the hold lasts.
 */
export default async function PaymentPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const { state } = await requireStep('payment', tenant, locale);
  const cookie = await reservationCookie();
  const reads = bookingReads({ tenant, cookie });
  const [t, tc, reservationResult, paymentsResult] = await Promise.all([
    getTranslations({ locale, namespace: 'booking.payment' }),
    getTranslations({ locale, namespace: 'booking.contract' }),
    reads.reservation(),
    reads.payments(),
  ]);
  const frame = {
    tenant,
    locale,
    step: 'contract' as const,
    title: t('title'),
    vehiclesQuery: searchQuery(state.search),
    summary: <BookingSummary tenant={tenant} locale={locale} state={state} />,
  };
  // The outcome could not be read even after retries: the charge may well have succeeded, so the
  // page keeps asking (never an error for a payment that went through).
  if (reservationResult.status >= 500 || paymentsResult.status >= 500) {
    return (
      <BookingFrame {...frame}>
        <div className={ui.notice} role="status" data-testid="payment-confirming">
          <p>{t('pending')}</p>
          <AutoRefresh seconds={3} />
        </div>
      </BookingFrame>
    );
  }
  const reservation = reservationResult.ok ? reservationResult.data.reservation : undefined;
  if (reservationResult.status !== 200 || !reservation || reservation.id !== state.reservation.id) {
    redirect(errorPath(locale, 'session_expired'));
  }
  if (reservation.status === 'confirmed' || reservation.status === 'checked_in')
    redirect(stepPath('confirmation', locale));
  if (reservation.status !== 'pending_payment') redirect(errorPath(locale, 'session_expired'));

  // The payment the gateway sent the visitor back about, else the latest one.
  const paymentId = typeof query.payment === 'string' ? query.payment : null;
  const namedResult = paymentId ? await reads.payment(paymentId) : null;
  const named = namedResult?.ok ? namedResult.data.payment : undefined;
  const payments = (paymentsResult.ok ? paymentsResult.data.payments : []).filter((p) => p.kind !== 'refund');
  const latest = named ?? payments.at(-1);
  const cancelled = query.status === 'cancelled';
  const { inFlight, failed, code } = paymentOutcome(latest, cancelled);
  const expiresAt = reservation.expiresAt
    ? Date.parse(reservation.expiresAt)
    : Date.parse(reservation.createdAt) + HOLD_MINUTES * 60_000;
  const minutesLeft = Math.max(0, Math.floor((expiresAt - Date.now()) / 60_000));

  return (
    <BookingFrame {...frame}>
      <p>
        {t('reference')}: <strong data-testid="reference">{reservation.reference}</strong>
      </p>
      {inFlight ? (
        <div className={ui.notice} role="status">
          <p>{t('pending')}</p>
          <AutoRefresh seconds={3} />
        </div>
      ) : null}
      {failed ? (
        <section className={ui.alert} role="alert" data-failure={code}>
          <h2>{t('failedTitle')}</h2>
          <p>{t(`codes.${code}`)}</p>
        </section>
      ) : null}
      <p className={ui.notice} data-testid="hold-left">
        {tc('holdLeft', { minutes: minutesLeft })}
      </p>
      <p>
        {tc('dueNow')}: <strong>{formatPrice(reservation.dueNow, 'ISK')}</strong>
      </p>
      <form action={retryPayment} className={ui.actions}>
        <input type="hidden" name="locale" value={locale} />
        <a className={ui.buttonGhost} href={stepPath('contract', locale)}>
          {t('backToContract')}
        </a>
        <button type="submit" className={ui.button}>
          {failed
            ? t('tryAgain', { amount: formatPrice(reservation.dueNow, 'ISK') })
            : tc('pay', { amount: formatPrice(reservation.dueNow, 'ISK') })}
        </button>
      </form>
    </BookingFrame>
  );
}
