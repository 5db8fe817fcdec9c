import { cancellationTerms, reservationActions } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import { loadSearchContent } from '@web/features/booking/search/content.ts';
import { InspectionCard } from '@web/features/inspection/card/InspectionCard.tsx';
import {
  factsOf,
  loadCatalogue,
  loadPayments,
  loadVehicle,
  policyOf,
} from '@web/features/reservation/data.ts';
import { ReservationFrame } from '@web/features/reservation/frame/ReservationFrame.tsx';
import { SubmitButton } from '@web/features/reservation/frame/SubmitButton.tsx';
import { ActionList } from '@web/features/reservation/overview/ActionList.tsx';
import { signOut } from '@web/features/reservation/overview/action.ts';
import { CarCard } from '@web/features/reservation/overview/CarCard.tsx';
import { DocumentsCard } from '@web/features/reservation/overview/DocumentsCard.tsx';
import { MoneyCard } from '@web/features/reservation/overview/MoneyCard.tsx';
import { TripCard } from '@web/features/reservation/overview/TripCard.tsx';
import { requireReservation } from '@web/features/reservation/page.ts';
import styles from '@web/features/reservation/reservation.module.css';
import { summaryLabels } from '@web/lib/booking/page-data.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { getTranslations, setRequestLocale } from 'next-intl/server';

const DONE = ['cancelled', 'refund', 'changed', 'refunded', 'paid', 'details', 'options'] as const;

const personName = (p: { firstName?: string; lastName?: string } | null | undefined) =>
  [p?.firstName, p?.lastName].filter(Boolean).join(' ');

/**
 * The overview: status, what was booked and where (with the desks' hours on those days), drivers,
 * options, money, documents and every action, open or closed by the brand's policy clocks.
 */
export async function ReservationPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const reservation = await requireReservation(tenant, locale);
  const [t, labels, content, catalogue, payments, query, car] = await Promise.all([
    getTranslations({ locale, namespace: 'reservation.overview' }),
    summaryLabels(locale, tenant),
    loadSearchContent(tenant, locale),
    loadCatalogue(tenant, locale),
    loadPayments(tenant),
    searchParams,
    loadVehicle(tenant, locale),
  ]);
  const [tStatus, tCar] = await Promise.all([
    getTranslations({ locale, namespace: 'reservation.status' }),
    getTranslations({ locale, namespace: 'reservation.car' }),
  ]);
  // The car card: a plate, instructions or a code to come; nothing for a closed reservation.
  const showCar =
    car !== null &&
    car.keyCodeState !== 'closed' &&
    (car.plate || car.instructions || car.keyCodeState !== 'no_code');
  const now = new Date();
  const policy = policyOf(catalogue);
  const facts = factsOf(reservation);
  const actions = reservationActions(policy, facts, now);
  const free = cancellationTerms(policy, facts, now).kind === 'free';
  const done = DONE.find((d) => d === query.done);
  const vehicle = reservation.vehicle ?? catalogue?.vehicles.find((v) => v.id === reservation.classId);
  const options = reservation.options as {
    insurancePackageId?: string;
    insuranceAddons?: string[];
    extras?: { id: string; quantity: number }[];
    extraDrivers?: number;
  } | null;
  const insurance = [options?.insurancePackageId, ...(options?.insuranceAddons ?? [])]
    .map((id) => {
      const found = catalogue?.insurance.find((i) => i.id === id);
      return found ? found.name : null;
    })
    .filter((name): name is string => Boolean(name));
  const extras = (options?.extras ?? [])
    .filter((e) => e.quantity > 0)
    .map((e) => {
      const name = catalogue?.extras.find((x) => x.id === e.id)?.name ?? e.id;
      return e.quantity > 1 ? `${name} × ${e.quantity}` : name;
    });
  const netPaid = facts.netPaid;
  const drivers = [
    reservation.mainDriver && reservation.mainDriver.isCustomer !== 'Yes'
      ? personName(reservation.mainDriver)
      : personName(reservation.customer),
    ...reservation.extraDrivers.map(personName),
  ].filter(Boolean);

  return (
    <ReservationFrame locale={locale} title={t('title')} route="reservation">
      {done ? (
        <div className={ui.success} role="status" data-done={done}>
          {t(`done.${done}`)}
        </div>
      ) : null}
      <div className={styles.head}>
        <p className={styles.reference}>
          <span className="visually-hidden">{t('reference')}: </span>
          <span data-testid="reservation-reference">{reservation.reference}</span>
        </p>
        <span className={styles.status} data-status={reservation.status} data-testid="reservation-status">
          {tStatus(reservation.status)}
        </span>
      </div>
      {reservation.status === 'refund_requested' && reservation.refundReason ? (
        <p className={ui.notice}>{t('refundPending', { reason: reservation.refundReason })}</p>
      ) : null}
      <div className={styles.grid}>
        <div className={`${styles.stack} ${styles.areaTrip}`}>
          <TripCard
            reservation={reservation}
            vehicle={vehicle}
            labels={labels}
            locations={content.locations}
            rules={content.rules}
            locale={locale}
            t={t}
          />
        </div>

        <div className={`${styles.stack} ${styles.areaSide}`}>
          {showCar && car ? <CarCard car={car} locale={locale} t={tCar} /> : null}
          {['checked_in', 'completed'].includes(reservation.status) ? (
            <InspectionCard tenant={tenant} locale={locale} />
          ) : null}
          <section className={ui.card} aria-labelledby="what-now">
            <h2 id="what-now" className={ui.cardTitle}>
              {t('actions')}
            </h2>
            <ActionList
              actions={actions}
              locale={locale}
              freeCancellation={free}
              status={reservation.status}
            />
          </section>
          <DocumentsCard status={reservation.status} locale={locale} t={t} />
          <form action={signOut} className={styles.noPrint}>
            <input type="hidden" name="locale" value={locale} />
            <SubmitButton label={t('signOut')} busyLabel={t('signingOut')} variant="secondary" />
          </form>
        </div>
        <div className={`${styles.stack} ${styles.areaDetails}`}>
          <section className={ui.card} aria-labelledby="drivers">
            <h2 id="drivers" className={ui.cardTitle}>
              {t('drivers')}
            </h2>
            <ul className={styles.plainList}>
              {drivers.map((name, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; two drivers may share a name
                <li key={`${name}-${i}`}>{name}</li>
              ))}
            </ul>
            <p className={`${ui.small} ${ui.muted}`}>
              {t('contact', {
                email: reservation.customer.email ?? '',
                phone: reservation.customer.phone ?? '',
              })}
            </p>
          </section>

          <section className={ui.card} aria-labelledby="options">
            <h2 id="options" className={ui.cardTitle}>
              {t('options')}
            </h2>
            {insurance.length + extras.length === 0 ? (
              <p className={ui.muted}>{t('noOptions')}</p>
            ) : (
              <ul className={styles.plainList}>
                {[...insurance, ...extras].map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            )}
          </section>

          <MoneyCard
            tenant={tenant}
            locale={locale}
            price={reservation.price}
            netPaid={netPaid}
            balance={reservation.balance}
            payments={payments}
            lineLabels={labels.lines}
            t={t}
          />
        </div>
      </div>
    </ReservationFrame>
  );
}
