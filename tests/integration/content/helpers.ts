import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_WEBHOOK_FILTER, CONTENT_WEBHOOK_PROJECTION } from '@booking/rules/content-sync.ts';
import { SEED_LOCATIONS } from '@booking/seed/fleet.ts';
import { type RunningLake, startLake } from '@lake/index.ts';
import type { WebhookConfig } from '@lake/webhooks.ts';
import { createClient, type SanityClient } from '@sanity/client';
import { expect } from 'vitest';

export const LAKE_TOKEN = 'test-admin-token-0123456789abcdef';
export const WEBHOOK_SECRET = 'content-webhook-secret-for-tests';

/** The webhook exactly as README tells operators to create it on sanity.io/manage. */
export function contentWebhook(url: string, secret = WEBHOOK_SECRET): WebhookConfig {
  return {
    name: 'booking-content',
    url: `${url}/functions/v1/content/webhook`,
    filter: CONTENT_WEBHOOK_FILTER,
    projection: CONTENT_WEBHOOK_PROJECTION,
    on: ['create', 'update', 'delete'],
    secret,
  };
}

export interface Lake {
  running: RunningLake;
  dataDir: string;
  client: SanityClient;
  /** Stops and starts the lake on the same data folder (and optionally another webhook list). */
  restart(webhooks?: WebhookConfig[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startContentLake(webhooks: WebhookConfig[], dataDir?: string): Promise<Lake> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'content-sync-lake-'));
  const start = (hooks: WebhookConfig[]) =>
    startLake({
      dataDir: dir,
      httpPort: 0,
      httpsPort: -1,
      host: '127.0.0.1',
      adminToken: LAKE_TOKEN,
      quiet: true,
      webhooks: hooks,
      webhookDelivery: { retryBaseMs: 200, retryMaxMs: 1_000 },
    });
  const lake: Lake = {
    running: await start(webhooks),
    dataDir: dir,
    client: null as unknown as SanityClient,
    async restart(hooks = webhooks) {
      await lake.running.close();
      lake.running = await start(hooks);
      lake.client = clientFor(lake.running.httpUrl);
    },
    async stop() {
      await lake.running.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  lake.client = clientFor(lake.running.httpUrl);
  return lake;
}

export function clientFor(apiHost: string): SanityClient {
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: LAKE_TOKEN,
    maxRetries: 0,
  });
}

/** A location document for `tenant`, with the booking seed's hours for `id`. */
export function locationDoc(tenant: string, id: string, extra: Record<string, unknown> = {}) {
  const seed = SEED_LOCATIONS.find((l) => l.id === id);
  if (!seed) throw new Error(`no seed location ${id}`);
  return {
    _id: `location.${tenant}.${id}`,
    _type: 'location',
    tenant,
    locationId: id,
    // Every language, as the Studio holds it: bookings name the place in the booking's language.
    title: { _type: 'localeString', ...seed.titles },
    hidden: false,
    ...seed.hours,
    ...extra,
  };
}

export function promotionDoc(
  tenant: string,
  code: string,
  discount: number,
  id = `promotion.${tenant}.${code}`,
) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    _id: id,
    _type: 'promotionTemplate',
    name: `Test ${code}`,
    tenant,
    code,
    discount,
    validDates: { from: { date: day(-1), time: '00:00' }, to: { date: day(30), time: '23:59' } },
  };
}

/** A port nothing listens on (taken and released at once). */
export async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `probe` until it returns true, failing after `withinMs`: how long an edit takes to reach
 * bookings is the behaviour under test (within 5 seconds of publishing).
 */
export async function within(withinMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - started;
    if (Date.now() - started > withinMs) {
      expect.fail(`not reached within ${withinMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
