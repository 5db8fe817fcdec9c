// Time windows of a reservation's life (the tenant's settings). Pure.
import type { TenantSettings } from './types.ts';

export type ReservationStatus =
  | 'pending_payment'
  | 'confirmed'
  | 'checked_in'
  | 'completed'
  | 'cancelled'
  | 'refund_requested'
  | 'refunded';

const HOUR = 3_600_000;
const hoursUntil = (now: Date, at: Date) => (at.getTime() - now.getTime()) / HOUR;

export const OPEN_STATUSES: ReservationStatus[] = ['pending_payment', 'confirmed'];

/** Free cancellation up to `freeCancellationHours` before pickup, boundary included. */
export function cancellationIsFree(settings: TenantSettings, pickupAt: Date, now: Date): boolean {
  return hoursUntil(now, pickupAt) >= settings.freeCancellationHours;
}

/** Dates, times, locations and vehicle can be changed online until 24 hours before pickup. */
export function termsEditable(
  settings: TenantSettings,
  status: ReservationStatus,
  pickupAt: Date,
  now: Date,
): boolean {
  return OPEN_STATUSES.includes(status) && hoursUntil(now, pickupAt) >= settings.termsChangeMinHours;
}

/**
 * Details and options can be edited until pickup, and until the rental agreement is signed
 * (check-in): after that they are changed at the desk with an amended agreement.
 */
export function detailsEditable(status: ReservationStatus, pickupAt: Date, now: Date): boolean {
  return OPEN_STATUSES.includes(status) && now < pickupAt;
}

/** Online check-in opens `checkInOpensHours` before pickup and closes at pickup. */
export function checkInWindow(
  settings: TenantSettings,
  status: ReservationStatus,
  pickupAt: Date,
  now: Date,
): 'not_yet_open' | 'open' | 'closed' {
  if (status !== 'confirmed' && status !== 'checked_in') return 'closed';
  const hours = hoursUntil(now, pickupAt);
  if (hours > settings.checkInOpensHours) return 'not_yet_open';
  if (hours <= 0) return 'closed';
  return 'open';
}

export function canCancel(status: ReservationStatus, pickupAt: Date, now: Date): boolean {
  return OPEN_STATUSES.includes(status) && now < pickupAt;
}
