/**
 * The booking service's `POST /reservations` body (and the contract preview's) from the booking
 * state and the saved details: one mapping, so the contract the visitor accepts is priced and
 * worded from exactly what is then booked.
 */
import type { BookingDetails, Locale } from '@domain';
import type { DetailsValues } from '@web/features/booking/details/model.ts';
import { searchBody } from '@web/features/booking/search/body.ts';
import type { BookingState } from '@web/features/booking/state.ts';

/** The details cookie: what the form showed (to refill it) and what the domain schema made of it. */
export interface SavedDetails {
  values: DetailsValues;
  data: BookingDetails;
}

export function reservationBody(state: BookingState, details: SavedDetails, locale: Locale) {
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
    customer: data.customer,
    mainDriver: data.mainDriver
      ? { isCustomer: 'Someone else' as const, ...data.mainDriver }
      : { isCustomer: 'Yes' as const },
    extraDrivers: data.extraDrivers.slice(0, options?.extraDrivers ?? 0),
    trip: data.trip,
    ...(data.lease ? { lease: data.lease } : {}),
    locale,
  };
}
