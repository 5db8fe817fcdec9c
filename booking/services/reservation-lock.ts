/**
 * The one way a reservation changes: in one transaction that holds
 * the reservation's row lock (`SELECT … FOR UPDATE`), the caller re-checks its preconditions on the
 * row read under the lock, then writes it with `updateReservation`, which is conditional on the
 * version read and bumps it. Signing, cancelling, refund requests and decisions, edits of terms,
 * options and details, captures and refunds all go through here, so two of them racing are
 * ordered and the second sees what the first did.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { reservations } from '../db/schema.ts';
import { BookingError, notFound } from '../errors.ts';
import { enqueueJob, type JobSpec } from './jobs.ts';
import type { ReservationRow } from './reservations.ts';
import { isUuid } from './util.ts';

export const concurrentChange = () =>
  new BookingError('concurrent_change', 'The reservation changed meanwhile; reload and try again', 409);

/** The reservation row, locked until the transaction ends. */
export async function lockReservation(tx: Tx, reservationId: string): Promise<ReservationRow> {
  if (!isUuid(reservationId)) throw notFound('Reservation');
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).for('update');
  if (!row) throw notFound('Reservation');
  return row;
}

/**
 * A job to queue in the transaction of the next committed change of `reservationId` made in this
 * async scope (the customer's e-mail about the change, services/jobs.ts): set by the route around
 * the service call, so the e-mail exists exactly when the change committed.
 */
export interface ChangeJob {
  reservationId: string;
  spec: JobSpec;
  now: Date;
  /** The queued job's id once the change's transaction committed. */
  id?: number | null;
}
export const changeJobs = new AsyncLocalStorage<ChangeJob>();

/**
 * Runs `work` in one transaction holding the row lock of the tenant's reservation `id`. Inside,
 * every query goes through `tx` (PGlite has one connection: a query beside it would wait forever).
 */
export async function withReservationLock<T>(
  database: Database,
  tenant: string,
  id: string,
  work: (tx: Tx, locked: ReservationRow) => Promise<T>,
): Promise<T> {
  if (!isUuid(id)) throw notFound('Reservation');
  const scope = changeJobs.getStore();
  const queue = scope && scope.id === undefined && scope.reservationId === id ? scope : null;
  let queued: number | null | undefined;
  const result = await database.db.transaction(async (tx) => {
    const locked = await lockReservation(tx, id);
    if (locked.tenant !== tenant) throw notFound('Reservation');
    const done = await work(tx, locked);
    if (queue) queued = await enqueueJob(tx, queue.spec, queue.now);
    return done;
  });
  // Only a committed transaction's job counts (a rolled-back attempt queued nothing).
  if (queue && queued !== undefined) queue.id = queued;
  return result;
}

export type ReservationChange = Partial<Omit<typeof reservations.$inferInsert, 'id' | 'version'>>;

/**
 * Writes `values` to the row only if it still has the version `row` was read at, and bumps the
 * version. Under the lock this always matches; should it not, nothing of the change may commit.
 */
export async function updateReservation(
  tx: Tx,
  row: Pick<ReservationRow, 'id' | 'version'>,
  values: ReservationChange,
  now: Date,
): Promise<ReservationRow> {
  const [updated] = await tx
    .update(reservations)
    .set({ ...values, updatedAt: now, version: sql`${reservations.version} + 1` })
    .where(and(eq(reservations.id, row.id), eq(reservations.version, row.version)))
    .returning();
  if (!updated) throw concurrentChange();
  return updated;
}
