/**
 * A late return: the booked return time has passed and no return inspection was submitted. At a
 * self-service location nobody stands at a desk when the car comes back, so the return inspection
 * is the only sign that it did; staff see the late ones first thing in the morning on the board
 * and in the reservation's detail. Instants are compared as such; the boards' days are Iceland's.
 */
import { addDaysToDate, type IsoDate, startOfDayInReykjavik } from './dates.ts';

/**
 * Statuses in which the car is (or should be) out: a cancelled booking is not late, and a
 * completed one is closed whatever its inspections say.
 */
export const LATE_RETURN_STATUSES = ['confirmed', 'checked_in'] as const;

/**
 * Today's board carries late returns booked back this many days before today: a car still out a
 * week later is a case followed on the desk (the detail still says it is late), not a board row.
 */
export const LATE_RETURN_BOARD_DAYS = 7;

export interface ReturnFacts {
  status: string;
  returnAt: Date;
  /** The return inspection is submitted. */
  returnDone: boolean;
}

export interface LateReturn {
  /** The booked return, ISO. */
  dueAt: string;
  /** Whole minutes since the booked return. */
  minutesLate: number;
}

/** The reservation's late return at `now`, or null when it is not late (or not out at all). */
export function lateReturn(facts: ReturnFacts, now: Date): LateReturn | null {
  if (facts.returnDone) return null;
  if (!(LATE_RETURN_STATUSES as readonly string[]).includes(facts.status)) return null;
  const late = now.getTime() - facts.returnAt.getTime();
  if (late <= 0) return null;
  return { dueAt: facts.returnAt.toISOString(), minutesLate: Math.floor(late / 60_000) };
}

/**
 * The earliest booked return today's board (`today`, an Iceland date) carries as late: returns
 * between it and the start of today appear on today's board if still not back.
 */
export function lateReturnBoardFrom(today: IsoDate): Date {
  return new Date(startOfDayInReykjavik(addDaysToDate(today, -LATE_RETURN_BOARD_DAYS)));
}

/** How late, as staff read it on the board: "45 min", "2 h 05 min", "3 d 4 h". */
export function lateDuration(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  if (m < 1) return 'under 1 min';
  if (m < 60) return `${m} min`;
  const hours = Math.floor(m / 60);
  if (hours < 24) return `${hours} h ${String(m % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
