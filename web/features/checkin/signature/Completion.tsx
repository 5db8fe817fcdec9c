import type { Locale } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import styles from '@web/features/checkin/checkin.module.css';
import { localizePath } from '@web/lib/paths.ts';
import { getTranslations } from 'next-intl/server';
import { checkInWhen } from '../when.ts';

/**
 * The end of check-in: the signed agreement to download and, for a self-service pickup, how to
 * take the keys from the key box.
 */
export async function Completion({
  locale,
  reference,
  pdfUrl,
  selfService,
  pickup,
  showOverview,
}: {
  locale: Locale;
  reference: string;
  pdfUrl: string;
  selfService: boolean;
  pickup: { title: string; address: string; at: string };
  showOverview: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'checkin.done' });
  const when = checkInWhen(pickup.at, locale);
  return (
    <div data-testid="checkin-complete">
      <div className={ui.success} role="status">
        <h2>{t('title')}</h2>
        <p>{t('intro', { reference })}</p>
      </div>
      <p className={ui.actions}>
        <a className={ui.button} href={pdfUrl} download data-testid="signed-pdf">
          {t('download')}
        </a>
      </p>
      {selfService ? (
        <section className={styles.keybox} aria-labelledby="keybox-title" data-testid="keybox">
          <h2 id="keybox-title" className={ui.cardTitle}>
            {t('keybox.title')}
          </h2>
          <p>{t('keybox.intro', { location: pickup.title, when })}</p>
          <ol>
            <li>{t('keybox.step1', { location: pickup.title, address: pickup.address })}</li>
            <li>{t('keybox.step2', { reference })}</li>
            <li>{t('keybox.step3')}</li>
            <li>{t('keybox.step4')}</li>
          </ol>
        </section>
      ) : (
        <p>{t('desk', { location: pickup.title, when })}</p>
      )}
      <p>{t('bring')}</p>
      {showOverview ? <a href={localizePath('/reservation/', locale)}>{t('overview')}</a> : null}
    </div>
  );
}
