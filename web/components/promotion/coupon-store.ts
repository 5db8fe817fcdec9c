'use client';

import type { Tenant } from '@domain/locale.ts';
import { useSyncExternalStore } from 'react';
import { readBrowserCookie, writeBrowserCookie } from '../../lib/browser-cookie.ts';
import { COUPON_MAX_AGE, cleanCoupon, couponCookieName } from './coupon.ts';

const listeners = new Set<() => void>();

/**
 * The stored coupon. Pages are static, so the server renders them without one; React hydrates
 * with `null` and re-renders with the cookie's code straight after.
 */
export function useStoredCoupon(tenant: Tenant): string | null {
  const name = couponCookieName(tenant);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => cleanCoupon(readBrowserCookie(name)),
    () => null,
  );
}

/** Sets the coupon for the brand (applying a promotion, `?coupon=` in the address). */
export function storeCoupon(tenant: Tenant, code: string): void {
  const clean = cleanCoupon(code);
  if (!clean) return;
  writeBrowserCookie(couponCookieName(tenant), clean, COUPON_MAX_AGE);
  for (const listener of listeners) listener();
}
