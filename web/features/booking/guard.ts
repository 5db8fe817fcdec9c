/**
 * The one step guard of the booking pages and actions: it reads the booking state, sends the
 * visitor to the step the state allows (`stepRedirect`), and hands back the state the step needs,
 * typed as present.
 */
import type { Locale, Tenant } from '@domain';
import type { BookingOptions } from '@web/lib/session-cookies.ts';
import { redirect } from 'next/navigation';
import { type BookingState, readBookingState, readSavedDetails, type SavedDetails } from './state.ts';
import { type GuardedStep, stepRedirect } from './steps.ts';

type WithVehicle = BookingState & { vehicleId: string };
type WithOptions = WithVehicle & { options: BookingOptions };

export interface ReachedStep {
  options: { state: WithVehicle; details: SavedDetails | null };
  details: { state: WithOptions; details: SavedDetails | null };
  contract: { state: WithOptions; details: SavedDetails };
  payment: { state: BookingState & { reservation: NonNullable<BookingState['reservation']> } };
}

/** Redirects (from a page or a server action) unless the state allows `step`. */
export async function requireStep<S extends GuardedStep>(
  step: S,
  tenant: Tenant,
  locale: Locale,
): Promise<ReachedStep[S]> {
  const [state, details] = await Promise.all([readBookingState(tenant), readSavedDetails(tenant)]);
  const target = stepRedirect(step, state, details !== null, locale);
  if (target !== null) redirect(target);
  // stepRedirect let the visitor through: what the step needs is there.
  return { state, details } as ReachedStep[S];
}
