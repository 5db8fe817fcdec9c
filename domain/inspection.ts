/**
 * The car inspection at pickup and at return: which photos make one, what the readings may be,
 * and when each may be done. One home for the windows: the booking service enforces them, the
 * reservation page only shows what they say.
 */

export const INSPECTION_STAGES = ['pickup', 'return'] as const;
export type InspectionStage = (typeof INSPECTION_STAGES)[number];

/** The guided sequence, in the order the customer walks round the car. */
export const INSPECTION_VIEWS = ['front', 'back', 'left', 'right', 'interior', 'dashboard'] as const;
export type InspectionView = (typeof INSPECTION_VIEWS)[number];

export const isInspectionStage = (value: unknown): value is InspectionStage =>
  typeof value === 'string' && (INSPECTION_STAGES as readonly string[]).includes(value);
export const isInspectionView = (value: unknown): value is InspectionView =>
  typeof value === 'string' && (INSPECTION_VIEWS as readonly string[]).includes(value);

/** Fuel is read off the gauge in eighths: 0 empty, 8 full. */
export const FUEL_EIGHTHS_MAX = 8;
/** Above any odometer of a rental car; a typo of one digit too many is refused. */
export const MILEAGE_MAX_KM = 1_999_999;
export const DAMAGE_MARKS_MAX = 20;
export const DAMAGE_NOTE_MAX = 300;

/**
 * A mark on the car outline: `x`, `y` in percent of the outline's box (so the page, the PDF and the
 * desk draw it at the same place whatever their size), and what the customer saw there.
 */
export interface DamageMark {
  x: number;
  y: number;
  note: string;
}

/**
 * The pickup inspection opens this long before pickup: a customer arriving the evening before a
 * morning pickup, or early for a night pickup at the key box, can do it on arrival.
 */
export const PICKUP_INSPECTION_OPENS_HOURS = 12;
/** The return inspection stays open this long after the booked return (a late return still gets one). */
export const RETURN_INSPECTION_GRACE_HOURS = 24;

export type InspectionWindow =
  /** The reservation is not checked in (or was cancelled). */
  | 'not_checked_in'
  | 'not_yet_open'
  | 'open'
  /** The pickup inspection is needed before the return one. */
  | 'pickup_first'
  /** This stage is completed. */
  | 'done'
  | 'closed';

export interface InspectionFacts {
  status: string;
  pickupAt: Date;
  returnAt: Date;
  pickupDone: boolean;
  returnDone: boolean;
}

const HOUR = 3_600_000;

export function pickupInspectionOpensAt(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - PICKUP_INSPECTION_OPENS_HOURS * HOUR);
}

export function returnInspectionClosesAt(returnAt: Date): Date {
  return new Date(returnAt.getTime() + RETURN_INSPECTION_GRACE_HOURS * HOUR);
}

/**
 * Whether `stage` can be done now. Pickup: a checked-in reservation, from
 * PICKUP_INSPECTION_OPENS_HOURS before pickup until return, and not once the return inspection
 * is done. Return: after the pickup inspection (the report compares the two), until
 * RETURN_INSPECTION_GRACE_HOURS after the booked return; an early return is a return.
 */
export function inspectionWindow(
  stage: InspectionStage,
  facts: InspectionFacts,
  now: Date,
): InspectionWindow {
  if (stage === 'pickup' ? facts.pickupDone : facts.returnDone) return 'done';
  if (facts.status !== 'checked_in' && facts.status !== 'completed') return 'not_checked_in';
  if (stage === 'pickup') {
    if (facts.returnDone || now >= facts.returnAt) return 'closed';
    if (now < pickupInspectionOpensAt(facts.pickupAt)) return 'not_yet_open';
    return 'open';
  }
  if (now >= returnInspectionClosesAt(facts.returnAt)) return 'closed';
  if (!facts.pickupDone) return 'pickup_first';
  return 'open';
}

/** Kilometres driven between two readings; null when one is missing or the odometer went back. */
export function distanceDriven(pickupKm: number | null, returnKm: number | null): number | null {
  if (pickupKm === null || returnKm === null || returnKm < pickupKm) return null;
  return returnKm - pickupKm;
}

/** Return minus pickup, in eighths of a tank (negative: less fuel than at pickup). */
export function fuelDifference(pickup: number | null, back: number | null): number | null {
  if (pickup === null || back === null) return null;
  return back - pickup;
}

/** A fuel reading as eighths ("3/8"; "8/8" full), the way the gauge is read. */
export function fuelText(eighths: number): string {
  return `${Math.min(Math.max(eighths, 0), FUEL_EIGHTHS_MAX)}/${FUEL_EIGHTHS_MAX}`;
}
