'use client';

import { type Currency, pickDisplayCurrency, preferredCurrencyKey } from '@domain/money.ts';
import { useSyncExternalStore } from 'react';
import { readBrowserCookie, writeBrowserCookie } from '../../lib/browser-cookie.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

/**
 * The visitor's display currency: the stored per-tenant preference (cookie, mirrored in local
 * storage for the spec's client storage entry) or the language's currency. The cookie lets
 * server-rendered prices use the same choice.
 */
export function useDisplayCurrency(tenant: string, locale: string): Currency {
  const key = preferredCurrencyKey(tenant);
  return useSyncExternalStore(
    subscribeDisplayCurrency,
    () => pickDisplayCurrency(locale, readBrowserCookie(key) ?? window.localStorage.getItem(key)),
    () => pickDisplayCurrency(locale, undefined),
  );
}

/** For `useSyncExternalStore`: called whenever the visitor picks another currency. */
export function subscribeDisplayCurrency(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function storeDisplayCurrency(tenant: string, currency: Currency): void {
  const key = preferredCurrencyKey(tenant);
  writeBrowserCookie(key, currency, ONE_YEAR);
  window.localStorage.setItem(key, currency);
  for (const listener of listeners) listener();
}
