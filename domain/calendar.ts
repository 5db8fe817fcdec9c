import {
  addDaysToDate,
  daysInMonth,
  type IsoDate,
  isoDate,
  startOfDayInReykjavik,
  todayInReykjavik,
  weekdayOf,
} from './dates.ts';

/** A day cell of the calendar. */
export interface CalendarDay {
  date: IsoDate;
  /** Day of the month, 1–31. */
  day: number;
  enabled: boolean;
  /**
   * Why a day cannot be chosen, so a closed day does not look like a past one:
   * before the first bookable day, the location closed (or no time left that day), or past the
   * booking limits. Null for a day that can be chosen.
   */
  unavailable: CalendarDayUnavailable | null;
  /** Epoch milliseconds of the day's start in Iceland. */
  timestamp: number;
}

export interface CalendarMonth {
  /** `YYYY-MM` */
  month: string;
  year: number;
  /** 1–12 */
  monthNumber: number;
  /** Empty cells before the 1st in a week that starts on Monday. */
  leadingBlanks: number;
  days: CalendarDay[];
  /** Rows of seven cells, Monday first; `null` pads the first and last rows. */
  weeks: (CalendarDay | null)[][];
}

/** `null` marks an unset end of the range. */
export interface DateSelection {
  start: IsoDate | null;
  end: IsoDate | null;
}

export type SelectionMode = 'range' | 'single';

export type CalendarDayUnavailable = 'past' | 'closed' | 'limit';

export interface CalendarOptions {
  today?: IsoDate;
  /** Days after today that are still disabled (0: today is the first selectable day). */
  offsetDays?: number;
  isStartUnavailable?: (date: IsoDate) => boolean;
  isEndUnavailable?: (date: IsoDate) => boolean;
  /** Of the unavailable days, those past the booking horizon (as a pickup) or the longest rental (as a return). */
  isBeyondLimit?: (date: IsoDate, asReturn: boolean) => boolean;
  selection?: DateSelection;
}

export const EMPTY_SELECTION: DateSelection = Object.freeze({ start: null, end: null });

/** Next-available search horizon. */
export const NEXT_AVAILABLE_DAYS = 730;

/**
 * Whether `date` can be clicked: not before today plus the offset, and not unavailable. Once a
 * start is chosen without an end, days from the start on are judged as return days (SPEC
 * section 5); every other day is judged as a pickup day.
 */
export function isCalendarDateEnabled(date: IsoDate, options: CalendarOptions = {}): boolean {
  return calendarDayUnavailable(date, options) === null;
}

/** Why `date` cannot be clicked (see `isCalendarDateEnabled`), or null when it can. */
export function calendarDayUnavailable(
  date: IsoDate,
  options: CalendarOptions = {},
): CalendarDayUnavailable | null {
  const today = options.today ?? todayInReykjavik();
  const firstEnabled = options.offsetDays ? addDaysToDate(today, options.offsetDays) : today;
  if (date < firstEnabled) return 'past';
  const { start, end } = options.selection ?? EMPTY_SELECTION;
  const choosingEnd = start !== null && end === null && date >= start;
  const unavailable = choosingEnd ? options.isEndUnavailable : options.isStartUnavailable;
  if (!unavailable?.(date)) return null;
  return options.isBeyondLimit?.(date, choosingEnd) ? 'limit' : 'closed';
}

/** `count` consecutive month grids starting with `firstMonth` (`YYYY-MM`). */
export function calendarMonths(
  firstMonth: string,
  count: number,
  options: CalendarOptions = {},
): CalendarMonth[] {
  const match = /^(\d{4})-(\d{2})$/.exec(firstMonth);
  const firstYear = Number(match?.[1]);
  const firstMonthNumber = Number(match?.[2]);
  if (!match || firstMonthNumber < 1 || firstMonthNumber > 12)
    throw new RangeError(`Invalid month: ${firstMonth}`);
  // Resolved once so that every day of every month is judged against the same today.
  const resolved: CalendarOptions = { ...options, today: options.today ?? todayInReykjavik() };
  const months: CalendarMonth[] = [];
  for (let i = 0; i < count; i++) {
    const index = firstYear * 12 + (firstMonthNumber - 1) + i;
    const year = Math.floor(index / 12);
    const monthNumber = (index % 12) + 1;
    const days: CalendarDay[] = [];
    for (let day = 1; day <= daysInMonth(year, monthNumber); day++) {
      const date = isoDate(year, monthNumber, day);
      const unavailable = calendarDayUnavailable(date, resolved);
      days.push({
        date,
        day,
        enabled: unavailable === null,
        unavailable,
        timestamp: startOfDayInReykjavik(date),
      });
    }
    const leadingBlanks = (weekdayOf(isoDate(year, monthNumber, 1)) + 6) % 7;
    const cells: (CalendarDay | null)[] = [...Array<null>(leadingBlanks).fill(null), ...days];
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks: (CalendarDay | null)[][] = [];
    for (let w = 0; w < cells.length; w += 7) weeks.push(cells.slice(w, w + 7));
    months.push({
      month: isoDate(year, monthNumber, 1).slice(0, 7),
      year,
      monthNumber,
      leadingBlanks,
      days,
      weeks,
    });
  }
  return months;
}

/**
 * Range mode: the first click sets the start; a click on or after the start sets
 * the end (the same day is a same-day rental); a click before the start while no end is set
 * replaces the start; a click when both are set starts again. Single mode: each click sets the
 * start only. A day that `isEnabled` rejects leaves the selection as it was.
 */
export function selectCalendarDate(
  selection: DateSelection,
  clicked: IsoDate,
  mode: SelectionMode,
  isEnabled?: (date: IsoDate) => boolean,
): DateSelection {
  if (isEnabled && !isEnabled(clicked)) return selection;
  if (mode === 'single') return { start: clicked, end: selection.end };
  const { start, end } = selection;
  if (start === null || end !== null) return { start: clicked, end: null };
  if (clicked >= start) return { start, end: clicked };
  return { start: clicked, end: null };
}

/** The range to highlight while hovering: a start without an end stretches to the hovered day. */
export function previewRange(selection: DateSelection, hovered: IsoDate | null): DateSelection {
  const { start, end } = selection;
  if (start !== null && end === null && hovered !== null && hovered >= start) return { start, end: hovered };
  return selection;
}

export type RangeRole = 'start' | 'end' | 'inside' | null;

/** How a day sits in a (previewed) range, for styling. */
export function rangeRole(date: IsoDate, range: DateSelection): RangeRole {
  if (date === range.start) return 'start';
  if (date === range.end) return 'end';
  if (range.start !== null && range.end !== null && date > range.start && date < range.end) return 'inside';
  return null;
}

/** The first day from `from` (inclusive) up to 730 days later that is available, else null. */
export function nextAvailableDate(from: IsoDate, isAvailable: (date: IsoDate) => boolean): IsoDate | null {
  let date = from;
  for (let offset = 0; offset <= NEXT_AVAILABLE_DAYS; offset++) {
    if (isAvailable(date)) return date;
    date = addDaysToDate(date, 1);
  }
  return null;
}
