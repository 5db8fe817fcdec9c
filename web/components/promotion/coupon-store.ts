'use client';

import type { Tenant } from '@domain/locale.ts';
import { useSyncExternalStore } from 'react';
import { readBrowserCookie, writeBrowserCookie } from '../../lib/browser-cookie.ts';
import { COUPON_MAX_AGE, cleanCoupon, couponCookieName } from './coupon.ts';

const listeners = new Set<() => void>();

/** The stored coupon; `serverValue` (read from the request's cookie) keeps hydration exact. */
export function useStoredCoupon(tenant: Tenant, serverValue: string | null): string | null {
  const name = couponCookieName(tenant);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => cleanCoupon(readBrowserCookie(name)),
    () => serverValue,
  );
}

/** Sets the coupon for the brand (applying a promotion, `?coupon=` in the address). */
export function storeCoupon(tenant: Tenant, code: string): void {
  const clean = cleanCoupon(code);
  if (!clean) return;
  writeBrowserCookie(couponCookieName(tenant), clean, COUPON_MAX_AGE);
  for (const listener of listeners) listener();
}
