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
}

// Searches read the catalogue many times a second; it changes a few times a day. A short TTL
// keeps instances consistent enough without a cross-instance invalidation channel. Writes that
// take money (create, edit) always load it fresh.
const CACHE_MS = 10_000;
const cache = new WeakMap<Database, Map<string, Promise<Catalogue>>>();

export async function loadCatalogue(database: Database, tenant: string, fresh = false): Promise<Catalogue> {
  let perDb = cache.get(database);
  if (!perDb) {
    perDb = new Map();
    cache.set(database, perDb);
  }
  const cached = perDb.get(tenant);
  if (!fresh && cached) {
    const value = await cached.catch(() => null);
    if (value && Date.now() - value.loadedAt < CACHE_MS) return value;
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
  const [settingsRows, classRows, insuranceRows, extraRows, locationRows] = await Promise.all([
    db.select().from(tenantSettings).where(eq(tenantSettings.tenant, tenant)),
    db
      .select()
      .from(vehicleClasses)
      .where(and(eq(vehicleClasses.tenant, tenant), eq(vehicleClasses.active, true))),
    db.select().from(insurancePackages).where(eq(insurancePackages.tenant, tenant)),
    db.select().from(extras).where(eq(extras.tenant, tenant)),
    listLocations(database, tenant),
  ]);
  const settings = settingsRows[0];
  if (!settings) throw new BookingError('unknown_tenant', `Tenant ${tenant} is not set up`, 404);
  return {
    tenant,
    settings: settings.settings as TenantSettings,
    classes: classRows
      .map(
        (c): VehicleClass => ({
          id: c.id,
          rentalId: c.rentalId,
          name: c.name,
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
        kind: i.kind as InsurancePackage['kind'],
        perDay: i.perDay,
        excess: i.excess,
        deposit: i.deposit,
        includes: i.includes as string[],
        sort: i.sort,
      }))
      .sort((a, b) => a.sort - b.sort),
    extras: extraRows
      .map((e) => ({
        id: e.id,
        name: e.name,
        pricing: e.pricing as Extra['pricing'],
        price: e.price,
        maxQuantity: e.maxQuantity,
        sort: e.sort,
      }))
      .sort((a, b) => a.sort - b.sort),
    locations: locationRows,
    loadedAt: Date.now(),
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
