import { eq } from 'drizzle-orm';
import type { Location } from '../../domain/index.ts';
import type { Database } from '../db/client.ts';
import { locations } from '../db/schema.ts';
import type { LocalizedNames } from '../rules/types.ts';

/**
 * Opening hours as copied from the content lake's location documents (services/content-sync.ts),
 * in the domain's `Location` shape so the domain's opening-hours rules apply unchanged. The lake
 * (Sanity) owns locations; this table is a read copy so that a search never calls out to the lake.
 */
export type StoredHours = Omit<Location, 'id' | 'title' | 'hidden'>;

export interface LocationRecord {
  id: string;
  code: string;
  title: string;
  /** The title in the languages the content has it in (the English one is `title`). */
  titles?: LocalizedNames;
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
    titles: r.titles as LocalizedNames,
    address: r.address,
    lat: r.lat,
    lon: r.lon,
    hours: r.hours as StoredHours,
    hidden: r.hidden,
  }));
}
