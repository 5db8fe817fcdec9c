import type { Tenant } from '../../domain/locale.ts';
import type { Database } from '../db/client.ts';
import {
  exchangeRates,
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
import {
  SEED_CLASSES,
  SEED_EXTRAS,
  SEED_INSURANCE,
  SEED_LOCATIONS,
  SEED_PROMOS,
  SEED_RATES,
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

const PLATE_LETTERS = 'ABDEFGHJKLMNOPRSTUVXYZ';

function plate(tenant: string, n: number): string {
  // Icelandic plates are two letters, one letter or digit and two digits (e.g. AB123); the
  // tenant prefix keeps generated fleets of test tenants apart.
  const a = PLATE_LETTERS[Math.floor(n / 1000) % PLATE_LETTERS.length];
  const b = PLATE_LETTERS[Math.floor(n / 100) % PLATE_LETTERS.length];
  return `${tenant.slice(0, 3).toUpperCase()}-${a}${b}${String(n % 1000).padStart(3, '0')}`;
}

/** Idempotent: existing rows are kept, so it is safe on every start. */
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

export async function seedExchangeRates(database: Database): Promise<void> {
  await database.db
    .insert(exchangeRates)
    .values(
      Object.entries(SEED_RATES).map(([currency, rate]) => ({
        currency,
        iskPerUnit: String(rate),
        rateDate: '2025-11-20',
        source: 'seed',
      })),
    )
    .onConflictDoNothing();
}

export async function seedAll(database: Database): Promise<void> {
  await seedExchangeRates(database);
  for (const tenant of ['cars', 'campers', 'lease'] as const) await seedTenant(database, tenant);
}
