import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { rentalDates, reykjavikDate, reykjavikInstant } from '../../domain/dates.ts';
import type { Database, Tx } from '../db/client.ts';
import { pgErrorCode } from '../db/client.ts';
import { ledger, reservations } from '../db/schema.ts';
import { BookingError, notFound } from '../errors.ts';
import type { CreateReservation } from '../http/schemas.ts';
import { checkBookingDetails } from '../rules/booking-details.ts';
import type { ReservationStatus } from '../rules/policy.ts';
import { type PriceSummary, priceRental, rentalDays } from '../rules/pricing.ts';
import { newReference } from '../rules/reference.ts';
import type { Promo } from '../rules/types.ts';
import { knownClick } from './affiliates.ts';
import { blockedPeriod, checkTerms, rangeLiteral, type Terms, unitUsableSql } from './availability.ts';
import { type Catalogue, findPromo, loadCatalogue } from './catalogue.ts';
import { queueConfirmation } from './jobs.ts';
import { isUuid, requestHash, rowsOf } from './util.ts';

export type ReservationRow = typeof reservations.$inferSelect;

/** Unpaid reservations hold their unit this long before the hold lapses. */
export const PAYMENT_HOLD_MINUTES = 30;

/** When the unpaid hold of a `pending_payment` reservation lapses; null for any other status. */
export function holdExpiresAt(row: Pick<ReservationRow, 'status' | 'createdAt'>): Date | null {
  return row.status === 'pending_payment'
    ? new Date(row.createdAt.getTime() + PAYMENT_HOLD_MINUTES * 60_000)
    : null;
}

export interface Options {
  insurancePackageId?: string;
  insuranceAddons?: string[];
  extras?: { id: string; quantity: number }[];
}

export function termsFrom(input: {
  pickupLocationId: string;
  returnLocationId: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
}): Terms {
  return {
    pickupLocationId: input.pickupLocationId,
    returnLocationId: input.returnLocationId,
    pickupAt: reykjavikInstant(input.pickupDate, input.pickupTime),
    returnAt: reykjavikInstant(input.returnDate, input.returnTime),
  };
}

export async function resolvePromo(
  database: Database,
  tenant: string,
  code: string | undefined | null,
  now: Date,
  strict: boolean,
): Promise<Promo | null> {
  if (!code) return null;
  const promo = await findPromo(database, tenant, code);
  const valid = promo?.active && now >= promo.validFrom && now <= promo.validTo;
  if (!valid) {
    if (strict) throw new BookingError('promo_invalid', 'Promo code is not valid', 422);
    return null;
  }
  return promo;
}

export function priceFor(
  catalogue: Catalogue,
  classId: string,
  terms: Terms,
  options: Options,
  extraDrivers: number,
  promo: Promo | null,
  now: Date,
): PriceSummary {
  const vehicle = catalogue.classes.find((c) => c.id === classId);
  if (!vehicle) throw new BookingError('unknown_vehicle', `Unknown vehicle class ${classId}`, 422);
  const days = rentalDays(terms.pickupAt, terms.returnAt, catalogue.settings.graceMinutes);
  return priceRental({
    vehicle,
    settings: catalogue.settings,
    pickupAt: terms.pickupAt,
    returnAt: terms.returnAt,
    rentalDates: rentalDates(terms.pickupAt, days),
    pickupLocationId: terms.pickupLocationId,
    returnLocationId: terms.returnLocationId,
    insurance: catalogue.insurance,
    extras: catalogue.extras,
    selection: { ...options, extraDrivers },
    promo,
    now,
    today: reykjavikDate(now),
  });
}

/**
 * Takes a free unit of the class for the blocked period. Candidates are tried in random order
 * so concurrent bookings spread over the fleet; `ON CONFLICT DO NOTHING` against the exclusion
 * constraint means a lost race costs a retry, not an aborted transaction.
 */
export async function allocateUnit(
  tx: Tx,
  tenant: string,
  classId: string,
  locationId: string,
  period: [Date, Date],
  reservationId: string,
  /** A unit staff fixed for this reservation: kept when it still fits and is free. */
  preferred?: number | null,
): Promise<number> {
  const range = rangeLiteral(period);
  // Out of service or retired for the period: not a candidate (the literal is ours, from dates).
  const usable = sql.raw(unitUsableSql(`'${range}'::tstzrange`));
  if (preferred) {
    const kept = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO allocations (tenant, unit_id, reservation_id, period)
        SELECT ${tenant}, u.id, ${reservationId}, ${range}::tstzrange FROM units u
         WHERE u.id = ${preferred} AND u.tenant = ${tenant} AND u.class_id = ${classId}
           AND u.active AND ${usable}
        ON CONFLICT DO NOTHING RETURNING unit_id AS id`),
    );
    if (kept.length > 0) return preferred;
  }
  for (let round = 0; round < 4; round++) {
    const candidates = rowsOf<{ id: number }>(
      await tx.execute(sql`
        SELECT u.id FROM units u
         WHERE u.tenant = ${tenant} AND u.class_id = ${classId} AND u.location_id = ${locationId} AND u.active
           AND ${usable}
           AND NOT EXISTS (SELECT 1 FROM allocations a WHERE a.unit_id = u.id AND a.period && ${range}::tstzrange)
         ORDER BY random() LIMIT 8`),
    );
    if (candidates.length === 0) break;
    for (const { id } of candidates) {
      const inserted = rowsOf<{ id: number }>(
        await tx.execute(sql`
          INSERT INTO allocations (tenant, unit_id, reservation_id, period)
          VALUES (${tenant}, ${id}, ${reservationId}, ${range}::tstzrange)
          ON CONFLICT DO NOTHING RETURNING id`),
      );
      if (inserted.length > 0) return id;
    }
  }
  throw new BookingError('vehicle_unavailable', 'No vehicle of this class is free for these dates', 409);
}

/**
 * Releases units of unpaid reservations whose hold has lapsed. Idempotent; any instance may run
 * it. Rows a payment is working on right now are skipped (`SKIP LOCKED`) and caught next time.
 * A lapsed hold owes nothing: an adjustment waives its charge, so ledger sum and balance stay
 * equal. Open checkouts of those reservations are closed. Holds with a payment on them (one that
 * did not cover the amount due now) are left to `releaseLapsedHolds`, which refunds the money.
 */
export async function expireStaleHolds(database: Database, tenant: string, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PAYMENT_HOLD_MINUTES * 60_000).toISOString();
  // Nearly always nothing is due: one indexed read, no transaction.
  const due = await database.query<{ id: string }>(
    `SELECT id FROM reservations WHERE tenant = $1 AND status = 'pending_payment' AND created_at < $2 LIMIT 1`,
    [tenant, cutoff],
  );
  if (due.length === 0) return 0;
  return database.db.transaction(async (tx) => {
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        SELECT id FROM reservations
         WHERE tenant = ${tenant} AND status = 'pending_payment' AND created_at < ${cutoff}
           AND NOT EXISTS (SELECT 1 FROM ledger l WHERE l.reservation_id = reservations.id AND l.kind = 'payment')
         ORDER BY created_at LIMIT 500 FOR UPDATE SKIP LOCKED`),
    );
    if (rows.length === 0) return 0;
    const ids = `{${rows.map((r) => r.id).join(',')}}`;
    await tx.execute(sql`
      INSERT INTO ledger (tenant, reservation_id, kind, amount, memo)
      SELECT ${tenant}, reservation_id, 'adjustment', -sum(amount), 'Payment hold lapsed'
        FROM ledger WHERE reservation_id = ANY(${ids}::uuid[]) AND kind IN ('charge', 'adjustment')
       GROUP BY reservation_id HAVING sum(amount) <> 0`);
    await tx.execute(sql`
      UPDATE reservations r
         SET status = 'cancelled', cancel_reason = 'payment_timeout', updated_at = ${now.toISOString()},
             version = version + 1,
             balance = (SELECT coalesce(sum(amount), 0) FROM ledger l WHERE l.reservation_id = r.id)
       WHERE id = ANY(${ids}::uuid[])`);
    await tx.execute(sql`DELETE FROM allocations WHERE reservation_id = ANY(${ids}::uuid[])`);
    await tx.execute(sql`
      UPDATE payments SET status = 'failed', failure_code = 'checkout_expired', updated_at = ${now.toISOString()}
       WHERE reservation_id = ANY(${ids}::uuid[]) AND status IN ('pending', 'requires_action')`);
    return rows.length;
  });
}

export interface Created {
  reservation: ReservationRow;
  replayed: boolean;
  /** The confirmation job queued with a booking that had nothing due (services/jobs.ts). */
  confirmationJob?: number | null;
}

async function byIdempotencyKey(
  database: Database,
  tenant: string,
  key: string,
): Promise<ReservationRow | undefined> {
  const rows = await database.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenant, tenant), eq(reservations.idempotencyKey, key)));
  return rows[0];
}

export interface CreateContext {
  /** Origin of the site the booking is made on, when its host is in the host map. */
  siteOrigin?: string | null;
}

export async function createReservation(
  database: Database,
  tenant: string,
  input: CreateReservation,
  idempotencyKey: string,
  now: Date,
  context: CreateContext = {},
): Promise<Created> {
  const hash = requestHash(input);
  const replay = async (): Promise<Created | null> => {
    const existing = await byIdempotencyKey(database, tenant, idempotencyKey);
    if (!existing) return null;
    if (existing.requestHash !== hash) {
      throw new BookingError(
        'idempotency_key_reused',
        'This Idempotency-Key was used for a different request',
        409,
      );
    }
    return { reservation: existing, replayed: true };
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const catalogue = await loadCatalogue(database, tenant, true);
  const terms = termsFrom(input);
  const { selfService } = checkTerms(catalogue, terms, now);
  const vehicle = catalogue.classes.find((c) => c.id === input.classId);
  if (!vehicle) throw new BookingError('unknown_vehicle', `Unknown vehicle class ${input.classId}`, 422);
  if (catalogue.settings.minRentalDays >= 30 && !input.lease) {
    throw new BookingError('lease_details_required', 'Lease details are required for this brand', 400);
  }
  const checked = checkBookingDetails(input, {
    lease: catalogue.settings.minRentalDays >= 30,
    locale: input.locale,
    pickupDate: input.pickupDate,
    minDriverAge: vehicle.minDriverAge,
    now,
  });
  if (!checked.ok) {
    const [first] = checked.issues;
    throw new BookingError(
      'validation_failed',
      first ? `${first.path}: ${first.message}` : 'Invalid details',
      400,
      {
        issues: checked.issues,
      },
    );
  }
  // The kennitala belongs to Icelandic residents only: one typed before the country changed is dropped.
  const { ssn: _typed, ...customerWithoutSsn } = input.customer;
  const customer = checked.details.customer.ssn
    ? { ...customerWithoutSsn, ssn: checked.details.customer.ssn }
    : customerWithoutSsn;
  const promo = await resolvePromo(database, tenant, input.promoCode, now, true);
  const options: Options = input.options ?? {};
  const price = priceFor(catalogue, input.classId, terms, options, input.extraDrivers.length, promo, now);
  if (input.expectedTotal !== undefined && input.expectedTotal !== price.total) {
    throw new BookingError('price_changed', 'The price has changed; review it and book again', 409, {
      total: price.total,
    });
  }
  await expireStaleHolds(database, tenant, now);
  // An unknown click id is dropped, not refused: the booking matters more than the attribution,
  // and a conversion recorded later can then never fail on its foreign key.
  const affiliate =
    input.affiliate && (await knownClick(database, tenant, input.affiliate.clickId)) ? input.affiliate : null;

  const period = blockedPeriod(terms, catalogue.settings.turnaroundMinutes);
  for (let attempt = 0; ; attempt++) {
    const id = randomUUID();
    try {
      const row = await database.db.transaction(async (tx) => {
        const status: ReservationStatus = price.dueNow > 0 ? 'pending_payment' : 'confirmed';
        const [inserted] = await tx
          .insert(reservations)
          .values({
            id,
            tenant,
            reference: newReference(),
            status,
            classId: input.classId,
            pickupLocationId: terms.pickupLocationId,
            returnLocationId: terms.returnLocationId,
            pickupAt: terms.pickupAt,
            returnAt: terms.returnAt,
            selfService,
            email: input.customer.email.toLowerCase(),
            customer,
            mainDriver: input.mainDriver,
            extraDrivers: input.extraDrivers,
            trip: input.trip ?? {},
            lease: input.lease ?? null,
            options: { ...options, extraDrivers: input.extraDrivers.length },
            price,
            total: price.total,
            dueNow: price.dueNow,
            balance: price.total,
            promoCode: promo?.code ?? null,
            affiliate,
            idempotencyKey,
            requestHash: hash,
            createdAt: now,
            updatedAt: now,
            locale: input.locale,
            contractSha256: input.contractSha256 ?? null,
            contractAcceptedAt: input.contractSha256 ? now : null,
            siteOrigin: context.siteOrigin ?? null,
            confirmedAt: status === 'confirmed' ? now : null,
          })
          .returning();
        const unitId = await allocateUnit(tx, tenant, input.classId, terms.pickupLocationId, period, id);
        await tx
          .insert(ledger)
          .values({ tenant, reservationId: id, kind: 'charge', amount: price.total, memo: 'Rental' });
        const [withUnit] = await tx
          .update(reservations)
          .set({ unitId })
          .where(eq(reservations.id, id))
          .returning();
        // Nothing due: confirmed now, so its e-mail is queued with it (services/jobs.ts).
        const job = status === 'confirmed' ? await queueConfirmation(tx, tenant, id, now) : null;
        return { row: withUnit ?? inserted, job };
      });
      if (!row.row) throw new Error('insert returned nothing');
      return { reservation: row.row, replayed: false, confirmationJob: row.job };
    } catch (error) {
      if (pgErrorCode(error) !== '23505') throw error;
      // Either the same key raced us (answer with its result) or the reference collided (retry).
      const raced = await replay();
      if (raced) return raced;
      if (attempt >= 3) throw error;
    }
  }
}

export async function getReservation(
  database: Database,
  tenant: string,
  id: string,
): Promise<ReservationRow> {
  // Ids are UUIDs; anything else names no reservation (and must not reach the uuid column as an error).
  if (!isUuid(id)) throw notFound('Reservation');
  const rows = await database.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenant, tenant), eq(reservations.id, id)));
  const row = rows[0];
  if (!row) throw notFound('Reservation');
  return row;
}

export async function ledgerSum(database: Database, reservationId: string): Promise<number> {
  const rows = await database.query<{ sum: number }>(
    'SELECT coalesce(sum(amount), 0)::int AS sum FROM ledger WHERE reservation_id = $1',
    [reservationId],
  );
  return rows[0]?.sum ?? 0;
}

/**
 * The JSON columns as the routes that write them take them (`http/schemas.ts`): the row types
 * them `unknown`; the view names their shape here, once, for every reader of the answer.
 */
export interface ReservationJson {
  customer: CreateReservation['customer'];
  mainDriver: CreateReservation['mainDriver'] | null;
  extraDrivers: CreateReservation['extraDrivers'];
  trip: NonNullable<CreateReservation['trip']>;
  lease: NonNullable<CreateReservation['lease']> | null;
  /** The chosen covers and extras, with the number of extra drivers priced. */
  options: Options & { extraDrivers?: number };
  price: PriceSummary;
}

/**
 * What the customer sees. Internal columns (idempotency, hashes, unit, site origin, e-mail
 * bookkeeping) stay inside.
 */
export function publicReservation<Extra extends object = Record<string, unknown>>(
  row: ReservationRow,
  extra: Extra = {} as Extra,
) {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as ReservationStatus,
    locale: row.locale,
    /** When the unpaid hold lapses (`pending_payment` only). */
    expiresAt: holdExpiresAt(row)?.toISOString() ?? null,
    classId: row.classId,
    pickupLocationId: row.pickupLocationId,
    returnLocationId: row.returnLocationId,
    pickupAt: row.pickupAt.toISOString(),
    returnAt: row.returnAt.toISOString(),
    selfService: row.selfService,
    customer: row.customer as ReservationJson['customer'],
    mainDriver: row.mainDriver as ReservationJson['mainDriver'],
    extraDrivers: row.extraDrivers as ReservationJson['extraDrivers'],
    trip: row.trip as ReservationJson['trip'],
    lease: row.lease as ReservationJson['lease'],
    options: row.options as ReservationJson['options'],
    price: row.price as PriceSummary,
    total: row.total,
    dueNow: row.dueNow,
    balance: row.balance,
    promoCode: row.promoCode,
    cancelReason: row.cancelReason,
    refundReason: row.refundReason,
    contractAcceptedAt: row.contractAcceptedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...extra,
  };
}
