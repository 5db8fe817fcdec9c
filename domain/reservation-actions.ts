/**
 * What a customer may do with a reservation right now, and why not when not: the
 * tenant's policy clocks (free cancellation, changes of terms, check-in window) applied to the
 * reservation's status, pickup and money. The booking service enforces the same windows
 * (`booking/rules/policy.ts`, checked against this module by a unit test); the site uses this to
 * show each action open or closed with its reason, and the fee or refund before confirming.
 */

export const RESERVATION_STATUSES = [
  'pending_payment',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  'refund_requested',
  'refunded',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_ACTIONS = [
  'pay',
  'editTerms',
  'editOptions',
  'editDetails',
  'checkin',
  'cancel',
  'refund',
] as const;
export type ReservationAction = (typeof RESERVATION_ACTIONS)[number];

/** The tenant's clocks, in hours before pickup (the booking service's `/catalogue` policy). */
export interface ReservationPolicy {
  freeCancellationHours: number;
  termsChangeMinHours: number;
  checkInOpensHours: number;
}

export interface ReservationFacts {
  status: ReservationStatus;
  pickupAt: Date;
  returnAt: Date;
  /** Still owed by the customer, ISK. */
  balance: number;
  /** Paid minus refunded, ISK. */
  netPaid: number;
}

/**
 * Why an action is closed:
 * - `status`: not for a reservation in this state (cancelled, refunded, …);
 * - `pickupPassed`: the vehicle was due to be picked up already;
 * - `termsLocked`: less than `termsChangeMinHours` before pickup (`at` = when it closed);
 * - `checkinNotYet`: check-in opens `checkInOpensHours` before pickup (`at` = when it opens);
 * - `nothingDue`, `nothingPaid`: no balance to pay, nothing to refund;
 * - `cancelInstead`: before pickup a refund is a cancellation;
 * - `agreementSigned`: the rental agreement is signed (checked in), so options and details are
 *   changed at the rental desk, with an amended agreement.
 */
export type ActionClosedReason =
  | 'status'
  | 'pickupPassed'
  | 'termsLocked'
  | 'checkinNotYet'
  | 'nothingDue'
  | 'nothingPaid'
  | 'cancelInstead'
  | 'agreementSigned';

export interface ActionState {
  action: ReservationAction;
  open: boolean;
  reason: ActionClosedReason | null;
  /** Open: when the action closes (null when no clock closes it). Closed: when it opened or will open. */
  at: Date | null;
}

const HOUR = 3_600_000;
const OPEN_STATUSES: readonly ReservationStatus[] = ['pending_payment', 'confirmed'];
const PAYABLE_STATUSES: readonly ReservationStatus[] = ['pending_payment', 'confirmed', 'checked_in'];
const REFUNDABLE_STATUSES: readonly ReservationStatus[] = [
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
];

const hoursBefore = (at: Date, hours: number) => new Date(at.getTime() - hours * HOUR);
const hoursUntil = (now: Date, at: Date) => (at.getTime() - now.getTime()) / HOUR;

function state(action: ReservationAction, reason: ActionClosedReason | null, at: Date | null): ActionState {
  return { action, open: reason === null, reason, at };
}

/**
 * The policy's deadlines for one booking, from its own dates: when free
 * cancellation and online changes end, or null when that moment had already passed when the
 * booking was made (a pickup tomorrow has no free cancellation, and every text must say so
 * instead of quoting a past date).
 */
export function policyDeadlines(
  policy: { freeCancellationHours: number; termsChangeMinHours?: number | null },
  pickupAt: Date,
  bookedAt: Date,
): { freeCancellationUntil: Date | null; changesUntil: Date | null } {
  const free = hoursBefore(pickupAt, policy.freeCancellationHours);
  const changes =
    policy.termsChangeMinHours === undefined || policy.termsChangeMinHours === null
      ? null
      : hoursBefore(pickupAt, policy.termsChangeMinHours);
  return {
    freeCancellationUntil: free.getTime() >= bookedAt.getTime() ? free : null,
    changesUntil: changes && changes.getTime() >= bookedAt.getTime() ? changes : null,
  };
}

/** Free cancellation up to `freeCancellationHours` before pickup, the boundary included. */
export function cancellationIsFreeAt(policy: ReservationPolicy, pickupAt: Date, now: Date): boolean {
  return hoursUntil(now, pickupAt) >= policy.freeCancellationHours;
}

export type CancellationTerms =
  | { kind: 'free'; refund: number; freeUntil: Date }
  /** Late: the paid amount stays until staff decide on the refund; a reason is required. */
  | { kind: 'request'; retained: number; freeUntil: Date };

/** What cancelling now gives, stated before the customer confirms. */
export function cancellationTerms(
  policy: ReservationPolicy,
  facts: Pick<ReservationFacts, 'pickupAt' | 'netPaid'>,
  now: Date,
): CancellationTerms {
  const freeUntil = hoursBefore(facts.pickupAt, policy.freeCancellationHours);
  const paid = Math.max(0, facts.netPaid);
  return cancellationIsFreeAt(policy, facts.pickupAt, now)
    ? { kind: 'free', refund: paid, freeUntil }
    : { kind: 'request', retained: paid, freeUntil };
}

function cancel(facts: ReservationFacts, policy: ReservationPolicy, now: Date): ActionState {
  if (!OPEN_STATUSES.includes(facts.status)) return state('cancel', 'status', null);
  if (now >= facts.pickupAt) return state('cancel', 'pickupPassed', facts.pickupAt);
  // Open until pickup; `at` is when it stops being free (may be past: then it is by request).
  return state('cancel', null, hoursBefore(facts.pickupAt, policy.freeCancellationHours));
}

function refund(facts: ReservationFacts, now: Date): ActionState {
  if (!REFUNDABLE_STATUSES.includes(facts.status)) return state('refund', 'status', null);
  if (facts.netPaid <= 0) return state('refund', 'nothingPaid', null);
  if (OPEN_STATUSES.includes(facts.status) && now < facts.pickupAt)
    return state('refund', 'cancelInstead', facts.pickupAt);
  return state('refund', null, null);
}

function editTerms(facts: ReservationFacts, policy: ReservationPolicy, now: Date): ActionState {
  const closesAt = hoursBefore(facts.pickupAt, policy.termsChangeMinHours);
  if (!OPEN_STATUSES.includes(facts.status)) return state('editTerms', 'status', null);
  if (hoursUntil(now, facts.pickupAt) < policy.termsChangeMinHours)
    return state('editTerms', 'termsLocked', closesAt);
  return state('editTerms', null, closesAt);
}

function untilPickup(action: ReservationAction, facts: ReservationFacts, now: Date): ActionState {
  if (now >= facts.pickupAt && facts.status === 'checked_in')
    return state(action, 'pickupPassed', facts.pickupAt);
  if (facts.status === 'checked_in') return state(action, 'agreementSigned', null);
  if (!OPEN_STATUSES.includes(facts.status)) return state(action, 'status', null);
  if (now >= facts.pickupAt) return state(action, 'pickupPassed', facts.pickupAt);
  return state(action, null, facts.pickupAt);
}

function pay(facts: ReservationFacts, now: Date): ActionState {
  if (!PAYABLE_STATUSES.includes(facts.status)) return state('pay', 'status', null);
  if (facts.balance <= 0) return state('pay', 'nothingDue', null);
  if (now >= facts.returnAt) return state('pay', 'status', null);
  return state('pay', null, null);
}

/** Check-in opens `checkInOpensHours` before pickup and closes at pickup (the boundary opens it). */
function checkin(facts: ReservationFacts, policy: ReservationPolicy, now: Date): ActionState {
  const opensAt = hoursBefore(facts.pickupAt, policy.checkInOpensHours);
  if (facts.status !== 'confirmed' && facts.status !== 'checked_in') return state('checkin', 'status', null);
  const hours = hoursUntil(now, facts.pickupAt);
  if (hours <= 0) return state('checkin', 'pickupPassed', facts.pickupAt);
  if (hours > policy.checkInOpensHours) return state('checkin', 'checkinNotYet', opensAt);
  return state('checkin', null, facts.pickupAt);
}

/** Every action, in the order the overview lists them, open or closed with the reason. */
export function reservationActions(
  policy: ReservationPolicy,
  facts: ReservationFacts,
  now: Date,
): ActionState[] {
  return [
    pay(facts, now),
    editTerms(facts, policy, now),
    untilPickup('editOptions', facts, now),
    untilPickup('editDetails', facts, now),
    checkin(facts, policy, now),
    cancel(facts, policy, now),
    refund(facts, now),
  ];
}

export function actionState(
  policy: ReservationPolicy,
  facts: ReservationFacts,
  action: ReservationAction,
  now: Date,
): ActionState {
  return reservationActions(policy, facts, now).find((a) => a.action === action) as ActionState;
}

export interface ChangeOutcome {
  /** New total minus old total, ISK. */
  difference: number;
  /** Owed after the change (may be negative before the refund). */
  newBalance: number;
  /** Paid back to the card at once: what was paid beyond the new total. */
  refundNow: number;
  /** The increase, which the customer can pay online right away (else it is due at pickup). */
  payNow: number;
}

/** What a re-quoted change means for the customer, shown before confirming it. */
export function changeOutcome(difference: number, balance: number): ChangeOutcome {
  const newBalance = balance + difference;
  return {
    difference,
    newBalance,
    refundNow: Math.max(0, -newBalance),
    payNow: Math.max(0, Math.min(difference, newBalance)),
  };
}
