/**
 * The date-range calendar's keyboard and view model, apart from React: which months are in view,
 * where a key moves the focused day, which day holds the grid's one tab stop, whether the month
 * buttons can move, the "next available" offer and the status line. The component keeps these
 * values in state and renders them; everything here is a function of them (unit-tested).
 */
import { type DateSelection, NEXT_AVAILABLE_DAYS, nextAvailableDate } from '@domain/calendar.ts';
import type { IsoDate } from '@domain/dates.ts';
import type { Locale } from '@domain/locale.ts';
import {
  addDays,
  addMonthsToMonth,
  clampDate,
  daysBetween,
  isInWindow,
  keyTarget,
  monthOf,
  windowFor,
} from './calendar-keys.ts';
import { countText, fillTemplate } from './date-text.ts';
import type { CalendarLabels } from './labels.ts';

/** The months in view: `count` months from `firstMonth` (`YYYY-MM`). */
export interface CalendarView {
  firstMonth: string;
  count: number;
}

/** The focused day and the months in view after a move. */
export interface FocusMove {
  focused: IsoDate;
  firstMonth: string;
}

/** The day the calendar opens on: the chosen pickup day when it is not past, else today. */
export function openingDay(today: IsoDate, start: IsoDate | null): IsoDate {
  return start && start >= today ? start : today;
}

/** The last day the calendar reaches: as far ahead as "next available" looks. */
export function lastDay(today: IsoDate): IsoDate {
  return addDays(today, NEXT_AVAILABLE_DAYS);
}

/**
 * Focus on `date`, kept between the first day of today's month and the last day the calendar
 * reaches; the months in view move just far enough to show it.
 */
export function focusOn(view: CalendarView, today: IsoDate, date: IsoDate): FocusMove {
  const focused = clampDate(date, `${monthOf(today)}-01`, lastDay(today));
  return { focused, firstMonth: windowFor(view.firstMonth, view.count, monthOf(focused)) };
}

/** Where a key moves the focus (arrows, Home/End, Page Up/Down with Shift), or null for another key. */
export function focusForKey(
  view: CalendarView,
  today: IsoDate,
  focused: IsoDate,
  key: string,
  shiftKey = false,
): FocusMove | null {
  const target = keyTarget(focused, key, shiftKey);
  return target ? focusOn(view, today, target) : null;
}

/** Whether the previous and next month buttons can move the view. */
export function monthPaging(view: CalendarView, today: IsoDate): { back: boolean; forward: boolean } {
  return {
    back: view.firstMonth > monthOf(today),
    forward: addMonthsToMonth(view.firstMonth, view.count - 1) < monthOf(lastDay(today)),
  };
}

/**
 * The grid's one tab stop: the focused day when it is in view, else the chosen pickup day when it
 * is, else the first day that can be chosen, else the first day in view.
 */
export function tabStop(
  view: CalendarView,
  focused: IsoDate,
  start: IsoDate | null,
  firstEnabled: IsoDate | undefined,
): IsoDate {
  if (isInWindow(view.firstMonth, view.count, focused)) return focused;
  if (start && isInWindow(view.firstMonth, view.count, start)) return start;
  return firstEnabled ?? `${view.firstMonth}-01`;
}

/**
 * "Next available" while a pickup day is being chosen: undefined when a pickup day is in view (or
 * the return is being chosen), the first pickup day after the view, or null when there is none
 * within the horizon.
 */
export function nextAvailableAfterView(
  view: CalendarView,
  today: IsoDate,
  choosingEnd: boolean,
  isStartUnavailable: (date: IsoDate) => boolean,
): IsoDate | null | undefined {
  if (choosingEnd) return undefined;
  const windowStart = `${view.firstMonth}-01`;
  const from = windowStart > today ? windowStart : today;
  const windowEnd = addDays(`${addMonthsToMonth(view.firstMonth, view.count)}-01`, -1);
  for (let day = from; day <= windowEnd; day = addDays(day, 1)) {
    if (!isStartUnavailable(day)) return undefined;
  }
  return nextAvailableDate(addDays(windowEnd, 1), (day) => !isStartUnavailable(day));
}

/** Which way the months slide when the view moves from `from` to `to` (null: it does not move). */
export function slideBetween(from: string, to: string): 'next' | 'prev' | null {
  if (from === to) return null;
  return to > from ? 'next' : 'prev';
}

/** The status line: what to choose next, or the chosen range with its length in days. */
export function statusText(
  selection: DateSelection,
  labels: Pick<CalendarLabels, 'rangeStatus' | 'chooseReturn' | 'choosePickup' | 'days'>,
  locale: Locale,
  dateText: (date: IsoDate) => string,
): string {
  const { start, end } = selection;
  if (start && end) {
    return fillTemplate(labels.rangeStatus, {
      pickup: dateText(start),
      return: dateText(end),
      days: countText(Math.max(1, daysBetween(start, end)), locale, labels.days),
    });
  }
  return start ? labels.chooseReturn : labels.choosePickup;
}
