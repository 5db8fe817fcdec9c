import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { allocations, ledger, payments } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
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
import { agreementSignedError, assertNotSigned } from './checkin.ts';
import { netPaid, openCheckout, refundCaptures } from './payments.ts';
import { concurrentChange, updateReservation, withReservationLock } from './reservation-lock.ts';
import {
  allocateUnit,
  getReservation,
  type Options,
  priceFor,
  type ReservationRow,
  resolvePromo,
} from './reservations.ts';

const status = (r: ReservationRow) => r.status as ReservationStatus;

const reasonRequired = (hours: number) =>
  new BookingError(
    'reason_required',
    `Cancellations less than ${hours} hours before pickup are by request: give a reason`,
    422,
  );

const cannotCancel = (row: ReservationRow) =>
  new BookingError('cannot_cancel', `A ${row.status} reservation cannot be cancelled online`, 409);

/**
 * Cancels. Up to the tenant's free-cancellation limit everything paid goes back to the card;
 * later, the customer states a reason and the reservation waits for a staff decision on a
 * refund. Either way the unit is released at once. Decided, waived, released and refunded in one
 * transaction under the row lock: parallel cancels waive once (the others 409 `cannot_cancel`),
 * and a cancel racing a signature, a capture or an edit sees what that one left.
 * A failed card refund rolls the whole cancellation back (502), so it is never half done.
 */
export async function cancelReservation(
  database: Database,
  gateway: PaymentGateway,
  tenant: string,
  id: string,
  reason: string | undefined,
  now: Date,
): Promise<ReservationRow> {
  const { settings } = await loadCatalogue(database, tenant);
  await withReservationLock(database, tenant, id, async (tx, locked) => {
    if (!canCancel(status(locked), locked.pickupAt, now)) throw cannotCancel(locked);
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
    const refunded = free && net > 0 ? await refundCaptures(tx, gateway, locked, net, now) : 0;
    const balance = locked.balance - waived + refunded;
    await updateReservation(
      tx,
      locked,
      {
        status: free ? (net > 0 && balance === 0 ? 'refunded' : 'cancelled') : 'refund_requested',
        // A denied request leaves the booking cancelled: its unit is released above.
        refundRequestedFrom: free ? null : 'cancelled',
        cancelReason: reason ?? null,
        refundReason: free ? null : (reason ?? null),
        balance,
      },
      now,
    );
  });
  return getReservation(database, tenant, id);
}

const REFUNDABLE = ['confirmed', 'checked_in', 'completed', 'cancelled'];

/** A refund request after pickup, after check-in or after a late cancellation; staff decide. */
export async function requestRefund(
  database: Database,
  tenant: string,
  id: string,
  reason: string,
  now: Date,
): Promise<ReservationRow> {
  await withReservationLock(database, tenant, id, async (tx, locked) => {
    if ((await netPaid(tx, id)) <= 0)
      throw new BookingError('nothing_to_refund', 'Nothing has been paid on this reservation', 409);
    if (['pending_payment', 'confirmed'].includes(locked.status) && now < locked.pickupAt) {
      throw new BookingError('cancel_instead', 'Before pickup, cancel the reservation instead', 409);
    }
    if (!REFUNDABLE.includes(locked.status)) {
      throw new BookingError(
        'cannot_request_refund',
        `A ${locked.status} reservation cannot request a refund`,
        409,
      );
    }
    await updateReservation(
      tx,
      locked,
      { status: 'refund_requested', refundRequestedFrom: locked.status, refundReason: reason },
      now,
    );
  });
  return getReservation(database, tenant, id);
}

const noRefundRequest = () => new BookingError('no_refund_request', 'No refund was requested', 409);

/**
 * Staff decision on a refund request: `amount` (at most what was paid and not yet refunded) goes
 * back to the card, and the decision settles the reservation: what is still unpaid is waived,
 * what was paid and not granted is kept as the charge, and the unit is released (a
 * request after check-in with a balance open refunded nothing). Decided, refunded and released in
 * one transaction under the row lock, so two staff clicks decide once and a failed card refund
 * leaves the request waiting (502). Returns what the gateway refunded, the only amount to report.
 */
export async function decideRefund(
  database: Database,
  gateway: PaymentGateway,
  tenant: string,
  id: string,
  amount: number,
  now: Date,
): Promise<{ reservation: ReservationRow; refunded: number }> {
  const refunded = await withReservationLock(database, tenant, id, async (tx, locked) => {
    if (locked.status !== 'refund_requested') throw noRefundRequest();
    const net = await netPaid(tx, id);
    if (amount > net) throw new BookingError('refund_too_large', `At most ${net} ISK can be refunded`, 422);
    // After the refund the balance is 0. Money already owed back (a late capture whose automatic
    // refund failed) is part of the amount decided, not waived a second time.
    const settlement = -(locked.balance + amount);
    if (settlement !== 0) {
      await tx.insert(ledger).values({
        tenant,
        reservationId: id,
        kind: 'adjustment',
        amount: settlement,
        memo: settlement < 0 ? 'Refund granted' : 'Kept by refund decision',
      });
    }
    await tx.delete(allocations).where(eq(allocations.reservationId, id));
    const paidBack = await refundCaptures(tx, gateway, locked, amount, now);
    await updateReservation(
      tx,
      locked,
      { status: 'refunded', balance: locked.balance + settlement + paidBack },
      now,
    );
    return paidBack;
  });
  return { reservation: await getReservation(database, tenant, id), refunded };
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
  await withReservationLock(database, tenant, id, async (tx, locked) => {
    if (locked.status !== 'refund_requested') throw noRefundRequest();
    const back = await statusBeforeRequest(tx, locked, now);
    await updateReservation(tx, locked, { status: back, refundRequestedFrom: null }, now);
  });
  return getReservation(database, tenant, id);
}

const RETURNABLE = new Set(REFUNDABLE);

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
 * balance (the customer paid more than the new total) is refunded to the card, all in one
 * transaction under the row lock.
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

  await withReservationLock(database, tenant, reservation.id, async (tx, locked) => {
    // Signed meanwhile (on the phone, say): the agreement stands, whatever else changed.
    await assertNotSigned(tx, locked, update.options ? 'options_locked' : 'terms_locked');
    const open = await openCheckout(tx, locked.id, now);
    if (open) {
      throw new BookingError(
        'payment_open',
        'A payment for this reservation is open on the payment page: complete it, or change the booking once it has expired',
        409,
        { expiresAt: open.checkoutExpiresAt?.toISOString() ?? null },
      );
    }
    // The edit was checked and priced on the row read before the lock; it must still be the
    // current one (every change bumps the version), else the price and the swap below were
    // computed on stale data and everything rolls back (every one of 10 parallel
    // edits once committed, and so did an edit racing a cancellation).
    if (locked.version !== reservation.version) throw concurrentChange();
    let unitId = locked.unitId;
    if (update.terms || update.classId) {
      await tx.delete(allocations).where(eq(allocations.reservationId, reservation.id));
      unitId = await allocateUnit(
        tx,
        tenant,
        classId,
        terms.pickupLocationId,
        blockedPeriod(terms, catalogue.settings.turnaroundMinutes),
        reservation.id,
        locked.unitAssignedAt ? locked.unitId : null,
      );
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
    const balance = locked.balance + difference;
    // Paid more than the new total: the difference goes back to the card now.
    const refunded = balance < 0 ? await refundCaptures(tx, gateway, locked, -balance, now) : 0;
    await updateReservation(
      tx,
      locked,
      {
        unitId,
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
        balance: balance + refunded,
        // A unit staff had fixed no longer holds the reservation: the desk must assign
        // again, and the customer is not shown a plate that is not theirs.
        ...(unitId !== locked.unitId ? { unitAssignedAt: null, unitAssignedBy: null } : {}),
      },
      now,
    );
  });
  return { price, difference, reservation: await getReservation(database, tenant, reservation.id) };
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
  if (reservation.status === 'checked_in') throw agreementSignedError('options_locked');
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
  await withReservationLock(database, tenant, id, async (tx, locked) => {
    await assertNotSigned(tx, locked, 'details_locked');
    if (!detailsEditable(status(locked), locked.pickupAt, now)) {
      throw new BookingError('details_locked', 'Details can be changed until pickup', 409);
    }
    const stored = locked.options as { extraDrivers?: number };
    if (details.extraDrivers && details.extraDrivers.length !== (stored.extraDrivers ?? 0)) {
      // The number of drivers is priced; changing it goes through the options edit.
      throw new BookingError(
        'driver_count_changed',
        'Adding or removing drivers changes the price: use the options step',
        409,
      );
    }
    const customer = details.customer
      ? { ...(locked.customer as object), ...details.customer }
      : locked.customer;
    await updateReservation(
      tx,
      locked,
      {
        customer,
        email: String((customer as { email?: string }).email ?? locked.email).toLowerCase(),
        mainDriver: details.mainDriver ?? locked.mainDriver,
        extraDrivers: details.extraDrivers ?? locked.extraDrivers,
        trip: details.trip ?? locked.trip,
        lease: details.lease ?? locked.lease,
      },
      now,
    );
  });
  return getReservation(database, tenant, id);
}
