'use client';

import type { Tenant } from '@domain/locale.ts';
import { hiddenCouponsKey, samePromoCode } from '@domain/promotion-window.ts';
import { useSyncExternalStore } from 'react';
import { readBrowserCookie, writeBrowserCookie } from '../../lib/browser-cookie.ts';
import { addHiddenCode, COUPON_MAX_AGE, cleanCoupon, couponCookieName, parseHiddenCodes } from './coupon.ts';

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

/**
 * A booking used the code: the banner stops saying it is applied to the next booking, and the
 * popup does not offer it again. Another stored code is left alone.
 */
export function forgetUsedCoupon(tenant: Tenant, usedCode: string): void {
  const name = couponCookieName(tenant);
  if (!samePromoCode(cleanCoupon(readBrowserCookie(name)), usedCode)) return;
  writeBrowserCookie(name, '', 0);
  try {
    const key = hiddenCouponsKey(tenant);
    window.localStorage.setItem(
      key,
      JSON.stringify(addHiddenCode(parseHiddenCodes(window.localStorage.getItem(key)), usedCode)),
    );
  } catch {
    // Blocked storage: the popup may offer the code again, which is harmless.
  }
  for (const listener of listeners) listener();
}
