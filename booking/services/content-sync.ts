import { createClient } from '@sanity/client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  CONTENT_CATCH_UP_QUERY,
  type ContentDelete,
  ContentDocument,
  type ContentEvent,
  type LocationCopy,
  locationCopy,
  type PromoCopy,
  promoCopy,
  type SettingsCopy,
  settingsCopy,
} from '../rules/content-sync.ts';
import { invalidateCatalogue } from './catalogue.ts';

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

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
  await tx.execute(sql`INSERT INTO locations (tenant, id, code, title, address, hours, hidden, synced_at, content_updated_at)
    VALUES (${l.tenant}, ${l.id}, ${l.id.toUpperCase()}, ${l.title}, ${l.address}, ${JSON.stringify(l.hours)}::jsonb,
      ${l.hidden}, now(), ${l.contentUpdatedAt.toISOString()}::timestamptz)
    ON CONFLICT (tenant, id) DO UPDATE SET title = excluded.title,
      address = CASE WHEN excluded.address = '' THEN locations.address ELSE excluded.address END,
      hours = excluded.hours, hidden = excluded.hidden, synced_at = now(),
      content_updated_at = excluded.content_updated_at
    WHERE locations.content_updated_at IS NULL OR locations.content_updated_at <= excluded.content_updated_at`);
}

async function updateSettings(tx: Tx, s: SettingsCopy): Promise<void> {
  // Only the content-owned keys change; the business settings (fees, policies) stay as they are.
  await tx.execute(sql`UPDATE tenant_settings
    SET settings = settings || jsonb_build_object('highSeason', ${JSON.stringify(s.highSeason)}::jsonb,
          'selfService', ${s.selfService}::boolean),
        updated_at = now(), content_updated_at = ${s.contentUpdatedAt.toISOString()}::timestamptz
    WHERE tenant = ${s.tenant}
      AND (content_updated_at IS NULL OR content_updated_at <= ${s.contentUpdatedAt.toISOString()}::timestamptz)`);
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

async function applyDocument(tx: Tx, doc: ContentDocument): Promise<void> {
  switch (doc._type) {
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

async function applyDelete(tx: Tx, doc: ContentDelete, at: Date): Promise<void> {
  const stamp = at.toISOString();
  switch (doc._type) {
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
  const tenant = event.document.tenant;
  await database.db.transaction(async (tx) => {
    if (event.operation === 'delete') {
      const edited = event.document._updatedAt ? Date.parse(event.document._updatedAt) + 1 : now.getTime();
      await applyDelete(tx, event.document, capped(new Date(edited), now));
    } else {
      const updatedAt = capped(new Date(event.document._updatedAt), now).toISOString();
      await applyDocument(tx, { ...event.document, _updatedAt: updatedAt });
    }
    await bumpVersion(tx, tenant);
  });
  invalidateCatalogue(database, tenant);
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
  const byTenant = new Map<string, ContentDocument[]>();
  const skipped: string[] = [];
  // A document the service cannot read leaves its copy as it is: it still exists in the content,
  // so it is neither hidden nor deactivated (the Studio's validation keeps this rare).
  const unreadable = new Set<string>();
  for (const raw of documents) {
    const parsed = ContentDocument.safeParse(raw);
    if (!parsed.success) {
      const { _id: id, locationId, tenant } = (raw ?? {}) as Record<string, unknown>;
      if (typeof id === 'string') unreadable.add(id);
      if (typeof locationId === 'string') unreadable.add(`${String(tenant)}:location:${locationId}`);
      skipped.push(`${typeof id === 'string' ? id : '?'}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      continue;
    }
    const list = byTenant.get(parsed.data.tenant) ?? [];
    list.push(parsed.data);
    byTenant.set(parsed.data.tenant, list);
  }
  let applied = 0;
  const stamp = now.toISOString();
  for (const [tenant, docs] of byTenant) {
    await database.db.transaction(async (tx) => {
      for (const doc of docs) await applyDocument(tx, doc);
      applied += docs.length;
      const locationIds = [
        ...docs.flatMap((d) => (d._type === 'location' ? [d.locationId] : [])),
        ...[...unreadable].flatMap((key) =>
          key.startsWith(`${tenant}:location:`) ? [key.slice(`${tenant}:location:`.length)] : [],
        ),
      ];
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
      await tx.execute(sql`UPDATE locations SET hidden = true, synced_at = now(), content_updated_at = ${stamp}::timestamptz
        WHERE tenant = ${tenant} AND NOT hidden AND ${notIn('id', locationIds)}
          AND (content_updated_at IS NULL OR content_updated_at < ${stamp}::timestamptz)`);
      await tx.execute(sql`UPDATE promo_codes SET active = false, content_updated_at = ${stamp}::timestamptz
        WHERE tenant = ${tenant} AND active AND (source_id IS NULL OR ${notIn('source_id', promoIds)})
          AND (content_updated_at IS NULL OR content_updated_at < ${stamp}::timestamptz)`);
      await bumpVersion(tx, tenant);
    });
    invalidateCatalogue(database, tenant);
  }
  return { tenants: [...byTenant.keys()], applied, skipped };
}

/** Queries the published content with GROQ and catches the read copy up with it. */
export async function catchUpFromContent(
  database: Database,
  source: ContentSource,
  now = new Date(),
): Promise<CatchUpResult> {
  const client = createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: '2025-02-19',
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
