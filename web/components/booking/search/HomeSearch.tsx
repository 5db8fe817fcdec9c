import type { Locale, Tenant } from '@domain';
import { TENANT_CONFIG } from '../../../lib/tenants.ts';
import { BookingSearch } from './BookingSearch.tsx';
import styles from './HomeSearch.module.css';

/**
 * The home page's hero search (issue 17): the panel above the fold, part of a phone's first
 * screen. Brands without a booking menu (the lease brand) have none.
 */
export function HomeSearch({ tenant, locale }: { tenant: Tenant; locale: Locale }) {
  if (!TENANT_CONFIG[tenant].features.bookingMenu) return null;
  return (
    <div className={styles.hero} data-testid="home-search">
      <div className={styles.inner}>
        <BookingSearch tenant={tenant} locale={locale} mode="home" />
      </div>
    </div>
  );
}
