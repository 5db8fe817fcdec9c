/**
 * The booking service for the booking steps' server code: the typed client (`booking/client.ts`)
 * over the handler this site mounts (`lib/booking/service.ts`). Reads a step repeats within one
 * request are made once per request (React `cache`): the catalogue (`lib/booking/catalogue.ts`)
 * and the contract preview.
 */
import type { ContractPreviewRequest } from '@booking/client.ts';
import type { Locale, Tenant } from '@domain';
import { booking } from '@web/lib/booking/service.ts';
import { cache } from 'react';
import { reservationRequest } from './contract/reservation-input.ts';
import type { BookingState, SavedDetails } from './state.ts';

export { catalogueOf } from '@web/lib/booking/catalogue.ts';
export { booking, bookingReads } from '@web/lib/booking/service.ts';

// Keyed by the request's text: the page and its summary build equal bodies, not the same object.
const previewOnce = cache((tenant: Tenant, request: string) => {
  const input: ContractPreviewRequest = JSON.parse(request);
  return booking({ tenant }).previewContract(input);
});

/**
 * The rental agreement for the booking in progress, from the booking service's preview (the same
 * renderer and hash as the reservation will record).
 */
export function previewContractOf(
  tenant: Tenant,
  locale: Locale,
  state: BookingState & { vehicleId: string },
  details: SavedDetails,
) {
  return previewOnce(tenant, JSON.stringify(reservationRequest(state, details, locale)));
}
