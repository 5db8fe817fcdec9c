/**
 * The reservation this browser proved it owns (the booking service's `vegur_reservation` session
 * cookie, HttpOnly, per brand host), read on the server for the reservation and check-in pages.
 * Every call forwards the visitor's own cookie, so the service decides which reservation it is:
 * one session can never read or change another reservation.
 */
import type { ReservationView } from '@booking/client.ts';
import type { Locale, Tenant } from '@domain';
import { type BookingCall, booking, bookingReads } from '@web/lib/booking/service.ts';
import { RESERVATION_COOKIE } from '@web/lib/session-cookies.ts';
import { cookies } from 'next/headers';

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

/** A reservation as its session owner sees it: the service's own answer type. */
export type Reservation = ReservationView;

/**
 * The typed booking client as the visitor (their reservation session attached); `call` adds the
 * origin or an idempotency key where a call needs one.
 */
export async function asVisitor(tenant: Tenant, call: Omit<BookingCall, 'tenant' | 'cookie'> = {}) {
  return booking({ ...call, tenant, cookie: await reservationCookie() });
}

/** The visitor's reservation, or null without a valid session (the pages then send them to Find). */
export async function loadReservation(tenant: Tenant, locale: Locale): Promise<Reservation | null> {
  // A passing failure must not send a customer who just paid to the Find page: read again.
  // The vehicle and place names come in the page language (content's names, English fallback).
  const reply = await bookingReads({ tenant, cookie: await reservationCookie() }).reservation(locale);
  return reply.ok ? reply.data.reservation : null;
}
