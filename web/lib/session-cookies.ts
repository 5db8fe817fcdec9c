import { TENANTS, TIME_OF_DAY } from '@domain';
import { z } from 'zod';

/** Names of the signed, HttpOnly cookies the site relies on. */
export const SESSION_COOKIE = 'vegur-session';
export const SEARCH_COOKIE = 'vegur-search';
/** The booking form's personal details between steps: encrypted (web/lib/sealed-cookie.ts), not only signed. */
export const DETAILS_COOKIE = 'vegur-details';
/** Issued by the booking service (booking/services/session.ts) when a visitor finds a reservation. */
export const RESERVATION_COOKIE = 'vegur_reservation';

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(TIME_OF_DAY);

export const visitorSessionSchema = z.object({ id: z.string().min(16).max(64), iat: z.number().int() });
export type VisitorSession = z.infer<typeof visitorSessionSchema>;

/** What the Options step chose: the booking service's `options` plus the number of extra drivers. */
export const bookingOptionsSchema = z.object({
  insurancePackageId: z.string().min(1).max(64).optional(),
  insuranceAddons: z.array(z.string().min(1).max(64)).max(10).default([]),
  extras: z
    .array(z.object({ id: z.string().min(1).max(64), quantity: z.number().int().min(1).max(20) }))
    .max(30)
    .default([]),
  extraDrivers: z.number().int().min(0).max(10).default(0),
});
export type BookingOptions = z.infer<typeof bookingOptionsSchema>;

/**
 * A booking in progress: the search, then the vehicle chosen on the Vehicles step, the options
 * saved on the Options step and the reservation once the contract is accepted. Signed, HttpOnly;
 * the step a visitor may be on is derived from which of these exist.
 */
export const searchStateSchema = z.object({
  tenant: z.enum(TENANTS),
  pickupLocationId: z.string().min(1),
  returnLocationId: z.string().min(1),
  pickupDate: isoDate,
  pickupTime: time,
  returnDate: isoDate,
  returnTime: time,
  selfService: z.boolean().default(false),
  couponCode: z.string().max(64).optional(),
  /** Set once a vehicle is chosen on the Vehicles step. */
  vehicleId: z.string().min(1).optional(),
  options: bookingOptionsSchema.optional(),
  /** Set when the contract was accepted and the reservation (a payment hold) created. */
  reservation: z.object({ id: z.string().min(1).max(64), reference: z.string().min(1).max(20) }).optional(),
  /**
   * Random per booking attempt (set when a vehicle is chosen): part of the reservation's
   * idempotency key, so a double click books once but two visitors never share a booking.
   */
  attempt: z.string().min(8).max(64).optional(),
  /** Epoch milliseconds after which the search is stale. */
  exp: z.number().int(),
});
export type SearchState = z.infer<typeof searchStateSchema>;

/**
 * Proof that this browser found a reservation (by reference and e-mail), in the booking
 * service's compact shape: reservation id, tenant, expiry in epoch seconds.
 */
export const reservationSessionSchema = z.object({
  r: z.string().min(1).max(64),
  t: z.enum(TENANTS),
  e: z.number().int(),
});
export type ReservationSession = z.infer<typeof reservationSessionSchema>;
