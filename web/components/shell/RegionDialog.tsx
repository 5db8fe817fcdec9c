'use client';

import { isLocale, LOCALES, type Locale } from '@domain/locale.ts';
import { CURRENCIES, type Currency, isCurrency } from '@domain/money.ts';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '../../i18n/routing-constants.ts';
import { writeBrowserCookie } from '../../lib/browser-cookie.ts';
import { localizePath, splitLocale } from '../../lib/paths.ts';
import { storeDisplayCurrency } from './currency-store.ts';
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
  currency: Currency;
  currencyPicker: boolean;
  labels: RegionLabels;
  /** Counts the trigger's clicks: each new value opens the dialog afresh. */
  opens: number;
}

/**
 * The region dialog's body, loaded on the first click of the trigger: most visitors never open
 * it, so its code stays out of every page's first-load JavaScript.
 */
export function RegionDialog({ tenant, locale, currency, currencyPicker, labels, opens }: Props) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [language, setLanguage] = useState<Locale>(locale);
  const [chosenCurrency, setChosenCurrency] = useState<Currency>(currency);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens is the request to open; the choices reset to the current ones each time.
  useEffect(() => {
    setLanguage(locale);
    setChosenCurrency(currency);
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [opens]);

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
  );
}
