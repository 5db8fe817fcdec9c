import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { extras, insurancePackages, promoCodes, tenantSettings, vehicleClasses } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import type { Extra, InsurancePackage, Promo, TenantSettings, VehicleClass } from '../rules/types.ts';
import { type LocationRecord, listLocations } from './locations.ts';

export interface Catalogue {
  tenant: string;
  settings: TenantSettings;
  classes: VehicleClass[];
  insurance: InsurancePackage[];
  extras: Extra[];
  locations: LocationRecord[];
  loadedAt: number;
  /** The tenant's content version this copy was read at (content_versions). */
  contentVersion: number;
}

// Searches read the catalogue many times a second; it changes a few times a day. A cached copy is
// used as is for a second, then only after checking the tenant's content version (one indexed
// row, moved by every content change, on any instance): no instance prices with a copy older than
// a second past the change reaching the database. Writes that take money load it fresh.
const TRUST_MS = 1_000;
const cache = new WeakMap<Database, Map<string, Promise<Catalogue>>>();
const checkedAt = new WeakMap<Catalogue, number>();

async function contentVersion(database: Database, tenant: string): Promise<number> {
  const rows = await database.prepared<{ version: string | number }>(
    'catalogue_content_version',
    'SELECT version FROM content_versions WHERE tenant = $1',
    ['text'],
    [tenant],
  );
  return Number(rows[0]?.version ?? 0);
}

export async function loadCatalogue(database: Database, tenant: string, fresh = false): Promise<Catalogue> {
  let perDb = cache.get(database);
  if (!perDb) {
    perDb = new Map();
    cache.set(database, perDb);
  }
  const cached = perDb.get(tenant);
  if (!fresh && cached) {
    const value = await cached.catch(() => null);
    if (value) {
      const checked = checkedAt.get(value) ?? value.loadedAt;
      if (Date.now() - checked < TRUST_MS) return value;
      if ((await contentVersion(database, tenant)) === value.contentVersion) {
        checkedAt.set(value, Date.now());
        return value;
      }
    }
  }
  const loading = readCatalogue(database, tenant);
  perDb.set(tenant, loading);
  loading.catch(() => perDb.delete(tenant));
  return loading;
}

export function invalidateCatalogue(database: Database, tenant?: string): void {
  if (tenant) cache.get(database)?.delete(tenant);
  else cache.delete(database);
}

async function readCatalogue(database: Database, tenant: string): Promise<Catalogue> {
  const { db } = database;
  // Read first: a change landing during the reads makes the copy look older, never newer.
  const version = await contentVersion(database, tenant);
  const [settingsRows, classRows, insuranceRows, extraRows, locationRows] = await Promise.all([
    db.select().from(tenantSettings).where(eq(tenantSettings.tenant, tenant)),
    db
      .select()
      .from(vehicleClasses)
      .where(and(eq(vehicleClasses.tenant, tenant), eq(vehicleClasses.active, true))),
    db
      .select()
      .from(insurancePackages)
      .where(and(eq(insurancePackages.tenant, tenant), eq(insurancePackages.active, true))),
    db
      .select()
      .from(extras)
      .where(and(eq(extras.tenant, tenant), eq(extras.active, true))),
    listLocations(database, tenant),
  ]);
  const settings = settingsRows[0];
  if (!settings) throw new BookingError('unknown_tenant', `Tenant ${tenant} is not set up`, 404);
  return {
    tenant,
    settings: settings.settings as TenantSettings,
    classes: classRows
      // A class whose rental group is not published yet cannot be linked from its pages.
      .flatMap((c) => (c.rentalId === null ? [] : [{ ...c, rentalId: c.rentalId }]))
      .map(
        (c): VehicleClass => ({
          id: c.id,
          rentalId: c.rentalId,
          name: c.name,
          names: c.names as VehicleClass['names'],
          orSimilar: c.orSimilar,
          category: c.category,
          transmission: c.transmission as VehicleClass['transmission'],
          fuel: c.fuel as VehicleClass['fuel'],
          seats: c.seats,
          doors: c.doors,
          luggage: c.luggage,
          sleepingSpots: c.sleepingSpots,
          fourWheelDrive: c.fourWheelDrive,
          fRoadAllowed: c.fRoadAllowed,
          minDriverAge: c.minDriverAge,
          depositClass: c.depositClass === 'high' ? 'high' : 'standard',
          images: c.images as string[],
          rates: c.rates as VehicleClass['rates'],
          sort: c.sort,
        }),
      )
      .sort((a, b) => a.sort - b.sort),
    insurance: insuranceRows
      .map((i) => ({
        id: i.id,
        name: i.name,
        names: i.names as InsurancePackage['names'],
        kind: i.kind as InsurancePackage['kind'],
        perDay: i.perDay,
        excess: i.excess,
        deposit: i.deposit,
        depositHigh: i.depositHigh,
        includes: i.includes as string[],
        sort: i.sort,
      }))
      .sort((a, b) => a.sort - b.sort),
    extras: extraRows
      .map((e) => ({
        id: e.id,
        name: e.name,
        names: e.names as Extra['names'],
        pricing: e.pricing as Extra['pricing'],
        price: e.price,
        maxQuantity: e.maxQuantity,
        sort: e.sort,
      }))
      .sort((a, b) => a.sort - b.sort),
    locations: locationRows,
    loadedAt: Date.now(),
    contentVersion: version,
  };
}

export async function findPromo(database: Database, tenant: string, code: string): Promise<Promo | null> {
  const rows = await database.db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.tenant, tenant), eq(promoCodes.code, code.trim().toUpperCase())));
  const row = rows[0];
  if (!row) return null;
  return {
    code: row.code,
    percent: row.percent,
    validFrom: row.validFrom,
    validTo: row.validTo,
    active: row.active,
  };
}
