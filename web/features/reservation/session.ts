/**
 * The reservation this browser proved it owns (the booking service's `vegur_reservation` session
 * cookie, HttpOnly, per brand host), read on the server for the reservation and check-in pages.
 * Every call forwards the visitor's own cookie, so the service decides which reservation it is:
 * one session can never read or change another reservation.
 */
import type { Locale, Tenant } from '@domain';
import { type BookingCall, callBooking, readBooking } from '@web/lib/booking/service.ts';
import { PriceSummarySchema } from '@web/lib/booking/types.ts';
import { RESERVATION_COOKIE } from '@web/lib/session-cookies.ts';
import { cookies } from 'next/headers';
import { z } from 'zod';

export { RESERVATION_COOKIE };

/** The visitor's reservation session as a `Cookie` header for the booking service. */
export async function reservationCookie(): Promise<string | undefined> {
  const value = (await cookies()).get(RESERVATION_COOKIE)?.value;
  return value ? `${RESERVATION_COOKIE}=${value}` : undefined;
}

/**
 * Hands the session cookie the booking service set (its `Set-Cookie`) to the visitor's browser,
 * on the brand's own host. Returns it as a `Cookie` header for the calls that follow at once, or
 * null when the answer set none. Server actions and route handlers only.
 */
export async function adoptSessionCookie(headers: Headers): Promise<string | null> {
  const setCookie = headers.get('set-cookie');
  const match = setCookie ? new RegExp(`${RESERVATION_COOKIE}=([^;]+)`).exec(setCookie) : null;
  if (!setCookie || !match?.[1]) return null;
  const maxAge = Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1] ?? 0);
  (await cookies()).set(RESERVATION_COOKIE, match[1], {
    httpOnly: true,
    sameSite: 'lax',
    secure: /;\s*Secure/i.test(setCookie),
    path: '/',
    ...(maxAge > 0 ? { maxAge } : {}),
  });
  return `${RESERVATION_COOKIE}=${match[1]}`;
}

const Person = z
  .object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    country: z.string().optional(),
    dateOfBirth: z.string().optional(),
  })
  .passthrough();

const Place = z.object({ id: z.string(), title: z.string(), address: z.string() });

export const ReservationSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    status: z.enum([
      'pending_payment',
      'confirmed',
      'checked_in',
      'completed',
      'cancelled',
      'refund_requested',
      'refunded',
    ]),
    locale: z.string().nullish(),
    expiresAt: z.string().nullish(),
    classId: z.string(),
    pickupLocationId: z.string(),
    returnLocationId: z.string(),
    pickupAt: z.string(),
    returnAt: z.string(),
    selfService: z.boolean(),
    customer: Person,
    mainDriver: Person.extend({ isCustomer: z.string().optional() }).nullish(),
    extraDrivers: z.array(Person).default([]),
    trip: z.record(z.string(), z.unknown()).nullish(),
    lease: z.record(z.string(), z.unknown()).nullish(),
    options: z.record(z.string(), z.unknown()).nullish(),
    price: PriceSummarySchema,
    total: z.number(),
    dueNow: z.number(),
    balance: z.number(),
    paid: z.number().optional(),
    refunded: z.number().optional(),
    promoCode: z.string().nullish(),
    cancelReason: z.string().nullish(),
    refundReason: z.string().nullish(),
    contractAcceptedAt: z.string().nullish(),
    confirmedAt: z.string().nullish(),
    createdAt: z.string(),
    manageUrl: z.string().nullish(),
    vehicle: z.object({ id: z.string(), name: z.string(), orSimilar: z.boolean() }).nullish(),
    pickupLocation: Place.nullish(),
    returnLocation: Place.nullish(),
  })
  .passthrough();
export type Reservation = z.infer<typeof ReservationSchema>;

/** Calls the booking service as the visitor (their reservation session attached). */
export async function callAsVisitor(path: string, call: Omit<BookingCall, 'cookie'>) {
  return callBooking(path, { ...call, cookie: await reservationCookie() });
}

/** The visitor's reservation, or null without a valid session (the pages then send them to Find). */
export async function loadReservation(tenant: Tenant, locale: Locale): Promise<Reservation | null> {
  // A passing failure must not send a customer who just paid to the Find page: read again.
  // The vehicle and place names come in the page language (content's names, English fallback).
  const result = await readBooking(`/reservation?locale=${locale}`, {
    tenant,
    cookie: await reservationCookie(),
  });
  if (result.status !== 200) return null;
  const parsed = ReservationSchema.safeParse((result.body as { reservation?: unknown }).reservation);
  if (!parsed.success) {
    console.error('Unexpected reservation answer', parsed.error.issues.slice(0, 3));
    return null;
  }
  return parsed.data;
}
