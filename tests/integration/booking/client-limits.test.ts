// Per-client limits need the client's address. The site never
// handed it over (every visitor was `unknown`), so no per-client limit triggered, one bucket per
// reference was shared by everyone, signed agreements said "from unknown", and affiliate clicks
// had no limit at all.

import { createBookingHandler, setClientAddress } from '@booking/http/handler.ts';
import { AFFILIATE_CLICKS_PER_HOUR } from '@booking/http/public-routes.ts';
import { MemoryStorage } from '@booking/storage/files.ts';
import { clientAddress } from '@web/lib/request-origin.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  booking,
  type Client,
  customer,
  daysFrom,
  ENGINES,
  type Harness,
  SESSION_SECRET,
  startHarness,
} from './harness.ts';

describe('the visitor address the site hands the booking service', () => {
  const headers = (forwarded?: string) => new Headers(forwarded ? { 'x-forwarded-for': forwarded } : {});
  it('is what Next put into X-Forwarded-For, or behind a trusted proxy the entry it appended', () => {
    expect(clientAddress(headers('127.0.0.1'), false)).toBe('127.0.0.1');
    expect(clientAddress(headers('::ffff:127.0.0.1'), false)).toBe('::ffff:127.0.0.1');
    // A list is a client's own header forwarded by nobody we trust: no address.
    expect(clientAddress(headers('203.0.113.1, 10.0.0.1'), false)).toBeNull();
    expect(clientAddress(headers('<script>'), false)).toBeNull();
    expect(clientAddress(headers(), false)).toBeNull();
    expect(clientAddress(headers('203.0.113.1, 198.51.100.7'), true)).toBe('198.51.100.7');
  });
});

describe.each(ENGINES)('per-client limits on %s', (engine) => {
  let h: Harness;
  let handle: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    h = await startHarness(engine);
    handle = createBookingHandler({
      database: h.database,
      sessionSecret: SESSION_SECRET,
      storage: new MemoryStorage(),
      hosts: {},
      siteOrigins: {},
      adminToken: ADMIN_TOKEN,
      clock: () => h.clock.now,
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A request as the site's route handler passes it: with the visitor's address. */
  const from = (ip: string, c: Client, path: string, body: unknown) => {
    const request = new Request(`${h.url}/functions/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': c.tenant },
      body: JSON.stringify(body),
    });
    setClientAddress(request, ip);
    return handle(request);
  };

  it('random references from one client are stopped; the owner is never locked out', async () => {
    const c = await h.tenant('cars');
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ pickupDate: daysFrom(new Date(), 30), returnDate: daysFrom(new Date(), 33) }),
      { 'idempotency-key': `limits-${Date.now()}` },
    );
    expect(created.status).toBe(201);
    const { reference } = created.body.reservation;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const guess = `ABCD-${String(1000 + i).replace(/[01]/g, 'X')}`;
      statuses.push(
        (await from('203.0.113.50', c, '/reservations/find', { reference: guess, email: 'x@example.com' }))
          .status,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    // Nine wrong guesses at the owner's reference by others, each from its own address.
    for (let i = 0; i < 9; i++) {
      const res = await from(`198.51.100.${i + 1}`, c, '/reservations/find', {
        reference,
        email: `t${i}@example.com`,
      });
      expect(res.status).toBe(404);
    }
    // The owner, also many times over: finding costs nothing.
    for (let i = 0; i < 12; i++) {
      const owner = await from('192.0.2.10', c, '/reservations/find', { reference, email: customer.email });
      expect(owner.status).toBe(200);
    }
  });

  it('affiliate clicks are limited per client and brand and hour', async () => {
    const c = await h.tenant('cars');
    const other = await h.tenant('campers');
    const click = (ip: string, client: Client) =>
      from(ip, client, '/public/afiliate/click', { ref: 'U-1', referralCode: 'blog' }).then((r) => r.status);
    for (let i = 0; i < AFFILIATE_CLICKS_PER_HOUR; i++) expect(await click('203.0.113.60', c)).toBe(201);
    expect(await click('203.0.113.60', c)).toBe(429);
    expect(await click('203.0.113.61', c)).toBe(201);
    expect(await click('203.0.113.60', other)).toBe(201);
    h.clock.now = new Date(h.clock.now.getTime() + 3_600_000);
    try {
      expect(await click('203.0.113.60', c)).toBe(201); // the next hour
    } finally {
      h.clock.now = new Date(h.clock.now.getTime() - 3_600_000);
    }
  });
});
