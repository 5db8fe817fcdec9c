/**
 * Date arithmetic for the calendar's keyboard grid and month window (WAI-ARIA date grid pattern).
 * Calendar dates carry no zone: the arithmetic runs on UTC midnights, where every day has 24 hours,
 * so no machine's own daylight-saving change can shift a date.
 */
import type { IsoDate } from '@domain/dates.ts';

const DAY_MS = 86_400_000;

function parts(date: IsoDate): [number, number, number] {
  const [y = '0', m = '1', d = '1'] = date.split('-');
  return [Number(y), Number(m), Number(d)];
}

function toUtc(date: IsoDate): number {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day `months` later; a day the target month lacks becomes its last day (31 Jan → 28 Feb). */
export function addMonthsClamped(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** `YYYY-MM` of a date. */
export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

export function addMonthsToMonth(month: string, months: number): string {
  return monthOf(addMonthsClamped(`${month}-01`, months));
}

/** Months from `from` to `to` (`YYYY-MM` each). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = parts(`${from}-01`);
  const [ty, tm] = parts(`${to}-01`);
  return (ty - fy) * 12 + (tm - fm);
}

/** 0 = Monday … 6 = Sunday: the calendar's weeks start on Monday. */
export function mondayIndex(date: IsoDate): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}

/**
 * Where a key moves the focused day: arrows by a day or a week, Home and End to the week's Monday
 * and Sunday, Page Up and Page Down by a month (with Shift by a year). Null for any other key.
 */
export function keyTarget(date: IsoDate, key: string, shiftKey = false): IsoDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -mondayIndex(date));
    case 'End':
      return addDays(date, 6 - mondayIndex(date));
    case 'PageUp':
      return addMonthsClamped(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsClamped(date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

export function clampDate(date: IsoDate, min: IsoDate, max: IsoDate): IsoDate {
  if (date < min) return min;
  if (date > max) return max;
  return date;
}

/**
 * The first month to show so that `month` is visible in a window of `count` months starting at
 * `first`: unchanged when it already is, otherwise the window moves just far enough.
 */
export function windowFor(first: string, count: number, month: string): string {
  if (month < first) return month;
  const last = addMonthsToMonth(first, count - 1);
  if (month > last) return addMonthsToMonth(month, -(count - 1));
  return first;
}

export function isInWindow(first: string, count: number, date: IsoDate): boolean {
  const month = monthOf(date);
  return month >= first && month <= addMonthsToMonth(first, count - 1);
}
