import type { Locale } from '@domain';
import { localizePath } from '@web/lib/paths.ts';
import type { BookingState } from './state.ts';

/** SPEC section 2: Vehicles, Options, Details, Contract, Confirmation. */
export const BOOKING_STEPS = ['vehicles', 'options', 'details', 'contract', 'confirmation'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

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

/**
 * The furthest step the visitor may open, derived from the state that exists (never stored):
 * a search opens Vehicles, a chosen vehicle Options, saved options Details, saved details the
 * Contract. Confirmation needs a paid reservation and is decided by the reservation itself.
 */
export function furthestStep(state: BookingState | null, hasDetails: boolean): BookingStep | null {
  if (!state) return null;
  if (!state.vehicleId) return 'vehicles';
  if (!state.options) return 'options';
  if (!hasDetails) return 'details';
  return 'contract';
}

export function stepIndex(step: BookingStep): number {
  return BOOKING_STEPS.indexOf(step);
}

/** The payment page belongs to the Contract step: the gateway returns the visitor there. */
export function paymentPath(locale: Locale, query = ''): string {
  return `${localizePath('/book/payment/', locale)}${query}`;
}

export function errorPath(locale: Locale, reason: string): string {
  return `${localizePath('/book/error/', locale)}?reason=${encodeURIComponent(reason)}`;
}
