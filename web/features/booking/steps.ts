/**
 * Where each booking step lives, and which one a visitor may open. The steps and the rule that
 * derives the current one from the booking state are the domain's (`domain/booking-steps.ts`);
 * this puts them on the site's addresses.
 */
import {
  BOOKING_STEPS,
  type BookingStep,
  type BookingStepState,
  currentBookingStep,
  type Locale,
  stepAllowed,
} from '@domain';
import { searchQuery } from '@web/features/booking/search/query.ts';
import { localizePath } from '@web/lib/paths.ts';
import type { BookingState } from './state.ts';

export { BOOKING_STEPS, type BookingStep };

/** Where each step lives; payment belongs to the Contract step (the gateway's page sits between). */
export const STEP_PATHS: Record<BookingStep, string> = {
  vehicles: '/book/vehicles/',
  options: '/book/options/',
  details: '/book/details/',
  contract: '/book/contract/',
  confirmation: '/book/confirmation/',
};

export function stepPath(step: BookingStep, locale: Locale, query = ''): string {
  return `${localizePath(STEP_PATHS[step], locale)}${query}`;
}

/** The payment page belongs to the Contract step: the gateway returns the visitor there. */
export function paymentPath(locale: Locale, query = ''): string {
  return `${localizePath('/book/payment/', locale)}${query}`;
}

export function errorPath(locale: Locale, reason: string): string {
  return `${localizePath('/book/error/', locale)}?reason=${encodeURIComponent(reason)}`;
}

/** The booking state as the domain's step rule reads it. */
export function bookingStepState(state: BookingState | null, hasDetails: boolean): BookingStepState {
  return {
    search: state?.search ?? null,
    vehicleId: state?.vehicleId ?? null,
    optionsSaved: Boolean(state?.options),
    detailsSaved: hasDetails,
  };
}

/**
 * The steps a guard stands before. The Vehicles step's address is the search itself (a deep link),
 * and the Confirmation is decided by the reservation, not by the booking state.
 */
export type GuardedStep = 'options' | 'details' | 'contract' | 'payment';

/**
 * Where a visitor asking for `step` is sent instead, or null when they may see it: a step beyond
 * the current one (derived, never stored) sends them to the current one; Vehicles keeps their search.
 * The payment page needs the reservation that accepting the contract made.
 */
export function stepRedirect(
  step: GuardedStep,
  state: BookingState | null,
  hasDetails: boolean,
  locale: Locale,
): string | null {
  if (step === 'payment') return state?.reservation ? null : stepPath('contract', locale);
  const stepState = bookingStepState(state, hasDetails);
  if (stepAllowed(step, stepState)) return null;
  const current = currentBookingStep(stepState);
  if (current === null || !state) return stepPath('vehicles', locale);
  return current === 'vehicles'
    ? stepPath('vehicles', locale, searchQuery(state.search))
    : stepPath(current, locale);
}
