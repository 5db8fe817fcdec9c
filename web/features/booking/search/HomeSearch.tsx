import type { Locale, Tenant } from '@domain';
import { TENANT_CONFIG } from '@web/lib/tenants.ts';
import { BookingSearch } from './BookingSearch.tsx';
import styles from './HomeSearch.module.css';

/**
 * Each brand's scenery behind the search card, drawn inline on the server (no request, no script):
 * cars a road sweeping through the band, campers mountains under the midnight sun. Decorative.
 */
function HeroScenery({ tenant }: { tenant: Tenant }) {
  if (tenant === 'campers') {
    return (
      <svg
        className={styles.scenery}
        viewBox="0 0 1200 240"
        preserveAspectRatio="xMidYMax slice"
        aria-hidden="true"
        focusable="false"
        data-hero-scenery="mountains"
      >
        <circle cx="960" cy="92" r="54" fill="var(--vg-colors-accent)" opacity="0.55" />
        <path
          d="M0 240V150l110-74 70 40 120-96 110 86 60-30 130 100 100-66 140 92 90-52 150 88 120-60 100 52v50z"
          fill="#ffffff"
          opacity="0.1"
        />
        <path
          d="M0 240v-46l140-58 90 34 150-70 120 74 110-40 140 66 130-58 120 46 100-32 100 40v44z"
          fill="#000000"
          opacity="0.22"
        />
      </svg>
    );
  }
  return (
    <svg
      className={styles.scenery}
      viewBox="0 0 1200 240"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-hero-scenery="road"
    >
      <path
        d="M-40 250C260 150 520 210 760 120S1120 10 1260 30"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.1"
        strokeWidth="64"
      />
      <path
        d="M-40 250C260 150 520 210 760 120S1120 10 1260 30"
        fill="none"
        stroke="var(--vg-colors-accent)"
        strokeOpacity="0.6"
        strokeWidth="3"
        strokeDasharray="22 18"
      />
    </svg>
  );
}

/** Whether the brand's home page opens with the search hero (the lease brand's does not). */
export function hasHomeSearch(tenant: Tenant): boolean {
  return TENANT_CONFIG[tenant].features.bookingMenu;
}

/**
 * The home page's hero search: the panel above the fold, part of a phone's first
 * screen, on the brand's own scenery. Brands without a booking menu (the lease brand) have none.
 */
export function HomeSearch({ tenant, locale }: { tenant: Tenant; locale: Locale }) {
  if (!hasHomeSearch(tenant)) return null;
  return (
    <div
      className={`${styles.hero} ${styles[`hero_${tenant}`] ?? ''}`}
      data-testid="home-search"
      data-hero={tenant}
    >
      <HeroScenery tenant={tenant} />
      <div className={styles.inner}>
        <BookingSearch tenant={tenant} locale={locale} mode="home" />
      </div>
    </div>
  );
}
