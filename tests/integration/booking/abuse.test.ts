import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@booking/db/client.ts';
import { limitRequestBody, MAX_REQUEST_BYTES } from '@booking/http/body-limit.ts';
import { createBookingHandler, setClientAddress } from '@booking/http/handler.ts';
import { OutboxMailer } from '@booking/services/mail.ts';
import { resolveSessionSecret } from '@booking/services/secret.ts';
import { SESSION_COOKIE, signSession } from '@booking/services/session.ts';
import { MemoryStorage } from '@booking/storage/files.ts';
import type { Tenant } from '@domain';
import { bookingRequest } from '@web/lib/booking/service.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  booking,
  type Client,
  client,
  customer,
  daysFrom,
  ENGINES,
  type Harness,
  payWithCard,
  SESSION_SECRET,
  startHarness,
} from './harness.ts';

let n = 0;
const key = () => `abuse-${Date.now()}-${n++}`;

const terms = (start: number, returnDate: string) => ({
  pickupLocationId: 'kef',
  returnLocationId: 'kef',
  pickupTime: '12:00',
  returnTime: '12:00',
  pickupDate: daysFrom(new Date(), start),
  returnDate,
});

describe.each(ENGINES)('abuse on %s', (engine) => {
  let h: Harness;
  let outbox: string;
  /** The handler itself, for what a test server cannot send (Host headers, client addresses). */
  let handle: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    h = await startHarness(engine);
    outbox = mkdtempSync(join(tmpdir(), 'vegur-abuse-'));
    handle = createBookingHandler({
      database: h.database,
      sessionSecret: SESSION_SECRET,
      storage: new MemoryStorage(),
      hosts: { 'cars.test': 'cars' },
      mailer: new OutboxMailer(outbox, () => undefined),
      siteOrigins: {},
      adminToken: ADMIN_TOKEN,
    });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  async function reserve(c: Client, extra: Record<string, unknown> = {}) {
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ ...terms(30, daysFrom(new Date(), 33)), ...extra }),
      { 'idempotency-key': key() },
    );
    expect(created.status).toBe(201);
    return created.body.reservation;
  }

  it('rental length and booking horizon: clear 422s, an absurd return date answered at once', async () => {
    const c = await h.tenant('cars');
    await c.call('POST', '/search', terms(10, daysFrom(new Date(), 13))); // warm up
    // Judged against an ordinary search in the same run, not a figure from a quiet machine: a
    // service that walked the 2.9 million days to 9999 would take seconds, not a few searches' time.
    let started = performance.now();
    await c.call('POST', '/search', terms(10, daysFrom(new Date(), 13)));
    const ordinary = performance.now() - started;
    started = performance.now();
    const absurd = await c.call('POST', '/search', terms(10, '9999-12-31'));
    const took = performance.now() - started;
    expect([absurd.status, absurd.body.code]).toEqual([422, 'rental_too_long']);
    expect(absurd.body.message).toMatch(/^A rental lasts at most 90 days: return by \d{4}-\d{2}-\d{2}$/);
    expect(took).toBeLessThan(Math.max(250, 5 * ordinary));
    const quote = await c.call('POST', '/quote', { ...terms(10, '9999-12-31'), classId: 'golf' });
    expect([quote.status, quote.body.code]).toEqual([422, 'rental_too_long']);
    const longBooking = await c.call(
      'POST',
      '/reservations',
      booking(terms(10, daysFrom(new Date(), 10 + 98 * 365))),
      {
        'idempotency-key': key(),
      },
    );
    expect([longBooking.status, longBooking.body.code]).toEqual([422, 'rental_too_long']);
    const ninety = await c.call('POST', '/search', terms(10, daysFrom(new Date(), 100)));
    expect(ninety.status).toBe(200);
    const far = await c.call('POST', '/search', terms(750, daysFrom(new Date(), 753)));
    expect([far.status, far.body.code]).toEqual([422, 'beyond_booking_horizon']);

    const lease = await h.tenant('lease');
    const leaseQuote = await lease.call('POST', '/quote', {
      ...terms(40, daysFrom(new Date(), 40 + 37 * 31)),
      classId: 'yaris-lease',
    });
    expect([leaseQuote.status, leaseQuote.body.code]).toEqual([422, 'rental_too_long']);
    expect(leaseQuote.body.message).toContain('36 months');
    // The site reads the limits (and the extra-driver maximum) from the catalogue's policy.
    expect((await c.call('GET', '/catalogue')).body.policy).toMatchObject({
      maxExtraDrivers: 4,
      maxRental: { days: 90 },
      bookingHorizonMonths: 24,
    });
    expect((await lease.call('GET', '/catalogue')).body.policy.maxRental).toEqual({ months: 36 });
  });

  it('NUL characters in any text field are a 400, never a 500', async () => {
    const c = await h.tenant('cars');
    const search = await c.call('POST', '/search', {
      ...terms(10, daysFrom(new Date(), 12)),
      promoCode: 'A\u0000B',
    });
    expect([search.status, search.body.code]).toEqual([400, 'invalid_characters']);
    expect(search.body.message).toBe('promoCode: text must not contain NUL characters');
    const fields: Record<string, unknown>[] = [
      { customer: { ...customer, address: 'Laugavegur\u00001' } },
      { customer: { ...customer, city: 'Reykjav\u0000k' } },
      { customer: { ...customer, country: 'I\u0000' } },
      { trip: { specialComments: 'late\u0000' } },
      { promoCode: '\u0000' },
      { affiliate: { clickId: '00000000-0000-4000-8000-000000000000', ref: 'R\u0000' } },
    ];
    for (const extra of fields) {
      const res = await c.call(
        'POST',
        '/reservations',
        booking({ ...terms(20, daysFrom(new Date(), 22)), ...extra }),
        {
          'idempotency-key': key(),
        },
      );
      expect([res.status, res.body.code]).toEqual([400, 'invalid_characters']);
    }
    const referral = await c.call('POST', '/public/afiliate/click', { ref: 'U-1', referralCode: 'x\u0000' });
    expect(referral.status).toBe(400);
    await reserve(c);
    const cancel = await c.call('POST', '/reservation/cancel', { reason: 'no\u0000' });
    expect([cancel.status, cancel.body.code]).toEqual([400, 'invalid_characters']);
  });

  it('JSON bodies need a JSON content type; names and texts are bounded; empty location syncs are refused', async () => {
    const c = await h.tenant('cars');
    const plain = await c.call('POST', '/search', terms(10, daysFrom(new Date(), 12)), {
      'content-type': 'text/plain',
    });
    expect([plain.status, plain.body.code]).toEqual([415, 'unsupported_media_type']);
    const long = await c.call(
      'POST',
      '/reservations',
      booking({
        ...terms(20, daysFrom(new Date(), 22)),
        customer: { ...customer, firstName: 'A'.repeat(5000) },
      }),
      { 'idempotency-key': key() },
    );
    expect([long.status, long.body.code]).toEqual([400, 'validation_failed']);
    expect(long.body.message).toBe('customer.firstName: First name must be at most 100 characters');
  });

  it('500s and leaks: odd hosts, ids, cookies and sources are 4xx with a clear message', async () => {
    const c = await h.tenant('cars');
    for (const host of ['__proto__', 'constructor', 'hasOwnProperty', 'toString']) {
      const res = await handle(new Request(`http://${host}/functions/v1/catalogue`, { headers: { host } }));
      expect(res.status).toBeLessThan(500);
      const body = await res.json();
      expect(JSON.stringify(body)).not.toMatch(/function|native code|\[object/);
    }
    const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const refund = await c.call('POST', '/admin/reservations/not-a-uuid/refund', { amount: 1 }, admin);
    expect([refund.status, refund.body.code]).toEqual([404, 'not_found']);
    const missing = await c.call(
      'POST',
      '/admin/exchangerates/import',
      { source: '/nonexistent/rates.xml' },
      admin,
    );
    expect([missing.status, missing.body.code]).toEqual([400, 'source_not_allowed']);
    // A well-signed cookie naming something that is not a reservation id is no session.
    const forged = client(h.url, c.tenant);
    forged.cookie = `${SESSION_COOKIE}=${await signSession(SESSION_SECRET, 'x', c.tenant, new Date())}`;
    const session = await forged.call('GET', '/reservation');
    expect([session.status, session.body.code]).toEqual([401, 'no_session']);
    await reserve(c);
    const payment = await c.call('GET', '/reservation/payments/not-a-uuid');
    expect(payment.status).toBe(404);
  });

  it('logout revokes the session token itself', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c);
    const copy = client(h.url, c.tenant);
    copy.cookie = c.cookie;
    expect((await copy.call('GET', '/reservation')).status).toBe(200);
    const out = await c.call('POST', '/reservation/logout');
    expect(out.status).toBe(200);
    const reused = await copy.call('GET', '/reservation');
    expect([reused.status, reused.body.code]).toEqual([401, 'no_session']);
    // Finding the reservation again gives a new session of its own, which works.
    const found = await c.call('POST', '/reservations/find', {
      reference: r.reference,
      email: customer.email,
    });
    expect(found.status).toBe(200);
    expect(c.cookie).not.toBe(copy.cookie);
    expect((await c.call('GET', '/reservation')).status).toBe(200);
  });

  it('wrong lookups lock the guessing client, not the owner', async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c);
    // Straight to the handler, which takes the client address from its host server.
    const findIn = (ip: string, email: string) => {
      const request = new Request(`${h.url}/functions/v1/reservations/find`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenant': c.tenant },
        body: JSON.stringify({ reference: r.reference, email }),
      });
      setClientAddress(request, ip);
      return handle(request);
    };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await findIn('203.0.113.7', `thief${i}@example.com`)).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(404));
    expect(statuses.slice(8)).toEqual([429, 429]);
    const owner = await findIn('198.51.100.20', customer.email);
    expect(owner.status).toBe(200);
  });

  it("the site's lookups on a visitor's behalf count per visitor behind a trusted proxy", async () => {
    const c = await h.tenant('cars');
    const r = await reserve(c);
    // What web/lib/booking/service.ts hands the service for the Find form (TRUST_PROXY=1: the
    // address from X-Forwarded-For). Without it every visitor shared the per-reference budget.
    const viaSite = (clientAddress: string, email: string) =>
      handle(
        bookingRequest('/reservations/find', {
          tenant: c.tenant as Tenant,
          body: { reference: r.reference, email },
          clientAddress,
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await viaSite('203.0.113.9', `thief${i}@example.com`)).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(404));
    expect(statuses.slice(8)).toEqual([429, 429]);
    expect((await viaSite('198.51.100.21', customer.email)).status).toBe(200);
  });

  it('affiliate conversions come from our bookings only', async () => {
    const a = await h.tenant('cars');
    const b = await h.tenant('cars');
    const clickA = (await a.call('POST', '/public/afiliate/click', { ref: 'U-A', referralCode: 'blog' })).body
      .clickId;
    const clickB = (await b.call('POST', '/public/afiliate/click', { ref: 'U-B', referralCode: 'blog' })).body
      .clickId;
    const mine = await reserve(a, { affiliate: { clickId: clickA, ref: 'U-A' } });
    const theirs = await reserve(b);
    const claim = (c: Client, clickId: string, externalId: string, amount = 999_999) =>
      c.call('POST', '/public/afiliate/conversion', {
        ref: 'U-X',
        clickId,
        externalId,
        amount,
        coupon: 'FREE',
      });
    // Someone else's booking (made without this click), an unknown reference, another tenant's.
    expect((await claim(b, clickB, theirs.reference)).status).toBe(404);
    expect((await claim(a, clickA, 'ZZZZ-ZZZZ')).status).toBe(404);
    expect((await claim(b, clickB, mine.reference)).status).toBe(404);
    expect((await claim(b, clickA, mine.reference)).status).toBe(404);
    const own = await claim(a, clickA, mine.reference);
    expect([own.status, own.body.status]).toEqual([201, 'reported']);
    const [row] = await h.database.query<{ amount: number; coupon: string | null; ref: string }>(
      'SELECT amount, coupon, ref FROM affiliate_conversions WHERE tenant = $1 AND external_id = $2',
      [a.tenant, mine.reference],
    );
    expect(row).toEqual({ amount: mine.total, coupon: null, ref: 'U-A' });
    expect((await payWithCard(a)).payment.status).toBe('succeeded');
    const [after] = await h.database.query<{ status: string }>(
      'SELECT status FROM affiliate_conversions WHERE tenant = $1 AND external_id = $2',
      [a.tenant, mine.reference],
    );
    expect(after?.status).toBe('confirmed');
  });
});

describe('request bodies are read only up to the limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('pglite');
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Streams `total` bytes in 1 MB chunks until the server answers; the status and bytes sent. */
  function stream(path: string, total: number, declare: boolean): Promise<{ status: number; sent: number }> {
    const url = new URL(`${h.url}/functions/v1${path}`);
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-tenant': 'cars',
            ...(declare ? { 'content-length': String(total) } : {}),
          },
        },
        (res) => {
          answered = true;
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, sent }));
        },
      );
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        if (!answered) req.end();
      };
      pump();
    });
  }

  it('a declared 300 MB body is refused before reading; a streamed one stops at the limit', async () => {
    const declared = await stream('/search', 300 * 1024 * 1024, true);
    expect(declared.status).toBe(413);
    expect(declared.sent).toBeLessThan(MAX_REQUEST_BYTES);
    const before = process.memoryUsage().rss;
    const streamed = await stream('/search', 300 * 1024 * 1024, false);
    expect(streamed.status).toBe(413);
    // Stopped long before the 300 MB were sent (the socket buffers a little past the limit).
    expect(streamed.sent).toBeLessThan(MAX_REQUEST_BYTES + 64 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    // Below the server's limit, a JSON route still applies its own 256 KB limit.
    const json = await stream('/search', 2 * 1024 * 1024, true);
    expect(json.status).toBe(413);
  });

  it('the Next route helper stops pulling a streamed body at the limit', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
        if (pulled >= 600 * 1024 * 1024) controller.close();
      },
    });
    const request = new Request('http://cars.localhost/functions/v1/search', {
      method: 'POST',
      body,
      // @ts-expect-error Node's fetch needs duplex for a streamed request body
      duplex: 'half',
    });
    const limited = await limitRequestBody(request);
    expect(limited).toBeInstanceOf(Response);
    expect((limited as Response).status).toBe(413);
    expect(pulled).toBeLessThan(MAX_REQUEST_BYTES + 4 * 1024 * 1024);
    const small = await limitRequestBody(
      new Request('http://cars.localhost/functions/v1/search', { method: 'POST', body: '{"a":1}' }),
    );
    expect(small).toBeInstanceOf(Request);
    expect(await (small as Request).json()).toEqual({ a: 1 });
  });
});

describe('session secret and data folder', () => {
  const dirs: string[] = [];
  const temp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'vegur-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a local secret is generated once and kept; production refuses to start without one', () => {
    const dir = temp();
    const first = resolveSessionSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toBe('dev-only-secret');
    expect(resolveSessionSecret({ DATA_DIR: dir })).toBe(first);
    expect(readFileSync(join(dir, 'booking-session-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'booking-session-secret')).mode & 0o077).toBe(0);
    expect(resolveSessionSecret({ DATA_DIR: temp() })).not.toBe(first);
    expect(() => resolveSessionSecret({ NODE_ENV: 'production', DATA_DIR: temp() })).toThrow(
      /must be set in production/,
    );
    expect(() => resolveSessionSecret({ BOOKING_SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    const given = 'x'.repeat(40);
    expect(resolveSessionSecret({ SESSION_SECRET: given, NODE_ENV: 'production' })).toBe(given);
  });

  it('the standalone server refuses to start in production without a secret', async () => {
    const dir = temp();
    const child = spawn(process.execPath, ['--import', 'tsx', 'booking/server.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dir,
        BOOKING_PORT: '0',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += String(d);
    });
    // A server that did start (the defect) is stopped rather than left running.
    const guard = setTimeout(() => child.kill(), 80_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(guard);
    expect(code).not.toBe(0);
    expect(stderr).toContain('BOOKING_SESSION_SECRET (or SESSION_SECRET) must be set in production');
    expect(existsSync(join(dir, 'pglite'))).toBe(false);
  }, 100_000);

  it('PGlite lives under DATA_DIR', async () => {
    const dir = temp();
    const saved = process.env.DATA_DIR;
    process.env.DATA_DIR = dir;
    try {
      const database = await openDatabase({ url: '' });
      await database.close();
    } finally {
      if (saved === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = saved;
    }
    expect(existsSync(join(dir, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 60_000);
});
