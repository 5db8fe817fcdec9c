/**
 * The promotion's state by the visitor's clock, in the browser (SPEC section 4, Promotion popup).
 *
 * Why not call domain's `promotionState` here: it reads the validity dates with the Iceland time
 * zone (date-fns-tz), about 9 kB of compressed JavaScript on every page. The server turns the dates
 * into the window's two instants with the domain rules (`promotionWindow` in promotion-model.ts);
 * this applies the same conditions to those instants. tests/unit/web/shell-promotion.test.ts checks
 * property by property that both give the same answer.
 */
import { countdown, hiddenCouponsKey, isBookingPath, type PromotionState } from '@domain/promotion.ts';

export { countdown, hiddenCouponsKey, isBookingPath };

export interface PromotionWindow {
  code: string;
  /** Epoch milliseconds: valid from `startsAt` up to, not including, `endsAt`. */
  startsAt: number;
  endsAt: number;
}

const same = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && a.trim().toUpperCase() === b.trim().toUpperCase();

export function promotionStateAt(
  window: PromotionWindow,
  now: number,
  context: { storedCoupon?: string | null; hiddenCodes?: readonly string[] | null; path: string },
): PromotionState {
  const hasCode = window.code.trim() !== '';
  const valid = hasCode && now >= window.startsAt && now < window.endsAt;
  const applied = hasCode && same(context.storedCoupon, window.code);
  const dismissed = hasCode && (context.hiddenCodes ?? []).some((code) => same(code, window.code));
  const bannerActive = valid && !applied && !isBookingPath(context.path);
  return { valid, applied, popupOpen: bannerActive && !dismissed, bannerActive, endsAt: window.endsAt };
}
