import type { Tenant } from '@domain/locale.ts';
import { samePromoCode } from '@domain/promotion-window.ts';

/**
 * The visitor's coupon code (part of the shared booking state), per brand. A first-party
 * cookie rather than local storage: the server reads it too, so the promotion banner renders in
 * its final state (no layout shift) and the search panel can start with the code filled in.
 */
export function couponCookieName(tenant: Tenant): string {
  return `${tenant}-coupon`;
}

export const COUPON_MAX_AGE = 30 * 24 * 60 * 60;

/** Codes are short, printable and without spaces; anything else in the cookie is ignored. */
export function cleanCoupon(value: string | null | undefined): string | null {
  const code = value?.trim();
  return code && /^[\w-]{1,64}$/.test(code) ? code : null;
}

/** Dismissed codes as stored under `{tenant}-hide-coupon`: a JSON list (a bare code is accepted too). */
export function parseHiddenCodes(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.filter((code): code is string => typeof code === 'string');
    if (typeof parsed === 'string') return [parsed];
  } catch {
    // Not JSON: a single code written by hand or by an older version.
  }
  return [value];
}

export function addHiddenCode(list: readonly string[], code: string): string[] {
  return list.some((hidden) => samePromoCode(hidden, code)) ? [...list] : [...list, code.trim()];
}
