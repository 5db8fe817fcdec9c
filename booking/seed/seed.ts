import type { Tenant } from '../../domain/locale.ts';
import type { Database } from '../db/client.ts';
import {
  extras,
  insurancePackages,
  locations,
  promoCodes,
  tenantSettings,
  units,
  vehicleClasses,
} from '../db/schema.ts';
import type { TenantSettings } from '../rules/types.ts';
import { invalidateCatalogue } from '../services/catalogue.ts';
import { ensureExchangeRates } from '../services/exchange-rates.ts';
import {
  seedPlate as plate,
  SEED_CLASSES,
  SEED_EXTRAS,
  SEED_INSURANCE,
  SEED_LOCATIONS,
  SEED_PROMOS,
  SEED_SETTINGS,
  seedImages,
} from './fleet.ts';

export interface SeedOptions {
  /** Which brand's catalogue to copy; defaults to `tenant` itself. Tests seed fresh tenants from a template. */
  template?: Tenant;
  /** Multiplies every class's unit count (benchmarks). */
  unitFactor?: number;
  settings?: Partial<TenantSettings>;
}

/**
 * Test fixture: writes a brand's demo catalogue straight into the tables (tests clone brands under
 * new names). Runtime never calls it: the catalogue comes from content (services/content-sync.ts).
 * Idempotent: existing rows are kept, so it is safe on every start. */
export async function seedTenant(
  database: Database,
  tenant: string,
  options: SeedOptions = {},
): Promise<void> {
  const template = options.template ?? (tenant as Tenant);
  const classes = SEED_CLASSES[template];
  if (!classes) throw new Error(`No seed for ${template}`);
  const { db } = database;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(tenantSettings)
      .values({ tenant, settings: { ...SEED_SETTINGS[template], ...options.settings } })
      .onConflictDoNothing()
      .returning({ tenant: tenantSettings.tenant });
    if (inserted.length === 0) return;
    await tx
      .insert(locations)
      .values(SEED_LOCATIONS.map((l) => ({ ...l, tenant })))
      .onConflictDoNothing();
    await tx.insert(vehicleClasses).values(
      classes.map(({ units: _units, ...c }, i) => ({
        ...c,
        tenant,
        sort: i,
        images: seedImages(template, c.id),
      })),
    );
    const unitRows: (typeof units.$inferInsert)[] = [];
    let n = 0;
    for (const c of classes) {
      for (const [locationId, count] of Object.entries(c.units)) {
        for (let i = 0; i < count * (options.unitFactor ?? 1); i++) {
          unitRows.push({ tenant, classId: c.id, locationId, plate: plate(tenant, n++) });
        }
      }
    }
    for (let i = 0; i < unitRows.length; i += 500) await tx.insert(units).values(unitRows.slice(i, i + 500));
    await tx.insert(insurancePackages).values(SEED_INSURANCE[template].map((p) => ({ ...p, tenant })));
    await tx.insert(extras).values(SEED_EXTRAS[template].map((e) => ({ ...e, tenant })));
    await tx.insert(promoCodes).values(
      SEED_PROMOS[template].map((p) => ({
        tenant,
        code: p.code,
        percent: p.percent,
        validFrom: new Date(p.validFrom),
        validTo: new Date(p.validTo),
      })),
    );
  });
  invalidateCatalogue(database, tenant);
}

/** The starting exchange rates (the same a new database gets on start). */
export async function seedExchangeRates(database: Database): Promise<void> {
  await ensureExchangeRates(database);
}

export async function seedAll(database: Database): Promise<void> {
  await seedExchangeRates(database);
  for (const tenant of ['cars', 'campers', 'lease'] as const) await seedTenant(database, tenant);
}
