// Customer side: the assigned car and the location's key arrangements. The release rule is pure
// (`keyCodeState` in domain/desk.ts); this reads the facts it needs. The code is answered only by
// `GET /reservation/vehicle` (never put into an e-mail or a page's HTML by the service) and only
// inside the release window of a checked-in reservation, which a submitted return inspection ends.
import { and, eq } from 'drizzle-orm';
import { type KeyCodeState, keyCodeState, keyReleaseAt, localizedText } from '../../domain/index.ts';
import type { Database } from '../db/client.ts';
import { inspections, locations, signatures, units } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import type { ReservationRow } from './reservations.ts';

export interface AssignedVehicle {
  /** The plate, once staff (or the service) fixed the unit; null before. */
  plate: string | null;
  locationId: string;
  /** The location's key instructions in the language asked for (English as fallback). */
  instructions: string | null;
  /** When the key-box code is released (ISO). */
  releaseAt: string;
  keyCodeState: KeyCodeState;
  /** When the return inspection was submitted (ISO): the car is back. */
  returnedAt: string | null;
  /** Only when `keyCodeState` is `released`. */
  keyCode: string | null;
}

export async function assignedVehicle(
  database: Database,
  reservation: ReservationRow,
  locale: string,
  now: Date,
): Promise<AssignedVehicle> {
  const [[location], [signed], [unit], [back]] = await Promise.all([
    database.db
      .select()
      .from(locations)
      .where(and(eq(locations.tenant, reservation.tenant), eq(locations.id, reservation.pickupLocationId))),
    database.db
      .select({ at: signatures.signedAt })
      .from(signatures)
      .where(eq(signatures.reservationId, reservation.id)),
    reservation.unitId !== null && reservation.unitAssignedAt
      ? database.db.select({ plate: units.plate }).from(units).where(eq(units.id, reservation.unitId))
      : Promise.resolve([]),
    database.db
      .select({ at: inspections.completedAt })
      .from(inspections)
      .where(and(eq(inspections.reservationId, reservation.id), eq(inspections.stage, 'return'))),
  ]);
  const keys = {
    code: location?.keyCode ?? null,
    releaseHours: location?.keyReleaseHours ?? 1,
  };
  // Signing the agreement is what checks in (as on the staff board).
  const checkedIn = reservation.status === 'checked_in' || !!signed;
  const returnedAt = back?.at ?? null;
  const state = keyCodeState(
    {
      pickupAt: reservation.pickupAt,
      returnAt: reservation.returnAt,
      checkedIn,
      status: reservation.status,
      returnedAt,
    },
    keys,
    now,
  );
  return {
    plate: unit?.plate ?? null,
    locationId: reservation.pickupLocationId,
    instructions: localizedText((location?.keyInstructions ?? {}) as Partial<Record<string, string>>, locale),
    releaseAt: keyReleaseAt(reservation.pickupAt, keys.releaseHours).toISOString(),
    keyCodeState: state,
    returnedAt: returnedAt?.toISOString() ?? null,
    keyCode: state === 'released' ? keys.code : null,
  };
}

/** Staff set (or clear) a location's key-box code; answers whether the location exists. */
export async function setKeyCode(
  database: Database,
  tenant: string,
  locationId: string,
  code: string | null,
): Promise<void> {
  const updated = await database.db
    .update(locations)
    .set({ keyCode: code })
    .where(and(eq(locations.tenant, tenant), eq(locations.id, locationId)))
    .returning({ id: locations.id });
  if (updated.length === 0) throw new BookingError('not_found', 'Location not found', 404);
}
