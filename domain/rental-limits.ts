import { daysInMonth, type IsoDate, isoDate } from './dates.ts';

/**
 * How long one rental may last and how far ahead it may start (a 98-year booking was
 * accepted and a return in 9999 kept the server busy for half a minute). Per tenant: cars and
 * campers rent by the day, lease by the month.
 */
export interface RentalLimits {
  /** Longest rental, in calendar days or calendar months from the pickup date. */
  maxLength: { days: number } | { months: number };
  /** Latest pickup date, in calendar months from today. */
  horizonMonths: number;
}

export const DAILY_RENTAL_LIMITS: RentalLimits = { maxLength: { days: 90 }, horizonMonths: 24 };
export const LEASE_RENTAL_LIMITS: RentalLimits = { maxLength: { months: 36 }, horizonMonths: 24 };

export type RentalLimitCode = 'rental_too_long' | 'beyond_booking_horizon';

export interface RentalLimitViolation {
  code: RentalLimitCode;
  message: string;
  /** The last allowed date (return date or pickup date). */
  latest: IsoDate;
}

/** The same day `months` calendar months later; a day the month lacks becomes its last day. */
export function addMonthsToDate(date: IsoDate, months: number): IsoDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return isoDate(year, month, Math.min(Number(date.slice(8, 10)), daysInMonth(year, month)));
}

/**
 * A lease's length counted in calendar months from the pickup date (an Iceland calendar date),
 * then the days after the last whole month: 17 Dec → 17 Jan is one month, 31 Jan → 28 Feb is one
 * month (the day the month lacks is its last day), 17 Dec → 19 Jan one month and two days.
 * `days` is the rental's charged length in days, which fixes the return date.
 */
export function leaseLength(pickupDate: IsoDate, days: number): { months: number; days: number } {
  const end = addDays(pickupDate, days);
  // No month is longer than 31 days, so this is never past the answer: a few steps at most.
  let months = Math.floor(Math.max(0, days) / 31);
  while (addMonthsToDate(pickupDate, months + 1) <= end) months += 1;
  const monthEnd = addMonthsToDate(pickupDate, months);
  const rest = Math.round(
    (Date.UTC(+end.slice(0, 4), +end.slice(5, 7) - 1, +end.slice(8, 10)) -
      Date.UTC(+monthEnd.slice(0, 4), +monthEnd.slice(5, 7) - 1, +monthEnd.slice(8, 10))) /
      86_400_000,
  );
  return { months, days: rest };
}

function addDays(date: IsoDate, days: number): IsoDate {
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const d = new Date(ms + days * 86_400_000);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

function lengthText(length: RentalLimits['maxLength']): string {
  return 'days' in length ? `${length.days} days` : `${length.months} months`;
}

/** The last return date a rental starting on `pickupDate` may have. */
export function latestReturnDate(pickupDate: IsoDate, limits: RentalLimits): IsoDate {
  return 'days' in limits.maxLength
    ? addDays(pickupDate, limits.maxLength.days)
    : addMonthsToDate(pickupDate, limits.maxLength.months);
}

/** The last pickup date bookable today. */
export function latestPickupDate(today: IsoDate, limits: RentalLimits): IsoDate {
  return addMonthsToDate(today, limits.horizonMonths);
}

/**
 * Checks pickup and return dates (Iceland calendar dates) against the limits; null when they
 * hold. Constant time whatever the dates, so it can run before anything that walks the days.
 */
export function checkRentalLimits(
  terms: { pickupDate: IsoDate; returnDate: IsoDate },
  limits: RentalLimits,
  today: IsoDate,
): RentalLimitViolation | null {
  const horizon = latestPickupDate(today, limits);
  if (terms.pickupDate > horizon) {
    return {
      code: 'beyond_booking_horizon',
      message: `Bookings open ${limits.horizonMonths} months ahead: the latest pickup date is ${horizon}`,
      latest: horizon,
    };
  }
  const latest = latestReturnDate(terms.pickupDate, limits);
  if (terms.returnDate > latest) {
    return {
      code: 'rental_too_long',
      message: `A rental lasts at most ${lengthText(limits.maxLength)}: return by ${latest}`,
      latest,
    };
  }
  return null;
}
