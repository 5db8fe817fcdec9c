import { TIME_ZONE } from './locale.ts';
import { TIME_OF_DAY } from './time-slots.ts';
import { wallClock, zonedTimeToUtc } from './zone.ts';

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
  return day <= daysInMonth(year, month);
}

/** `YYYY-MM-DD` from numbers, without any time-zone conversion. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Calendar dates carry no zone: their arithmetic runs on UTC midnights, where no DST change can
 * shift a day (the machine's own zone never takes part).
 */
function utcMidnight(date: IsoDate): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function fromUtcMidnight(ms: number): IsoDate {
  const d = new Date(ms);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDaysToDate(date: IsoDate, days: number): IsoDate {
  return fromUtcMidnight(utcMidnight(date) + days * 86_400_000);
}

// Weekdays are asked for the same few hundred dates over and over (calendars, availability):
// remembering them keeps availability checks in the microsecond range. The cap bounds memory
// in a long-running server.
const weekdayCache = new Map<IsoDate, number>();
const WEEKDAY_CACHE_LIMIT = 4096;

/** 0 = Sunday … 6 = Saturday, as `Date#getDay` counts. */
export function weekdayOf(date: IsoDate): number {
  let weekday = weekdayCache.get(date);
  if (weekday === undefined) {
    weekday = new Date(utcMidnight(date)).getUTCDay();
    if (weekdayCache.size >= WEEKDAY_CACHE_LIMIT) weekdayCache.clear();
    weekdayCache.set(date, weekday);
  }
  return weekday;
}

export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function reykjavikDateAt(now: Date | number | string): IsoDate {
  const w = wallClock(typeof now === 'string' ? Date.parse(now) : Number(now), TIME_ZONE);
  return isoDate(w.year, w.month, w.day);
}

/** Today's date in Iceland at `now`. */
export function todayInReykjavik(now?: Date | number): IsoDate {
  if (now === undefined) return cachedToday();
  return reykjavikDateAt(now);
}

// Formatting in a zone costs tens of microseconds; the answer only changes at Reykjavik
// midnight, so it is kept until then.
let todayCache: { date: IsoDate; validFrom: number; validUntil: number } | null = null;

function cachedToday(): IsoDate {
  const now = Date.now();
  if (todayCache && now < todayCache.validUntil && now >= todayCache.validFrom) return todayCache.date;
  const date = reykjavikDateAt(now);
  const day = reykjavikDayBounds(date);
  todayCache = { date, validFrom: day.from, validUntil: day.until };
  return date;
}

/** The instants (epoch milliseconds) at which `date` begins and ends in Iceland. */
export function reykjavikDayBounds(date: IsoDate): { from: number; until: number } {
  return { from: startOfDayInReykjavik(date), until: startOfDayInReykjavik(addDaysToDate(date, 1)) };
}

/**
 * Today's date in Iceland, given a day whose bounds the server worked out: while `now` lies within
 * them no time-zone work is done. In a browser the first zoned `Intl.DateTimeFormat` loads the
 * time-zone data, about 30 ms of one task on this machine (117 ms with Lighthouse's 4× slowdown),
 * which the search panel paid while hydrating only to learn the day the page already said.
 */
export function todayGivenDay(
  day: { date: IsoDate; from: number; until: number },
  now: number = Date.now(),
): IsoDate {
  return now >= day.from && now < day.until ? day.date : todayInReykjavik(now);
}

/** Epoch milliseconds of 00:00 on `date` in Iceland. */
export function startOfDayInReykjavik(date: IsoDate): number {
  return reykjavikTimestamp(date);
}

/** Epoch milliseconds of a wall-clock date and `HH:MM` time in Iceland. */
export function reykjavikTimestamp(date: IsoDate, time = '00:00'): number {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return zonedTimeToUtc(
    {
      year: Number(date.slice(0, 4)),
      month: Number(date.slice(5, 7)),
      day: Number(date.slice(8, 10)),
      hour,
      minute,
    },
    TIME_ZONE,
  );
}

/** Strictly before today; today itself is not past. */
export function isPastDate(date: IsoDate, today: IsoDate = todayInReykjavik()): boolean {
  return date < today;
}

/**
 * The 18th birthday has been reached on `today`. Someone born on 29 February turns 18 on
 * 28 February in common years (the birthday is clamped to the month's end).
 */
export function isAtLeast18(dateOfBirth: IsoDate, today: IsoDate = todayInReykjavik()): boolean {
  return isAtLeastAge(dateOfBirth, 18, today);
}

/** The birthday of `years` has been reached on `on` (29 February birthdays as in `isAtLeast18`). */
export function isAtLeastAge(dateOfBirth: IsoDate, years: number, on: IsoDate = todayInReykjavik()): boolean {
  if (!isValidDateString(dateOfBirth)) return false;
  const year = Number(dateOfBirth.slice(0, 4)) + years;
  const month = Number(dateOfBirth.slice(5, 7));
  const day = Math.min(Number(dateOfBirth.slice(8, 10)), daysInMonth(year, month));
  return isoDate(year, month, day) <= on;
}

/** First 10 characters of a date or date-time, read in Iceland's zone when a time is present. */
export function toIsoDate(value: string): IsoDate {
  if (value.length <= 10) return value;
  return reykjavikDateAt(value);
}

/** The instant of a Reykjavik wall-clock date and `HH:MM` time. */
export function reykjavikInstant(date: IsoDate, time: string): Date {
  return new Date(reykjavikTimestamp(date, time));
}

// Searches format a dozen instants each; a reused Intl formatter's `format` is an order of
// magnitude cheaper than a date library that re-tokenises every call, and cheaper than
// `formatToParts`. en-CA prints dates as YYYY-MM-DD; the wall clock is the fallback for ICU
// builds that print otherwise. Made on first use: the browser bundles that carry this module
// never format instants.
let instantFormats: { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat } | null = null;

function formats() {
  instantFormats ??= {
    date: new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
    time: new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
  return instantFormats;
}

/** The Reykjavik calendar date of an instant. */
export function reykjavikDate(instant: Date): IsoDate {
  const text = formats().date.format(instant);
  return ISO_DATE.test(text) ? text : reykjavikDateAt(instant);
}

/** The Reykjavik wall-clock time (`HH:MM`) of an instant. */
export function reykjavikTime(instant: Date): string {
  const text = formats().time.format(instant);
  if (TIME_OF_DAY.test(text)) return text;
  const w = wallClock(instant.getTime(), TIME_ZONE);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Reykjavik date on which each charged 24-hour rental day starts. */
export function rentalDates(pickupAt: Date, days: number): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let i = 0; i < days; i++) dates.push(reykjavikDate(new Date(pickupAt.getTime() + i * DAY_MS)));
  return dates;
}

export function hoursBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / 3_600_000;
}
