import { addDays, addYears, format, getDay, getDaysInMonth, parseISO } from 'date-fns';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { TIME_ZONE } from './locale.ts';

/** A calendar date as `YYYY-MM-DD`; such strings order correctly with `<` and `>`. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year at least 1900, month 1 to 12, day within that month's length (29 February only in leap years). */
export function isValidDateString(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= getDaysInMonth(new Date(year, month - 1, 1));
}

/** `YYYY-MM-DD` from numbers, without any time-zone conversion. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Date arithmetic runs on local midnights: a calendar date carries no zone, and date-fns keeps
 * the calendar day intact across the machine's own DST changes.
 */
function toLocalDate(date: IsoDate): Date {
  return parseISO(date);
}

function fromLocalDate(date: Date): IsoDate {
  return format(date, 'yyyy-MM-dd');
}

export function addDaysToDate(date: IsoDate, days: number): IsoDate {
  return fromLocalDate(addDays(toLocalDate(date), days));
}

// Weekdays are asked for the same few hundred dates over and over (calendars, availability):
// remembering them keeps availability checks in the microsecond range. The cap bounds memory
// in a long-running server.
const weekdayCache = new Map<IsoDate, number>();
const WEEKDAY_CACHE_LIMIT = 4096;

/** 0 = Sunday … 6 = Saturday, as date-fns counts. */
export function weekdayOf(date: IsoDate): number {
  let weekday = weekdayCache.get(date);
  if (weekday === undefined) {
    weekday = getDay(toLocalDate(date));
    if (weekdayCache.size >= WEEKDAY_CACHE_LIMIT) weekdayCache.clear();
    weekdayCache.set(date, weekday);
  }
  return weekday;
}

export function daysInMonth(year: number, month: number): number {
  return getDaysInMonth(new Date(year, month - 1, 1));
}

/** Today's date in Iceland at `now`. */
export function todayInReykjavik(now?: Date | number): IsoDate {
  if (now === undefined) return cachedToday();
  return formatInTimeZone(now, TIME_ZONE, 'yyyy-MM-dd');
}

// Formatting in a zone costs tens of microseconds; the answer only changes at Reykjavik
// midnight, so it is kept until then.
let todayCache: { date: IsoDate; validFrom: number; validUntil: number } | null = null;

function cachedToday(): IsoDate {
  const now = Date.now();
  if (todayCache && now < todayCache.validUntil && now >= todayCache.validFrom) return todayCache.date;
  const date = formatInTimeZone(now, TIME_ZONE, 'yyyy-MM-dd');
  todayCache = {
    date,
    validFrom: startOfDayInReykjavik(date),
    validUntil: startOfDayInReykjavik(addDaysToDate(date, 1)),
  };
  return date;
}

/** Epoch milliseconds of 00:00 on `date` in Iceland. */
export function startOfDayInReykjavik(date: IsoDate): number {
  return fromZonedTime(`${date}T00:00:00`, TIME_ZONE).getTime();
}

/** Epoch milliseconds of a wall-clock date and `HH:MM` time in Iceland. */
export function reykjavikTimestamp(date: IsoDate, time = '00:00'): number {
  return fromZonedTime(`${date}T${time}:00`, TIME_ZONE).getTime();
}

/** Strictly before today; today itself is not past. */
export function isPastDate(date: IsoDate, today: IsoDate = todayInReykjavik()): boolean {
  return date < today;
}

/**
 * The 18th birthday has been reached on `today`. Someone born on 29 February turns 18 on
 * 28 February in common years (date-fns clamps to the month's end).
 */
export function isAtLeast18(dateOfBirth: IsoDate, today: IsoDate = todayInReykjavik()): boolean {
  if (!isValidDateString(dateOfBirth)) return false;
  return fromLocalDate(addYears(toLocalDate(dateOfBirth), 18)) <= today;
}

/** First 10 characters of a date or date-time, read in Iceland's zone when a time is present. */
export function toIsoDate(value: string): IsoDate {
  if (value.length <= 10) return value;
  return formatInTimeZone(value, TIME_ZONE, 'yyyy-MM-dd');
}
