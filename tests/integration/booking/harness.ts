import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@booking/db/client.ts';
import type { BookingHandlerOptions } from '@booking/http/handler.ts';
import type { TenantSettings } from '@booking/rules/types.ts';
import { seedExchangeRates, seedTenant } from '@booking/seed/seed.ts';
import { startBookingServer } from '@booking/server.ts';
import { OutboxMailer } from '@booking/services/mail.ts';
import { MemoryStorage } from '@booking/storage/files.ts';
import type { Tenant } from '@domain';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set, each run in its own schema. */
export const ENGINES: ('pglite' | 'postgres')[] = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

export const ADMIN_TOKEN = 'test-admin-token';
export const SESSION_SECRET = 'test-secret';
/** The headers of a staff call logged in with the admin token (a script's login). */
export const STAFF_LOGIN: Readonly<Record<string, string>> = { authorization: `Bearer ${ADMIN_TOKEN}` };

export interface Harness {
  url: string;
  database: Database;
  clock: { now: Date };
  /** Where the confirmation e-mails of this harness are written (one `.eml` per message). */
  outbox: string;
  /** The `.eml` files whose name carries this reference. */
  mails(reference: string): { name: string; text: string }[];
  /** A fresh tenant seeded from a brand's catalogue, so tests never share fleet or reservations. */
  tenant(template?: Tenant, settings?: Partial<TenantSettings>, name?: string): Promise<Client>;
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

export async function startHarness(
  engine: 'pglite' | 'postgres',
  extra: Partial<BookingHandlerOptions> = {},
): Promise<Harness> {
  const schema = `booking_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const database =
    engine === 'postgres'
      ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema, poolSize: 20 })
      : await openDatabase({ url: '', dataDir: 'memory' });
  await seedExchangeRates(database);
  const clock = { now: new Date() };
  const outbox = mkdtempSync(join(tmpdir(), 'vegur-outbox-'));
  const server = await startBookingServer({
    database,
    sessionSecret: SESSION_SECRET,
    storage: new MemoryStorage(),
    hosts: {},
    clock: () => clock.now,
    adminToken: ADMIN_TOKEN,
    mailer: new OutboxMailer(outbox, () => undefined),
    siteOrigins: {},
    ...extra,
  });
  let n = 0;
  return {
    url: server.url,
    database,
    clock,
    outbox,
    mails(reference) {
      return readdirSync(outbox)
        .filter((name) => name.includes(`-${reference}-`))
        .map((name) => ({ name, text: readFileSync(join(outbox, name), 'utf8') }));
    },
    async tenant(template = 'cars', settings, name) {
      const tenant = name ?? `t${(n++).toString(36)}-${randomBytes(3).toString('hex')}`;
      await seedTenant(database, tenant, { template, settings });
      return client(server.url, tenant);
    },
    async close() {
      await server.close();
      if (engine === 'postgres') await database.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
      await database.close();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

/**
 * The harness of the `describe` block it is called in: started before its tests, closed after
 * them, its clock back at the real time after each test. The answer reads through to the
 * running harness, so it can be taken at the top of the block.
 */
export function useHarness(
  engine: 'pglite' | 'postgres',
  extra: Partial<BookingHandlerOptions> = {},
): Harness {
  let started: Harness | null = null;
  beforeAll(async () => {
    started = await startHarness(engine, extra);
  });
  afterAll(async () => {
    await started?.close();
  });
  afterEach(() => {
    if (started) started.clock.now = new Date();
  });
  const live = (): Harness => {
    if (!started) throw new Error('The harness is used outside its tests');
    return started;
  };
  return {
    get url() {
      return live().url;
    },
    get database() {
      return live().database;
    },
    get clock() {
      return live().clock;
    },
    get outbox() {
      return live().outbox;
    },
    mails: (reference) => live().mails(reference),
    tenant: (template, settings, name) => live().tenant(template, settings, name),
    close: () => live().close(),
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

/** The test gateway's cards, as its page lists them. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** December, two years ahead: always a valid expiry. */
export function futureExpiry(now = new Date()): string {
  return `12/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}

export const RETURN_PATH = '/book/payment/';

/** A form post as the browser sends it; redirects are not followed. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export interface CheckoutRun {
  /** The status of the pay form post (303 on a settled card, 422 on invalid input, 409/410 when closed). */
  payStatus: number;
  /** Where the gateway sent the browser at the end (the return URL with status and code). */
  returnedTo: URL | null;
  /** The HTML of the last page shown, when the run ended on a page. */
  page: string | null;
}

/**
 * Does on the test gateway's hosted page what a customer does: opens it, types the card, and on
 * a 3-D Secure card approves (or denies) the challenge. Over HTTP, nothing mocked.
 */
export async function completeCheckout(
  redirectUrl: string,
  card: string,
  options: { approve?: boolean; expiry?: string; cvc?: string } = {},
): Promise<CheckoutRun> {
  const page = await fetch(redirectUrl, { redirect: 'manual' });
  const html = await page.text();
  if (page.status !== 200 || !html.includes('name="number"')) {
    return { payStatus: page.status, returnedTo: null, page: html };
  }
  const pay = await postForm(`${redirectUrl}/pay`, {
    number: card,
    expiry: options.expiry ?? futureExpiry(),
    cvc: options.cvc ?? '123',
  });
  if (pay.status !== 303) return { payStatus: pay.status, returnedTo: null, page: await pay.text() };
  const location = new URL(pay.headers.get('location') ?? '', redirectUrl);
  if (!location.pathname.endsWith('/challenge')) return { payStatus: 303, returnedTo: location, page: null };
  const challenge = await fetch(location, { redirect: 'manual' });
  expect(challenge.status).toBe(200);
  expect(await challenge.text()).toContain('Approve');
  const decided = await postForm(location.toString(), {
    decision: options.approve === false ? 'deny' : 'approve',
  });
  if (decided.status !== 303)
    return { payStatus: decided.status, returnedTo: null, page: await decided.text() };
  return {
    payStatus: 303,
    returnedTo: new URL(decided.headers.get('location') ?? '', redirectUrl),
    page: null,
  };
}

/**
 * Pays the session's reservation with a test card through the whole hosted flow: creates the
 * checkout, completes it on the gateway's page, and reads the payment back from the service.
 */
export async function payWithCard(
  c: Client,
  card: string = CARDS.success,
  body: Record<string, unknown> = {},
  options: { approve?: boolean; path?: string } = {},
): Promise<{ payment: Json; checkout: Json; run: CheckoutRun; status: number }> {
  const started = await c.call(
    'POST',
    options.path ?? '/reservation/payments',
    { amount: 'due_now', returnUrl: RETURN_PATH, ...body },
    { 'idempotency-key': `pay-${randomBytes(8).toString('hex')}` },
  );
  if (started.status >= 300)
    return {
      payment: null,
      checkout: null,
      run: { payStatus: 0, returnedTo: null, page: null },
      status: started.status,
    };
  const run = await completeCheckout(started.body.checkout.redirectUrl, card, options);
  const payment = await c.call('GET', `/reservation/payments/${started.body.payment.id}`);
  return { payment: payment.body.payment, checkout: started.body.checkout, run, status: started.status };
}
