/**
 * The promotion's rules once its validity window is known as two instants. Deliberately free of date and time-zone code: the browser bundle imports this module,
 * and the time-zone library behind `promotion.ts` runs an `Intl.DateTimeFormat` time-zone probe
 * when it loads (tens of milliseconds on a slow phone). The server turns the content's dates into
 * the window with `promotionWindow` in `promotion.ts`.
 */
import type { Tenant } from './locale.ts';

/** The validity window: valid from `startsAt` up to, not including, `endsAt` (epoch ms). */
export interface PromotionWindow {
  code: string;
  startsAt: number | null;
  endsAt: number | null;
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
  /** Days are shown only above zero. */
  showDays: boolean;
}

/** The promotion exists only for these tenants. */
export const PROMOTION_TENANTS: readonly Tenant[] = ['cars', 'campers'];

export function hasPromotion(tenant: Tenant): boolean {
  return PROMOTION_TENANTS.includes(tenant);
}

/** Local storage key of dismissed codes (tenant plus hide-coupon). */
export function hiddenCouponsKey(tenant: Tenant): string {
  return `${tenant}-hide-coupon`;
}

const BOOKING_PATH_PARTS = ['reservation', 'book/options', 'book/details', 'book/payment', 'book/error'];

/** Paths where the promotion must not interrupt a booking. */
export function isBookingPath(path: string): boolean {
  return BOOKING_PATH_PARTS.some((part) => path.includes(part));
}

/** Promotion codes compare without regard to case or surrounding spaces, as coupon fields accept them. */
export function samePromoCode(a: string | null | undefined, b: string): boolean {
  return typeof a === 'string' && a.trim().toUpperCase() === b.trim().toUpperCase();
}

/**
 * The popup opens while the promotion is valid, the stored coupon differs from
 * its code, the visitor has not dismissed the code and the path is no booking path. The banner
 * is active on non-booking paths while the promotion is valid and not applied.
 */
export function promotionStateAt(
  window: PromotionWindow,
  now: Date | number,
  context: PromotionContext,
): PromotionState {
  const code = window.code.trim();
  const { startsAt, endsAt } = window;
  const at = typeof now === 'number' ? now : now.getTime();
  const valid = code !== '' && startsAt !== null && endsAt !== null && at >= startsAt && at < endsAt;
  const applied = code !== '' && samePromoCode(context.storedCoupon, code);
  const dismissed = code !== '' && (context.hiddenCodes ?? []).some((hidden) => samePromoCode(hidden, code));
  const bannerActive = valid && !applied && !isBookingPath(context.path);
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
