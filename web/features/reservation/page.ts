/**
 * Shared by the reservation pages: the visitor's reservation or the way to Find, and dates in the
 * page language (Iceland time).
 */
import {
  dateTimeFormat,
  intlLocale,
  type Locale,
  reykjavikDate,
  reykjavikTime,
  type Tenant,
  TIME_ZONE,
} from '@domain';
import { localizePath } from '@web/lib/paths.ts';
import { redirect } from 'next/navigation';
import { loadReservation, type Reservation } from './session.ts';

/** The session's reservation; without one (expired, signed out, another brand) the visitor goes to Find. */
export async function requireReservation(tenant: Tenant, locale: Locale): Promise<Reservation> {
  const reservation = await loadReservation(tenant, locale);
  if (!reservation) redirect(localizePath('/reservation/find/', locale));
  return reservation;
}

/** "Thursday 10 December 2026, 12:00" in Iceland time. */
export function whenText(at: Date | string, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  }).format(new Date(at));
}

/** The Iceland calendar date and clock time of an instant: `2026-12-10`, `12:00`. */
export function icelandParts(at: Date | string): { date: string; time: string } {
  const instant = new Date(at);
  return { date: reykjavikDate(instant), time: reykjavikTime(instant) };
}

/** The reservation's terms as the booking service takes them: places, Iceland dates and times. */
export function termsOf(
  reservation: Pick<Reservation, 'pickupLocationId' | 'returnLocationId' | 'pickupAt' | 'returnAt'>,
) {
  const pickup = icelandParts(reservation.pickupAt);
  const back = icelandParts(reservation.returnAt);
  return {
    pickupLocationId: reservation.pickupLocationId,
    returnLocationId: reservation.returnLocationId,
    pickupDate: pickup.date,
    pickupTime: pickup.time,
    returnDate: back.date,
    returnTime: back.time,
  };
}
