import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pgErrorCode } from '../db/client.ts';
import { affiliateConversions, gatewayEvents, ledger, payments, reservations } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import type { CardDetails, PaymentGateway } from '../payments/gateway.ts';
import { getReservation, type ReservationRow } from './reservations.ts';
import { requestHash, rowsOf } from './util.ts';

export type PaymentRow = typeof payments.$inferSelect;

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

export function publicPayment(p: PaymentRow, extra: Record<string, unknown> = {}) {
  return {
    id: p.id,
    kind: p.kind,
    amount: p.amount,
    currency: 'ISK',
    status: p.status,
    failureCode: p.failureCode,
    optionId: p.optionId,
    createdAt: p.createdAt.toISOString(),
    ...extra,
  };
}

/**
 * Books a successful capture: one ledger row per payment (a unique index makes replays
 * harmless), the balance, confirmation once the amount due now is covered, and the affiliate
 * conversion of a confirmed booking.
 */
export async function applyCaptureSucceeded(database: Database, paymentId: string, now: Date): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: now })
      .where(eq(payments.id, paymentId))
      .returning();
    if (!payment) return;
    const booked = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO ledger (tenant, reservation_id, kind, amount, payment_id, memo)
        VALUES (${payment.tenant}, ${payment.reservationId}, 'payment', ${-payment.amount}, ${payment.id}, 'Card payment')
        ON CONFLICT (payment_id) WHERE payment_id IS NOT NULL DO NOTHING RETURNING id`),
    );
    if (booked.length === 0) return;
    const [reservation] = await tx
      .update(reservations)
      .set({
        balance: sql`${reservations.balance} - ${payment.amount}`,
        updatedAt: now,
        version: sql`${reservations.version} + 1`,
      })
      .where(eq(reservations.id, payment.reservationId))
      .returning();
    if (!reservation) return;
    const [sums] = rowsOf<{ paid: number }>(
      await tx.execute(sql`
        SELECT coalesce(-sum(amount) FILTER (WHERE kind = 'payment'), 0)::int
             - coalesce(sum(amount) FILTER (WHERE kind = 'refund'), 0)::int AS paid
          FROM ledger WHERE reservation_id = ${reservation.id}`),
    );
    const paid = sums?.paid ?? 0;
    if (reservation.status === 'pending_payment' && paid >= reservation.dueNow) {
      await tx.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, reservation.id));
      const affiliate = reservation.affiliate as { clickId: string; ref: string } | null;
      if (affiliate) {
        await tx
          .insert(affiliateConversions)
          .values({
            id: randomUUID(),
            tenant: reservation.tenant,
            clickId: affiliate.clickId,
            ref: affiliate.ref,
            externalId: reservation.reference,
            customerId: reservation.email,
            amount: reservation.total,
            coupon: reservation.promoCode,
            status: 'confirmed',
          })
          .onConflictDoNothing();
      }
    }
  });
}

export interface PayInput {
  amount: 'due_now' | 'balance' | number;
  card: CardDetails;
  optionId?: number;
}

function amountToCharge(reservation: ReservationRow, paid: number, wanted: PayInput['amount']): number {
  if (wanted === 'balance') return reservation.balance;
  if (wanted === 'due_now') return Math.max(0, reservation.dueNow - paid);
  if (wanted > reservation.balance) {
    throw new BookingError(
      'amount_exceeds_balance',
      `At most ${reservation.balance} ISK is outstanding`,
      422,
    );
  }
  return wanted;
}

export async function pay(
  database: Database,
  gateway: PaymentGateway,
  tenant: string,
  reservationId: string,
  input: PayInput,
  idempotencyKey: string,
  now: Date,
): Promise<{ payment: PaymentRow; replayed: boolean; challengeUrl?: string }> {
  // The card number is not stored and not part of the hash beyond its last digits.
  const hash = requestHash({
    reservationId,
    amount: input.amount,
    last4: input.card.number.slice(-4),
    optionId: input.optionId,
  });
  const existing = async () => {
    const rows = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.tenant, tenant), eq(payments.idempotencyKey, idempotencyKey)));
    const row = rows[0];
    if (row && row.requestHash !== hash) {
      throw new BookingError(
        'idempotency_key_reused',
        'This Idempotency-Key was used for a different request',
        409,
      );
    }
    return row;
  };
  const earlier = await existing();
  if (earlier) return { payment: earlier, replayed: true };

  const reservation = await getReservation(database, tenant, reservationId);
  if (!['pending_payment', 'confirmed', 'checked_in'].includes(reservation.status)) {
    throw new BookingError('not_payable', `A ${reservation.status} reservation takes no payments`, 409);
  }
  const { paid, refunded } = await paymentSummary(database, reservationId);
  const amount = amountToCharge(reservation, paid - refunded, input.amount);
  if (amount <= 0) throw new BookingError('nothing_due', 'Nothing is due on this reservation', 409);

  const id = randomUUID();
  try {
    await database.db.insert(payments).values({
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
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') {
      const raced = await existing();
      if (raced) return { payment: raced, replayed: true };
    }
    throw error;
  }
  const result = await gateway.charge({
    amount,
    currency: 'ISK',
    card: input.card,
    idempotencyKey: id,
    description: `Reservation ${reservation.reference}`,
  });
  if (result.status === 'succeeded') {
    await database.db.update(payments).set({ gatewayRef: result.ref }).where(eq(payments.id, id));
    await applyCaptureSucceeded(database, id, now);
  } else {
    await database.db
      .update(payments)
      .set({
        gatewayRef: result.ref,
        status: result.status === 'requires_action' ? 'requires_action' : 'failed',
        failureCode: result.failureCode ?? null,
        updatedAt: now,
      })
      .where(eq(payments.id, id));
  }
  const [payment] = await database.db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw new Error('payment vanished');
  return { payment, replayed: false, challengeUrl: result.challengeUrl };
}

/** A verified gateway callback. Replays of the same event id change nothing. */
export async function handleGatewayEvent(
  database: Database,
  gateway: PaymentGateway,
  body: string,
  headers: Headers,
  now: Date,
): Promise<{ replayed: boolean; paymentId: string | null }> {
  const event = gateway.parseCallback(body, headers, now);
  const fresh = await database.db
    .insert(gatewayEvents)
    .values({ eventId: event.id })
    .onConflictDoNothing()
    .returning();
  const [payment] = await database.db.select().from(payments).where(eq(payments.gatewayRef, event.chargeRef));
  if (fresh.length === 0) return { replayed: true, paymentId: payment?.id ?? null };
  if (!payment) throw new BookingError('unknown_charge', 'No payment for this charge', 404);
  if (event.type === 'charge.succeeded') {
    await applyCaptureSucceeded(database, payment.id, now);
  } else if (payment.status !== 'succeeded') {
    await database.db
      .update(payments)
      .set({ status: 'failed', failureCode: event.failureCode ?? 'failed', updatedAt: now })
      .where(eq(payments.id, payment.id));
  }
  return { replayed: false, paymentId: payment.id };
}

/**
 * Pays `amount` back to the cards it came from, newest capture first. Each refund is a payments
 * row and a ledger row; the key derives from the capture and the running refunded total so a
 * retried refund is not sent twice.
 */
export async function refundToCards(
  database: Database,
  gateway: PaymentGateway,
  reservation: ReservationRow,
  amount: number,
  now: Date,
): Promise<number> {
  if (amount <= 0) return 0;
  const captures = await database.db
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
    await database.db.transaction(async (tx) => {
      await tx
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
        .onConflictDoNothing();
      const booked = await tx
        .insert(ledger)
        .values({
          tenant: reservation.tenant,
          reservationId: reservation.id,
          kind: 'refund',
          amount: part,
          paymentId: id,
          memo: 'Card refund',
        })
        .onConflictDoNothing()
        .returning();
      if (booked.length > 0) {
        await tx
          .update(reservations)
          .set({ balance: sql`${reservations.balance} + ${part}`, updatedAt: now })
          .where(eq(reservations.id, reservation.id));
      }
    });
    left -= part;
  }
  return amount - left;
}
