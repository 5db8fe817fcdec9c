/**
 * What the reservation pages read besides the reservation: the brand's policy and catalogue, the
 * payments, and the facts the domain's action rules take. Server only (the visitor's cookie is
 * forwarded to the booking service, which decides whose reservation it is).
 */
import type { AssignedVehicle, CatalogueAnswer, PaymentsAnswer } from '@booking/client.ts';
import type { Locale, ReservationFacts, ReservationPolicy, Tenant } from '@domain';
import { loadCatalogueIn } from '@web/lib/booking/catalogue.ts';
import { asVisitor, type Reservation } from './session.ts';

/** The catalogue with its names in the page language. */
export function loadCatalogue(tenant: Tenant, locale: Locale): Promise<CatalogueAnswer | null> {
  return loadCatalogueIn(tenant, locale);
}

/** The seed policy's values, if the catalogue cannot be read: the service enforces the real ones. */
const FALLBACK_POLICY: ReservationPolicy = {
  freeCancellationHours: 48,
  termsChangeMinHours: 24,
  checkInOpensHours: 168,
};

export function policyOf(catalogue: CatalogueAnswer | null): ReservationPolicy {
  return catalogue?.policy ?? FALLBACK_POLICY;
}

export function factsOf(reservation: Reservation): ReservationFacts {
  return {
    status: reservation.status,
    pickupAt: new Date(reservation.pickupAt),
    returnAt: new Date(reservation.returnAt),
    balance: reservation.balance,
    netPaid: (reservation.paid ?? reservation.total - reservation.balance) - (reservation.refunded ?? 0),
  };
}

/** A payment as the service shows it to the session owner. */
export type Payment = PaymentsAnswer['payments'][number];

export async function loadPayments(tenant: Tenant): Promise<Payment[]> {
  const reply = await (await asVisitor(tenant)).payments();
  return reply.ok ? reply.data.payments : [];
}

export async function loadPayment(tenant: Tenant, id: string): Promise<Payment | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const reply = await (await asVisitor(tenant)).payment(id);
  return reply.ok && reply.status === 200 ? reply.data.payment : null;
}

export type { AssignedVehicle };

/** The assigned plate and the key arrangements; the code only inside its window. */
export async function loadVehicle(tenant: Tenant, locale: string): Promise<AssignedVehicle | null> {
  const reply = await (await asVisitor(tenant)).vehicle(locale);
  return reply.ok && reply.status === 200 ? reply.data.vehicle : null;
}
