// How many reservations still need a catalogue document: the Studio asks before it
// lets an editor delete or unpublish a class, location, insurance cover or extra.
import { type SQL, sql } from 'drizzle-orm';
import { type CatalogueUsage, type CatalogueUsageKind, USAGE_STATUSES } from '../../domain/index.ts';
import type { Database } from '../db/client.ts';
import { PAYMENT_HOLD_MINUTES } from './reservations.ts';
import { rowsOf } from './util.ts';

/** The reservations pointing at the document; extras and covers live in the stored options. */
function uses(kind: CatalogueUsageKind, id: string): SQL {
  switch (kind) {
    case 'class':
      return sql`class_id = ${id}`;
    case 'location':
      return sql`(pickup_location_id = ${id} OR return_location_id = ${id})`;
    case 'cover':
      return sql`(options->>'insurancePackageId' = ${id}
        OR coalesce(options->'insuranceAddons', '[]'::jsonb) @> ${JSON.stringify([id])}::jsonb)`;
    case 'extra':
      return sql`coalesce(options->'extras', '[]'::jsonb) @> ${JSON.stringify([{ id }])}::jsonb`;
  }
}

/** Upcoming (pickup ahead) and active (picked up, not back) reservations of the brand using it. */
export async function catalogueUsage(
  database: Database,
  tenant: string,
  kind: CatalogueUsageKind,
  id: string,
  now: Date,
): Promise<CatalogueUsage> {
  const at = now.toISOString();
  // An unpaid hold that has lapsed is on its way to expiry: it needs nothing any more.
  const holdsFrom = new Date(now.getTime() - PAYMENT_HOLD_MINUTES * 60_000).toISOString();
  const statuses = sql.join(
    USAGE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await database.db.execute(sql`SELECT
      count(*) FILTER (WHERE pickup_at > ${at}::timestamptz AND status <> 'checked_in')::int AS upcoming,
      count(*) FILTER (WHERE pickup_at <= ${at}::timestamptz OR status = 'checked_in')::int AS active
    FROM reservations
    WHERE tenant = ${tenant} AND status IN (${statuses}) AND return_at > ${at}::timestamptz
      AND NOT (status = 'pending_payment' AND created_at <= ${holdsFrom}::timestamptz)
      AND ${uses(kind, id)}`);
  const row = rowsOf<{ upcoming: number; active: number }>(result)[0];
  return { kind, id, upcoming: Number(row?.upcoming ?? 0), active: Number(row?.active ?? 0) };
}
