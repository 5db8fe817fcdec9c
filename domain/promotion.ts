import { addDaysToDate, type IsoDate, isValidDateString, reykjavikTimestamp } from './dates.ts';
import type { Tenant } from './locale.ts';
import { isValidTime } from './time-slots.ts';

export interface PromotionDateTime {
  date: IsoDate;
  /** `HH:MM` in Iceland; without it the day's start (from) or the day's end (to). */
  time?: string | null;
}

export interface PromotionSettings {
  validDates?: { from?: PromotionDateTime | null; to?: PromotionDateTime | null } | null;
  /** The linked template's code, in the page's language. */
  promoCode?: string | null;
}

export interface PromotionContext {
  storedCoupon?: string | null;
  /** Codes the visitor dismissed (local storage, see `hiddenCouponsKey`). */
  hiddenCodes?: readonly string[] | null;
  path: string;
}

export interface PromotionState {
  /** The validity window contains now and there is a code. */
  valid: boolean;
  /** The stored coupon already is the promotion's code. */
  applied: boolean;
  popupOpen: boolean;
  bannerActive: boolean;
  /** Epoch milliseconds when the promotion ends, for the countdown. */
  endsAt: number | null;
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Days are shown only above zero (SPEC section 9). */
  showDays: boolean;
}

/** The promotion exists only for these tenants (SPEC section 2). */
export const PROMOTION_TENANTS: readonly Tenant[] = ['cars', 'campers'];

export function hasPromotion(tenant: Tenant): boolean {
  return PROMOTION_TENANTS.includes(tenant);
}

/** Local storage key of dismissed codes (SPEC section 9: tenant plus hide-coupon). */
export function hiddenCouponsKey(tenant: Tenant): string {
  return `${tenant}-hide-coupon`;
}

const BOOKING_PATH_PARTS = ['reservation', 'book/options', 'book/details', 'book/payment', 'book/error'];

/** Paths where the promotion must not interrupt a booking (SPEC section 2). */
export function isBookingPath(path: string): boolean {
  return BOOKING_PATH_PARTS.some((part) => path.includes(part));
}

function instant(point: PromotionDateTime | null | undefined, edge: 'from' | 'to'): number | null {
  if (!point || !isValidDateString(point.date)) return null;
  if (isValidTime(point.time)) return reykjavikTimestamp(point.date, point.time.padStart(5, '0'));
  return edge === 'from' ? reykjavikTimestamp(point.date) : reykjavikTimestamp(addDaysToDate(point.date, 1));
}

function sameCode(a: string | null | undefined, b: string): boolean {
  return typeof a === 'string' && a.trim().toUpperCase() === b.trim().toUpperCase();
}

/**
 * SPEC section 4: the popup opens while the promotion is valid, the stored coupon differs from
 * its code, the visitor has not dismissed the code and the path is no booking path. The banner
 * is active on non-booking paths while the promotion is valid and not applied. Codes compare
 * without regard to case or surrounding spaces, as coupon fields accept them.
 */
export function promotionState(
  settings: PromotionSettings | null | undefined,
  now: Date | number,
  context: PromotionContext,
): PromotionState {
  const code = settings?.promoCode?.trim() ?? '';
  const from = instant(settings?.validDates?.from, 'from');
  const endsAt = instant(settings?.validDates?.to, 'to');
  const at = typeof now === 'number' ? now : now.getTime();
  const valid = code !== '' && from !== null && endsAt !== null && at >= from && at < endsAt;
  const applied = code !== '' && sameCode(context.storedCoupon, code);
  const dismissed = code !== '' && (context.hiddenCodes ?? []).some((hidden) => sameCode(hidden, code));
  const onBookingPath = isBookingPath(context.path);
  const bannerActive = valid && !applied && !onBookingPath;
  return { valid, applied, popupOpen: bannerActive && !dismissed, bannerActive, endsAt };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left until `to`; zero once it has passed. A function of the clock, not of a ticking state. */
export function countdown(to: Date | number, now: Date | number): Countdown {
  const end = typeof to === 'number' ? to : to.getTime();
  const at = typeof now === 'number' ? now : now.getTime();
  const left = Math.max(0, end - at);
  const days = Math.floor(left / DAY);
  return {
    days,
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    showDays: days > 0,
  };
}
