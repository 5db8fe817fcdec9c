/**
 * The booking service's `POST /reservations` body (and the contract preview's) from the booking
 * state and the saved details: one mapping, so the contract the visitor accepts is priced and
 * worded from exactly what is then booked.
 */
import type { ContractPreviewRequest } from '@booking/client.ts';
import { detailsToApi, type Locale } from '@domain';
import { searchBody } from '@web/features/booking/search/body.ts';
import type { BookingState, SavedDetails } from '@web/features/booking/state.ts';

export function reservationRequest(
  state: BookingState & { vehicleId: string },
  details: SavedDetails,
  locale: Locale,
): ContractPreviewRequest {
  const { data } = details;
  const options = state.options;
  return {
    ...searchBody(state.search),
    classId: state.vehicleId,
    options: options
      ? {
          insurancePackageId: options.insurancePackageId,
          insuranceAddons: options.insuranceAddons,
          extras: options.extras,
        }
      : undefined,
    ...detailsToApi(data, options?.extraDrivers ?? 0),
    locale,
  };
}
