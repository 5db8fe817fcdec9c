import type { Locale } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import styles from '@web/features/reservation/reservation.module.css';
import { localizePath } from '@web/lib/paths.ts';
import type { ReactNode } from 'react';

/**
 * Every reservation page's frame: the way back to the overview (not on the overview itself), the
 * title and the content, one column on phones.
 */
export function ReservationFrame({
  locale,
  title,
  backLabel,
  narrow = false,
  route,
  children,
}: {
  locale: Locale;
  title: string;
  /** The link back to the overview; none on the overview and Find. */
  backLabel?: string;
  narrow?: boolean;
  route: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.page} ${narrow ? styles.narrow : ''}`} data-route={route}>
      {backLabel ? (
        <a className={`${styles.back} ${styles.noPrint}`} href={localizePath('/reservation/', locale)}>
          ← {backLabel}
        </a>
      ) : null}
      <h1 className={ui.title}>{title}</h1>
      {children}
    </div>
  );
}
