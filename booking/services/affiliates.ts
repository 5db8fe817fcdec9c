import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { affiliateClicks, affiliateConversions, reservations } from '../db/schema.ts';
import { BookingError } from '../errors.ts';

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
 * The site reports a conversion after booking; it is recorded against the click, and the amount
 * and coupon are taken from our reservation when `externalId` names one, never from the
 * browser. Confirmed bookings also record their conversion themselves (see payments).
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
  const [click] = await database.db
    .select()
    .from(affiliateClicks)
    .where(and(eq(affiliateClicks.tenant, tenant), eq(affiliateClicks.id, input.clickId)));
  if (!click) throw new BookingError('unknown_click', 'Unknown click id', 404);
  const [reservation] = await database.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenant, tenant), eq(reservations.reference, input.externalId)));
  const confirmed = reservation && ['confirmed', 'checked_in', 'completed'].includes(reservation.status);
  const values = {
    id: randomUUID(),
    tenant,
    clickId: click.id,
    ref: input.ref,
    externalId: input.externalId,
    customerId: input.customerId ?? null,
    amount: reservation ? reservation.total : input.amount == null ? null : Math.round(input.amount),
    coupon: reservation ? reservation.promoCode : (input.coupon ?? null),
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
      and(eq(affiliateConversions.tenant, tenant), eq(affiliateConversions.externalId, input.externalId)),
    );
  return { id: existing?.id ?? values.id, status: existing?.status ?? values.status };
}
