/**
 * The booking's personal details checked by the domain's Details schema (`domain/booking-details.ts`),
 * the very schema the site's form uses, with its messages in the customer's language: a client that
 * skips the site's form cannot store what the form would have stopped (a wrong kennitala, a driver
 * under the vehicle's minimum age on the pickup day, a lease shorter than a month).
 *
 * One difference, as before this check existed: birth dates and the kennitala may be left out (the
 * API serves partner and staff channels too); online check-in asks for them before the contract.
 */
import {
  type BookingDetailsAtCheckIn,
  type BookingDetailsInput,
  bookingDetailsSchema,
  type Locale,
  type PersonInput,
  type Tenant,
  todayInReykjavik,
} from '../../domain/index.ts';

interface ApiPerson {
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
  mainDriver: { isCustomer: 'Yes' } | (ApiPerson & { isCustomer: 'Someone else' });
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

/** The API's shape as the form's: "Yes / Someone else" becomes `bookerDrives`. */
export function detailsInputOf(body: ApiDetails): BookingDetailsInput {
  const { customer, mainDriver, trip, lease } = body;
  return {
    customer: { ...customer, dateOfBirth: customer.dateOfBirth ?? '' },
    bookerDrives: mainDriver.isCustomer === 'Yes' ? 'yes' : 'someoneElse',
    ...(mainDriver.isCustomer === 'Someone else' ? { mainDriver: person(mainDriver) } : {}),
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

export interface DetailsContext {
  /** A brand that rents by the month asks for the lease section. */
  lease: boolean;
  locale: Locale;
  pickupDate: string;
  minDriverAge: number;
  now: Date;
}

export type DetailsCheck =
  | { ok: true; details: BookingDetailsAtCheckIn }
  | { ok: false; issues: { path: string; message: string }[] };

export function checkBookingDetails(body: ApiDetails, context: DetailsContext): DetailsCheck {
  const schema = bookingDetailsSchema(context.locale, {
    // Only the lease rules differ between the brands.
    tenant: (context.lease ? 'lease' : 'cars') satisfies Tenant,
    today: todayInReykjavik(context.now),
    minDriverAge: context.minDriverAge,
    pickupDate: context.pickupDate,
    identityAtCheckIn: true,
  });
  const result = schema.safeParse(detailsInputOf(body));
  if (result.success) return { ok: true, details: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}
