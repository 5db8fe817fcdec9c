// Date ranges and figures of the Studio's Operations tool: pure, shared by the booking service
// (which aggregates) and the Studio (which draws and exports). Dates are Iceland calendar dates.
import { addDaysToDate, type IsoDate, isValidDateString, startOfDayInReykjavik } from './dates.ts';

/** At most a year per report: the charts draw one point per day. */
export const MAX_REPORT_DAYS = 366;

export interface ReportPeriod {
  from: IsoDate;
  /** Inclusive. */
  to: IsoDate;
}

/** Whole days from `from` to `to`, both included (0 when `to` is before `from`). */
export function periodLength({ from, to }: ReportPeriod): number {
  const days = Math.round((startOfDayInReykjavik(to) - startOfDayInReykjavik(from)) / 86_400_000) + 1;
  return Math.max(0, days);
}

/** Every date of the period in order. */
export function periodDates(period: ReportPeriod): IsoDate[] {
  const out: IsoDate[] = [];
  for (let i = 0; i < periodLength(period); i++) out.push(addDaysToDate(period.from, i));
  return out;
}

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const days = periodLength(period);
  return { from: addDaysToDate(period.from, -days), to: addDaysToDate(period.from, -1) };
}

/** Epoch ms bounds `[start, end)` of the period in Iceland. */
export function periodBounds(period: ReportPeriod): { start: number; end: number } {
  return {
    start: startOfDayInReykjavik(period.from),
    end: startOfDayInReykjavik(addDaysToDate(period.to, 1)),
  };
}

/** A message for an unusable period, or null. */
export function periodProblem(period: ReportPeriod): string | null {
  if (!isValidDateString(period.from) || !isValidDateString(period.to)) return 'Dates must be YYYY-MM-DD';
  const days = periodLength(period);
  if (days < 1) return 'The end date is before the start date';
  if (days > MAX_REPORT_DAYS) return `A report covers at most ${MAX_REPORT_DAYS} days`;
  return null;
}

export interface DayFigures {
  date: IsoDate;
  bookings: number;
  /** ISK received that day: payments minus refunds. */
  revenue: number;
  /** Mean charged rental days of that day's bookings (0 without bookings). */
  averageDays: number;
}

/** One row per date of the period; days without data are zeros, rows outside it are dropped. */
export function fillDays(period: ReportPeriod, rows: readonly Partial<DayFigures>[]): DayFigures[] {
  const byDate = new Map<string, Partial<DayFigures>>();
  for (const row of rows) if (row.date) byDate.set(row.date, { ...byDate.get(row.date), ...row });
  return periodDates(period).map((date) => {
    const row = byDate.get(date);
    return {
      date,
      bookings: row?.bookings ?? 0,
      revenue: row?.revenue ?? 0,
      averageDays: row?.averageDays ?? 0,
    };
  });
}

export interface PeriodTotals {
  bookings: number;
  revenue: number;
  /** Weighted by bookings, so a busy day counts as much as its bookings. */
  averageDays: number;
}

export function periodTotals(days: readonly DayFigures[]): PeriodTotals {
  let bookings = 0;
  let revenue = 0;
  let dayWeighted = 0;
  for (const d of days) {
    bookings += d.bookings;
    revenue += d.revenue;
    dayWeighted += d.averageDays * d.bookings;
  }
  return {
    bookings,
    revenue,
    averageDays: bookings > 0 ? Math.round((dayWeighted / bookings) * 10) / 10 : 0,
  };
}

/** Relative change in percent, one decimal; null when the previous value is 0 (no base). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** Share of capacity used, in percent with one decimal (0 without capacity). */
export function utilisationPercent(bookedHours: number, capacityHours: number): number {
  if (capacityHours <= 0) return 0;
  return Math.round(Math.min(1, Math.max(0, bookedHours / capacityHours)) * 1000) / 10;
}
