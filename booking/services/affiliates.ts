import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { affiliateClicks, affiliateConversions, reservations } from '../db/schema.ts';
import { BookingError } from '../errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the click id was recorded for this tenant (booking validates it). */
export async function knownClick(database: Database, tenant: string, clickId: string): Promise<boolean> {
  if (!UUID.test(clickId)) return false;
  const [click] = await database.db
    .select({ id: affiliateClicks.id })
    .from(affiliateClicks)
    .where(and(eq(affiliateClicks.tenant, tenant), eq(affiliateClicks.id, clickId)));
  return !!click;
}

/**
 * The conversion of a booking that became confirmed, from the booking itself: amount and coupon
 * are ours, never the browser's. Runs after the confirming transaction commits; a second call
 * changes nothing (unique per tenant and reference), and a click that vanished records nothing.
 */
export async function recordBookingConversion(
  database: Database,
  reservation: {
    tenant: string;
    reference: string;
    email: string;
    total: number;
    promoCode: string | null;
    affiliate: unknown;
  },
): Promise<boolean> {
  const affiliate = reservation.affiliate as { clickId?: string; ref?: string } | null;
  if (!affiliate?.clickId || !(await knownClick(database, reservation.tenant, affiliate.clickId)))
    return false;
  const inserted = await database.db
    .insert(affiliateConversions)
    .values({
      id: randomUUID(),
      tenant: reservation.tenant,
      clickId: affiliate.clickId,
      ref: affiliate.ref ?? '',
      externalId: reservation.reference,
      customerId: reservation.email,
      amount: reservation.total,
      coupon: reservation.promoCode,
      status: 'confirmed',
    })
    // A conversion the site reported earlier becomes confirmed, with our amount and coupon.
    .onConflictDoUpdate({
      target: [affiliateConversions.tenant, affiliateConversions.externalId],
      set: { status: 'confirmed', amount: reservation.total, coupon: reservation.promoCode },
    })
    .returning();
  return inserted.length > 0;
}

export async function recordClick(
  database: Database,
  tenant: string,
  ref: string,
  referralCode: string,
): Promise<string> {
  const id = randomUUID();
  await database.db.insert(affiliateClicks).values({ id, tenant, ref, referralCode });
  return id;
}

/**
 * The site reports a conversion after booking. Conversions come from our bookings, never from
 * what the public sends (anyone could claim a conversion for someone else's booking, an
 * unknown reference with any amount, or another tenant's): `externalId` must be a reservation of
 * this tenant that was booked with this very click id. Amount and coupon are the reservation's;
 * the caller's `amount` and `coupon` are ignored. A confirmed booking has recorded its
 * conversion itself already; this answers with it.
 */
export async function recordConversion(
  database: Database,
  tenant: string,
  input: {
    ref: string;
    clickId: string;
    externalId: string;
    customerId?: string | null;
    amount?: number | null;
    coupon?: string | null;
  },
): Promise<{ id: string; status: string }> {
  const [reservation] = await database.db
    .select()
    .from(reservations)
    .where(
      and(eq(reservations.tenant, tenant), eq(reservations.reference, input.externalId.trim().toUpperCase())),
    );
  const affiliate = reservation?.affiliate as { clickId?: string; ref?: string } | null | undefined;
  if (
    !reservation ||
    affiliate?.clickId !== input.clickId ||
    !(await knownClick(database, tenant, input.clickId))
  ) {
    throw new BookingError('unknown_conversion', 'No booking of this tenant was made with this click', 404);
  }
  const confirmed = ['confirmed', 'checked_in', 'completed'].includes(reservation.status);
  const values = {
    id: randomUUID(),
    tenant,
    clickId: input.clickId,
    ref: affiliate.ref ?? input.ref,
    externalId: reservation.reference,
    customerId: reservation.email,
    amount: reservation.total,
    coupon: reservation.promoCode,
    status: confirmed ? 'confirmed' : 'reported',
  };
  const inserted = await database.db
    .insert(affiliateConversions)
    .values(values)
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { id: inserted[0].id, status: inserted[0].status };
  const [existing] = await database.db
    .select()
    .from(affiliateConversions)
    .where(
      and(
        eq(affiliateConversions.tenant, tenant),
        eq(affiliateConversions.externalId, reservation.reference),
      ),
    );
  return { id: existing?.id ?? values.id, status: existing?.status ?? values.status };
}
