'use client';

import { CURRENCIES, type Currency, isCurrency, isLocale, LOCALES, type Locale } from '@domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { usePathname, useRouter } from '../../i18n/navigation.ts';
import { theme } from '../../lib/theme.ts';
import { storeDisplayCurrency, useDisplayCurrency } from './currency-store.ts';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0 0.9rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.colors.accent}; outline-offset: 2px; }
`;

const Dialog = styled.dialog`
  border: none;
  border-radius: ${theme.radius.md};
  padding: 1.5rem;
  width: min(26rem, calc(100vw - 2rem));
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.25);
  &::backdrop { background: rgb(0 0 0 / 0.45); backdrop-filter: blur(2px); }
  h2 { margin: 0 0 1rem; font-size: 1.25rem; }
  label { display: block; font-weight: 600; margin: 0.75rem 0 0.35rem; }
  select { width: 100%; min-height: 44px; font: inherit; padding: 0 0.5rem; border-radius: 6px; border: 1px solid ${theme.colors.border}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.5rem;
  button { min-height: 44px; padding: 0 1.2rem; font: inherit; border-radius: 6px; cursor: pointer; }
  button[type='submit'] { background: ${theme.colors.primary}; color: ${theme.colors.primaryContrast}; border: none; }
  button[type='button'] { background: transparent; border: 1px solid ${theme.colors.border}; }
`;

interface Props {
  tenant: string;
  locale: Locale;
  currencyPicker: boolean;
}

/** Region dialog: language for everyone, currency only where the brand shows prices in several. */
export function RegionPicker({ tenant, locale, currencyPicker }: Props) {
  const t = useTranslations('region');
  const languages = useTranslations('languages');
  const router = useRouter();
  const pathname = usePathname();
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
    if (language !== locale) router.replace(pathname, { locale: language });
  }

  return (
    <>
      <Trigger type="button" onClick={open} aria-haspopup="dialog" data-testid="region-button">
        <span>{languages(locale)}</span>
        {currencyPicker ? <span aria-hidden="true">·</span> : null}
        {currencyPicker ? <span data-testid="current-currency">{currency}</span> : null}
      </Trigger>
      <Dialog ref={dialog} aria-labelledby={titleId} data-testid="region-dialog">
        <form onSubmit={save}>
          <h2 id={titleId}>{currencyPicker ? t('title') : t('language')}</h2>
          <label htmlFor={`${titleId}-language`}>{t('language')}</label>
          <select
            id={`${titleId}-language`}
            name="language"
            value={language}
            onChange={(e) => isLocale(e.target.value) && setLanguage(e.target.value)}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {languages(code)}
              </option>
            ))}
          </select>
          {currencyPicker ? (
            <>
              <label htmlFor={`${titleId}-currency`}>{t('currency')}</label>
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
          <Actions>
            <button type="button" onClick={() => dialog.current?.close()}>
              {t('cancel')}
            </button>
            <button type="submit">{t('save')}</button>
          </Actions>
        </form>
      </Dialog>
    </>
  );
}
