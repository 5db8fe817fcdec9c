'use client';

import { type Currency, pickDisplayCurrency, preferredCurrencyKey } from '@domain/money.ts';
import { useSyncExternalStore } from 'react';

const ONE_YEAR = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/**
 * The visitor's display currency: the stored per-tenant preference (cookie, mirrored in local
 * storage for the spec's client storage entry) or the language's currency. The cookie lets
 * server-rendered prices use the same choice.
 */
export function useDisplayCurrency(tenant: string, locale: string): Currency {
  const key = preferredCurrencyKey(tenant);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pickDisplayCurrency(locale, readCookie(key) ?? window.localStorage.getItem(key)),
    () => pickDisplayCurrency(locale, undefined),
  );
}

export function storeDisplayCurrency(tenant: string, currency: Currency): void {
  const key = preferredCurrencyKey(tenant);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari < 18.4.
  document.cookie = `${key}=${encodeURIComponent(currency)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure}`;
  window.localStorage.setItem(key, currency);
  for (const listener of listeners) listener();
}
