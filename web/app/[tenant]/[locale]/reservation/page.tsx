import {
  cancellationTerms,
  formatPrice,
  type Locale,
  operatingHoursOn,
  reservationActions,
  selfServiceHoursOn,
} from '@domain';
import { PrintButton } from '@web/components/booking/contract/PrintButton.tsx';
import { DisplayPrices } from '@web/components/booking/price/DisplayPrices.tsx';
import { ChargedInIsk, Price } from '@web/components/booking/price/PriceContext.tsx';
import ui from '@web/components/booking/ui/booking.module.css';
import { routeMetadata } from '@web/components/RoutePage.tsx';
import { ActionList } from '@web/components/reservation/ActionList.tsx';
import { ReservationFrame } from '@web/components/reservation/ReservationFrame.tsx';
import styles from '@web/components/reservation/reservation.module.css';
import { SubmitButton } from '@web/components/reservation/SubmitButton.tsx';
import { loadSearchContent, type SearchLocation } from '@web/features/booking/search/content.ts';
import { InspectionCard } from '@web/features/inspection/card/InspectionCard.tsx';
import { summaryLabels } from '@web/lib/booking/page-data.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { signOut } from '@web/lib/reservation/actions.ts';
import { factsOf, loadCatalogue, loadPayments, loadVehicle, policyOf } from '@web/lib/reservation/data.ts';
import { icelandParts, requireReservation, whenText } from '@web/lib/reservation/page.ts';
import { getTranslations, setRequestLocale } from 'next-intl/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('reservation');

const DONE = ['cancelled', 'refund', 'changed', 'refunded', 'paid', 'details', 'options'] as const;

const personName = (p: { firstName?: string; lastName?: string } | null | undefined) =>
  [p?.firstName, p?.lastName].filter(Boolean).join(' ');

/**
 * The overview: status, what was booked and where (with the desks' hours on those days), drivers,
 * options, money, documents and every action, open or closed by the brand's policy clocks.
 */
export default async function ReservationPage({
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
  const locationOf = (id: string) => content.locations.find((l) => l.id === id);
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
          <section className={ui.card} aria-labelledby="trip">
            <h2 id="trip" className={ui.cardTitle}>
              {t('trip')}
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>{labels.vehicle}</dt>
                <dd data-testid="vehicle">
                  {vehicle?.name ?? reservation.classId}{' '}
                  <span className={ui.muted}>
                    {vehicle?.orSimilar ? labels.orSimilar : labels.guaranteed}
                  </span>
                </dd>
              </div>
              <Leg
                label={labels.pickup}
                at={reservation.pickupAt}
                location={locationOf(reservation.pickupLocationId)}
                fallback={reservation.pickupLocation?.title ?? reservation.pickupLocationId}
                address={reservation.pickupLocation?.address}
                locale={locale}
                rules={content.rules}
                hoursLabel={(from, to) => t('hours', { from, to })}
                closedLabel={t('closedThatDay')}
                selfServiceLabel={(from, to) => t('selfServiceHours', { from, to })}
                testId="pickup"
              />
              <Leg
                label={labels.return}
                at={reservation.returnAt}
                location={locationOf(reservation.returnLocationId)}
                fallback={reservation.returnLocation?.title ?? reservation.returnLocationId}
                address={reservation.returnLocation?.address}
                locale={locale}
                rules={content.rules}
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
        </div>

        <div className={`${styles.stack} ${styles.areaSide}`}>
          {showCar && car ? (
            <section className={ui.card} aria-labelledby="car" data-testid="reservation-car">
              <h2 id="car" className={ui.cardTitle}>
                {tCar('title')}
              </h2>
              {car.plate ? (
                <p>
                  {tCar('plate')}: <strong data-testid="car-plate">{car.plate}</strong>
                </p>
              ) : (
                <p>{tCar('plateLater')}</p>
              )}
              {car.instructions ? (
                <div>
                  <h3>{tCar('instructions')}</h3>
                  <p className={styles.preLine} data-testid="car-instructions">
                    {car.instructions}
                  </p>
                </div>
              ) : null}
              {car.keyCodeState === 'released' && car.keyCode ? (
                <p>
                  {tCar('code')}: <strong data-testid="car-key-code">{car.keyCode}</strong>
                </p>
              ) : null}
              {car.keyCodeState === 'not_yet' ? (
                <p>{tCar('codeNotYet', { time: whenText(car.releaseAt, locale) })}</p>
              ) : null}
              {car.keyCodeState === 'not_checked_in' ? (
                <p>{tCar('codeCheckIn', { time: whenText(car.releaseAt, locale) })}</p>
              ) : null}
              {car.keyCodeState !== 'no_code' ? <p>{tCar('codeNote')}</p> : null}
            </section>
          ) : null}
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
          <section className={`${ui.card} ${styles.noPrint}`} aria-labelledby="documents">
            <h2 id="documents" className={ui.cardTitle}>
              {t('documents')}
            </h2>
            <ul className={ui.linkList}>
              {reservation.status === 'checked_in' ? (
                <li>
                  <a
                    className={ui.buttonSecondary}
                    href="/functions/v1/reservation/checkin/contract.pdf"
                    download
                  >
                    {t('contract')}
                  </a>
                </li>
              ) : null}
              {['pending_payment', 'confirmed', 'completed'].includes(reservation.status) ? (
                <li>
                  <a
                    className={ui.buttonSecondary}
                    href={`/functions/v1/reservation/contract.pdf?locale=${locale}`}
                    download
                  >
                    {t('agreement')}
                  </a>
                </li>
              ) : null}
              {['pending_payment', 'confirmed', 'checked_in', 'completed'].includes(reservation.status) ? (
                <li>
                  <a className={ui.buttonSecondary} href="/functions/v1/reservation/calendar.ics" download>
                    {t('calendar')}
                  </a>
                </li>
              ) : null}
              <li>
                <PrintButton label={t('receipt')} />
              </li>
            </ul>
          </section>
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

          <section className={ui.card} aria-labelledby="money">
            <h2 id="money" className={ui.cardTitle}>
              {t('price')}
            </h2>
            {/* In the currency the header names, as the booking steps show it; charged in ISK. */}
            <DisplayPrices tenant={tenant} locale={locale}>
              <dl className={styles.money}>
                {reservation.price.lines
                  .filter((line) => !['due_now', 'pay_at_pickup'].includes(line.code))
                  .map((line) => (
                    <div key={line.code} data-code={line.code} data-strong={line.code === 'total'}>
                      <dt>{labels.lines[line.code] ?? line.label}</dt>
                      <dd>
                        <Price isk={line.amount} />
                      </dd>
                    </div>
                  ))}
                <div data-code="paid">
                  <dt>{t('paid')}</dt>
                  <dd data-testid="paid">
                    <Price isk={netPaid} />
                  </dd>
                </div>
                <div data-code="balance" data-strong="true">
                  <dt>{t('balance')}</dt>
                  <dd data-testid="balance">
                    <Price isk={Math.max(0, reservation.balance)} />
                  </dd>
                </div>
              </dl>
              <ChargedInIsk
                className={`${ui.small} ${ui.muted}`}
                label={t('chargedInIsk', { amount: '{amount}' })}
                isk={reservation.price.total}
              />
            </DisplayPrices>
            {payments.length ? (
              <>
                <h3 className={`${ui.cardTitle} ${ui.spaceAbove}`}>{t('payments')}</h3>
                <ul className={styles.plainList} data-testid="payments">
                  {payments.map((p) => (
                    <li key={p.id} data-status={p.status}>
                      {whenText(p.createdAt, locale)}: {p.kind === 'refund' ? t('refund') : t('payment')}{' '}
                      {formatPrice(p.amount, 'ISK')} · {t(`paymentStatus.${paymentStatus(p.status)}`)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        </div>
      </div>
    </ReservationFrame>
  );
}

function paymentStatus(status: string): 'succeeded' | 'pending' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'cancelled' || status === 'expired') return 'failed';
  return 'pending';
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
