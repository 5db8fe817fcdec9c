'use client';

import type { Tenant } from '@domain/locale.ts';
import { useSyncExternalStore } from 'react';
import { COUPON_MAX_AGE, cleanCoupon, couponCookieName } from './coupon.ts';

const listeners = new Set<() => void>();

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/** The stored coupon; `serverValue` (read from the request's cookie) keeps hydration exact. */
export function useStoredCoupon(tenant: Tenant, serverValue: string | null): string | null {
  const name = couponCookieName(tenant);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => cleanCoupon(readCookie(name)),
    () => serverValue,
  );
}

/** Sets the coupon for the brand (applying a promotion, `?coupon=` in the address). */
export function storeCoupon(tenant: Tenant, code: string): void {
  const clean = cleanCoupon(code);
  if (!clean) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari < 18.4.
  document.cookie = `${couponCookieName(tenant)}=${encodeURIComponent(clean)}; Path=/; Max-Age=${COUPON_MAX_AGE}; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}
