import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_CATCH_UP_QUERY, ContentDocument } from '@booking/rules/content-sync.ts';
import { SEED_PROMOS } from '@booking/seed/fleet.ts';
import { type RunningLake, startLake } from '@lake/index.ts';
import { createClient, type SanityClient } from '@sanity/client';
import { BLOCK_TYPES, LOCALES, slugGroupOf, TENANTS } from '@schemas/constants.ts';
import { schemaTypes } from '@schemas/index.ts';
import { seedContent } from '@scripts/seed/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ADMIN_TOKEN = 'seed-test-admin-token-0123456789';

interface Doc {
  _id: string;
  _type: string;
  tenant?: string;
  language?: string;
  slug?: { current?: string };
  [field: string]: unknown;
}

let lake: RunningLake;
let dataDir: string;
let client: SanityClient;
let first: { created: number; skipped: number };
let docs: Doc[];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seed-test-'));
  lake = await startLake({
    dataDir,
    httpPort: 0,
    httpsPort: -1,
    host: '127.0.0.1',
    adminToken: ADMIN_TOKEN,
    devAutoLogin: false,
    quiet: true,
  });
  client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: lake.httpUrl,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: ADMIN_TOKEN,
    maxRetries: 0,
  });
  first = await seedContent({ client });
  docs = await client.fetch<Doc[]>('*[!(_type match "sanity.*")]', {}, { perspective: 'raw' });
}, 120_000);

afterAll(async () => {
  await lake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const ofType = (type: string) => docs.filter((doc) => doc._type === type);
const scoped = (type: string, tenant: string, language?: string) =>
  ofType(type).filter((doc) => doc.tenant === tenant && (!language || doc.language === language));

describe('seed content', () => {
  it('creates every document once, published', () => {
    expect(first.created).toBe(docs.length);
    expect(first.skipped).toBe(0);
    expect(docs.some((doc) => doc._id.startsWith('drafts.'))).toBe(false);
  });

  it('has a home page, header and footer per brand and language, using most block types', () => {
    const blockTypes = new Set<string>();
    for (const tenant of TENANTS) {
      for (const language of LOCALES) {
        for (const type of ['homePage', 'header', 'footer']) {
          expect(scoped(type, tenant, language), `${type} ${tenant} ${language}`).toHaveLength(1);
        }
        const home = scoped('homePage', tenant, language)[0]!;
        for (const block of home.blocks as { _type: string }[]) blockTypes.add(block._type);
      }
    }
    const specBlocks = [...blockTypes].filter((type) => (BLOCK_TYPES as readonly string[]).includes(type));
    expect(specBlocks.length).toBeGreaterThanOrEqual(10);
    expect(specBlocks).toHaveLength(BLOCK_TYPES.length);
  });

  it('has header menus of all three kinds and footers with both offices', () => {
    for (const header of ofType('header')) {
      const kinds = new Set((header.menuItems as { type: string }[]).map((item) => item.type));
      expect([...kinds].sort()).toEqual(['dropdown', 'dropdownRecentPosts', 'single']);
    }
    for (const footer of ofType('footer')) {
      const locations = footer.locations as Record<string, { address: { city: string } }>;
      expect(locations.keflavik?.address.city).toBe('Keflavíkurflugvöllur');
      expect(locations.reykjavik?.address.city).toBe('Reykjavík');
    }
  });

  it('has a blog with topics, categories and at least six posts per brand and language', () => {
    for (const tenant of TENANTS) {
      for (const language of LOCALES) {
        expect(scoped('blogPostPage', tenant, language).length).toBeGreaterThanOrEqual(6);
        expect(scoped('blogTopicPage', tenant, language).length).toBeGreaterThanOrEqual(1);
        expect(scoped('blogCategoryPage', tenant, language).length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('has a vehicle page per fleet class, brand and language, tied to the booking rental ids', async () => {
    const { SEED_CLASSES } = await import('@booking/seed/fleet.ts');
    const rentals = await client.fetch<{ id: string; rentalId: string }[]>(
      '*[_type == "vehiclePage" && tenant == $tenant && language == "de"]{ "id": _id, "rentalId": base->rental->rentalId }',
      { tenant: 'cars' },
    );
    expect(rentals.map((r) => r.rentalId).sort()).toEqual(
      SEED_CLASSES.cars.map((c) => String(c.rentalId)).sort(),
    );
    for (const tenant of TENANTS) {
      for (const language of LOCALES) {
        expect(scoped('vehiclePage', tenant, language)).toHaveLength(SEED_CLASSES[tenant].length);
      }
    }
  });

  it('has locations with self-service, return-anytime and special hours', () => {
    const locations = ofType('location');
    expect(locations.some((l) => l.selfService && !l.hidden)).toBe(true);
    expect(locations.some((l) => l.returnAnytime && !l.hidden)).toBe(true);
    const kef = locations.find((l) => l._id === 'location.cars.kef')!;
    const special = kef.specialOperatingHours as {
      open: boolean;
      selfServiceAvailable?: boolean;
      from?: string;
    }[];
    expect(special.some((s) => !s.open && s.selfServiceAvailable)).toBe(true);
    expect(special.some((s) => s.open && s.from)).toBe(true);
    const rvk = locations.find((l) => l._id === 'location.cars.rvk')!;
    expect((rvk.specialOperatingHours as { open: boolean }[]).some((s) => !s.open)).toBe(true);
  });

  it('runs a promotion now for cars and campers only', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const tenant of TENANTS) {
      const settings = scoped('promotionSettings', tenant)[0]!;
      if (tenant === 'lease') {
        expect(settings.template).toBeUndefined();
        continue;
      }
      const dates = settings.validDates as { from: { date: string }; to: { date: string } };
      expect(dates.from.date < today && dates.to.date > today).toBe(true);
      const template = ofType('promotionTemplate').find(
        (t) => t._id === (settings.template as { _ref: string })._ref,
      )!;
      expect(template.code).toMatch(/^[A-Z0-9]+$/);
      // A number the booking service discounts with, not display text.
      expect(template.discount).toBeTypeOf('number');
    }
    // Every code the booking seed knows is a promotion in the content (the source of truth).
    for (const tenant of TENANTS) {
      const codes = ofType('promotionTemplate')
        .filter((t) => t.tenant === tenant)
        .map((t) => t.code);
      expect(codes.sort()).toEqual(SEED_PROMOS[tenant].map((p) => p.code).sort());
    }
  });

  it('seeds locations, brand settings and promotions the booking service accepts', async () => {
    // What the booking service reads when it catches up (and what the webhook projects).
    const copied = await client.fetch<unknown[]>(CONTENT_CATCH_UP_QUERY);
    const problems = copied.flatMap((doc) => {
      const parsed = ContentDocument.safeParse(doc);
      return parsed.success ? [] : [`${(doc as { _id: string })._id}: ${parsed.error.issues[0]?.message}`];
    });
    expect(problems).toEqual([]);
    const types = copied.map((d) => (d as { _type: string })._type);
    expect(types.filter((t) => t === 'location')).toHaveLength(TENANTS.length * 4);
    expect(types.filter((t) => t === 'settings')).toHaveLength(TENANTS.length);
    expect(types.filter((t) => t === 'promotionTemplate')).toHaveLength(
      Object.values(SEED_PROMOS).reduce((n, list) => n + list.length, 0),
    );
  });

  it('keeps slugs unique per brand, language and URL level', () => {
    const seen = new Map<string, string>();
    for (const doc of docs) {
      if (!doc.slug?.current) continue;
      const group = slugGroupOf(doc._type).join(',');
      const scope = `${doc.tenant}|${doc.language}|${group}|${doc.slug.current}`;
      expect(seen.get(scope), `${doc._id} clashes with ${seen.get(scope)}`).toBeUndefined();
      seen.set(scope, doc._id);
    }
  });

  it('validates every document against the schema rules', async () => {
    // `sanity` pulls in the whole Studio; loaded here so the other checks do not wait for it.
    const { createSchema, validateDocument } = await import('sanity');
    const schema = createSchema({ name: 'seed', types: schemaTypes });
    const workspace = {
      schema,
      getClient: () => client,
      i18n: {
        currentLocale: { id: 'en-US' },
        loadNamespaces: async () => {},
        t: ((key: string, options?: object) => `${key} ${JSON.stringify(options ?? {})}`) as never,
      },
    };
    const problems: string[] = [];
    const queue = [...docs];
    const worker = async () => {
      for (let doc = queue.shift(); doc; doc = queue.shift()) {
        const markers = await validateDocument({
          document: doc as never,
          workspace: workspace as never,
          environment: 'cli',
        });
        for (const marker of markers) {
          problems.push(`${doc._id} ${marker.level} ${marker.path.join('.')}: ${marker.message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(problems).toEqual([]);
    // Every seed document (the catalogue's too) through the Studio's validation: 34 s on a busy
    // two-core machine.
  }, 120_000);

  it('is idempotent and never overwrites an edited document', async () => {
    await client.patch('homePage.cars.de').set({ title: 'Von der Redaktion geändert' }).commit();
    const second = await seedContent({ client });
    expect(second.created).toBe(0);
    expect(second.skipped).toBe(first.created);
    const count = await client.fetch<number>(
      'count(*[!(_type match "sanity.*")])',
      {},
      { perspective: 'raw' },
    );
    expect(count).toBe(docs.length);
    const assets = await client.fetch<number>('count(*[_type == "sanity.imageAsset"])');
    const title = await client.fetch<string>('*[_id == "homePage.cars.de"][0].title');
    expect(title).toBe('Von der Redaktion geändert');
    expect(assets).toBeGreaterThan(40);
  }, 60_000);
});
