import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { allocations, ledger, payments, reservations } from '../db/schema.ts';
import { BookingError, notFound } from '../errors.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import {
  canCancel,
  cancellationIsFree,
  detailsEditable,
  type ReservationStatus,
  termsEditable,
} from '../rules/policy.ts';
import { blockedPeriod, checkTerms, type Terms } from './availability.ts';
import { loadCatalogue } from './catalogue.ts';
import {
  lockReservation,
  markRefundedWhenSettled,
  netPaid,
  paymentSummary,
  refundToCards,
} from './payments.ts';
import {
  allocateUnit,
  getReservation,
  type Options,
  priceFor,
  type ReservationRow,
  resolvePromo,
  type Tx,
} from './reservations.ts';

const status = (r: ReservationRow) => r.status as ReservationStatus;

const reasonRequired = (hours: number) =>
  new BookingError(
    'reason_required',
    `Cancellations less than ${hours} hours before pickup are by request: give a reason`,
    422,
  );

const concurrentChange = () =>
  new BookingError('concurrent_change', 'The reservation changed meanwhile; reload and try again', 409);

/**
 * Cancels. Up to the tenant's free-cancellation limit everything paid goes back to the card;
 * later, the customer states a reason and the reservation waits for a staff decision on a
 * refund. Either way the unit is released at once.
 */
export async function cancelReservation(
  database: Database,
  gateway: PaymentGateway,
  tenant: string,
  id: string,
  reason: string | undefined,
  now: Date,
): Promise<ReservationRow> {
  const reservation = await getReservation(database, tenant, id);
  if (!canCancel(status(reservation), reservation.pickupAt, now)) {
    throw new BookingError(
      'cannot_cancel',
      `A ${reservation.status} reservation cannot be cancelled online`,
      409,
    );
  }
  const { settings } = await loadCatalogue(database, tenant);
  if (!cancellationIsFree(settings, reservation.pickupAt, now) && !reason)
    throw reasonRequired(settings.freeCancellationHours);
  // Decided again under the row lock: parallel cancels, or a cancel racing a capture or an edit,
  // see the state the previous one left (issue 18: the waiver was written several times).
  const outcome = await database.db.transaction(async (tx) => {
    const locked = await lockReservation(tx, id);
    if (locked.tenant !== tenant) throw notFound('Reservation');
    if (!canCancel(status(locked), locked.pickupAt, now)) {
      throw new BookingError(
        'cannot_cancel',
        `A ${locked.status} reservation cannot be cancelled online`,
        409,
      );
    }
    // An edit may have moved the pickup since the check above.
    const free = cancellationIsFree(settings, locked.pickupAt, now);
    if (!free && !reason) throw reasonRequired(settings.freeCancellationHours);
    const net = await netPaid(tx, id);
    // Free: the whole charge is waived, which leaves the paid amount owed to the customer.
    // Late: only the unpaid rest is waived; what was paid stays until staff decide.
    const waived = free ? locked.balance + net : locked.balance;
    if (waived !== 0) {
      await tx.insert(ledger).values({
        tenant,
        reservationId: id,
        kind: 'adjustment',
        amount: -waived,
        memo: free ? 'Free cancellation' : 'Late cancellation',
      });
    }
    await tx.delete(allocations).where(eq(allocations.reservationId, id));
    // An open checkout of a cancelled booking is closed; a capture arriving anyway is refunded.
    await tx
      .update(payments)
      .set({ status: 'failed', failureCode: 'reservation_cancelled', updatedAt: now })
      .where(and(eq(payments.reservationId, id), inArray(payments.status, ['pending', 'requires_action'])));
    await tx
      .update(reservations)
      .set({
        status: free ? 'cancelled' : 'refund_requested',
        // A denied request leaves the booking cancelled: its unit is released below.
        refundRequestedFrom: free ? null : 'cancelled',
        cancelReason: reason ?? null,
        refundReason: free ? null : (reason ?? null),
        balance: sql`${reservations.balance} - ${waived}`,
        updatedAt: now,
        version: sql`${reservations.version} + 1`,
      })
      .where(eq(reservations.id, id));
    return { net, free };
  });
  if (outcome.free && outcome.net > 0) {
    await refundToCards(database, gateway, id, outcome.net, now);
    await markRefundedWhenSettled(database, id, now);
  }
  return getReservation(database, tenant, id);
}

/** A refund request after pickup or after a late cancellation; staff decide. */
export async function requestRefund(
  database: Database,
  tenant: string,
  id: string,
  reason: string,
  now: Date,
): Promise<ReservationRow> {
  const reservation = await getReservation(database, tenant, id);
  const { paid, refunded } = await paymentSummary(database, id);
  if (paid - refunded <= 0)
    throw new BookingError('nothing_to_refund', 'Nothing has been paid on this reservation', 409);
  if (['pending_payment', 'confirmed'].includes(reservation.status) && now < reservation.pickupAt) {
    throw new BookingError('cancel_instead', 'Before pickup, cancel the reservation instead', 409);
  }
  if (!['confirmed', 'checked_in', 'completed', 'cancelled'].includes(reservation.status)) {
    throw new BookingError(
      'cannot_request_refund',
      `A ${reservation.status} reservation cannot request a refund`,
      409,
    );
  }
  // Conditional on the status checked above, so a cancel or edit in between is not overwritten.
  const updated = await database.db
    .update(reservations)
    .set({
      status: 'refund_requested',
      refundRequestedFrom: reservation.status,
      refundReason: reason,
      updatedAt: now,
      version: sql`${reservations.version} + 1`,
    })
    .where(and(eq(reservations.id, id), eq(reservations.version, reservation.version)))
    .returning();
  if (updated.length === 0) throw concurrentChange();
  return getReservation(database, tenant, id);
}

/** Staff decision on a refund request: pays `amount` back and waives it from the charge. */
export async function decideRefund(
  database: Database,
  gateway: PaymentGateway,
  tenant: string,
  id: string,
  amount: number,
  now: Date,
): Promise<ReservationRow> {
  await getReservation(database, tenant, id);
  // The decision is claimed under the row lock (status refunded), so two staff clicks decide once.
  await database.db.transaction(async (tx) => {
    const locked = await lockReservation(tx, id);
    if (locked.status !== 'refund_requested')
      throw new BookingError('no_refund_request', 'No refund was requested', 409);
    const net = await netPaid(tx, id);
    if (amount > net) throw new BookingError('refund_too_large', `At most ${net} ISK can be refunded`, 422);
    // Money already owed back (a late capture whose automatic refund failed) is part of the
    // amount decided, not waived a second time.
    const waived = Math.max(0, amount - Math.max(0, -locked.balance));
    if (waived > 0) {
      await tx
        .insert(ledger)
        .values({ tenant, reservationId: id, kind: 'adjustment', amount: -waived, memo: 'Refund granted' });
    }
    await tx
      .update(reservations)
      .set({
        status: 'refunded',
        balance: sql`${reservations.balance} - ${waived}`,
        updatedAt: now,
        version: sql`${reservations.version} + 1`,
      })
      .where(eq(reservations.id, id));
  });
  if (amount > 0) await refundToCards(database, gateway, id, amount, now);
  return getReservation(database, tenant, id);
}

/**
 * Staff decision against a refund request: no money moves, and the reservation returns to the
 * status it had when the request was made (a late cancellation stays cancelled). Claimed under
 * the row lock like an approval, so an approve and a deny racing decide once.
 */
export async function denyRefund(
  database: Database,
  tenant: string,
  id: string,
  now: Date,
): Promise<ReservationRow> {
  await getReservation(database, tenant, id);
  await database.db.transaction(async (tx) => {
    const locked = await lockReservation(tx, id);
    if (locked.status !== 'refund_requested')
      throw new BookingError('no_refund_request', 'No refund was requested', 409);
    const back = await statusBeforeRequest(tx, locked, now);
    await tx
      .update(reservations)
      .set({
        status: back,
        refundRequestedFrom: null,
        updatedAt: now,
        version: sql`${reservations.version} + 1`,
      })
      .where(eq(reservations.id, id));
  });
  return getReservation(database, tenant, id);
}

const RETURNABLE = new Set(['confirmed', 'checked_in', 'completed', 'cancelled']);

/** Rows requested before 0005 recorded the status: a released unit means cancelled. */
async function statusBeforeRequest(tx: Tx, row: ReservationRow, now: Date): Promise<string> {
  if (row.refundRequestedFrom && RETURNABLE.has(row.refundRequestedFrom)) return row.refundRequestedFrom;
  const held = await tx
    .select({ id: allocations.id })
    .from(allocations)
    .where(eq(allocations.reservationId, row.id))
    .limit(1);
  if (held.length === 0) return 'cancelled';
  return row.returnAt <= now ? 'completed' : 'confirmed';
}

/**
 * Re-prices after a change: the difference goes on the ledger as an adjustment, a negative
 * balance (the customer paid more than the new total) is refunded to the card.
 */
async function reprice(
  database: Database,
  gateway: PaymentGateway,
  reservation: ReservationRow,
  update: { terms?: Terms; classId?: string; options?: Options },
  dryRun: boolean,
  now: Date,
) {
  const tenant = reservation.tenant;
  const catalogue = await loadCatalogue(database, tenant, true);
  const terms: Terms = update.terms ?? {
    pickupLocationId: reservation.pickupLocationId,
    returnLocationId: reservation.returnLocationId,
    pickupAt: reservation.pickupAt,
    returnAt: reservation.returnAt,
  };
  const selfService = update.terms ? checkTerms(catalogue, terms, now).selfService : reservation.selfService;
  const classId = update.classId ?? reservation.classId;
  const stored = reservation.options as Options & { extraDrivers?: number };
  const options: Options = update.options ?? stored;
  const extraDrivers = stored.extraDrivers ?? 0;
  // The promo the customer booked with keeps applying if it still exists and is valid now.
  const promo = await resolvePromo(database, tenant, reservation.promoCode, now, false);
  const price = priceFor(catalogue, classId, terms, options, extraDrivers, promo, now);
  const difference = price.total - reservation.total;
  if (dryRun) return { price, difference, reservation };

  await database.db.transaction(async (tx) => {
    // The row lock orders concurrent edits, cancels and captures; the version read before pricing
    // must still be the current one, else the price and the swap below were computed on stale
    // data and everything rolls back (issue 18: every one of 10 parallel edits committed).
    const locked = await lockReservation(tx, reservation.id);
    if (locked.version !== reservation.version) throw concurrentChange();
    if (update.terms || update.classId) {
      await tx.delete(allocations).where(eq(allocations.reservationId, reservation.id));
      const unitId = await allocateUnit(
        tx,
        tenant,
        classId,
        terms.pickupLocationId,
        blockedPeriod(terms, catalogue.settings.turnaroundMinutes),
        reservation.id,
      );
      await tx.update(reservations).set({ unitId }).where(eq(reservations.id, reservation.id));
    }
    if (difference !== 0) {
      await tx.insert(ledger).values({
        tenant,
        reservationId: reservation.id,
        kind: 'adjustment',
        amount: difference,
        memo: 'Change of booking',
      });
    }
    const changed = await tx
      .update(reservations)
      .set({
        classId,
        pickupLocationId: terms.pickupLocationId,
        returnLocationId: terms.returnLocationId,
        pickupAt: terms.pickupAt,
        returnAt: terms.returnAt,
        selfService,
        options: { ...options, extraDrivers },
        price,
        total: price.total,
        dueNow: price.dueNow,
        balance: sql`${reservations.balance} + ${difference}`,
        updatedAt: now,
        version: sql`${reservations.version} + 1`,
      })
      .where(and(eq(reservations.id, reservation.id), eq(reservations.version, reservation.version)))
      .returning({ id: reservations.id });
    // Cannot happen under the lock; if it ever does, nothing of this edit may commit.
    if (changed.length === 0) throw concurrentChange();
  });
  let current = await getReservation(database, tenant, reservation.id);
  if (current.balance < 0) {
    await refundToCards(database, gateway, current.id, -current.balance, now);
    current = await getReservation(database, tenant, reservation.id);
  }
  return { price, difference, reservation: current };
}

export async function editTerms(
  database: Database,
  gateway: PaymentGateway,
  tenant: string,
  id: string,
  terms: Terms,
  classId: string | undefined,
  dryRun: boolean,
  now: Date,
) {
  const reservation = await getReservation(database, tenant, id);
  const { settings } = await loadCatalogue(database, tenant);
  if (!termsEditable(settings, status(reservation), reservation.pickupAt, now)) {
    throw new BookingError(
      'terms_locked',
      `Dates, times, locations and vehicle can be changed online until ${settings.termsChangeMinHours} hours before pickup`,
      409,
    );
  }
  return reprice(database, gateway, reservation, { terms, classId }, dryRun, now);
}

export async function editOptions(
  database: Database,
  gateway: PaymentGateway,
  tenant: string,
  id: string,
  options: Options,
  now: Date,
) {
  const reservation = await getReservation(database, tenant, id);
  if (!detailsEditable(status(reservation), reservation.pickupAt, now)) {
    throw new BookingError('options_locked', 'Options can be changed until pickup', 409);
  }
  return reprice(database, gateway, reservation, { options }, false, now);
}

export async function editDetails(
  database: Database,
  tenant: string,
  id: string,
  details: {
    customer?: Record<string, unknown>;
    mainDriver?: unknown;
    extraDrivers?: unknown[];
    trip?: unknown;
    lease?: unknown;
  },
  now: Date,
): Promise<ReservationRow> {
  const reservation = await getReservation(database, tenant, id);
  if (!detailsEditable(status(reservation), reservation.pickupAt, now)) {
    throw new BookingError('details_locked', 'Details can be changed until pickup', 409);
  }
  const stored = reservation.options as { extraDrivers?: number };
  if (details.extraDrivers && details.extraDrivers.length !== (stored.extraDrivers ?? 0)) {
    // The number of drivers is priced; changing it goes through the options edit.
    throw new BookingError(
      'driver_count_changed',
      'Adding or removing drivers changes the price: use the options step',
      409,
    );
  }
  const customer = details.customer
    ? { ...(reservation.customer as object), ...details.customer }
    : reservation.customer;
  await database.db
    .update(reservations)
    .set({
      customer,
      email: String((customer as { email?: string }).email ?? reservation.email).toLowerCase(),
      mainDriver: details.mainDriver ?? reservation.mainDriver,
      extraDrivers: details.extraDrivers ?? reservation.extraDrivers,
      trip: details.trip ?? reservation.trip,
      lease: details.lease ?? reservation.lease,
      updatedAt: now,
      version: sql`${reservations.version} + 1`,
    })
    .where(eq(reservations.id, id));
  return getReservation(database, tenant, id);
}
