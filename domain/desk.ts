/**
 * The staff desk's pure rules: which unit may carry a reservation, how
 * a search term is read, and when a location's key-box code may be shown to a customer. The
 * booking service applies them (`booking/services/desk.ts`); the database's exclusion constraint
 * on allocations is what keeps two reservations off one unit when two staff act at once.
 */

/** Statuses a unit can still be assigned or changed in: the car has not come back yet. */
export const ASSIGNABLE_STATUSES = ['pending_payment', 'confirmed', 'checked_in'] as const;

export interface UnitFacts {
  classId: string;
  /** In service (the Studio's switch). */
  active: boolean;
}

export interface AssignmentTarget {
  status: string;
  classId: string;
  returnAt: Date;
}

export type AssignmentProblem =
  | 'reservation_closed'
  | 'unit_wrong_class'
  | 'unit_out_of_service'
  | 'unit_taken';

const PROBLEM_TEXT: Record<AssignmentProblem, string> = {
  reservation_closed:
    'A unit can only be assigned to a reservation that is not cancelled, refunded or returned',
  unit_wrong_class: 'That unit is of another vehicle class than the reservation',
  unit_out_of_service: 'That unit is out of service',
  unit_taken: 'That unit is assigned to another reservation in an overlapping period',
};

export const assignmentProblemText = (problem: AssignmentProblem): string => PROBLEM_TEXT[problem];

/**
 * Why `unit` may not carry `reservation` now, or null when it may. `overlapping` says whether
 * another reservation holds the unit for an overlapping period (turnaround included).
 */
export function assignmentProblem(
  reservation: AssignmentTarget,
  unit: UnitFacts,
  overlapping: boolean,
  now: Date,
): AssignmentProblem | null {
  const open = (ASSIGNABLE_STATUSES as readonly string[]).includes(reservation.status);
  if (!open || reservation.returnAt <= now) return 'reservation_closed';
  if (unit.classId !== reservation.classId) return 'unit_wrong_class';
  if (!unit.active) return 'unit_out_of_service';
  if (overlapping) return 'unit_taken';
  return null;
}

/** A plate as typed on a desk ("ab-123", "AB 123") in the form it is compared in: "AB123". */
export function normalizePlate(input: string): string {
  return input.toUpperCase().replace(/[\s\-.·]/g, '');
}

/** What a desk search term can be, so the service asks only what could match. */
export interface DeskQuery {
  /** The trimmed term, for names (substring, case-insensitive). */
  text: string;
  /** The term as an e-mail address, when it is one. */
  email: string | null;
  /** The term as a reference or plate: letters and digits only, upper case. */
  compact: string;
}

export const DESK_QUERY_MIN = 2;
export const DESK_QUERY_MAX = 100;

export function deskQuery(input: string): DeskQuery | null {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text.length < DESK_QUERY_MIN || text.length > DESK_QUERY_MAX) return null;
  return {
    text,
    email: /^[^\s@]+@[^\s@]+$/.test(text) ? text.toLowerCase() : null,
    compact: normalizePlate(text),
  };
}

/** A location's self-service key arrangements as the booking service keeps them. */
export interface KeyInstructions {
  /** Localized text per language code; English is the fallback. */
  text: Partial<Record<string, string>>;
  /** The key-box code; never in an e-mail, shown only inside the release window. */
  code: string | null;
  /** How many hours before pickup the code is released (0: at pickup time). */
  releaseHours: number;
}

export type KeyCodeState = 'released' | 'not_yet' | 'not_checked_in' | 'returned' | 'closed' | 'no_code';

/**
 * Whether the key-box code may be shown now: only to a checked-in reservation, from
 * `releaseHours` before pickup until the car is back, which is the booked return or the
 * submitted return inspection, whichever comes first. An early return ends the window: the
 * key is in the box again and the next renter's code must not stay with this customer.
 */
export function keyCodeState(
  input: { pickupAt: Date; returnAt: Date; checkedIn: boolean; status: string; returnedAt: Date | null },
  keys: Pick<KeyInstructions, 'code' | 'releaseHours'>,
  now: Date,
): KeyCodeState {
  if (!keys.code) return 'no_code';
  if (!['confirmed', 'checked_in'].includes(input.status) || now >= input.returnAt) return 'closed';
  if (input.returnedAt !== null && now >= input.returnedAt) return 'returned';
  if (!input.checkedIn) return 'not_checked_in';
  if (now.getTime() < keyReleaseAt(input.pickupAt, keys.releaseHours).getTime()) return 'not_yet';
  return 'released';
}

export function keyReleaseAt(pickupAt: Date, releaseHours: number): Date {
  return new Date(pickupAt.getTime() - Math.max(0, releaseHours) * 3_600_000);
}

/** The text in `locale`, else English, else any. */
export function localizedText(text: Partial<Record<string, string>>, locale: string): string | null {
  return text[locale] || text.en || Object.values(text).find((v) => !!v) || null;
}
