/**
 * The Details step's answers as the booking API carries them, and back: the one mapping between
 * the form's shape (`bookerDrives: 'yes' | 'someoneElse'`) and the API's (`mainDriver.isCustomer:
 * 'Yes' | 'Someone else'`, the SPEC's own words). The site books with `detailsToApi`; the booking
 * service checks what any client sent with the form's schema through `detailsFromApi`.
 */
import type { BookerDrives, BookingDetails, BookingDetailsInput, PersonInput } from './booking-details.ts';

/** "Is the booker the driver?" as the API answers it, by the form's value. */
export const IS_CUSTOMER = { yes: 'Yes', someoneElse: 'Someone else' } as const satisfies Record<
  BookerDrives,
  string
>;
export type IsCustomer = (typeof IS_CUSTOMER)[BookerDrives];

export interface ApiPerson {
  firstName: string;
  lastName: string;
  dateOfBirth?: string | undefined;
}

/** The part of `POST /reservations`'s body the Details form fills in. */
export interface ApiDetails {
  customer: ApiPerson & {
    email: string;
    phone: string;
    country: string;
    ssn?: string | undefined;
    address?: string | undefined;
    zipcode?: string | undefined;
    city?: string | undefined;
  };
  mainDriver:
    | { isCustomer: typeof IS_CUSTOMER.yes }
    | (ApiPerson & { isCustomer: typeof IS_CUSTOMER.someoneElse });
  extraDrivers: ApiPerson[];
  trip?:
    | {
        numberOfPassengers?: number | undefined;
        flightNumber?: string | undefined;
        arrivalTime?: string | undefined;
        specialComments?: string | null | undefined;
      }
    | undefined;
  lease?:
    | { leaseStartDate: string; leaseEndDate: string; deliveryTime: string; deliveryLocation: string }
    | undefined;
}

const person = (p: ApiPerson): PersonInput => ({
  firstName: p.firstName,
  lastName: p.lastName,
  dateOfBirth: p.dateOfBirth ?? '',
});

/** The API's shape as the form's, for the form's schema to check. */
export function detailsFromApi(body: ApiDetails): BookingDetailsInput {
  const { customer, mainDriver, trip, lease } = body;
  return {
    customer: { ...customer, dateOfBirth: customer.dateOfBirth ?? '' },
    bookerDrives: mainDriver.isCustomer === IS_CUSTOMER.yes ? 'yes' : 'someoneElse',
    ...(mainDriver.isCustomer === IS_CUSTOMER.someoneElse ? { mainDriver: person(mainDriver) } : {}),
    extraDrivers: body.extraDrivers.map(person),
    trip: {
      numberOfPassengers: trip?.numberOfPassengers,
      flightNumber: trip?.flightNumber,
      arrivalTime: trip?.arrivalTime,
      specialComments: trip?.specialComments ?? undefined,
    },
    ...(lease ? { lease } : {}),
  };
}

/**
 * Validated details as the API takes them. `extraDrivers` is how many the Options step asked for:
 * names kept from a longer list earlier in the booking are not booked.
 */
export function detailsToApi(details: BookingDetails, extraDrivers = details.extraDrivers.length) {
  return {
    customer: details.customer,
    mainDriver: details.mainDriver
      ? { isCustomer: IS_CUSTOMER.someoneElse, ...details.mainDriver }
      : { isCustomer: IS_CUSTOMER.yes },
    extraDrivers: details.extraDrivers.slice(0, extraDrivers),
    trip: details.trip,
    ...(details.lease ? { lease: details.lease } : {}),
  } satisfies ApiDetails;
}
