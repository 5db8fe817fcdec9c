// The fleet in Operations: staff take a unit out of service for dates (a repair, an inspection)
// or retire it. Plate, class and home location stay content (the Studio's vehicle document);
// these facts are Operations' own and content sync never touches them. Availability and every
// assignment read them through `unitUsableSql` (availability.ts). A reservation that held the
// unit before the period was set keeps it and is reported (`unitConflicts`), never dropped.
import { and, eq, sql } from 'drizzle-orm';
import {
  type FleetLocation,
  type FleetUnit,
  type IsoDate,
  retirementInstant,
  type ServicePeriod,
  type ServicePeriodDates,
  servicePeriodInstants,
  servicePeriodProblem,
  todayInReykjavik,
  type UnitConflict,
  unitStatus,
} from '../../domain/index.ts';
import type { Database, Tx } from '../db/client.ts';
import { pgErrorCode } from '../db/client.ts';
import { unitServicePeriods, units } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import { rangeLiteral, unitUsableSql } from './availability.ts';
import { rowsOf } from './util.ts';

/** Statuses in which a reservation still needs its unit. */
const OPEN = "('pending_payment', 'confirmed', 'checked_in')";

interface ConflictRow {
  unit_id: number;
  reservation_id: string;
  reference: string;
  pickup_at: string | Date;
  return_at: string | Date;
  status: string;
  period_id: string | number | null;
  reason: string | null;
}

/**
 * Open reservations held by a unit in a period the unit cannot carry: overlapping one of its
 * service periods, or ending after its retirement. Filtered by units or by one reservation.
 */
async function conflicts(
  database: Database,
  tenant: string,
  now: Date,
  filter: { unitIds?: number[]; reservationId?: string },
): Promise<(UnitConflict & { unitId: number })[]> {
  const rows = await database.query<ConflictRow>(
    `SELECT a.unit_id, r.id AS reservation_id, r.reference, r.pickup_at, r.return_at, r.status,
            s.id AS period_id, s.reason
       FROM allocations a
       JOIN reservations r ON r.id = a.reservation_id
       JOIN units u ON u.id = a.unit_id
       LEFT JOIN unit_service_periods s ON s.unit_id = a.unit_id AND s.period && a.period
      WHERE a.tenant = $1 AND r.status IN ${OPEN} AND r.return_at > $2::timestamptz
        AND (s.id IS NOT NULL OR (u.retired_at IS NOT NULL AND u.retired_at < upper(a.period)))
        AND ($3::int[] IS NULL OR a.unit_id = ANY($3::int[]))
        AND ($4::uuid IS NULL OR a.reservation_id = $4::uuid)
      ORDER BY r.pickup_at, r.reference`,
    [
      tenant,
      now.toISOString(),
      filter.unitIds ? `{${filter.unitIds.join(',')}}` : null,
      filter.reservationId ?? null,
    ],
  );
  return rows.map((r) => ({
    unitId: r.unit_id,
    reservationId: r.reservation_id,
    reference: r.reference,
    pickupAt: new Date(r.pickup_at).toISOString(),
    returnAt: new Date(r.return_at).toISOString(),
    status: r.status,
    cause:
      r.period_id === null
        ? { kind: 'retired' as const }
        : { kind: 'service' as const, periodId: Number(r.period_id), reason: r.reason ?? '' },
  }));
}

/** Why the reservation's unit cannot carry it (a service period or retirement), for the desk. */
export async function reservationUnitConflict(
  database: Database,
  tenant: string,
  reservationId: string,
  now: Date,
): Promise<UnitConflict | null> {
  const [found] = await conflicts(database, tenant, now, { reservationId });
  if (!found) return null;
  const { unitId: _unit, ...conflict } = found;
  return conflict;
}

const toPeriod = (p: typeof unitServicePeriods.$inferSelect): ServicePeriod => ({
  id: p.id,
  unitId: p.unitId,
  from: p.fromDate,
  to: p.toDate,
  reason: p.reason,
  createdBy: p.createdBy,
  createdAt: p.createdAt.toISOString(),
});

/** Every location of the brand with its units, their periods still to come and their conflicts. */
export async function listFleet(database: Database, tenant: string, now: Date): Promise<FleetLocation[]> {
  const [locationRows, unitRows, periodRows] = await Promise.all([
    database.query<{ id: string; title: string; auto_assign_hours: number }>(
      'SELECT id, title, auto_assign_hours FROM locations WHERE tenant = $1 ORDER BY title, id',
      [tenant],
    ),
    database.query<{
      id: number;
      plate: string;
      class_id: string;
      class_name: string | null;
      location_id: string;
      active: boolean;
      retired_at: string | Date | null;
    }>(
      `SELECT u.id, u.plate, u.class_id, c.name AS class_name, u.location_id, u.active, u.retired_at
         FROM units u LEFT JOIN vehicle_classes c ON c.tenant = u.tenant AND c.id = u.class_id
        WHERE u.tenant = $1 ORDER BY (u.retired_at IS NOT NULL), c.sort, u.plate`,
      [tenant],
    ),
    database.db
      .select()
      .from(unitServicePeriods)
      .where(
        and(
          eq(unitServicePeriods.tenant, tenant),
          sql`upper(${unitServicePeriods.period}) > ${now.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(unitServicePeriods.fromDate),
  ]);
  const found = await conflicts(database, tenant, now, {});
  const fleet: FleetUnit[] = unitRows.map((u) => {
    const periods = periodRows.filter((p) => p.unitId === u.id);
    const retiredAt = u.retired_at ? new Date(u.retired_at) : null;
    return {
      id: u.id,
      plate: u.plate,
      classId: u.class_id,
      className: u.class_name ?? u.class_id,
      locationId: u.location_id,
      active: u.active,
      retiredAt: retiredAt?.toISOString() ?? null,
      status: unitStatus(
        { active: u.active, retiredAt },
        periods.map((p) => {
          const [start, end] = servicePeriodInstants({ from: p.fromDate, to: p.toDate });
          return { start, end };
        }),
        now,
      ),
      servicePeriods: periods.map(toPeriod),
      conflicts: found.filter((c) => c.unitId === u.id).map(({ unitId: _unit, ...c }) => c),
    };
  });
  return locationRows.map((l) => ({
    id: l.id,
    title: l.title,
    autoAssignHours: l.auto_assign_hours,
    units: fleet.filter((u) => u.locationId === l.id),
  }));
}

/** The unit of the brand, locked against a concurrent assignment or another period (FOR UPDATE). */
async function lockUnit(tx: Tx, tenant: string, unitId: number) {
  const [unit] = await tx
    .select()
    .from(units)
    .where(and(eq(units.tenant, tenant), eq(units.id, unitId)))
    .for('update');
  if (!unit) throw new BookingError('unit_not_found', 'No unit with that id in this brand', 404);
  return unit;
}

function checkPeriod(dates: ServicePeriodDates, today: IsoDate): void {
  const problem = servicePeriodProblem(dates);
  if (problem) throw new BookingError('invalid_service_period', problem, 422);
  if (dates.to < today)
    throw new BookingError(
      'service_period_past',
      'That period is over; only current or future ones count',
      422,
    );
}

const overlapError = () =>
  new BookingError(
    'service_period_overlap',
    'The unit already has a service period on some of those days; change that one instead',
    409,
  );

export interface ServiceInput extends ServicePeriodDates {
  reason: string;
}

export interface ServiceChange {
  plate: string;
  period: ServicePeriod;
  /** Reservations that hold the unit in the period: they keep it, staff move them. */
  conflicts: UnitConflict[];
}

async function withConflicts(
  database: Database,
  tenant: string,
  plate: string,
  row: typeof unitServicePeriods.$inferSelect,
  now: Date,
): Promise<ServiceChange> {
  const all = await conflicts(database, tenant, now, { unitIds: [row.unitId] });
  return {
    plate,
    period: toPeriod(row),
    conflicts: all
      .filter((c) => c.cause.kind === 'service' && c.cause.periodId === row.id)
      .map(({ unitId: _unit, ...c }) => c),
  };
}

/** Takes the unit out of service for whole days in Iceland. */
export async function addServicePeriod(
  database: Database,
  tenant: string,
  unitId: number,
  input: ServiceInput,
  by: string,
  now: Date,
): Promise<ServiceChange> {
  checkPeriod(input, todayInReykjavik(now));
  try {
    const { plate, row } = await database.db.transaction(async (tx) => {
      const unit = await lockUnit(tx, tenant, unitId);
      const [start, end] = servicePeriodInstants(input);
      if (unit.retiredAt && unit.retiredAt <= start)
        throw new BookingError('unit_retired', 'That unit is retired by then', 409);
      const [inserted] = await tx
        .insert(unitServicePeriods)
        .values({
          tenant,
          unitId,
          fromDate: input.from,
          toDate: input.to,
          period: rangeLiteral([start, end]),
          reason: input.reason,
          createdBy: by,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('service period not stored');
      return { plate: unit.plate, row: inserted };
    });
    return withConflicts(database, tenant, plate, row, now);
  } catch (error) {
    if (pgErrorCode(error) === '23P01') throw overlapError();
    throw error;
  }
}

async function periodOf(tx: Tx, tenant: string, periodId: number) {
  const [row] = await tx
    .select()
    .from(unitServicePeriods)
    .where(and(eq(unitServicePeriods.tenant, tenant), eq(unitServicePeriods.id, periodId)));
  if (!row) throw new BookingError('service_period_not_found', 'No service period with that id', 404);
  return row;
}

/** Changes a period's dates or reason; the answer says what it was before, for the staff log. */
export async function updateServicePeriod(
  database: Database,
  tenant: string,
  periodId: number,
  input: ServiceInput,
  now: Date,
): Promise<ServiceChange & { before: ServicePeriod }> {
  checkPeriod(input, todayInReykjavik(now));
  try {
    const { plate, row, before } = await database.db.transaction(async (tx) => {
      const existing = await periodOf(tx, tenant, periodId);
      const unit = await lockUnit(tx, tenant, existing.unitId);
      const [start, end] = servicePeriodInstants(input);
      if (unit.retiredAt && unit.retiredAt <= start)
        throw new BookingError('unit_retired', 'That unit is retired by then', 409);
      const [updated] = await tx
        .update(unitServicePeriods)
        .set({
          fromDate: input.from,
          toDate: input.to,
          period: rangeLiteral([start, end]),
          reason: input.reason,
          updatedAt: now,
        })
        .where(eq(unitServicePeriods.id, periodId))
        .returning();
      if (!updated) throw new Error('service period not stored');
      return { plate: unit.plate, row: updated, before: toPeriod(existing) };
    });
    return { ...(await withConflicts(database, tenant, plate, row, now)), before };
  } catch (error) {
    if (pgErrorCode(error) === '23P01') throw overlapError();
    throw error;
  }
}

/** Ends a period early (or drops a planned one): the unit is in service on those days again. */
export async function removeServicePeriod(
  database: Database,
  tenant: string,
  periodId: number,
): Promise<{ plate: string; period: ServicePeriod }> {
  return database.db.transaction(async (tx) => {
    const existing = await periodOf(tx, tenant, periodId);
    const unit = await lockUnit(tx, tenant, existing.unitId);
    await tx.delete(unitServicePeriods).where(eq(unitServicePeriods.id, periodId));
    return { plate: unit.plate, period: toPeriod(existing) };
  });
}

export interface Retirement {
  plate: string;
  retiredAt: string | null;
  conflicts: UnitConflict[];
}

/** Retires the unit from 00:00 of `from` on; reservations that end before keep it. */
export async function retireUnit(
  database: Database,
  tenant: string,
  unitId: number,
  from: IsoDate,
  by: string,
  now: Date,
): Promise<Retirement> {
  if (from < todayInReykjavik(now))
    throw new BookingError('retire_in_past', 'A unit is retired from today or a later day', 422);
  const plate = await database.db.transaction(async (tx) => {
    const unit = await lockUnit(tx, tenant, unitId);
    if (unit.retiredAt) throw new BookingError('unit_retired', 'That unit is already retired', 409);
    await tx
      .update(units)
      .set({ retiredAt: retirementInstant(from), retiredBy: by })
      .where(eq(units.id, unitId));
    return unit.plate;
  });
  const found = await conflicts(database, tenant, now, { unitIds: [unitId] });
  return {
    plate,
    retiredAt: retirementInstant(from).toISOString(),
    conflicts: found.filter((c) => c.cause.kind === 'retired').map(({ unitId: _unit, ...c }) => c),
  };
}

/** Undoes a retirement (a unit retired by mistake, or kept after all). */
export async function reinstateUnit(
  database: Database,
  tenant: string,
  unitId: number,
): Promise<{ plate: string; retiredAt: string }> {
  return database.db.transaction(async (tx) => {
    const unit = await lockUnit(tx, tenant, unitId);
    if (!unit.retiredAt) throw new BookingError('unit_not_retired', 'That unit is not retired', 409);
    await tx.update(units).set({ retiredAt: null, retiredBy: null }).where(eq(units.id, unitId));
    return { plate: unit.plate, retiredAt: unit.retiredAt.toISOString() };
  });
}

/**
 * Whether the unit can carry `range` (no service period in it, not retired before it ends),
 * read inside the caller's transaction.
 */
export async function unitUsableIn(tx: Tx, unitId: number, range: string): Promise<boolean> {
  const rows = rowsOf<{ ok: number }>(
    await tx.execute(sql`
      SELECT 1 AS ok FROM units u, (SELECT ${range}::tstzrange AS r) p
       WHERE u.id = ${unitId} AND ${sql.raw(unitUsableSql('p.r'))}`),
  );
  return rows.length > 0;
}
