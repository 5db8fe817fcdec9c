import type { Locale } from '@domain';
import { PrintButton } from '@web/components/booking/contract/PrintButton.tsx';
import ui from '@web/components/booking/ui/booking.module.css';
import styles from '@web/features/reservation/reservation.module.css';
import type { Translate } from './translate.ts';

/** The documents a reservation has in its status: agreement, contract, calendar file, receipt. */
export function DocumentsCard({ status, locale, t }: { status: string; locale: Locale; t: Translate }) {
  return (
    <section className={`${ui.card} ${styles.noPrint}`} aria-labelledby="documents">
      <h2 id="documents" className={ui.cardTitle}>
        {t('documents')}
      </h2>
      <ul className={ui.linkList}>
        {status === 'checked_in' ? (
          <li>
            <a className={ui.buttonSecondary} href="/functions/v1/reservation/checkin/contract.pdf" download>
              {t('contract')}
            </a>
          </li>
        ) : null}
        {['pending_payment', 'confirmed', 'completed'].includes(status) ? (
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
        {['pending_payment', 'confirmed', 'checked_in', 'completed'].includes(status) ? (
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
  );
}
