/**
 * The booking's personal details checked by the domain's Details schema (`domain/booking-details.ts`),
 * the very schema the site's form uses, with its messages in the customer's language: a client that
 * skips the site's form cannot store what the form would have stopped (a wrong kennitala, a driver
 * under the vehicle's minimum age on the pickup day, a lease shorter than a month).
 *
 * The API's shape becomes the form's by the domain's one mapping (`domain/booking-details-api.ts`).
 *
 * One difference, as before this check existed: birth dates and the kennitala may be left out (the
 * API serves partner and staff channels too); online check-in asks for them before the contract.
 */
import {
  type ApiDetails,
  type BookingDetailsAtCheckIn,
  bookingDetailsSchema,
  detailsFromApi,
  type Locale,
  type Tenant,
  todayInReykjavik,
} from '../../domain/index.ts';

export type { ApiDetails };

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
  const result = schema.safeParse(detailsFromApi(body));
  if (result.success) return { ok: true, details: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}
