import { changeOutcome, formatPrice, parseSearchQuery, todayInReykjavik } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import { BookingSearch } from '@web/features/booking/search/BookingSearch.tsx';
import { loadSearchContent } from '@web/features/booking/search/content.ts';
import { actionPageContext } from '@web/features/reservation/action-page.ts';
import { ReservationFrame } from '@web/features/reservation/frame/ReservationFrame.tsx';
import { SubmitButton } from '@web/features/reservation/frame/SubmitButton.tsx';
import { termsOf, whenText } from '@web/features/reservation/page.ts';
import styles from '@web/features/reservation/reservation.module.css';
import { asVisitor } from '@web/features/reservation/session.ts';
import { confirmTerms } from '@web/features/reservation/terms/action.ts';
import { formatWhen } from '@web/lib/booking/page-data.ts';
import { localizePath } from '@web/lib/paths.ts';
import type { SiteParams } from '@web/lib/request-context.ts';
import { getTranslations } from 'next-intl/server';

const TERMS_ERRORS: Record<string, string> = {
  terms_locked: 'termsLocked',
  invalid_period: 'invalidPeriod',
  pickup_in_past: 'invalidPeriod',
  rental_too_short: 'tooShort',
  rental_too_long: 'tooLong',
  beyond_booking_horizon: 'beyondHorizon',
  pickup_closed: 'closed',
  return_closed: 'closed',
  pickup_time_unavailable: 'closed',
  return_time_unavailable: 'closed',
  self_service_too_soon: 'selfServiceTooSoon',
  vehicle_unavailable: 'unavailable',
  concurrent_change: 'concurrent',
  payment_open: 'paymentOpen',
};

/**
 * Change dates, times and locations with the booking flow's search panel and calendar. The
 * panel's Update comes back here with the new terms; the service re-quotes them (a dry run) and
 * the difference to pay or to be refunded is shown before the visitor confirms.
 */
export async function EditTermsPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tenant, locale, reservation, now, state, tc, tActions } = await actionPageContext(
    params,
    'editTerms',
  );
  const [t, content, query] = await Promise.all([
    getTranslations({ locale, namespace: 'reservation.terms' }),
    loadSearchContent(tenant, locale),
    searchParams,
  ]);
  const current = termsOf(reservation);
  if (!state.open) {
    return (
      <ReservationFrame locale={locale} title={t('title')} backLabel={tc('back')} narrow route="editTerms">
        <div className={ui.notice} role="status" data-testid="terms-closed">
          {state.reason === 'termsLocked'
            ? tActions('closed.termsLocked', { date: whenText(state.at ?? now, locale) })
            : tActions(`closed.${state.reason ?? 'status'}`)}
        </div>
      </ReservationFrame>
    );
  }

  const asked = query.pickupLocation !== undefined || query.pickupDate !== undefined;
  const parsed = asked
    ? parseSearchQuery(query, {
        today: todayInReykjavik(),
        locations: content.locations,
        rules: content.rules,
        locale,
      })
    : null;
  const wanted = parsed?.ok
    ? {
        pickupLocationId: parsed.search.pickupLocationId,
        returnLocationId: parsed.search.returnLocationId,
        pickupDate: parsed.search.pickupDate,
        pickupTime: parsed.search.pickupTime,
        returnDate: parsed.search.returnDate,
        returnTime: parsed.search.returnTime,
      }
    : null;
  const unchanged = wanted !== null && JSON.stringify(wanted) === JSON.stringify(current);
  const quote =
    wanted && !unchanged ? await (await asVisitor(tenant)).changeTerms({ ...wanted, dryRun: true }) : null;
  const quoted = quote?.ok && quote.status === 200 ? quote.data : null;
  const quoteError = quote && !quoted ? (quote.ok ? undefined : quote.error.code) : undefined;
  const failed = typeof query.error === 'string' ? query.error : quoteError;
  const errorKey = failed ? (TERMS_ERRORS[failed] ?? 'failed') : null;
  const outcome = quoted ? changeOutcome(quoted.difference, reservation.balance) : null;
  const place = (id: string) => content.locations.find((l) => l.id === id)?.title ?? id;
  const legText = (terms: typeof current) =>
    `${place(terms.pickupLocationId)} → ${place(terms.returnLocationId)}`;
  const whenOf = (date: string, time: string) => formatWhen(date, time, locale);

  return (
    <ReservationFrame locale={locale} title={t('title')} backLabel={tc('back')} route="editTerms">
      <p className={ui.lead}>{t('lead', { date: whenText(state.at ?? now, locale) })}</p>
      <BookingSearch
        tenant={tenant}
        locale={locale}
        mode="detail"
        initial={wanted ?? current}
        targetPath="/reservation/edit/terms/"
      />
      <div className={ui.spaceAbove}>
        {parsed && !parsed.ok ? (
          <div className={ui.alert} role="alert" data-error="search">
            <ul>
              {parsed.issues.map((issue) => (
                <li key={`${issue.field}-${issue.code}`}>{issue.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {errorKey ? (
          <div className={ui.alert} role="alert" data-error={failed}>
            {t(`errors.${errorKey}`)}
          </div>
        ) : null}
        {unchanged ? (
          <p className={ui.notice} role="status">
            {t('unchanged')}
          </p>
        ) : null}
        {wanted && quoted && outcome ? (
          <form action={confirmTerms} className={`${ui.card} ${styles.form}`} data-testid="terms-review">
            <input type="hidden" name="locale" value={locale} />
            {Object.entries(wanted).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <h2 className={ui.cardTitle}>{t('reviewTitle')}</h2>
            <div className={styles.compare}>
              <div>
                <h3 className={`${ui.small} ${ui.muted}`}>{t('now')}</h3>
                <p>{legText(current)}</p>
                <p>
                  {whenOf(current.pickupDate, current.pickupTime)}
                  <br />→ {whenOf(current.returnDate, current.returnTime)}
                </p>
                <p>{t('total', { amount: formatPrice(reservation.total, 'ISK') })}</p>
              </div>
              <div data-testid="terms-new">
                <h3 className={`${ui.small} ${ui.muted}`}>{t('new')}</h3>
                <p>{legText(wanted)}</p>
                <p>
                  {whenOf(wanted.pickupDate, wanted.pickupTime)}
                  <br />→ {whenOf(wanted.returnDate, wanted.returnTime)}
                </p>
                <p>{t('total', { amount: formatPrice(quoted.price.total, 'ISK') })}</p>
              </div>
            </div>
            <p className={styles.big} data-testid="terms-difference" data-difference={outcome.difference}>
              {outcome.payNow > 0
                ? t('payMore', { amount: formatPrice(outcome.payNow, 'ISK') })
                : outcome.refundNow > 0
                  ? t('refundNow', { amount: formatPrice(outcome.refundNow, 'ISK') })
                  : outcome.difference < 0
                    ? t('balanceDown', { amount: formatPrice(-outcome.difference, 'ISK') })
                    : t('noDifference')}
            </p>
            {outcome.payNow > 0 ? <p className={ui.muted}>{t('payMoreHint')}</p> : null}
            <div className={ui.actions}>
              <a className={ui.buttonGhost} href={localizePath('/reservation/edit/terms/', locale)}>
                {t('startOver')}
              </a>
              <SubmitButton
                label={outcome.payNow > 0 ? t('confirmAndPay') : t('confirm')}
                busyLabel={tc('working')}
                testId="terms-confirm"
              />
            </div>
          </form>
        ) : null}
      </div>
    </ReservationFrame>
  );
}
