import { eq } from 'drizzle-orm';
import type { Location } from '../../domain/index.ts';
import type { Database } from '../db/client.ts';
import { locations } from '../db/schema.ts';

/**
 * Opening hours as synced from the content lake's location documents, in the domain's
 * `Location` shape so the domain's opening-hours rules apply unchanged. The lake (Sanity) owns
 * locations; this table is a read copy so that a search never calls out to the lake.
 */
export type StoredHours = Omit<Location, 'id' | 'title' | 'hidden'>;

export interface LocationRecord {
  id: string;
  code: string;
  title: string;
  address: string;
  lat: number | null;
  lon: number | null;
  hours: StoredHours;
  hidden: boolean;
}

export async function listLocations(database: Database, tenant: string): Promise<LocationRecord[]> {
  const rows = await database.db.select().from(locations).where(eq(locations.tenant, tenant));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    title: r.title,
    address: r.address,
    lat: r.lat,
    lon: r.lon,
    hours: r.hours as StoredHours,
    hidden: r.hidden,
  }));
}

/** Upsert from the lake (webhook or import script). Locations missing from the lake are hidden, not deleted: reservations refer to them. */
export async function syncLocations(
  database: Database,
  tenant: string,
  incoming: LocationRecord[],
): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.update(locations).set({ hidden: true }).where(eq(locations.tenant, tenant));
    for (const l of incoming) {
      const values = { ...l, tenant, syncedAt: new Date() };
      await tx
        .insert(locations)
        .values(values)
        .onConflictDoUpdate({ target: [locations.tenant, locations.id], set: values });
    }
  });
}
