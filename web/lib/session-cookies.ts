import { TENANTS } from '@domain';
import { z } from 'zod';

/** Names of the signed, HttpOnly cookies the site relies on. */
export const SESSION_COOKIE = 'vegur-session';
export const SEARCH_COOKIE = 'vegur-search';
/** Issued by the booking service (booking/services/session.ts) when a visitor finds a reservation. */
export const RESERVATION_COOKIE = 'vegur_reservation';

export const SESSION_MAX_AGE = 30 * 24 * 60 * 60;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}$/);

export const visitorSessionSchema = z.object({ id: z.string().min(16).max(64), iat: z.number().int() });
export type VisitorSession = z.infer<typeof visitorSessionSchema>;

/** A search in progress: written by the search panel, read by the booking steps. */
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
