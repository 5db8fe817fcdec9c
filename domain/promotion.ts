import { addDaysToDate, type IsoDate, isValidDateString, reykjavikTimestamp } from './dates.ts';
import {
  type PromotionContext,
  type PromotionState,
  type PromotionWindow,
  promotionStateAt,
} from './promotion-window.ts';
import { isValidTime } from './time-slots.ts';

export * from './promotion-window.ts';

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

function instant(point: PromotionDateTime | null | undefined, edge: 'from' | 'to'): number | null {
  if (!point || !isValidDateString(point.date)) return null;
  if (isValidTime(point.time)) return reykjavikTimestamp(point.date, point.time.padStart(5, '0'));
  return edge === 'from' ? reykjavikTimestamp(point.date) : reykjavikTimestamp(addDaysToDate(point.date, 1));
}

/**
 * The content's validity dates as instants, read in Iceland time: from the start minute (or the
 * day's start), to the end minute (or the end of the last day). Either is `null` when missing or
 * broken; such a promotion is never valid.
 */
export function promotionWindow(settings: PromotionSettings | null | undefined): PromotionWindow {
  return {
    code: settings?.promoCode?.trim() ?? '',
    startsAt: instant(settings?.validDates?.from, 'from'),
    endsAt: instant(settings?.validDates?.to, 'to'),
  };
}

/** `promotionStateAt` for the content's dates (see `promotion-window.ts`). */
export function promotionState(
  settings: PromotionSettings | null | undefined,
  now: Date | number,
  context: PromotionContext,
): PromotionState {
  return promotionStateAt(promotionWindow(settings), now, context);
}
