/**
 * The rental agreement for the booking in progress as a PDF, from the booking service's preview
 * (the same renderer and hash as the reservation will record). The JSON preview is the client's
 * `previewContractOf` (`../client.ts`).
 */
import type { Locale, Tenant } from '@domain';
import type { BookingState, SavedDetails } from '@web/features/booking/state.ts';
import { callBookingResponse } from '@web/lib/booking/service.ts';
import { reservationRequest } from './reservation-input.ts';

export async function contractPdf(
  tenant: Tenant,
  locale: Locale,
  state: BookingState & { vehicleId: string },
  details: SavedDetails,
): Promise<Response | null> {
  const response = await callBookingResponse('/contract/preview?format=pdf', {
    tenant,
    body: reservationRequest(state, details, locale),
  });
  return response.ok ? response : null;
}
