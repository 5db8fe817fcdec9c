import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Locale } from '../../domain/index.ts';
import type { Database, Tx } from '../db/client.ts';
import { pgErrorCode } from '../db/client.ts';
import { allocations, gatewayEvents, ledger, payments, type reservations } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import type { Checkout, GatewayEvent, PaymentGateway } from '../payments/gateway.ts';
import { blockedPeriod } from './availability.ts';
import { type Catalogue, loadCatalogue } from './catalogue.ts';
import { enqueueJob, queueConfirmation, releaseAwaitingEvents } from './jobs.ts';
import { lockReservation, updateReservation, withReservationLock } from './reservation-lock.ts';
import {
  allocateUnit,
  expireStaleHolds,
  getReservation,
  holdExpiresAt,
  PAYMENT_HOLD_MINUTES,
  type ReservationRow,
} from './reservations.ts';
import { isUuid, requestHash, rowsOf } from './util.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** A hosted checkout stays payable this long, and never longer than the reservation's hold. */
export const CHECKOUT_MINUTES = 30;
/** A checkout with less time than this before the hold lapses would only frustrate the customer. */
const MIN_CHECKOUT_SECONDS = 60;
const OPEN = ['pending', 'requires_action'];

export interface PaymentSummary {
  paid: number;
  refunded: number;
}

export async function paymentSummary(database: Database, reservationId: string): Promise<PaymentSummary> {
  const rows = await database.query<{ paid: number; refunded: number }>(
    `SELECT coalesce(-sum(amount) FILTER (WHERE kind = 'payment'), 0)::int AS paid,
            coalesce(sum(amount) FILTER (WHERE kind = 'refund'), 0)::int AS refunded
       FROM ledger WHERE reservation_id = $1`,
    [reservationId],
  );
  return rows[0] ?? { paid: 0, refunded: 0 };
}

/** Paid minus refunded, read inside a transaction (under the reservation lock). */
export async function netPaid(tx: Tx, reservationId: string): Promise<number> {
  const [row] = rowsOf<{ net: number }>(
    await tx.execute(sql`
      SELECT (coalesce(-sum(amount) FILTER (WHERE kind = 'payment'), 0)
            - coalesce(sum(amount) FILTER (WHERE kind = 'refund'), 0))::int AS net
        FROM ledger WHERE reservation_id = ${reservationId}`),
  );
  return row?.net ?? 0;
}

export interface PublicCheckout {
  ref: string;
  redirectUrl: string;
  expiresAt: string;
}

function checkoutOf(p: PaymentRow): PublicCheckout | null {
  if (!p.gatewayRef || !p.checkoutUrl || !p.checkoutExpiresAt) return null;
  return { ref: p.gatewayRef, redirectUrl: p.checkoutUrl, expiresAt: p.checkoutExpiresAt.toISOString() };
}

/** A checkout nobody paid before it expired counts as failed, whether or not a sweep marked it. */
function effectiveStatus(p: PaymentRow, now: Date): { status: string; failureCode: string | null } {
  if (OPEN.includes(p.status) && p.checkoutExpiresAt && p.checkoutExpiresAt <= now)
    return { status: 'failed', failureCode: 'checkout_expired' };
  return { status: p.status, failureCode: p.failureCode };
}

/**
 * The reservation's checkout that can still be paid, if any (read under its row lock). It was
 * priced for the booking as it was when it opened, so nothing may re-price the booking while it
 * is open (an edit raised the amount due, the old checkout paid too little, and the
 * hold lapsed with the money on it).
 */
export async function openCheckout(
  tx: Tx,
  reservationId: string,
  now: Date,
): Promise<PaymentRow | undefined> {
  const [open] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.reservationId, reservationId),
        inArray(payments.status, OPEN),
        gt(payments.checkoutExpiresAt, now),
      ),
    )
    .limit(1);
  return open;
}

export function publicPayment(p: PaymentRow, now: Date) {
  return {
    id: p.id,
    kind: p.kind,
    amount: p.amount,
    currency: 'ISK' as const,
    ...effectiveStatus(p, now),
    optionId: p.optionId,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    checkout: p.kind === 'capture' ? checkoutOf(p) : null,
  };
}

export type PublicPayment = ReturnType<typeof publicPayment>;

export interface CheckoutInput {
  amount: 'due_now' | 'balance' | number;
  optionId?: number;
  /** Absolute URL on the site's origin (validated by the caller). */
  returnUrl: string;
  locale: Locale;
}

export interface CheckoutSettings {
  /** Absolute URL of this service's callback route. */
  callbackUrl: string;
  now: Date;
}

export interface StartedCheckout {
  payment: PaymentRow;
  checkout: Checkout;
  /** `created`: a new checkout; `open`: the reservation's open checkout handed back; `replayed`: same key. */
  outcome: 'created' | 'open' | 'replayed';
}

/** The amount asked for, checked against the ledger. Runs under the reservation lock. */
function amountFor(reservation: ReservationRow, net: number, wanted: CheckoutInput['amount']): number {
  const dueRest = Math.max(0, reservation.dueNow - net);
  let amount: number;
  if (wanted === 'balance') amount = reservation.balance;
  else if (wanted === 'due_now') amount = dueRest;
  else amount = wanted;
  if (amount <= 0 || reservation.balance <= 0)
    throw new BookingError('nothing_due', 'Nothing is due on this reservation', 409);
  if (amount > reservation.balance) {
    throw new BookingError(
      'amount_exceeds_balance',
      `At most ${reservation.balance} ISK is outstanding`,
      409,
      { balance: reservation.balance },
    );
  }
  // An unpaid booking is confirmed by its first payment, so that payment covers what is due now:
  // a hold that lapses never has money on it.
  if (reservation.status === 'pending_payment' && amount < dueRest) {
    throw new BookingError(
      'amount_below_due_now',
      `This booking is confirmed by paying at least ${dueRest} ISK`,
      409,
      { dueNow: dueRest },
    );
  }
  return amount;
}

function withPaymentId(returnUrl: string, paymentId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('payment', paymentId);
  return url.toString();
}

/**
 * Starts (or hands back) a hosted checkout. The decision is taken under the reservation's row
 * lock in the transaction that inserts the payment row: the amount comes from the ledger, an
 * overpayment is refused, and while a checkout is open every further request gets that same
 * checkout (a unique index on open payments backs this up), so a double click, two tabs or 20
 * parallel requests can never charge more than is due.
 */
export async function startCheckout(
  database: Database,
  gateway: PaymentGateway,
  tenant: string,
  reservationId: string,
  input: CheckoutInput,
  idempotencyKey: string,
  settings: CheckoutSettings,
): Promise<StartedCheckout> {
  const { now } = settings;
  const hash = requestHash({
    reservationId,
    amount: input.amount,
    optionId: input.optionId,
    returnUrl: input.returnUrl,
    locale: input.locale,
  });
  const byKey = async (db: Database['db'] | Tx) => {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.tenant, tenant), eq(payments.idempotencyKey, idempotencyKey)));
    if (row && (row.requestHash !== hash || row.reservationId !== reservationId)) {
      throw new BookingError(
        'idempotency_key_reused',
        'This Idempotency-Key was used for a different request',
        409,
      );
    }
    return row;
  };
  const earlier = await byKey(database.db);
  if (earlier)
    return {
      payment: earlier,
      checkout: await ensureCheckout(database, gateway, earlier, settings),
      outcome: 'replayed',
    };

  const catalogue = await loadCatalogue(database, tenant);
  let decided: { payment: PaymentRow; outcome: StartedCheckout['outcome']; reference: string };
  try {
    decided = await withReservationLock(database, tenant, reservationId, async (tx, reservation) => {
      const raced = await byKey(tx);
      if (raced) return { payment: raced, outcome: 'replayed' as const, reference: reservation.reference };
      const lapsed = reservation.status === 'cancelled' && reservation.cancelReason === 'payment_timeout';
      if (!lapsed && !['pending_payment', 'confirmed', 'checked_in'].includes(reservation.status)) {
        throw new BookingError('not_payable', `A ${reservation.status} reservation takes no payments`, 409);
      }
      const holdEnds = lapsed
        ? new Date(reservation.createdAt.getTime() + PAYMENT_HOLD_MINUTES * 60_000)
        : holdExpiresAt(reservation);
      if (holdEnds && holdEnds.getTime() - now.getTime() < MIN_CHECKOUT_SECONDS * 1000) {
        throw new BookingError(
          'hold_expired',
          'The payment hold of this booking has lapsed; book again',
          409,
          { expiredAt: holdEnds.toISOString() },
        );
      }
      // Checkouts past their time can no longer be paid: close them so a new one may open.
      await tx
        .update(payments)
        .set({ status: 'failed', failureCode: 'checkout_expired', updatedAt: now })
        .where(
          and(
            eq(payments.reservationId, reservationId),
            inArray(payments.status, OPEN),
            lte(payments.checkoutExpiresAt, now),
          ),
        );
      const [open] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.reservationId, reservationId), inArray(payments.status, OPEN)));
      if (open) return { payment: open, outcome: 'open' as const, reference: reservation.reference };

      const amount = amountFor(reservation, await netPaid(tx, reservationId), input.amount);
      const id = randomUUID();
      const limit = now.getTime() + CHECKOUT_MINUTES * 60_000;
      const [payment] = await tx
        .insert(payments)
        .values({
          id,
          tenant,
          reservationId,
          kind: 'capture',
          amount,
          status: 'pending',
          gateway: gateway.name,
          optionId: input.optionId ?? null,
          idempotencyKey,
          requestHash: hash,
          returnUrl: withPaymentId(input.returnUrl, id),
          locale: input.locale,
          checkoutExpiresAt: new Date(Math.min(limit, holdEnds?.getTime() ?? limit)),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!payment) throw new Error('payment insert returned nothing');
      return { payment, outcome: 'created' as const, reference: reservation.reference };
    });
  } catch (error) {
    // The same key from two requests at once: the loser answers with the winner's payment.
    if (pgErrorCode(error) === '23505') {
      const raced = await byKey(database.db);
      if (raced)
        return {
          payment: raced,
          checkout: await ensureCheckout(database, gateway, raced, settings),
          outcome: 'replayed',
        };
    }
    throw error;
  }
  const checkout = await ensureCheckout(database, gateway, decided.payment, settings, {
    reference: decided.reference,
    merchantName: catalogue.settings.brandName,
  });
  const [payment] = await database.db.select().from(payments).where(eq(payments.id, decided.payment.id));
  return { payment: payment ?? decided.payment, checkout, outcome: decided.outcome };
}

/**
 * The gateway checkout of a payment row, created on first need. The gateway call is idempotent
 * by the payment id, so two requests that both find the row without a checkout get the same one.
 */
async function ensureCheckout(
  database: Database,
  gateway: PaymentGateway,
  payment: PaymentRow,
  settings: CheckoutSettings,
  known?: { reference: string; merchantName: string },
): Promise<Checkout> {
  if (payment.gatewayRef && payment.checkoutUrl && payment.checkoutExpiresAt) {
    return {
      ref: payment.gatewayRef,
      redirectUrl: payment.checkoutUrl,
      expiresAt: payment.checkoutExpiresAt,
    };
  }
  if (!payment.returnUrl || !payment.checkoutExpiresAt || !payment.locale) {
    throw new BookingError('no_checkout', 'This payment has no hosted checkout', 409);
  }
  let context = known;
  if (!context) {
    const reservation = await getReservation(database, payment.tenant, payment.reservationId);
    const catalogue = await loadCatalogue(database, payment.tenant);
    context = { reference: reservation.reference, merchantName: catalogue.settings.brandName };
  }
  let checkout: Checkout;
  try {
    checkout = await gateway.createCheckout({
      amount: payment.amount,
      currency: 'ISK',
      reference: context.reference,
      description: `${context.merchantName} reservation ${context.reference}`,
      idempotencyKey: payment.id,
      returnUrl: payment.returnUrl,
      callbackUrl: settings.callbackUrl,
      expiresAt: payment.checkoutExpiresAt,
      locale: payment.locale as Locale,
      merchantName: context.merchantName,
    });
  } catch (error) {
    console.error('payment gateway refused the checkout', error);
    // Closed so that it does not block the next attempt as "the open checkout".
    await database.db
      .update(payments)
      .set({ status: 'failed', failureCode: 'checkout_failed', updatedAt: settings.now })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, OPEN)));
    throw new BookingError('gateway_unavailable', 'The payment service is not reachable; try again', 502);
  }
  await database.db
    .update(payments)
    .set({ gatewayRef: checkout.ref, checkoutUrl: checkout.redirectUrl, updatedAt: settings.now })
    .where(eq(payments.id, payment.id));
  return checkout;
}

/** One payment of the session's reservation (the return page reads the outcome here). */
export async function getPayment(
  database: Database,
  reservationId: string,
  paymentId: string,
): Promise<PaymentRow> {
  if (!isUuid(paymentId)) throw new BookingError('not_found', 'Payment not found', 404);
  const [row] = await database.db
    .select()
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.id, paymentId)));
  if (!row) throw new BookingError('not_found', 'Payment not found', 404);
  return row;
}

export async function listPayments(database: Database, reservationId: string): Promise<PaymentRow[]> {
  return database.db
    .select()
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .orderBy(payments.createdAt, payments.id);
}

/**
 * What happens after the transaction of a callback commits. The effects themselves (e-mail,
 * affiliate conversion, refunds of late or excess money) are jobs queued in that transaction
 * (services/jobs.ts); `runJobs` runs them right away, and any instance's runner does if this
 * process stops first.
 */
export interface PaymentEffects {
  runJobs(ids: readonly (number | null)[]): Promise<void>;
}

/** The jobs a capture's transaction queues: refund of excess money, the late notice, the confirmation. */
async function queueCaptureJobs(
  tx: Tx,
  payment: PaymentRow,
  outcome: CaptureOutcome,
  eventId: string,
  now: Date,
): Promise<(number | null)[]> {
  const ids: (number | null)[] = [];
  if (outcome.excess > 0 || outcome.late) {
    ids.push(
      await enqueueJob(
        tx,
        {
          kind: 'payment.after_capture',
          tenant: payment.tenant,
          key: `after-capture:${eventId}`,
          payload: {
            tenant: payment.tenant,
            reservationId: payment.reservationId,
            paymentId: payment.id,
            excess: outcome.excess,
            late: outcome.late?.amount ?? null,
          },
        },
        now,
      ),
    );
  }
  if (outcome.confirmed) ids.push(await queueConfirmation(tx, payment.tenant, payment.reservationId, now));
  // A change's e-mail that waited for this payment goes out now, with the balance it leaves.
  ids.push(...(await releaseAwaitingEvents(tx, payment.reservationId, now)));
  return ids;
}

interface CaptureOutcome {
  confirmed: boolean;
  /** Paid more than is owed: refund this much to the card. */
  excess: number;
  /** Paid on a reservation that no longer exists for the customer: this capture is refunded in full. */
  late: { paymentId: string; amount: number } | null;
}

const NOTHING: CaptureOutcome = { confirmed: false, excess: 0, late: null };

/**
 * Books a successful capture inside the callback's transaction, under the reservation lock:
 * exactly one ledger row per payment (unique index), the balance, and the state it leads to.
 *
 * - pending_payment → confirmed once the amount due now is covered;
 * - confirmed / checked_in / completed: a payment beyond the balance is refunded (after commit);
 * - a hold that lapsed (cancelled, payment_timeout) before pickup: the customer paid in good faith,
 *   so the reservation is restored when a unit of the class is still free;
 * - otherwise (lapsed without a free unit, cancelled, refunded): the money is booked, never lost,
 *   as owed back (negative balance); the status becomes refund_requested (a staff refund decision
 *   works on it), and after commit the capture is refunded to the card automatically and the
 *   customer is told.
 */
async function bookCapture(
  tx: Tx,
  catalogue: Catalogue,
  payment: PaymentRow,
  now: Date,
): Promise<CaptureOutcome> {
  const reservation = await lockReservation(tx, payment.reservationId);
  await tx
    .update(payments)
    .set({ status: 'succeeded', failureCode: null, updatedAt: now })
    .where(eq(payments.id, payment.id));
  const booked = rowsOf<{ id: number }>(
    await tx.execute(sql`
      INSERT INTO ledger (tenant, reservation_id, kind, amount, payment_id, memo)
      VALUES (${payment.tenant}, ${payment.reservationId}, 'payment', ${-payment.amount}, ${payment.id}, 'Card payment')
      ON CONFLICT (payment_id) WHERE payment_id IS NOT NULL DO NOTHING RETURNING id`),
  );
  if (booked.length === 0) return NOTHING;
  let balance = reservation.balance - payment.amount;
  const adjust = async (amount: number, memo: string) => {
    await tx.insert(ledger).values({
      tenant: reservation.tenant,
      reservationId: reservation.id,
      kind: 'adjustment',
      amount,
      memo,
    });
    balance += amount;
  };
  const net = await netPaid(tx, reservation.id);
  const update: Partial<typeof reservations.$inferInsert> = {};
  const outcome: CaptureOutcome = { confirmed: false, excess: 0, late: null };

  if (reservation.status === 'pending_payment') {
    if (net >= reservation.dueNow) {
      update.status = 'confirmed';
      update.confirmedAt = reservation.confirmedAt ?? now;
      outcome.confirmed = true;
    }
  } else if (['confirmed', 'checked_in', 'completed'].includes(reservation.status)) {
    // Only a late callback of an expired checkout can get here with more than the balance.
  } else {
    let restored = false;
    if (
      reservation.status === 'cancelled' &&
      reservation.cancelReason === 'payment_timeout' &&
      reservation.pickupAt > now
    ) {
      const period = blockedPeriod(reservation, catalogue.settings.turnaroundMinutes);
      const unitId = await allocateUnit(
        tx,
        reservation.tenant,
        reservation.classId,
        reservation.pickupLocationId,
        period,
        reservation.id,
      ).catch((error: unknown) => {
        if (error instanceof BookingError && error.code === 'vehicle_unavailable') return null;
        throw error;
      });
      if (unitId !== null) {
        // Undo the lapse's waiver: the customer owes the booking's total again, minus this payment.
        const [charges] = rowsOf<{ owed: number }>(
          await tx.execute(sql`
            SELECT coalesce(sum(amount), 0)::int AS owed FROM ledger
             WHERE reservation_id = ${reservation.id} AND kind IN ('charge', 'adjustment')`),
        );
        const restore = reservation.total - (charges?.owed ?? 0);
        if (restore !== 0) await adjust(restore, 'Reservation restored by a payment after the hold lapsed');
        Object.assign(update, {
          unitId,
          cancelReason: null,
          status: net >= reservation.dueNow ? 'confirmed' : 'pending_payment',
          confirmedAt: reservation.confirmedAt ?? now,
        });
        outcome.confirmed = net >= reservation.dueNow;
        restored = true;
      }
    }
    if (!restored) {
      // Booked as paid and owed back (negative balance); refunded after the commit by
      // refundToCards, which refunds under the row lock only what is still owed, so a cancel's
      // refund running at the same time cannot pay the same money back twice.
      if (reservation.status !== 'refund_requested') {
        update.status = 'refund_requested';
        update.refundReason = LATE_CAPTURE_REASON;
      }
      outcome.late = { paymentId: payment.id, amount: payment.amount };
    }
  }
  await updateReservation(tx, reservation, { ...update, balance }, now);
  if (balance < 0) outcome.excess = outcome.late ? payment.amount : -balance;
  return outcome;
}

/**
 * A verified gateway callback. The event id is recorded in the same transaction that books its
 * effect, so a crash in between leaves the event unrecorded and the gateway's retry books it;
 * a replay of a booked event changes nothing. Side effects (e-mail, conversion, refunds of
 * late or excess money) run after the commit and never undo or fail the capture.
 */
export async function handleGatewayEvent(
  database: Database,
  gateway: PaymentGateway,
  body: string,
  headers: Headers,
  now: Date,
  effects?: PaymentEffects,
): Promise<{ replayed: boolean; paymentId: string | null }> {
  const event: GatewayEvent = gateway.parseCallback(body, headers, now);
  const [payment] = await database.db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway.name), eq(payments.gatewayRef, event.chargeRef)));
  if (!payment) {
    const [known] = await database.db.select().from(gatewayEvents).where(eq(gatewayEvents.eventId, event.id));
    if (known) return { replayed: true, paymentId: null };
    // Not recorded: the gateway retries, and a retry after the payment row exists is booked.
    throw new BookingError('unknown_charge', 'No payment for this charge', 404);
  }
  const catalogue = await loadCatalogue(database, payment.tenant);
  const result = await database.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(gatewayEvents)
      .values({ eventId: event.id })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return null;
    if (event.type === 'charge.succeeded') {
      const outcome = await bookCapture(tx, catalogue, payment, now);
      return queueCaptureJobs(tx, payment, outcome, event.id, now);
    }
    await lockReservation(tx, payment.reservationId);
    await tx
      .update(payments)
      .set({ status: 'failed', failureCode: event.failureCode ?? 'card_declined', updatedAt: now })
      .where(and(eq(payments.id, payment.id), sql`${payments.status} <> 'succeeded'`));
    return [];
  });
  if (!result) return { replayed: true, paymentId: payment.id };
  await effects?.runJobs(result);
  return { replayed: false, paymentId: payment.id };
}

/**
 * The `payment.after_capture` job: pays excess or late money back to the card, then tells the
 * customer about a late capture. Run again after a crash it refunds nothing more (`refundToCards`
 * pays back only what is still owed, under the row lock); the notice may then go twice.
 */
export async function afterCaptureJob(
  database: Database,
  gateway: PaymentGateway,
  input: { tenant: string; reservationId: string; paymentId: string; excess: number; late: number | null },
  now: Date,
  lateNotice: (tenant: string, reservationId: string, amount: number, refunded: boolean) => Promise<void>,
): Promise<void> {
  let refunded = false;
  try {
    if (input.excess > 0) {
      await refundToCards(database, gateway, input.tenant, input.reservationId, input.excess, now);
      refunded = true;
    }
  } catch (error) {
    // The money stays booked and visible (refund_requested / negative balance) for staff.
    console.error('automatic refund after a capture failed', input.paymentId, error);
  }
  if (input.late !== null) await lateNotice(input.tenant, input.reservationId, input.late, refunded);
}

/** Why a reservation waits for a refund when a capture arrived after it was cancelled. */
export const LATE_CAPTURE_REASON = 'Payment received after the reservation was cancelled';
/** Why a reservation waits for a refund when its payment hold lapsed with money on it. */
export const LAPSED_WITH_PAYMENT_REASON = 'Payment hold lapsed before the amount due now was paid';
/** Refund requests the service files itself and settles itself once the money is back. */
const AUTOMATIC_REFUND_REASONS = [LATE_CAPTURE_REASON, LAPSED_WITH_PAYMENT_REASON];

/**
 * A cancelled reservation whose money has all gone back becomes `refunded`; so does one that was
 * waiting only for an automatic refund (a late capture, a lapsed hold). A refund the customer
 * asked for stays with staff.
 */
function settledStatus(row: Pick<ReservationRow, 'status' | 'refundReason'>, balance: number) {
  const automatic =
    row.status === 'refund_requested' && AUTOMATIC_REFUND_REASONS.includes(row.refundReason ?? '');
  return balance === 0 && (row.status === 'cancelled' || automatic) ? 'refunded' : row.status;
}

/**
 * Pays `amount` back to the cards it came from, newest capture first, inside the caller's
 * transaction and under its reservation lock: each refund is a payments row and a ledger row;
 * the caller moves the balance by what this returns (less than `amount` only when the captures
 * are used up). The gateway is called with the lock held (refunds are rare and idempotent by
 * key): a failed card refund throws and the whole change rolls back, and a retry sends the same
 * keys, which the gateway answers with the same refund, so money never goes back twice.
 */
export async function refundCaptures(
  tx: Tx,
  gateway: PaymentGateway,
  reservation: Pick<ReservationRow, 'id' | 'tenant'>,
  amount: number,
  now: Date,
): Promise<number> {
  if (amount <= 0) return 0;
  const captures = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.reservationId, reservation.id), eq(payments.status, 'succeeded')));
  const refundedByCapture = new Map<string, number>();
  for (const p of captures) {
    if (p.kind === 'refund' && p.gatewayRef) {
      const capture = p.idempotencyKey.split(':')[1] ?? '';
      refundedByCapture.set(capture, (refundedByCapture.get(capture) ?? 0) + p.amount);
    }
  }
  let left = amount;
  const ordered = captures.filter((p) => p.kind === 'capture').sort((a, b) => +b.createdAt - +a.createdAt);
  for (const capture of ordered) {
    if (left <= 0) break;
    const already = refundedByCapture.get(capture.id) ?? 0;
    const part = Math.min(left, capture.amount - already);
    if (part <= 0) continue;
    const key = `refund:${capture.id}:${already}`;
    const result = await gateway.refund({
      chargeRef: capture.gatewayRef ?? '',
      amount: part,
      idempotencyKey: key,
    });
    if (result.status !== 'succeeded') {
      throw new BookingError(
        'refund_failed',
        `The card refund failed (${result.failureCode ?? 'unknown'})`,
        502,
      );
    }
    const id = randomUUID();
    const fresh = await tx
      .insert(payments)
      .values({
        id,
        tenant: reservation.tenant,
        reservationId: reservation.id,
        kind: 'refund',
        amount: part,
        status: 'succeeded',
        gateway: gateway.name,
        gatewayRef: result.ref,
        idempotencyKey: key,
        requestHash: key,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) continue;
    await tx.insert(ledger).values({
      tenant: reservation.tenant,
      reservationId: reservation.id,
      kind: 'refund',
      amount: part,
      paymentId: id,
      memo: 'Card refund',
    });
    left -= part;
  }
  return amount - left;
}

/**
 * Pays back what the reservation owes the customer: at most `amount`, and never more than the
 * negative balance read under the row lock, so two callers racing (a late capture and a cancel,
 * an edit and an excess capture) refund once. A reservation waiting only for this money becomes
 * `refunded` in the same transaction. Returns what the gateway refunded.
 */
export async function refundToCards(
  database: Database,
  gateway: PaymentGateway,
  tenant: string,
  reservationId: string,
  amount: number,
  now: Date,
): Promise<number> {
  if (amount <= 0) return 0;
  return withReservationLock(database, tenant, reservationId, async (tx, locked) => {
    const owed = Math.min(amount, -locked.balance);
    if (owed <= 0) return 0;
    const refunded = await refundCaptures(tx, gateway, locked, owed, now);
    const balance = locked.balance + refunded;
    await updateReservation(tx, locked, { balance, status: settledStatus(locked, balance) }, now);
    return refunded;
  });
}

/**
 * Releases the tenant's lapsed payment holds. Those without money go in bulk
 * (`expireStaleHolds`); a hold with a payment on it that never covered the amount due now (issue
 * 26) goes one by one, each in one transaction under its row lock: cancelled like any lapsed hold,
 * unit released, and everything paid refunded to the card; the customer is told after the commit.
 * When the card refund fails, the money stays booked as owed back and the reservation waits in the
 * staff refund queue (`refund_requested`), never kept silently.
 */
export async function releaseLapsedHolds(
  database: Database,
  gateway: PaymentGateway,
  tenant: string,
  now: Date,
  effects?: PaymentEffects,
): Promise<number> {
  let released = await expireStaleHolds(database, tenant, now);
  const cutoff = new Date(now.getTime() - PAYMENT_HOLD_MINUTES * 60_000).toISOString();
  const withMoney = await database.query<{ id: string }>(
    `SELECT r.id FROM reservations r
      WHERE r.tenant = $1 AND r.status = 'pending_payment' AND r.created_at < $2
        AND EXISTS (SELECT 1 FROM ledger l WHERE l.reservation_id = r.id AND l.kind = 'payment')
      ORDER BY r.created_at LIMIT 50`,
    [tenant, cutoff],
  );
  for (const { id } of withMoney) {
    const outcome = await withReservationLock(database, tenant, id, async (tx, locked) => {
      const holdEnds = holdExpiresAt(locked);
      // Confirmed or changed since the list was read: nothing to release.
      if (!holdEnds || holdEnds > now) return null;
      const [charges] = rowsOf<{ owed: number }>(
        await tx.execute(sql`
          SELECT coalesce(sum(amount), 0)::int AS owed FROM ledger
           WHERE reservation_id = ${id} AND kind IN ('charge', 'adjustment')`),
      );
      const owed = charges?.owed ?? 0;
      if (owed !== 0) {
        await tx.insert(ledger).values({
          tenant,
          reservationId: id,
          kind: 'adjustment',
          amount: -owed,
          memo: 'Payment hold lapsed',
        });
      }
      await tx.delete(allocations).where(eq(allocations.reservationId, id));
      await tx
        .update(payments)
        .set({ status: 'failed', failureCode: 'checkout_expired', updatedAt: now })
        .where(and(eq(payments.reservationId, id), inArray(payments.status, OPEN)));
      const balance = locked.balance - owed;
      let refunded = 0;
      try {
        // A savepoint: a refused card refund undoes only the refund, the lapse still happens.
        refunded = await tx.transaction((inner) => refundCaptures(inner, gateway, locked, -balance, now));
      } catch (error) {
        console.error('refund of a lapsed hold failed', id, error);
      }
      const left = balance + refunded;
      await updateReservation(
        tx,
        locked,
        {
          status: left === 0 ? 'refunded' : 'refund_requested',
          cancelReason: 'payment_timeout',
          refundRequestedFrom: left === 0 ? null : 'cancelled',
          refundReason: left === 0 ? null : LAPSED_WITH_PAYMENT_REASON,
          balance: left,
        },
        now,
      );
      const outcome = { amount: -balance, refunded: left === 0 };
      const job = await enqueueJob(
        tx,
        {
          kind: 'payment.late_notice',
          tenant,
          key: `lapsed:${id}`,
          payload: { tenant, reservationId: id, ...outcome, cause: 'lapsed' },
        },
        now,
      );
      return { job };
    }).catch((error: unknown) => {
      console.error('releasing a lapsed hold with a payment failed', id, error);
      return null;
    });
    if (!outcome) continue;
    released++;
    await effects?.runJobs([outcome.job]);
  }
  return released;
}
