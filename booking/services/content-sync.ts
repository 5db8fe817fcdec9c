import { createClient } from '@sanity/client';
import { sql } from 'drizzle-orm';
import { SANITY_API_VERSION } from '../../domain/content-api.ts';
import type { Database, Tx } from '../db/client.ts';
import {
  type ClassCopy,
  CONTENT_CATCH_UP_QUERY,
  type ContentDelete,
  ContentDocument,
  type ContentEvent,
  classCopy,
  type ExtraCopy,
  extraCopy,
  type InsuranceCopy,
  insuranceCopy,
  type LocationCopy,
  locationCopy,
  type PromoCopy,
  promoCopy,
  type SettingsCopy,
  settingsCopy,
} from '../rules/content-sync.ts';
import { invalidateCatalogue } from './catalogue.ts';

/** Where the published content lives: hosted Sanity or the local lake (same HTTP API). */
export interface ContentSource {
  projectId: string;
  dataset: string;
  /** The local lake's address; unset for hosted Sanity. */
  apiHost?: string;
  /** A read token: location and settings ids carry a path, which anonymous readers cannot see. */
  token?: string;
}

async function bumpVersion(tx: Tx, tenant: string): Promise<void> {
  await tx.execute(sql`INSERT INTO content_versions (tenant, version) VALUES (${tenant}, 1)
    ON CONFLICT (tenant) DO UPDATE SET version = content_versions.version + 1, updated_at = now()`);
}

async function upsertLocation(tx: Tx, l: LocationCopy): Promise<void> {
  // A row written from newer content wins: a late or repeated delivery changes nothing.
  await tx.execute(sql`INSERT INTO locations (tenant, id, code, title, titles, address, hours, hidden, synced_at,
      content_updated_at, key_instructions, key_release_hours, auto_assign_hours)
    VALUES (${l.tenant}, ${l.id}, ${l.id.toUpperCase()}, ${l.title}, ${JSON.stringify(l.titles)}::jsonb, ${l.address},
      ${JSON.stringify(l.hours)}::jsonb, ${l.hidden}, now(), ${l.contentUpdatedAt.toISOString()}::timestamptz,
      ${JSON.stringify(l.keys.instructions)}::jsonb, ${l.keys.releaseHours}, ${l.autoAssignHours})
    ON CONFLICT (tenant, id) DO UPDATE SET title = excluded.title, titles = excluded.titles,
      key_instructions = excluded.key_instructions, key_release_hours = excluded.key_release_hours,
      auto_assign_hours = excluded.auto_assign_hours,
      address = CASE WHEN excluded.address = '' THEN locations.address ELSE excluded.address END,
      hours = excluded.hours, hidden = excluded.hidden, synced_at = now(),
      content_updated_at = excluded.content_updated_at
    WHERE locations.content_updated_at IS NULL OR locations.content_updated_at <= excluded.content_updated_at`);
}

async function updateSettings(tx: Tx, s: SettingsCopy): Promise<void> {
  const stamp = s.contentUpdatedAt.toISOString();
  const keys = JSON.stringify(s.keys);
  if (s.complete) {
    // Everything a brand needs: a database that does not have the brand yet gets it set up.
    await tx.execute(sql`INSERT INTO tenant_settings (tenant, settings, content_updated_at)
      VALUES (${s.tenant}, ${keys}::jsonb, ${stamp}::timestamptz)
      ON CONFLICT (tenant) DO UPDATE SET settings = tenant_settings.settings || excluded.settings,
        updated_at = now(), content_updated_at = excluded.content_updated_at
      WHERE tenant_settings.content_updated_at IS NULL OR tenant_settings.content_updated_at <= excluded.content_updated_at`);
    return;
  }
  // Content without booking rules: only the keys it has change.
  await tx.execute(sql`UPDATE tenant_settings
    SET settings = settings || ${keys}::jsonb,
        updated_at = now(), content_updated_at = ${stamp}::timestamptz
    WHERE tenant = ${s.tenant}
      AND (content_updated_at IS NULL OR content_updated_at <= ${stamp}::timestamptz)`);
}

const newer = (table: string, stamp: string) =>
  sql.raw(`(${table}.content_updated_at IS NULL OR ${table}.content_updated_at <= '${stamp}'::timestamptz)`);

async function upsertClass(tx: Tx, c: ClassCopy): Promise<void> {
  const stamp = c.contentUpdatedAt.toISOString();
  const v = c.class;
  // The rental id comes from the rental group document (synced on its own; see upsertRental).
  await tx.execute(sql`INSERT INTO vehicle_classes (tenant, id, rental_id, name, names, or_similar, category,
      transmission, fuel, seats, doors, luggage, sleeping_spots, four_wheel_drive, f_road_allowed, min_driver_age, images,
      rates, sort, active, content_updated_at, rental_ref, deposit_class)
    VALUES (${c.tenant}, ${v.id}, (SELECT rental_id FROM content_rentals WHERE ref = ${c.rentalRef}), ${v.name},
      ${JSON.stringify(v.names ?? {})}::jsonb, ${v.orSimilar}, ${v.category}, ${v.transmission}, ${v.fuel}, ${v.seats}, ${v.doors}, ${v.luggage},
      ${v.sleepingSpots}, ${v.fourWheelDrive}, ${v.fRoadAllowed}, ${v.minDriverAge}, '[]'::jsonb,
      ${JSON.stringify(v.rates)}::jsonb, ${v.sort}, ${c.active}, ${stamp}::timestamptz, ${c.rentalRef}, ${v.depositClass})
    ON CONFLICT (tenant, id) DO UPDATE SET rental_id = coalesce(excluded.rental_id, vehicle_classes.rental_id),
      name = excluded.name, names = excluded.names, or_similar = excluded.or_similar, category = excluded.category,
      transmission = excluded.transmission, fuel = excluded.fuel, seats = excluded.seats, doors = excluded.doors,
      luggage = excluded.luggage, sleeping_spots = excluded.sleeping_spots,
      four_wheel_drive = excluded.four_wheel_drive, f_road_allowed = excluded.f_road_allowed,
      min_driver_age = excluded.min_driver_age, rates = excluded.rates, sort = excluded.sort,
      active = excluded.active, content_updated_at = excluded.content_updated_at,
      rental_ref = excluded.rental_ref, deposit_class = excluded.deposit_class
    WHERE ${newer('vehicle_classes', stamp)}`);
  // Units: a plate is one car; it moves between classes or locations, and leaves service, but
  // is never deleted (allocations point at it). A unit whose home location is not synced yet waits.
  for (const u of c.units) {
    await tx.execute(sql`INSERT INTO units (tenant, class_id, location_id, plate, active, content_updated_at)
      SELECT ${c.tenant}, ${v.id}, ${u.locationId}, ${u.plate}, ${u.active}, ${stamp}::timestamptz
      WHERE EXISTS (SELECT 1 FROM locations WHERE tenant = ${c.tenant} AND id = ${u.locationId})
      ON CONFLICT (tenant, plate) DO UPDATE SET class_id = excluded.class_id, location_id = excluded.location_id,
        active = excluded.active, content_updated_at = excluded.content_updated_at
      WHERE ${newer('units', stamp)}`);
  }
  const plates = c.units.map((u) => u.plate);
  await tx.execute(sql`UPDATE units SET active = false, content_updated_at = ${stamp}::timestamptz
    WHERE tenant = ${c.tenant} AND class_id = ${v.id} AND active
      AND ${
        plates.length === 0
          ? sql`true`
          : sql`NOT (plate IN (${sql.join(
              plates.map((p) => sql`${p}`),
              sql`, `,
            )}))`
      }
      AND ${newer('units', stamp)}`);
}

async function retireClass(tx: Tx, tenant: string, classId: string, stamp: string): Promise<void> {
  await tx.execute(sql`UPDATE vehicle_classes SET active = false, content_updated_at = ${stamp}::timestamptz
    WHERE tenant = ${tenant} AND id = ${classId} AND ${newer('vehicle_classes', stamp)}`);
  await tx.execute(sql`UPDATE units SET active = false, content_updated_at = ${stamp}::timestamptz
    WHERE tenant = ${tenant} AND class_id = ${classId} AND ${newer('units', stamp)}`);
}

/** A rental group's number reaches the classes that name it; returns the brands that changed. */
async function upsertRental(tx: Tx, ref: string, rentalId: number, at: Date): Promise<string[]> {
  const stamp = at.toISOString();
  await tx.execute(sql`INSERT INTO content_rentals (ref, rental_id, content_updated_at)
    VALUES (${ref}, ${rentalId}, ${stamp}::timestamptz)
    ON CONFLICT (ref) DO UPDATE SET rental_id = excluded.rental_id, content_updated_at = excluded.content_updated_at
    WHERE content_rentals.content_updated_at <= excluded.content_updated_at`);
  const rows = await tx.execute<{ tenant: string }>(sql`UPDATE vehicle_classes SET rental_id = ${rentalId}
    WHERE rental_ref = ${ref} AND rental_id IS DISTINCT FROM ${rentalId} RETURNING tenant`);
  return [...new Set(rowsOf<{ tenant: string }>(rows).map((r) => r.tenant))];
}

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers a result object, PGlite too; both carry `rows`.
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

async function upsertInsurance(tx: Tx, i: InsuranceCopy): Promise<void> {
  const stamp = i.contentUpdatedAt.toISOString();
  const c = i.cover;
  await tx.execute(sql`INSERT INTO insurance_packages (tenant, id, name, names, kind, per_day, excess, deposit, deposit_high,
      includes, sort, active, content_updated_at)
    VALUES (${i.tenant}, ${c.id}, ${c.name}, ${JSON.stringify(c.names ?? {})}::jsonb, ${c.kind}, ${c.perDay}, ${c.excess},
      ${c.deposit}, ${c.depositHigh ?? null}, ${JSON.stringify(c.includes)}::jsonb, ${c.sort}, ${i.active}, ${stamp}::timestamptz)
    ON CONFLICT (tenant, id) DO UPDATE SET name = excluded.name, names = excluded.names, kind = excluded.kind, per_day = excluded.per_day,
      excess = excluded.excess, deposit = excluded.deposit, deposit_high = excluded.deposit_high,
      includes = excluded.includes, sort = excluded.sort, active = excluded.active,
      content_updated_at = excluded.content_updated_at
    WHERE ${newer('insurance_packages', stamp)}`);
}

async function upsertExtra(tx: Tx, e: ExtraCopy): Promise<void> {
  const stamp = e.contentUpdatedAt.toISOString();
  const x = e.extra;
  await tx.execute(sql`INSERT INTO extras (tenant, id, name, names, pricing, price, max_quantity, sort, active,
      content_updated_at)
    VALUES (${e.tenant}, ${x.id}, ${x.name}, ${JSON.stringify(x.names ?? {})}::jsonb, ${x.pricing}, ${x.price}, ${x.maxQuantity}, ${x.sort}, ${e.active},
      ${stamp}::timestamptz)
    ON CONFLICT (tenant, id) DO UPDATE SET name = excluded.name, names = excluded.names, pricing = excluded.pricing, price = excluded.price,
      max_quantity = excluded.max_quantity, sort = excluded.sort, active = excluded.active,
      content_updated_at = excluded.content_updated_at
    WHERE ${newer('extras', stamp)}`);
}

async function deactivatePromotion(tx: Tx, sourceId: string, at: Date, keep?: PromoCopy): Promise<void> {
  const stamp = at.toISOString();
  await tx.execute(sql`UPDATE promo_codes SET active = false, content_updated_at = ${stamp}::timestamptz
    WHERE source_id = ${sourceId}
      AND NOT (tenant = ${keep?.tenant ?? ''} AND code = ${keep?.code ?? ''})
      AND (content_updated_at IS NULL OR content_updated_at <= ${stamp}::timestamptz)`);
}

async function upsertPromotion(tx: Tx, p: PromoCopy): Promise<void> {
  // A renamed code (or a promotion moved to another brand) leaves its old row inactive.
  await deactivatePromotion(tx, p.sourceId, p.contentUpdatedAt, p);
  await tx.execute(sql`INSERT INTO promo_codes (tenant, code, percent, valid_from, valid_to, active, source_id, content_updated_at)
    VALUES (${p.tenant}, ${p.code}, ${p.percent}, ${p.validFrom.toISOString()}::timestamptz,
      ${p.validTo.toISOString()}::timestamptz, true, ${p.sourceId}, ${p.contentUpdatedAt.toISOString()}::timestamptz)
    ON CONFLICT (tenant, code) DO UPDATE SET percent = excluded.percent, valid_from = excluded.valid_from,
      valid_to = excluded.valid_to, active = true, source_id = excluded.source_id,
      content_updated_at = excluded.content_updated_at
    WHERE promo_codes.content_updated_at IS NULL OR promo_codes.content_updated_at <= excluded.content_updated_at`);
}

/** Applies one document; answers the brands whose catalogue changed. */
async function applyDocument(tx: Tx, doc: ContentDocument): Promise<string[]> {
  if (doc._type === 'rental')
    return upsertRental(tx, doc._id, Number(doc.rentalId), new Date(doc._updatedAt));
  await applyTenantDocument(tx, doc);
  return [doc.tenant];
}

async function applyTenantDocument(tx: Tx, doc: TenantDocument): Promise<void> {
  switch (doc._type) {
    case 'vehicleBase':
      return upsertClass(tx, classCopy(doc));
    case 'insuranceCover':
      return upsertInsurance(tx, insuranceCopy(doc));
    case 'rentalExtra':
      return upsertExtra(tx, extraCopy(doc));
    case 'location':
      return upsertLocation(tx, locationCopy(doc));
    case 'settings':
      return updateSettings(tx, settingsCopy(doc));
    case 'promotionTemplate': {
      const promo = promoCopy(doc);
      // Dates that make no window: the code stops working rather than running open-ended.
      if (promo) return upsertPromotion(tx, promo);
      return deactivatePromotion(tx, doc._id, new Date(doc._updatedAt));
    }
  }
}

async function applyDelete(tx: Tx, doc: ContentDelete & { tenant: string }, at: Date): Promise<void> {
  const stamp = at.toISOString();
  switch (doc._type) {
    // Retired, never deleted: reservations name the class, the cover and the extra.
    case 'vehicleBase':
      if (doc.classId) await retireClass(tx, doc.tenant, doc.classId, stamp);
      return;
    case 'insuranceCover':
      if (!doc.coverId) return;
      await tx.execute(sql`UPDATE insurance_packages SET active = false, content_updated_at = ${stamp}::timestamptz
        WHERE tenant = ${doc.tenant} AND id = ${doc.coverId} AND ${newer('insurance_packages', stamp)}`);
      return;
    case 'rentalExtra':
      if (!doc.extraId) return;
      await tx.execute(sql`UPDATE extras SET active = false, content_updated_at = ${stamp}::timestamptz
        WHERE tenant = ${doc.tenant} AND id = ${doc.extraId} AND ${newer('extras', stamp)}`);
      return;
    case 'rental':
      // Its classes keep the number they were booked under.
      return;
    case 'location':
      // Hidden, never deleted: reservations and vehicles point at it.
      if (!doc.locationId) return;
      await tx.execute(sql`UPDATE locations SET hidden = true, synced_at = now(), content_updated_at = ${stamp}::timestamptz
        WHERE tenant = ${doc.tenant} AND id = ${doc.locationId}
          AND (content_updated_at IS NULL OR content_updated_at <= ${stamp}::timestamptz)`);
      return;
    case 'promotionTemplate':
      return deactivatePromotion(tx, doc._id, at);
    case 'settings':
      // A brand without settings keeps the last ones: bookings need a season and a switch.
      return;
  }
}

/** A content time, never later than now: a stamp from the future would outrank every real edit. */
function capped(time: Date, now: Date): Date {
  return time.getTime() > now.getTime() ? now : time;
}

/**
 * Applies one webhook delivery to the read copy, ordered by the signed document's `_updatedAt`
 * (capped at `now`). A delete is ordered one millisecond after the deleted version's last edit
 * (without one, at `now`): a late copy of that version changes nothing, a later publish wins.
 */
export async function applyContentEvent(database: Database, event: ContentEvent, now: Date): Promise<void> {
  let tenants: string[] = [];
  await database.db.transaction(async (tx) => {
    if (event.operation === 'delete') {
      const { tenant } = event.document;
      if (tenant) {
        const edited = event.document._updatedAt ? Date.parse(event.document._updatedAt) + 1 : now.getTime();
        await applyDelete(tx, { ...event.document, tenant }, capped(new Date(edited), now));
        tenants = [tenant];
      }
    } else {
      const updatedAt = capped(new Date(event.document._updatedAt), now).toISOString();
      tenants = await applyDocument(tx, { ...event.document, _updatedAt: updatedAt });
    }
    for (const tenant of tenants) await bumpVersion(tx, tenant);
  });
  for (const tenant of tenants) invalidateCatalogue(database, tenant);
}

export interface CatchUpResult {
  tenants: string[];
  applied: number;
  /** Documents the booking service cannot use (`_id: reason`), e.g. a promotion without a discount. */
  skipped: string[];
}

/**
 * Makes the read copy equal to the published content: every document is applied, and for each
 * brand the content covers, locations and promo codes it no longer has are hidden or deactivated.
 */
export async function catchUpFromDocuments(
  database: Database,
  documents: unknown[],
  now: Date,
): Promise<CatchUpResult> {
  const byTenant = new Map<string, TenantDocument[]>();
  const rentals: Extract<ContentDocument, { _type: 'rental' }>[] = [];
  const skipped: string[] = [];
  // A document the service cannot read leaves its copy as it is: it still exists in the content,
  // so it is neither hidden nor deactivated (the Studio's validation keeps this rare).
  const unreadable = new Set<string>();
  // Per brand, the catalogue types its content has at all: content without any class (hosted
  // content from before classes lived in content) leaves the classes as they are rather than retiring them all.
  const present = new Set<string>();
  for (const raw of documents) {
    const parsed = ContentDocument.safeParse(raw);
    const { _id: id, _type: type, tenant } = (raw ?? {}) as Record<string, unknown>;
    if (typeof tenant === 'string' && typeof type === 'string') present.add(`${tenant}:${type}`);
    if (!parsed.success) {
      if (typeof id === 'string') unreadable.add(id);
      const r = (raw ?? {}) as Record<string, unknown>;
      for (const [field, kind] of [
        ['locationId', 'location'],
        ['classId', 'class'],
        ['coverId', 'cover'],
        ['extraId', 'extra'],
      ] as const) {
        if (typeof r[field] === 'string') unreadable.add(`${String(tenant)}:${kind}:${String(r[field])}`);
      }
      const issue = parsed.error.issues[0];
      skipped.push(
        `${typeof id === 'string' ? id : '?'}: ${issue ? `${issue.path.join('.')} ${issue.message}`.trim() : 'invalid'}`,
      );
      continue;
    }
    if (parsed.data._type === 'rental') {
      rentals.push(parsed.data);
      continue;
    }
    const list = byTenant.get(parsed.data.tenant) ?? [];
    list.push(parsed.data);
    byTenant.set(parsed.data.tenant, list);
  }
  let applied = 0;
  const stamp = now.toISOString();
  const touched = new Set<string>();
  if (rentals.length > 0) {
    await database.db.transaction(async (tx) => {
      for (const doc of rentals) for (const t of await applyDocument(tx, doc)) touched.add(t);
      for (const tenant of touched) await bumpVersion(tx, tenant);
    });
    applied += rentals.length;
  }
  for (const [tenant, docs] of byTenant) {
    // Brand settings first (a new brand's row), locations before the units that live there.
    docs.sort((a, b) => APPLY_ORDER.indexOf(a._type) - APPLY_ORDER.indexOf(b._type));
    await database.db.transaction(async (tx) => {
      for (const doc of docs) await applyTenantDocument(tx, doc);
      applied += docs.length;
      const keep = (kind: string, ids: string[]) => [
        ...ids,
        ...[...unreadable].flatMap((key) =>
          key.startsWith(`${tenant}:${kind}:`) ? [key.slice(`${tenant}:${kind}:`.length)] : [],
        ),
      ];
      const locationIds = keep(
        'location',
        docs.flatMap((d) => (d._type === 'location' ? [d.locationId] : [])),
      );
      const promoIds = [
        ...docs.flatMap((d) => (d._type === 'promotionTemplate' && promoCopy(d) ? [d._id] : [])),
        ...unreadable,
      ];
      const notIn = (column: string, values: string[]) =>
        values.length === 0
          ? sql`true`
          : sql`NOT (${sql.raw(column)} IN (${sql.join(
              values.map((v) => sql`${v}`),
              sql`, `,
            )}))`;
      const older = (table: string) =>
        sql.raw(
          `(${table}.content_updated_at IS NULL OR ${table}.content_updated_at < '${stamp}'::timestamptz)`,
        );
      await tx.execute(sql`UPDATE locations SET hidden = true, synced_at = now(), content_updated_at = ${stamp}::timestamptz
        WHERE tenant = ${tenant} AND NOT hidden AND ${notIn('id', locationIds)} AND ${older('locations')}`);
      await tx.execute(sql`UPDATE promo_codes SET active = false, content_updated_at = ${stamp}::timestamptz
        WHERE tenant = ${tenant} AND active AND (source_id IS NULL OR ${notIn('source_id', promoIds)})
          AND ${older('promo_codes')}`);
      if (present.has(`${tenant}:vehicleBase`)) {
        const classIds = keep(
          'class',
          docs.flatMap((d) => (d._type === 'vehicleBase' ? [d.classId] : [])),
        );
        for (const row of rowsOf<{ id: string }>(
          await tx.execute(sql`SELECT id FROM vehicle_classes
            WHERE tenant = ${tenant} AND active AND ${notIn('id', classIds)} AND ${older('vehicle_classes')}`),
        )) {
          await retireClass(tx, tenant, row.id, stamp);
        }
      }
      if (present.has(`${tenant}:insuranceCover`)) {
        const coverIds = keep(
          'cover',
          docs.flatMap((d) => (d._type === 'insuranceCover' ? [d.coverId] : [])),
        );
        await tx.execute(sql`UPDATE insurance_packages SET active = false, content_updated_at = ${stamp}::timestamptz
          WHERE tenant = ${tenant} AND active AND ${notIn('id', coverIds)} AND ${older('insurance_packages')}`);
      }
      if (present.has(`${tenant}:rentalExtra`)) {
        const extraIds = keep(
          'extra',
          docs.flatMap((d) => (d._type === 'rentalExtra' ? [d.extraId] : [])),
        );
        await tx.execute(sql`UPDATE extras SET active = false, content_updated_at = ${stamp}::timestamptz
          WHERE tenant = ${tenant} AND active AND ${notIn('id', extraIds)} AND ${older('extras')}`);
      }
      await bumpVersion(tx, tenant);
    });
    touched.add(tenant);
  }
  for (const tenant of touched) invalidateCatalogue(database, tenant);
  return { tenants: [...byTenant.keys()], applied, skipped };
}

type TenantDocument = Exclude<ContentDocument, { _type: 'rental' }>;
const APPLY_ORDER: TenantDocument['_type'][] = [
  'settings',
  'location',
  'vehicleBase',
  'insuranceCover',
  'rentalExtra',
  'promotionTemplate',
];

/** Queries the published content with GROQ and catches the read copy up with it. */
export async function catchUpFromContent(
  database: Database,
  source: ContentSource,
  now = new Date(),
): Promise<CatchUpResult> {
  const client = createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false,
    perspective: 'published',
    token: source.token,
    ...(source.apiHost ? { apiHost: source.apiHost, useProjectHostname: false } : {}),
    maxRetries: 1,
    timeout: 10_000,
  });
  const documents = await client.fetch<unknown[]>(CONTENT_CATCH_UP_QUERY);
  return catchUpFromDocuments(database, documents, now);
}

/** The content source named by the environment (the site's own Sanity settings), if any. */
export function contentSourceFromEnv(env: NodeJS.ProcessEnv = process.env): ContentSource | null {
  const projectId = env.SANITY_PROJECT_ID;
  if (!projectId) return null;
  if (projectId === 'local' && !env.SANITY_API_HOST) return null;
  return {
    projectId,
    dataset: env.SANITY_DATASET ?? 'production',
    apiHost: env.SANITY_API_HOST || undefined,
    token: env.SANITY_API_READ_TOKEN || undefined,
  };
}
