import ui from '@web/components/booking/ui/booking.module.css';
import styles from '@web/features/checkin/checkin.module.css';
import { loadCheckIn, readyToSign } from '@web/features/checkin/data.ts';
import { CheckInFrame } from '@web/features/checkin/frame/CheckInFrame.tsx';
import { checkinPath } from '@web/features/checkin/paths.ts';
import { checkInWhen } from '@web/features/checkin/when.ts';
import { localizePath } from '@web/lib/paths.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

/** What check-in needs and how long it takes, where the visitor is, or why it is not open. */
export async function CheckInStartPage({ params }: { params: Promise<SiteParams> }) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const [t, checkIn] = await Promise.all([
    getTranslations({ locale, namespace: 'checkin' }),
    loadCheckIn(tenant, locale),
  ]);
  if (!checkIn) redirect(localizePath('/reservation/find/', locale));
  const { reservation, status } = checkIn;
  if (status.steps.signature) redirect(checkinPath('signature', locale));
  const format = (iso: string) => checkInWhen(iso, locale);
  const pickupTitle =
    (reservation.pickupLocation as { title?: string } | undefined)?.title ?? reservation.pickupLocationId;
  const drivers = 1 + reservation.extraDrivers.length;
  const started = status.steps.details || status.steps.licenceFront || status.steps.licenceBack;
  const steps = [
    { key: 'details', done: readyToSign(status) },
    { key: 'payment', done: status.steps.payment },
    { key: 'signature', done: status.steps.signature },
  ] as const;
  return (
    <CheckInFrame locale={locale} step="start" title={t('start.title')} reference={reservation.reference}>
      <p>{t('start.pickup', { location: pickupTitle, when: format(reservation.pickupAt) })}</p>
      {status.window === 'not_yet_open' ? (
        <div className={ui.notice} role="status" data-window="not_yet_open">
          <p>{t('start.notYetOpen', { when: format(status.opensAt), hours: 168 })}</p>
        </div>
      ) : status.window === 'closed' ? (
        <div className={ui.notice} role="status" data-window="closed">
          <p>
            {reservation.status === 'confirmed' || reservation.status === 'checked_in'
              ? t('start.closedPickup')
              : t('start.closedStatus')}
          </p>
        </div>
      ) : (
        <>
          <section className={ui.card} aria-labelledby="needed">
            <h2 id="needed" className={ui.cardTitle}>
              {t('start.neededTitle')}
            </h2>
            <ul>
              <li>{t('start.neededLicence', { count: drivers })}</li>
              <li>{t('start.neededPhone')}</li>
              {reservation.balance > 0 ? <li>{t('start.neededCard')}</li> : null}
            </ul>
            <p className={ui.muted}>{t('start.duration', { minutes: 5 })}</p>
          </section>
          <section aria-labelledby="progress" className={ui.spaceAbove}>
            <h2 id="progress" className={ui.cardTitle}>
              {t('start.progressTitle')}
            </h2>
            <ul className={styles.checklist}>
              {steps.map((s) => (
                <li key={s.key} data-done={s.done}>
                  {t(`start.progress.${s.key}`)}
                  <span className="visually-hidden">{s.done ? t('start.done') : t('start.todo')}</span>
                </li>
              ))}
            </ul>
          </section>
          <p className={ui.notice} data-testid="checkin-locks-changes">
            {t('start.locksChanges')}
          </p>
          <p className={ui.actions}>
            <a className={ui.button} href={checkinPath('details', locale)}>
              {started ? t('start.continue') : t('start.begin')}
            </a>
          </p>
        </>
      )}
      <p>
        <a href={localizePath('/reservation/', locale)}>{t('backToReservation')}</a>
      </p>
    </CheckInFrame>
  );
}
