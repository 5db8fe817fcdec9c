/**
 * The return report as a page: pickup and return photos side by side, the figures, the marked
 * damage, and the PDF (the same report, in the reservation's language) to download.
 */
import { distanceDriven, fuelDifference, fuelText, type Locale, type Tenant } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import shots from '@web/components/photo-capture/photo.module.css';
import { ReservationFrame } from '@web/features/reservation/frame/ReservationFrame.tsx';
import { requireReservation, whenText } from '@web/features/reservation/page.ts';
import { localizePath } from '@web/lib/paths.ts';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadInspection } from '../data.ts';
import styles from '../inspection.module.css';
import { INSPECTION_VIEWS, photoUrl, REPORT_PDF_URL, type StageState } from '../model.ts';

export async function ReportView({ tenant, locale }: { tenant: Tenant; locale: Locale }) {
  const [reservation, overview, t] = await Promise.all([
    requireReservation(tenant, locale),
    loadInspection(tenant),
    getTranslations({ locale, namespace: 'inspection' }),
  ]);
  if (!overview) redirect(localizePath('/reservation/', locale));
  const { pickup, return: back } = overview;
  const km = (value: number | null) =>
    value === null ? t('report.notRecorded') : t('report.km', { value: value.toLocaleString(locale) });
  const fuel = (value: number | null) => (value === null ? t('report.notRecorded') : fuelText(value));
  const driven = distanceDriven(pickup.mileageKm, back.mileageKm);
  const difference = fuelDifference(pickup.fuelEighths, back.fuelEighths);
  const signed = (n: number) => (n > 0 ? `+${n}/8` : n < 0 ? `−${-n}/8` : '0');
  const photo = (stage: StageState, view: (typeof INSPECTION_VIEWS)[number], title: string) => {
    const taken = stage.photos.find((p) => p.view === view);
    const label = stage.stage === 'pickup' ? t('report.pickup') : t('report.return');
    return (
      <figure>
        {taken ? (
          // biome-ignore lint/performance/noImgElement: a private, no-store photo of this session, never optimised
          <img src={photoUrl(stage.stage, view)} alt={`${title} – ${label}`} loading="lazy" />
        ) : (
          <div className={shots.photoEmpty}>{t('report.notRecorded')}</div>
        )}
        <figcaption>
          {label}
          {taken ? ` · ${t('report.takenAt', { time: whenText(taken.takenAt, locale) })}` : ''}
        </figcaption>
      </figure>
    );
  };

  return (
    <ReservationFrame
      locale={locale}
      title={t('report.title')}
      backLabel={t('back')}
      route="inspection-report"
      narrow
    >
      <p className={ui.muted}>
        {t('reference')}: <strong>{reservation.reference}</strong>
      </p>
      {!overview.report.ready ? (
        <p className={ui.notice} data-testid="report-not-ready">
          {t('report.notReady')}
        </p>
      ) : (
        <div className={styles.flow} data-testid="return-report">
          <p className={ui.lead}>{t('report.lead')}</p>
          <section className={ui.card} aria-labelledby="report-figures">
            <h2 id="report-figures" className={ui.cardTitle}>
              {t('report.mileage')} · {t('report.fuel')}
            </h2>
            <dl className={styles.figures}>
              <dt>
                {t('report.mileage')} – {t('report.pickup')}
              </dt>
              <dd>{km(pickup.mileageKm)}</dd>
              <dt>
                {t('report.mileage')} – {t('report.return')}
              </dt>
              <dd>{km(back.mileageKm)}</dd>
              <dt>{t('report.driven')}</dt>
              <dd data-testid="report-driven">
                {driven === null
                  ? t('report.notRecorded')
                  : t('report.km', { value: driven.toLocaleString(locale) })}
              </dd>
              <dt>
                {t('report.fuel')} – {t('report.pickup')}
              </dt>
              <dd>{fuel(pickup.fuelEighths)}</dd>
              <dt>
                {t('report.fuel')} – {t('report.return')}
              </dt>
              <dd>{fuel(back.fuelEighths)}</dd>
              <dt>{t('report.fuelDifference')}</dt>
              <dd data-testid="report-fuel">
                {difference === null ? t('report.notRecorded') : signed(difference)}
              </dd>
            </dl>
            <p className={`${ui.small} ${ui.muted}`}>{t('report.timesNote')}</p>
            <p>
              <a className={ui.button} href={REPORT_PDF_URL} download data-testid="report-pdf">
                {t('report.download')}
              </a>
            </p>
            {overview.report.mailedAt ? <p className={ui.hint}>{t('report.mailed')}</p> : null}
          </section>
          <section className={ui.card} aria-labelledby="report-photos">
            <h2 id="report-photos" className={ui.cardTitle}>
              {t('photosTitle')}
            </h2>
            <ul className={styles.compare}>
              {INSPECTION_VIEWS.map((view) => {
                const title = t(`views.${view}.title`);
                return (
                  <li key={view}>
                    <h3 className={styles.photoTitle}>{title}</h3>
                    <div className={styles.pair}>
                      {photo(pickup, view, title)}
                      {photo(back, view, title)}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
          <section className={ui.card} aria-labelledby="report-damage">
            <h2 id="report-damage" className={ui.cardTitle}>
              {t('report.damage')}
            </h2>
            {[pickup, back].map((stage) => (
              <div key={stage.stage}>
                <h3 className={styles.photoTitle}>
                  {stage.stage === 'pickup' ? t('report.pickup') : t('report.return')}
                </h3>
                {stage.damage.length === 0 ? (
                  <p className={ui.muted}>{t('report.noDamage')}</p>
                ) : (
                  <ol>
                    {stage.damage.map((mark, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: marks are numbered in the order they were placed
                      <li key={i}>{mark.note}</li>
                    ))}
                  </ol>
                )}
              </div>
            ))}
          </section>
        </div>
      )}
    </ReservationFrame>
  );
}
