'use client';

import { isLocale, LOCALES, type Locale } from '@domain/locale.ts';
import { CURRENCIES, type Currency, isCurrency } from '@domain/money.ts';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useRef, useState } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../../i18n/routing-constants.ts';
import { writeBrowserCookie } from '../../lib/browser-cookie.ts';
import { localizePath, splitLocale } from '../../lib/paths.ts';
import { storeDisplayCurrency, useDisplayCurrency } from './currency-store.ts';
import styles from './RegionPicker.module.css';

export interface RegionLabels {
  title: string;
  languageTitle: string;
  language: string;
  currency: string;
  save: string;
  cancel: string;
  /** Each language's own name ("Deutsch", "Íslenska"). */
  languages: Record<Locale, string>;
}

interface Props {
  tenant: string;
  locale: Locale;
  currencyPicker: boolean;
  labels: RegionLabels;
}

/**
 * Region dialog (SPEC section 2): language for everyone, currency only where the brand shows
 * prices in several. Labels come from the server (content, then the message catalogue), so the
 * browser needs no message formatting code.
 */
export function RegionPicker({ tenant, locale, currencyPicker, labels }: Props) {
  const router = useRouter();
  const currency = useDisplayCurrency(tenant, locale);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [language, setLanguage] = useState<Locale>(locale);
  const [chosenCurrency, setChosenCurrency] = useState<Currency>(currency);

  function open() {
    setLanguage(locale);
    setChosenCurrency(currency);
    dialog.current?.showModal();
  }

  function save(event: FormEvent) {
    event.preventDefault();
    dialog.current?.close();
    if (currencyPicker && chosenCurrency !== currency) storeDisplayCurrency(tenant, chosenCurrency);
    if (language !== locale) {
      // The proxy sends a visitor to the language of this cookie: it must name the new choice first.
      writeBrowserCookie(LOCALE_COOKIE, language, LOCALE_COOKIE_MAX_AGE);
      // The same page in the other language: the proxy finds a translated slug.
      router.replace(
        `${localizePath(splitLocale(window.location.pathname).path, language)}${window.location.search}`,
      );
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={open}
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
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} data-testid="region-dialog">
        <form onSubmit={save}>
          <h2 id={titleId}>{currencyPicker ? labels.title : labels.languageTitle}</h2>
          <label htmlFor={`${titleId}-language`}>{labels.language}</label>
          <select
            id={`${titleId}-language`}
            name="language"
            value={language}
            onChange={(e) => isLocale(e.target.value) && setLanguage(e.target.value)}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {labels.languages[code]}
              </option>
            ))}
          </select>
          {currencyPicker ? (
            <>
              <label htmlFor={`${titleId}-currency`}>{labels.currency}</label>
              <select
                id={`${titleId}-currency`}
                name="currency"
                value={chosenCurrency}
                onChange={(e) => isCurrency(e.target.value) && setChosenCurrency(e.target.value)}
              >
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <div className={styles.actions}>
            <button type="button" onClick={() => dialog.current?.close()}>
              {labels.cancel}
            </button>
            <button type="submit">{labels.save}</button>
          </div>
        </form>
      </dialog>
    </>
  );
}
