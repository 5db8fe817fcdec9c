// The staff desk in the Studio's Operations tool: find a reservation,
// read everything staff need about it, move it to another unit, keep notes. The rules are pure
// (`domain/desk.ts`); the exclusion constraint on allocations (0001) is what keeps two
// reservations off one unit when two staff (or staff and a booking) act at once.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type AssignmentProblem,
  assignmentProblem,
  assignmentProblemText,
  type DeskDocument,
  type DeskHit,
  type DeskUnit,
  deskQuery,
  lateReturn,
  type ReservationDesk,
  type StaffMember,
  type StaffNote,
} from '../../domain/index.ts';
import type { Database, Tx } from '../db/client.ts';
import { pgErrorCode } from '../db/client.ts';
import { allocations, payments, signatures, staffNotes, units, uploads } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import { blockedPeriod, rangeLiteral, unitUsableSql } from './availability.ts';
import { loadCatalogue } from './catalogue.ts';
import { updateReservation, withReservationLock } from './reservation-lock.ts';
import { getReservation, type ReservationRow } from './reservations.ts';
import { listStaffActionsFor } from './staff-audit.ts';
import { reservationUnitConflict, unitUsableIn } from './units.ts';
import { rowsOf } from './util.ts';

export const DESK_SEARCH_LIMIT = 25;

const iso = (value: string | Date) => new Date(value).toISOString();

const nameOf = (person: unknown): string => {
  const p = (person ?? {}) as { firstName?: unknown; lastName?: unknown };
  return [p.firstName, p.lastName].filter((v) => typeof v === 'string' && v).join(' ');
};

const stringOr = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

interface HitRow {
  id: string;
  reference: string;
  status: string;
  customer: unknown;
  email: string;
  pickup_at: string | Date;
  return_at: string | Date;
  pickup_location_id: string;
  class_id: string;
  class_name: string | null;
  plate: string | null;
}

/**
 * Reservations whose reference, e-mail, customer or driver name, or unit plate matches `term`;
 * the nearest pickup first (upcoming before past). Pending holds count: staff may be asked about
 * one on the phone.
 */
export async function searchReservations(
  database: Database,
  tenant: string,
  term: string,
  now: Date,
): Promise<DeskHit[]> {
  const query = deskQuery(term);
  if (!query) return [];
  // LIKE wildcards in what staff typed are literal characters; names are compared in lower case.
  const like = `%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // One indexed lookup per kind of term (0011, 0015), united: an OR across them would read every
  // reservation of the brand. The name expression is the one the trigram index is built on.
  const rows = await database.query<HitRow>(
    `WITH found AS (
       SELECT id FROM reservations WHERE tenant = $1 AND replace(reference, '-', '') = $2
       UNION SELECT id FROM reservations WHERE $3::text IS NOT NULL AND tenant = $1 AND lower(email) = $3
       UNION SELECT r.id FROM units u JOIN reservations r ON r.unit_id = u.id
              WHERE u.tenant = $1 AND upper(regexp_replace(u.plate, '[\\s.·-]', '', 'g')) = $2
       UNION SELECT id FROM reservations
              WHERE tenant = $1 AND desk_person_names(customer, main_driver, extra_drivers) LIKE lower($4))
     SELECT r.id, r.reference, r.status, r.customer, r.email, r.pickup_at, r.return_at,
            r.pickup_location_id, r.class_id, c.name AS class_name, u.plate
       FROM found f
       JOIN reservations r ON r.id = f.id
       LEFT JOIN vehicle_classes c ON c.tenant = r.tenant AND c.id = r.class_id
       LEFT JOIN units u ON u.id = r.unit_id
      ORDER BY (r.return_at < $5::timestamptz), abs(extract(epoch FROM r.pickup_at - $5::timestamptz)), r.reference
      LIMIT ${DESK_SEARCH_LIMIT}`,
    [tenant, query.compact, query.email, like, now.toISOString()],
  );
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    status: r.status,
    customer: nameOf(r.customer),
    email: r.email,
    pickupAt: iso(r.pickup_at),
    returnAt: iso(r.return_at),
    pickupLocationId: r.pickup_location_id,
    classId: r.class_id,
    className: r.class_name ?? r.class_id,
    plate: r.plate,
  }));
}

const toUnit = (u: typeof units.$inferSelect): DeskUnit => ({
  id: u.id,
  plate: u.plate,
  classId: u.classId,
  locationId: u.locationId,
  active: u.active,
});

/** The reservation's blocked period (turnaround included), as a range literal. */
async function blockedRange(database: Database, row: ReservationRow): Promise<string> {
  const turnaround = (await loadCatalogue(database, row.tenant)).settings.turnaroundMinutes;
  return rangeLiteral(blockedPeriod(row, turnaround));
}

/** The period the reservation's allocation holds, read under its lock; `fallback` if it has none. */
async function heldRange(tx: Tx, reservationId: string, fallback: string): Promise<string> {
  const [held] = rowsOf<{ period: string }>(
    await tx.execute(
      sql`SELECT period::text AS period FROM allocations WHERE reservation_id = ${reservationId}::uuid LIMIT 1`,
    ),
  );
  return held?.period ?? fallback;
}

/**
 * Units the reservation could move to now: its class, in service (not out of service or retired
 * for its period), held by no other reservation in an overlapping period; units at the pickup
 * location first.
 */
async function unitOptions(database: Database, row: ReservationRow): Promise<DeskUnit[]> {
  if (
    assignmentProblem(row, { classId: row.classId, active: true }, false, new Date(0)) ===
    'reservation_closed'
  )
    return [];
  const period = await blockedRange(database, row);
  const rows = await database.query<{ id: number; plate: string; class_id: string; location_id: string }>(
    `SELECT u.id, u.plate, u.class_id, u.location_id FROM units u
      WHERE u.tenant = $1 AND u.class_id = $2 AND u.active AND u.id IS DISTINCT FROM $3::int
        AND ${unitUsableSql('$4::tstzrange')}
        AND NOT EXISTS (SELECT 1 FROM allocations a
                         WHERE a.unit_id = u.id AND a.period && $4::tstzrange
                           AND a.reservation_id IS DISTINCT FROM $5::uuid)
      ORDER BY (u.location_id = $6) DESC, u.plate`,
    [row.tenant, row.classId, row.unitId, period, row.id, row.pickupLocationId],
  );
  return rows.map((u) => ({
    id: u.id,
    plate: u.plate,
    classId: u.class_id,
    locationId: u.location_id,
    active: true,
  }));
}

const DOCUMENT_TITLES: Record<string, string> = {
  licence_front: "Main driver's licence, front",
  licence_back: "Main driver's licence, back",
};

function documentTitle(kind: string): string {
  const known = DOCUMENT_TITLES[kind];
  if (known) return known;
  const extra = /^licence_(front|back)-(\d+)$/.exec(kind);
  if (extra) return `Extra driver ${extra[2]}'s licence, ${extra[1]}`;
  return kind.replace(/_/g, ' ');
}

/** Everything the desk shows about one reservation of the tenant. */
export async function reservationDesk(
  database: Database,
  tenant: string,
  id: string,
  now: Date = new Date(),
): Promise<ReservationDesk> {
  const row = await getReservation(database, tenant, id);
  const [classRows, unitRows, paymentRows, ledgerRows, files, signed, notes, audit, options, conflict, back] =
    await Promise.all([
      database.query<{ name: string }>('SELECT name FROM vehicle_classes WHERE tenant = $1 AND id = $2', [
        tenant,
        row.classId,
      ]),
      row.unitId === null
        ? Promise.resolve([])
        : database.db.select().from(units).where(eq(units.id, row.unitId)),
      database.db
        .select()
        .from(payments)
        .where(eq(payments.reservationId, row.id))
        .orderBy(asc(payments.createdAt)),
      database.query<{ paid: number; refunded: number }>(
        `SELECT coalesce(-sum(amount) FILTER (WHERE kind = 'payment'), 0)::int AS paid,
              coalesce(sum(amount) FILTER (WHERE kind = 'refund'), 0)::int AS refunded
         FROM ledger WHERE reservation_id = $1`,
        [row.id],
      ),
      database.db.select().from(uploads).where(eq(uploads.reservationId, row.id)).orderBy(asc(uploads.kind)),
      database.db.select().from(signatures).where(eq(signatures.reservationId, row.id)),
      listNotes(database, tenant, row.id),
      listStaffActionsFor(database, tenant, row.reference),
      unitOptions(database, row),
      reservationUnitConflict(database, tenant, row.id, now),
      database.query<{ completed_at: string | Date | null }>(
        `SELECT completed_at FROM inspections WHERE reservation_id = $1 AND stage = 'return'`,
        [row.id],
      ),
    ]);
  const returnedAt = back[0]?.completed_at ? iso(back[0].completed_at) : null;
  const unit = unitRows[0];
  const customer = (row.customer ?? {}) as Record<string, unknown>;
  const main = (row.mainDriver ?? {}) as Record<string, unknown>;
  const extras = Array.isArray(row.extraDrivers) ? (row.extraDrivers as unknown[]) : [];
  const signature = signed[0];
  const documents: DeskDocument[] = files.map((f) => ({
    kind: f.kind,
    title: documentTitle(f.kind),
    contentType: f.contentType,
    size: f.size,
    at: f.createdAt.toISOString(),
    path: f.kind.startsWith('licence_')
      ? `/admin/reservations/${row.id}/licence/${f.kind.slice('licence_'.length)}`
      : null,
  }));
  if (signature) {
    documents.push({
      kind: 'agreement',
      title: `Rental agreement signed by ${signature.signerName}`,
      contentType: 'application/pdf',
      size: null,
      at: signature.signedAt.toISOString(),
      path: `/staff/desk/reservations/${row.id}/agreement.pdf`,
    });
  }
  const money = ledgerRows[0] ?? { paid: 0, refunded: 0 };
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    pickupAt: row.pickupAt.toISOString(),
    returnAt: row.returnAt.toISOString(),
    pickupLocationId: row.pickupLocationId,
    returnLocationId: row.returnLocationId,
    selfService: row.selfService,
    customer: {
      name: nameOf(customer),
      email: row.email,
      phone: stringOr(customer.phone),
      country: stringOr(customer.country),
    },
    drivers: [
      { name: main.isCustomer === 'Someone else' ? nameOf(main) : nameOf(customer), role: 'main' as const },
      ...extras.map((d) => ({ name: nameOf(d), role: 'extra' as const })),
    ],
    vehicle: { classId: row.classId, className: classRows[0]?.name ?? row.classId },
    unit: unit
      ? {
          ...toUnit(unit),
          assignedAt: row.unitAssignedAt?.toISOString() ?? null,
          assignedBy: row.unitAssignedBy,
        }
      : null,
    unitOptions: options,
    unitConflict: conflict,
    money: {
      total: row.total,
      paid: money.paid,
      refunded: money.refunded,
      balance: row.balance,
      payments: paymentRows.map((p) => ({
        id: p.id,
        kind: p.kind,
        amount: p.amount,
        status: p.status,
        at: p.createdAt.toISOString(),
      })),
    },
    checkIn: {
      checkedIn: row.status === 'checked_in' || row.status === 'completed' || !!signature,
      signedAt: signature?.signedAt.toISOString() ?? null,
      details: !!(row.checkin as { details?: unknown } | null)?.details,
      licences: files.filter((f) => f.kind.startsWith('licence_')).length,
    },
    return: {
      returnedAt,
      late: lateReturn({ status: row.status, returnAt: row.returnAt, returnDone: !!returnedAt }, now),
    },
    documents,
    notes,
    audit,
  };
}

function assignmentError(problem: AssignmentProblem): BookingError {
  const status = problem === 'reservation_closed' || problem === 'unit_taken' ? 409 : 422;
  return new BookingError(problem, assignmentProblemText(problem), status);
}

export interface Assignment {
  reservation: ReservationRow;
  unit: DeskUnit;
  previous: DeskUnit | null;
}

/**
 * Moves the reservation to `unitId` and marks the unit as fixed (the customer is shown its
 * plate). Under the reservation's row lock; the unit's freedom is checked first for a clear
 * answer, and the exclusion constraint settles a race with another assignment or a booking that
 * took the unit meanwhile (409 `unit_taken`, nothing changed). The unit's row is share-locked so
 * a service period or retirement set at the same moment waits for this and then sees it.
 * `onlyIfUnassigned` (the automatic assignment) refuses a reservation staff already fixed.
 */
export async function assignUnit(
  database: Database,
  tenant: string,
  id: string,
  unitId: number,
  member: StaffMember,
  now: Date,
  options: { onlyIfUnassigned?: boolean } = {},
): Promise<Assignment> {
  // Read before the lock: inside it every query must go through the transaction (PGlite has one
  // connection). Dates cannot change meanwhile without a new allocation, which is read below.
  const fallback = await blockedRange(database, await getReservation(database, tenant, id));
  try {
    return await withReservationLock(database, tenant, id, async (tx, locked) => {
      if (options.onlyIfUnassigned && locked.unitAssignedAt)
        throw new BookingError(
          'unit_already_assigned',
          'A unit is already assigned to this reservation',
          409,
        );
      const [unit] = await tx
        .select()
        .from(units)
        .where(and(eq(units.tenant, tenant), eq(units.id, unitId)))
        .for('share');
      if (!unit) throw new BookingError('unit_not_found', 'No unit with that id in this brand', 404);
      const period = await heldRange(tx, locked.id, fallback);
      const usable = unit.active && (await unitUsableIn(tx, unit.id, period));
      const [holder] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          SELECT id FROM allocations
           WHERE unit_id = ${unit.id} AND period && ${period}::tstzrange
             AND reservation_id IS DISTINCT FROM ${locked.id}::uuid LIMIT 1`),
      );
      const problem = assignmentProblem(locked, { classId: unit.classId, active: usable }, !!holder, now);
      if (problem) throw assignmentError(problem);
      const [previous] =
        locked.unitId === null ? [] : await tx.select().from(units).where(eq(units.id, locked.unitId));
      const moved = await tx
        .update(allocations)
        .set({ unitId: unit.id })
        .where(eq(allocations.reservationId, locked.id))
        .returning({ id: allocations.id });
      // A reservation always holds an allocation while open; should it have none, it gets one.
      if (moved.length === 0) {
        await tx.insert(allocations).values({ tenant, unitId: unit.id, reservationId: locked.id, period });
      }
      const reservation = await updateReservation(
        tx,
        locked,
        { unitId: unit.id, unitAssignedAt: now, unitAssignedBy: member.name },
        now,
      );
      return { reservation, unit: toUnit(unit), previous: previous ? toUnit(previous) : null };
    });
  } catch (error) {
    // 23P01: the exclusion constraint; another transaction took the unit for an overlapping period.
    if (pgErrorCode(error) === '23P01') throw assignmentError('unit_taken');
    throw error;
  }
}

export const NOTE_MAX = 2000;

export async function addNote(
  database: Database,
  tenant: string,
  id: string,
  member: StaffMember,
  text: string,
  now: Date,
): Promise<{ reservation: ReservationRow; note: StaffNote }> {
  const reservation = await getReservation(database, tenant, id);
  const [row] = await database.db
    .insert(staffNotes)
    .values({
      tenant,
      reservationId: reservation.id,
      actorId: member.id,
      actorName: member.name,
      actorEmail: member.email,
      body: text,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('note not stored');
  return { reservation, note: toNote(row) };
}

const toNote = (n: typeof staffNotes.$inferSelect): StaffNote => ({
  id: n.id,
  at: n.createdAt.toISOString(),
  author: { id: n.actorId, name: n.actorName, email: n.actorEmail },
  text: n.body,
});

async function listNotes(database: Database, tenant: string, reservationId: string): Promise<StaffNote[]> {
  const rows = await database.db
    .select()
    .from(staffNotes)
    .where(and(eq(staffNotes.tenant, tenant), eq(staffNotes.reservationId, reservationId)))
    .orderBy(desc(staffNotes.id));
  return rows.map(toNote);
}
