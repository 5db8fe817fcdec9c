import { type Locale, operatingHoursOn, selfServiceHoursOn } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import type { SearchLocation } from '@web/features/booking/search/content.ts';
import type { SummaryLabels } from '@web/features/booking/summary/SummaryPanel.tsx';
import { icelandParts, whenText } from '@web/features/reservation/page.ts';
import styles from '@web/features/reservation/reservation.module.css';
import type { Reservation } from '@web/features/reservation/session.ts';
import type { Translate } from './translate.ts';

type Rules = { highSeason: Parameters<typeof operatingHoursOn>[2]; tenantSelfService: boolean };

/** What was booked and where: the vehicle, both legs with the desks' hours on those days, self-service. */
export function TripCard({
  reservation,
  vehicle,
  labels,
  locations,
  rules,
  locale,
  t,
}: {
  reservation: Reservation;
  vehicle: { name: string; orSimilar?: boolean } | undefined;
  labels: SummaryLabels;
  locations: SearchLocation[];
  rules: Rules;
  locale: Locale;
  t: Translate;
}) {
  return (
    <section className={ui.card} aria-labelledby="trip">
      <h2 id="trip" className={ui.cardTitle}>
        {t('trip')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.vehicle}</dt>
          <dd data-testid="vehicle">
            {vehicle?.name ?? reservation.classId}{' '}
            <span className={ui.muted}>{vehicle?.orSimilar ? labels.orSimilar : labels.guaranteed}</span>
          </dd>
        </div>
        <Leg
          label={labels.pickup}
          at={reservation.pickupAt}
          location={locations.find((l) => l.id === reservation.pickupLocationId)}
          fallback={reservation.pickupLocation?.title ?? reservation.pickupLocationId}
          address={reservation.pickupLocation?.address}
          locale={locale}
          rules={rules}
          hoursLabel={(from, to) => t('hours', { from, to })}
          closedLabel={t('closedThatDay')}
          selfServiceLabel={(from, to) => t('selfServiceHours', { from, to })}
          testId="pickup"
        />
        <Leg
          label={labels.return}
          at={reservation.returnAt}
          location={locations.find((l) => l.id === reservation.returnLocationId)}
          fallback={reservation.returnLocation?.title ?? reservation.returnLocationId}
          address={reservation.returnLocation?.address}
          locale={locale}
          rules={rules}
          hoursLabel={(from, to) => t('hours', { from, to })}
          closedLabel={t('closedThatDay')}
          selfServiceLabel={(from, to) => t('selfServiceHours', { from, to })}
          testId="return"
        />
      </dl>
      <p className={`${ui.small} ${ui.muted}`}>{t('timesNote')}</p>
      {reservation.selfService ? (
        <div className={ui.notice} data-testid="self-service">
          <h3 className={ui.cardTitle}>{t('selfServiceTitle')}</h3>
          <p>{t('selfServiceText')}</p>
        </div>
      ) : null}
    </section>
  );
}

function Leg({
  label,
  at,
  location,
  fallback,
  address,
  locale,
  rules,
  hoursLabel,
  closedLabel,
  selfServiceLabel,
  testId,
}: {
  label: string;
  at: string;
  location: SearchLocation | undefined;
  fallback: string;
  address: string | undefined;
  locale: Locale;
  rules: { highSeason: Parameters<typeof operatingHoursOn>[2]; tenantSelfService: boolean };
  hoursLabel: (from: string, to: string) => string;
  closedLabel: string;
  selfServiceLabel: (from: string, to: string) => string;
  testId: string;
}) {
  const { date } = icelandParts(at);
  const hours = location ? operatingHoursOn(location, date, rules.highSeason) : null;
  const selfService = location ? selfServiceHoursOn(location, date, rules.tenantSelfService) : null;
  const street = location?.address
    ? [
        location.address.street,
        [location.address.postalCode, location.address.city].filter(Boolean).join(' '),
      ]
        .filter(Boolean)
        .join(', ')
    : address;
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.when}>{whenText(at, locale)}</span>
        {location?.title ?? fallback}
        {street ? <span className={styles.hours}>{street}</span> : null}
        {location ? (
          <span className={styles.hours} data-testid={`${testId}-hours`}>
            {hours ? hoursLabel(hours.from, hours.to) : closedLabel}
            {selfService ? ` · ${selfServiceLabel(selfService.from, selfService.to)}` : ''}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
