// The automatic assignment: from a set time before pickup (the location's `auto_assign_hours`,
// from the Studio) the service fixes a unit for each open reservation staff have not assigned
// one to, so the customer sees a plate before they reach the key box. It goes through the
// desk's `assignUnit` (reservation row lock, unit share lock, the allocations' exclusion
// constraint), so two runs on two instances, and a staff member assigning at the same moment,
// can neither put one unit on two overlapping reservations nor undo what staff chose.
import { AUTO_ASSIGNER_NAME, MAX_AUTO_ASSIGN_HOURS, type StaffMember } from '../../domain/index.ts';
import type { Database } from '../db/client.ts';
import { BookingError } from '../errors.ts';
import { blockedPeriod, rangeLiteral, unitUsableSql } from './availability.ts';
import { loadCatalogue } from './catalogue.ts';
import { assignUnit } from './desk.ts';
import { getReservation } from './reservations.ts';
import { recordStaffAction } from './staff-audit.ts';

/** Who the staff log names for the service's own assignments. */
export const AUTO_ASSIGNER: StaffMember = {
  id: 'service:auto-assign',
  name: AUTO_ASSIGNER_NAME,
  email: null,
  role: 'service',
  via: 'service',
};

export interface AutoAssigned {
  reservationId: string;
  reference: string;
  plate: string;
  /** The reservation moved off the unit it held (that one was out of service or taken). */
  moved: boolean;
}

export interface AutoAssignRun {
  assigned: AutoAssigned[];
  /** References due for which no free unit of the class was found (the desk shows no plate). */
  unplaced: string[];
}

/** How many candidates one reservation tries before waiting for the next run. */
const CANDIDATES = 10;

/** Answers whether a refusal means "try the next unit" (true) or "leave this reservation" (false). */
function nextUnit(error: unknown): boolean {
  if (!(error instanceof BookingError)) throw error;
  if (error.code === 'unit_taken' || error.code === 'unit_out_of_service') return true;
  if (error.code === 'unit_already_assigned' || error.code === 'reservation_closed') return false;
  throw error;
}

/** Fixes a unit for one reservation; null when staff fixed one first or none is free. */
export async function autoAssignOne(
  database: Database,
  tenant: string,
  reservationId: string,
  now: Date,
): Promise<AutoAssigned | { unplaced: string } | null> {
  const row = await getReservation(database, tenant, reservationId);
  if (row.unitAssignedAt) return null;
  const turnaround = (await loadCatalogue(database, tenant)).settings.turnaroundMinutes;
  const period = rangeLiteral(blockedPeriod(row, turnaround));
  // The unit it already holds first (nothing moves), then units at the pickup location.
  const candidates = await database.query<{ id: number }>(
    `SELECT u.id FROM units u
      WHERE u.tenant = $1 AND u.class_id = $2 AND u.active AND ${unitUsableSql('$3::tstzrange')}
        AND NOT EXISTS (SELECT 1 FROM allocations a
                         WHERE a.unit_id = u.id AND a.period && $3::tstzrange
                           AND a.reservation_id IS DISTINCT FROM $4::uuid)
      ORDER BY (u.id IS NOT DISTINCT FROM $5::int) DESC, (u.location_id = $6) DESC, u.plate
      LIMIT ${CANDIDATES}`,
    [tenant, row.classId, period, row.id, row.unitId, row.pickupLocationId],
  );
  for (const { id } of candidates) {
    try {
      const done = await assignUnit(database, tenant, row.id, id, AUTO_ASSIGNER, now, {
        onlyIfUnassigned: true,
      });
      await recordStaffAction(
        database,
        tenant,
        AUTO_ASSIGNER,
        'unit.auto_assign',
        done.reservation.reference,
        {
          reservationId: row.id,
          unitId: done.unit.id,
          plate: done.unit.plate,
          previousPlate: done.previous?.plate ?? null,
        },
        now,
      );
      return {
        reservationId: row.id,
        reference: done.reservation.reference,
        plate: done.unit.plate,
        moved: done.previous?.id !== done.unit.id,
      };
    } catch (error) {
      if (!nextUnit(error)) return null;
    }
  }
  return { unplaced: row.reference };
}

/**
 * Assigns every reservation whose time has come (optionally of one brand), earliest pickup
 * first. Safe to run anywhere at any moment; a reservation that fails is retried next run.
 */
export async function autoAssignDue(
  database: Database,
  now: Date,
  options: { tenant?: string; limit?: number } = {},
): Promise<AutoAssignRun> {
  const due = await database.query<{ id: string; tenant: string }>(
    `SELECT r.id, r.tenant FROM reservations r
       JOIN locations l ON l.tenant = r.tenant AND l.id = r.pickup_location_id
      WHERE r.unit_assigned_at IS NULL AND r.status IN ('confirmed', 'checked_in')
        AND r.pickup_at <= $1::timestamptz + make_interval(hours => ${MAX_AUTO_ASSIGN_HOURS})
        AND r.pickup_at <= $1::timestamptz + make_interval(hours => l.auto_assign_hours)
        AND r.return_at > $1::timestamptz
        AND ($2::text IS NULL OR r.tenant = $2)
      ORDER BY r.pickup_at, r.id LIMIT $3`,
    [now.toISOString(), options.tenant ?? null, options.limit ?? 200],
  );
  const run: AutoAssignRun = { assigned: [], unplaced: [] };
  for (const { id, tenant } of due) {
    try {
      const outcome = await autoAssignOne(database, tenant, id, now);
      if (outcome && 'unplaced' in outcome) run.unplaced.push(outcome.unplaced);
      else if (outcome) run.assigned.push(outcome);
    } catch (error) {
      console.error('booking: automatic unit assignment failed for', id, error);
    }
  }
  return run;
}
