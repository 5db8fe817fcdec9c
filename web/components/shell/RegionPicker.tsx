'use client';

import type { Locale } from '@domain/locale.ts';
import { lazy, Suspense, useState } from 'react';
import { useDisplayCurrency } from './currency-store.ts';
import type { RegionLabels } from './RegionDialog.tsx';
import styles from './RegionPicker.module.css';

const RegionDialog = lazy(() => import('./RegionDialog.tsx').then((m) => ({ default: m.RegionDialog })));

export type { RegionLabels } from './RegionDialog.tsx';

interface Props {
  tenant: string;
  locale: Locale;
  currencyPicker: boolean;
  labels: RegionLabels;
}

/**
 * Region dialog: language for everyone, currency only where the brand shows
 * prices in several. Labels come from the server (content, then the message catalogue), so the
 * browser needs no message formatting code.
 */
export function RegionPicker({ tenant, locale, currencyPicker, labels }: Props) {
  const currency = useDisplayCurrency(tenant, locale);
  const [opens, setOpens] = useState(0);

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpens((count) => count + 1)}
        aria-haspopup="dialog"
        data-compact={currencyPicker ? 'true' : undefined}
        data-testid="region-button"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M3 12h18M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span className="visually-hidden">{currencyPicker ? labels.title : labels.languageTitle}: </span>
        <span className={styles.language}>{labels.languages[locale]}</span>
        {currencyPicker ? (
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
        ) : null}
        {currencyPicker ? <span data-testid="current-currency">{currency}</span> : null}
      </button>
      {opens > 0 ? (
        <Suspense fallback={null}>
          <RegionDialog
            tenant={tenant}
            locale={locale}
            currency={currency}
            currencyPicker={currencyPicker}
            labels={labels}
            opens={opens}
          />
        </Suspense>
      ) : null}
    </>
  );
}
