import { request as httpRequest } from 'node:http';
import { findNul } from '@booking/http/respond.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  booking,
  type Client,
  customer,
  daysFrom,
  ENGINES,
  type Harness,
  startHarness,
} from './harness.ts';

// Nested JSON answered 500 (a recursive NUL scan overflowed the stack) and
// cost values × depth (the path copied at every value), stalling the whole server.

/** Raw text to a JSON route, as an attacker sends it (not through JSON.stringify). */
async function raw(h: Harness, c: Client, path: string, text: string) {
  const response = await fetch(`${h.url}/functions/v1${path}`, {
    method: 'POST',
    headers: { 'x-tenant': c.tenant, 'content-type': 'application/json' },
    body: text,
  });
  const body = (await response.json()) as { code: string; message: string };
  return { status: response.status, body };
}

describe.each(ENGINES)('hostile request bodies on %s', (engine) => {
  let h: Harness;
  let c: Client;
  beforeAll(async () => {
    h = await startHarness(engine);
    c = await h.tenant('cars');
  });
  afterAll(async () => {
    await h?.close();
  });

  // How quickly (and that /health stays fast meanwhile) is measured by `npm run bench -- nested`.
  it('deeply nested bodies are a 400 on every JSON route, never a 500', async () => {
    const bodies = [
      '['.repeat(20_000), // about 20 KB: the review's 500
      `${'['.repeat(50_000)}${']'.repeat(50_000)}`, // valid JSON, 100 KB
      `{"a":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_001)}`,
      `[${'['.repeat(33)}${']'.repeat(33)}]`,
    ];
    for (const path of ['/search', '/reservations/find', '/public/afiliate/click', '/contract/preview']) {
      for (const text of bodies) {
        const res = await raw(h, c, path, text);
        expect([res.status, res.body.code], `${path} ${text.length}`).toEqual([400, 'too_deeply_nested']);
      }
    }
  });

  it('wide bodies with a NUL deep inside name its path; brackets inside strings do not count', async () => {
    // 32 levels (the limit) with thousands of values at each: linear, and the path is exact.
    let nested: unknown = { promoCode: 'A\u0000B' };
    for (let i = 0; i < 30; i++)
      nested = { pad: Array.from({ length: 200 }, (_, k) => `v${k}`), next: nested };
    const wide = await raw(h, c, '/search', JSON.stringify(nested));
    expect([wide.status, wide.body.code]).toEqual([400, 'invalid_characters']);
    expect(wide.body.message).toBe(`${'next.'.repeat(30)}promoCode: text must not contain NUL characters`);
    const inString = await raw(h, c, '/search', JSON.stringify({ promoCode: '['.repeat(5_000) }));
    expect(inString.body.code).not.toBe('too_deeply_nested');
  });
});

describe.each(ENGINES)('odd request lines on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A raw request: fetch would never send such a Host or target. */
  function send(host: string, path: string): Promise<{ status: number; body: string }> {
    const { port } = new URL(h.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('a Host with credentials or junk, or a target that is no path, is a 400, never a 500', async () => {
    for (const host of ['a@b', 'user:pw@localhost', 'x@localhost:1', '@', 'cars.localhost/x', 'a b']) {
      const res = await send(host, '/functions/v1/catalogue');
      expect([res.status, JSON.parse(res.body).code], host).toEqual([400, 'invalid_host']);
    }
    const protocolRelative = await send('localhost', '//user@evil.example/functions/v1/health');
    expect(protocolRelative.status).toBeLessThan(500);
    const fine = await send(`localhost:${new URL(h.url).port}`, '/functions/v1/health');
    expect(fine.status).toBe(200);
  });
});

describe.each(ENGINES)('exchange-rate import over HTTP on %s', (engine) => {
  let h: Harness;
  const fetched: string[] = [];
  const FEED =
    '<Gengi><Dagsetning>2026-11-21</Dagsetning><Currency><Code>EUR</Code><MidRate>151.00</MidRate></Currency></Gengi>';
  beforeAll(async () => {
    h = await startHarness(engine, {
      ratesHosts: ['rates.example'],
      // The feed host, without the network: records what the server would fetch.
      ratesFetch: async (input) => {
        fetched.push(String(input));
        return new Response(FEED);
      },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('reads only https URLs on the allow-list; files, other hosts and schemes are one 400, unread', async () => {
    const c = await h.tenant('cars');
    const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const refused = [
      '/etc/shadow',
      '/etc/passwd',
      '/nonexistent/rates.xml',
      'file:///etc/passwd',
      'http://rates.example/feed.xml',
      'https://169.254.169.254/latest/meta-data/',
      'https://rates.example.evil.test/feed.xml',
      'https://user:pw@rates.example/feed.xml',
      'https://rates.example:8443/feed.xml',
      'ftp://rates.example/feed.xml',
      'not a url',
    ];
    const answers = new Set<string>();
    for (const source of refused) {
      const res = await c.call('POST', '/admin/exchangerates/import', { source }, admin);
      expect([res.status, res.body.code], source).toEqual([400, 'source_not_allowed']);
      answers.add(res.body.message);
    }
    // One answer whatever the source: it tells nothing about what exists on the machine.
    expect(answers.size).toBe(1);
    expect(fetched).toEqual([]);
    const ok = await c.call(
      'POST',
      '/admin/exchangerates/import',
      { source: 'https://RATES.example/feed.xml' },
      admin,
    );
    expect([ok.status, ok.body]).toEqual([200, { date: '2026-11-21', imported: ['EUR', 'ISK'] }]);
    expect(fetched).toEqual(['https://rates.example/feed.xml']);
  });
});

describe('findNul', () => {
  it('walks any depth without recursion and builds the path only for the hit', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
    expect(findNul({ a: [1, { b: 'ok' }], c: { 'k\u0000': 1 } })).toBe('c.k\u0000');
    expect(findNul({ a: ['x', 'y\u0000'] })).toBe('a.1');
    expect(findNul('\u0000')).toBe('body');
    expect(findNul({ a: [1, 2, { b: 'c' }] })).toBeNull();
  });
});

describe.each(ENGINES)('names on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('line breaks in names and addresses are stored as single spaces', async () => {
    const c = await h.tenant('cars');
    const created = await c.call(
      'POST',
      '/reservations',
      booking({
        pickupDate: daysFrom(new Date(), 30),
        returnDate: daysFrom(new Date(), 33),
        customer: {
          ...customer,
          firstName: 'Anna\r\nBcc: evil@example.com',
          lastName: 'Jóns\r\ndóttir\u2028X',
          address: 'Laugavegur 1\r\nX-Injected: 1',
          city: 'Reykja\nvík',
        },
      }),
      { 'idempotency-key': `names-${Date.now()}` },
    );
    // The colon is no name character: refused; without it, the break becomes a space.
    expect(created.status).toBe(400);
    const ok = await c.call(
      'POST',
      '/reservations',
      booking({
        pickupDate: daysFrom(new Date(), 30),
        returnDate: daysFrom(new Date(), 33),
        customer: {
          ...customer,
          firstName: 'Anna\r\nMaría',
          lastName: 'Jóns\r\n\tdóttir\u2028X',
          address: 'Laugavegur 1\r\nX-Injected: 1',
          city: 'Reykja\nvík',
        },
      }),
      { 'idempotency-key': `names-ok-${Date.now()}` },
    );
    expect(ok.status).toBe(201);
    const [row] = await h.database.query<{ customer: Record<string, string> }>(
      'SELECT customer FROM reservations WHERE reference = $1',
      [ok.body.reservation.reference],
    );
    expect(row?.customer).toMatchObject({
      firstName: 'Anna María',
      lastName: 'Jóns dóttir X',
      address: 'Laugavegur 1 X-Injected: 1',
      city: 'Reykja vík',
    });
  });
});
