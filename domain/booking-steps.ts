/**
 * The booking flow's five steps (Vehicles, Options, Details, Contract,
 * Confirmation). The step a visitor may be on is derived from the booking state that exists,
 * never stored (the Booker pattern): a stored step could disagree with the state after a reload,
 * a second tab or the browser's back button; a derived one cannot.
 */

export const BOOKING_STEPS = ['vehicles', 'options', 'details', 'contract', 'confirmation'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export interface BookingStepState {
  /** The search (any value; null or undefined when there is none). */
  search?: unknown;
  vehicleId?: string | null;
  optionsSaved?: boolean;
  detailsSaved?: boolean;
  /** The reservation is booked and paid (or needs no payment). */
  reservationConfirmed?: boolean;
}

export function isBookingStep(value: unknown): value is BookingStep {
  return typeof value === 'string' && (BOOKING_STEPS as readonly string[]).includes(value);
}

export function bookingStepIndex(step: BookingStep): number {
  return BOOKING_STEPS.indexOf(step);
}

/**
 * The furthest step the state allows: a search opens Vehicles, a chosen vehicle Options, saved
 * options Details, saved details the Contract (payment belongs to it), a confirmed reservation
 * the Confirmation. Null without a search: the visitor starts on the search panel.
 */
export function currentBookingStep(state: BookingStepState): BookingStep | null {
  if (state.reservationConfirmed) return 'confirmation';
  if (state.search === undefined || state.search === null) return null;
  if (!state.vehicleId) return 'vehicles';
  if (!state.optionsSaved) return 'options';
  if (!state.detailsSaved) return 'details';
  return 'contract';
}

/**
 * Whether `step` may be shown: any step up to the current one (Back always works), none beyond
 * it. Once the reservation is confirmed only the Confirmation remains: the earlier steps would
 * edit a booking that is already made (that is the reservation pages' work).
 */
export function stepAllowed(step: BookingStep, state: BookingStepState): boolean {
  const current = currentBookingStep(state);
  if (current === null) return false;
  if (current === 'confirmation') return step === 'confirmation';
  return bookingStepIndex(step) <= bookingStepIndex(current);
}
