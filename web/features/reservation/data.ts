/**
 * What the reservation pages read besides the reservation: the brand's policy and catalogue, the
 * payments, and the facts the domain's action rules take. Server only (the visitor's cookie is
 * forwarded to the booking service, which decides whose reservation it is).
 */
import type { Locale, ReservationFacts, ReservationPolicy, Tenant } from '@domain';
import { loadCatalogueIn } from '@web/lib/booking/catalogue.ts';
import type { CatalogueResponse } from '@web/lib/booking/types.ts';
import { z } from 'zod';
import { callAsVisitor, type Reservation } from './session.ts';

/** The catalogue with its names in the page language. */
export function loadCatalogue(tenant: Tenant, locale: Locale): Promise<CatalogueResponse | null> {
  return loadCatalogueIn(tenant, locale);
}

/** The seed policy's values, if the catalogue cannot be read: the service enforces the real ones. */
const FALLBACK_POLICY: ReservationPolicy = {
  freeCancellationHours: 48,
  termsChangeMinHours: 24,
  checkInOpensHours: 168,
};

export function policyOf(catalogue: CatalogueResponse | null): ReservationPolicy {
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

const PaymentSchema = z.object({
  id: z.string(),
  kind: z.string().optional(),
  status: z.string(),
  amount: z.number(),
  failureCode: z.string().nullish(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export async function loadPayments(tenant: Tenant): Promise<Payment[]> {
  const result = await callAsVisitor('/reservation/payments', { tenant });
  if (result.status !== 200) return [];
  const parsed = z.object({ payments: z.array(PaymentSchema) }).safeParse(result.body);
  return parsed.success ? parsed.data.payments : [];
}

export async function loadPayment(tenant: Tenant, id: string): Promise<Payment | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const result = await callAsVisitor(`/reservation/payments/${id}`, { tenant });
  const parsed = z.object({ payment: PaymentSchema }).safeParse(result.body);
  return result.status === 200 && parsed.success ? parsed.data.payment : null;
}

const VehicleSchema = z.object({
  plate: z.string().nullable(),
  locationId: z.string(),
  instructions: z.string().nullable(),
  releaseAt: z.string(),
  keyCodeState: z.enum(['released', 'not_yet', 'not_checked_in', 'closed', 'no_code']),
  keyCode: z.string().nullable(),
});
export type AssignedVehicle = z.infer<typeof VehicleSchema>;

/** The assigned plate and the key arrangements; the code only inside its window. */
export async function loadVehicle(tenant: Tenant, locale: string): Promise<AssignedVehicle | null> {
  const result = await callAsVisitor(`/reservation/vehicle?locale=${encodeURIComponent(locale)}`, { tenant });
  if (result.status !== 200) return null;
  const parsed = z.object({ vehicle: VehicleSchema }).safeParse(result.body);
  return parsed.success ? parsed.data.vehicle : null;
}
