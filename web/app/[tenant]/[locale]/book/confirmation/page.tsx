import { dateTimeFormat, formatPrice, intlLocale, policyDeadlines, TIME_ZONE } from '@domain';
import { PrintButton } from '@web/components/booking/contract/PrintButton.tsx';
import { AutoRefresh } from '@web/components/booking/payment/AutoRefresh.tsx';
import ui from '@web/components/booking/ui/booking.module.css';
import { routeMetadata } from '@web/components/RoutePage.tsx';
import styles from '@web/features/booking/confirmation/confirmation.module.css';
import { FinishBooking } from '@web/features/booking/confirmation/FinishBooking.tsx';
import { BookingFrame } from '@web/features/booking/frame/BookingFrame.tsx';
import { loadSearchContent } from '@web/features/booking/search/content.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { loadReservation } from '@web/features/reservation/session.ts';
import { loadCatalogueIn } from '@web/lib/booking/catalogue.ts';
import { summaryLabels } from '@web/lib/booking/page-data.ts';
import { localizePath } from '@web/lib/paths.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('bookConfirmation');

/**
 * The Confirmation step: the reference, what was booked and paid, the way to manage it (the
 * reservation session was set when the booking was made), a calendar file and what comes next.
 */
export default async function ConfirmationPage({ params }: { params: Promise<SiteParams> }) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const [t, labels, content, catalogue, reservation] = await Promise.all([
    getTranslations({ locale, namespace: 'booking.confirmation' }),
    summaryLabels(locale, tenant),
    loadSearchContent(tenant, locale),
    loadCatalogueIn(tenant, locale),
    loadReservation(tenant, locale),
  ]);
  if (!reservation) redirect(localizePath('/reservation/find/', locale));
  if (reservation.status === 'cancelled') redirect(stepPath('vehicles', locale));
  const vehicle = catalogue?.vehicles.find((v) => v.id === reservation.classId);
  const place = (id: string) => content.locations.find((l) => l.id === id)?.title ?? id;
  const when = dateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  });
  // From this booking's own dates: a pickup tomorrow never gets a free cancellation that has passed.
  const policyHours = catalogue?.policy.freeCancellationHours ?? 0;
  const freeUntil = catalogue
    ? policyDeadlines(catalogue.policy, new Date(reservation.pickupAt), new Date(reservation.createdAt))
        .freeCancellationUntil
    : undefined;
  const pending = reservation.status === 'pending_payment';
  const paid = reservation.total - reservation.balance;
  return (
    <BookingFrame tenant={tenant} locale={locale} step="confirmation" title={t('title')}>
      {pending ? (
        <div className={ui.notice} role="status">
          <p>{t('pending')}</p>
          <AutoRefresh seconds={3} />
        </div>
      ) : (
        <>
          <FinishBooking tenant={tenant} usedCode={reservation.promoCode ?? null} />
          <div className={ui.success} role="status">
            <h2>{t('thanks', { name: reservation.customer.firstName ?? '' })}</h2>
            {reservation.customer.email ? <p>{t('email', { email: reservation.customer.email })}</p> : null}
          </div>
        </>
      )}
      <section className={`${ui.card} ${styles.ticket}`} aria-labelledby="booking-reference">
        <p className={styles.referenceLabel} id="booking-reference">
          {t('reference')}
        </p>
        <p className={styles.reference} data-testid="booking-reference">
          {reservation.reference}
        </p>
        <dl className={styles.facts}>
          {vehicle ? (
            <div>
              <dt>{labels.vehicle}</dt>
              <dd>
                {vehicle.name}{' '}
                <span className={ui.muted}>{vehicle.orSimilar ? labels.orSimilar : labels.guaranteed}</span>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{labels.pickup}</dt>
            <dd>
              {place(reservation.pickupLocationId)}
              <span className={styles.when}>{when.format(new Date(reservation.pickupAt))}</span>
            </dd>
          </div>
          <div>
            <dt>{labels.return}</dt>
            <dd>
              {place(reservation.returnLocationId)}
              <span className={styles.when}>{when.format(new Date(reservation.returnAt))}</span>
            </dd>
          </div>
        </dl>
        {reservation.price ? (
          <dl className={styles.money}>
            {reservation.price.lines
              .filter((line) => !['due_now', 'pay_at_pickup'].includes(line.code))
              .map((line) => (
                <div key={line.code} data-code={line.code}>
                  <dt>{labels.lines[line.code] ?? line.label}</dt>
                  <dd>{formatPrice(line.amount, 'ISK')}</dd>
                </div>
              ))}
            <div data-code="paid">
              <dt>{t('paid')}</dt>
              <dd>{formatPrice(paid, 'ISK')}</dd>
            </div>
            <div data-code="balance">
              <dt>{labels.payAtPickup}</dt>
              <dd>{formatPrice(reservation.balance, 'ISK')}</dd>
            </div>
          </dl>
        ) : null}
      </section>
      <ul className={ui.linkList}>
        <li>
          <a className={ui.button} href={localizePath('/reservation/', locale)}>
            {t('manage')}
          </a>
        </li>
        <li>
          <a className={ui.buttonSecondary} href="/functions/v1/reservation/calendar.ics" download>
            {t('calendar')}
          </a>
        </li>
        <li>
          <PrintButton label={t('print')} />
        </li>
      </ul>
      <section className={`${ui.card} ${ui.spaceAbove}`} aria-labelledby="next-steps">
        <h2 id="next-steps" className={ui.cardTitle}>
          {t('nextSteps')}
        </h2>
        <ul>
          <li>{t('checkin')}</li>
          {freeUntil === undefined ? null : (
            <li data-testid="cancellation-policy">
              {freeUntil
                ? t('cancellation', { date: when.format(freeUntil), hours: policyHours })
                : t('noFreeCancellation', { hours: policyHours })}
            </li>
          )}
        </ul>
        <a href={stepPath('vehicles', locale)}>{t('newBooking')}</a>
      </section>
    </BookingFrame>
  );
}
