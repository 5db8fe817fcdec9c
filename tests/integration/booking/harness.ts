import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../../../booking/db/client.ts';
import type { TenantSettings } from '../../../booking/rules/types.ts';
import { seedExchangeRates, seedTenant } from '../../../booking/seed/seed.ts';
import { startBookingServer } from '../../../booking/server.ts';
import { MemoryStorage } from '../../../booking/storage/files.ts';
import type { Tenant } from '../../../domain/index.ts';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set, each run in its own schema. */
export const ENGINES: ('pglite' | 'postgres')[] = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

export const ADMIN_TOKEN = 'test-admin-token';

export interface Harness {
  url: string;
  database: Database;
  clock: { now: Date };
  /** A fresh tenant seeded from a brand's catalogue, so tests never share fleet or reservations. */
  tenant(template?: Tenant, settings?: Partial<TenantSettings>): Promise<Client>;
  close(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field in tests
type Json = any;

export interface Client {
  tenant: string;
  cookie: string | null;
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Json; headers: Headers }>;
}

export async function startHarness(engine: 'pglite' | 'postgres'): Promise<Harness> {
  const schema = `booking_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database =
    engine === 'postgres'
      ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema, poolSize: 20 })
      : await openDatabase({ url: '', dataDir: 'memory' });
  await seedExchangeRates(database);
  const clock = { now: new Date() };
  const server = await startBookingServer({
    database,
    sessionSecret: 'test-secret',
    storage: new MemoryStorage(),
    hosts: {},
    clock: () => clock.now,
    adminToken: ADMIN_TOKEN,
  });
  let n = 0;
  return {
    url: server.url,
    database,
    clock,
    async tenant(template = 'cars', settings) {
      const tenant = `t${(n++).toString(36)}-${randomBytes(3).toString('hex')}`;
      await seedTenant(database, tenant, { template, settings });
      return client(server.url, tenant);
    },
    async close() {
      await server.close();
      if (engine === 'postgres') await database.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await database.close();
    },
  };
}

export function client(url: string, tenant: string): Client {
  const c: Client = {
    tenant,
    cookie: null,
    async call(method, path, body, headers = {}) {
      const response = await fetch(`${url}/functions/v1${path}`, {
        method,
        headers: {
          'x-tenant': tenant,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(c.cookie ? { cookie: c.cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const setCookie = response.headers.getSetCookie()[0];
      if (setCookie) c.cookie = setCookie.split(';')[0] ?? null;
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
  };
  return c;
}

/** A Reykjavik calendar date `days` from `from`. */
export function daysFrom(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export const customer = {
  firstName: 'Anna',
  lastName: 'Jónsdóttir',
  email: 'anna@example.com',
  phone: '5551234',
  country: 'IS',
};

export function booking(overrides: Record<string, unknown> = {}) {
  return {
    classId: 'golf',
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupTime: '12:00',
    returnTime: '12:00',
    customer,
    mainDriver: { isCustomer: 'Yes' },
    ...overrides,
  };
}

export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
