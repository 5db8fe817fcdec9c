import { routeTable } from '@booking/http/handler.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  booking,
  type Client,
  daysFrom,
  ENGINES,
  type Harness,
  startHarness,
} from './harness.ts';

// Every operation of the OpenAPI document (whose request bodies are generated from the zod
// schemas that validate them) gets well-formed, malformed and hostile inputs, with and without a
// session and a staff token. Whatever arrives, the answer is below 500 and comes back quickly.

/** Generous for a loaded 2-core machine; the slowest answer is printed. */
const MAX_ANSWER_MS = 3000;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
};

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** A small deterministic generator, so a failure can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const today = new Date();
/** Values that pass field validation, so fuzzing reaches past the first check. */
const KNOWN: Record<string, unknown> = {
  pickupLocationId: 'kef',
  returnLocationId: 'kef',
  pickupDate: daysFrom(today, 30),
  returnDate: daysFrom(today, 33),
  pickupTime: '12:00',
  returnTime: '12:00',
  classId: 'golf',
  firstName: 'Anna',
  lastName: 'Jónsdóttir',
  email: 'anna@example.com',
  phone: '5551234',
  country: 'IS',
  returnUrl: '/book/payment/',
  reference: 'ABCD-EFGH',
  ref: 'U-1',
  referralCode: 'blog',
  clickId: '00000000-0000-4000-8000-000000000000',
  externalId: 'ABCD-EFGH',
  reason: 'Flight cancelled',
  locale: 'en',
  currency: 'EUR',
  amount: 'due_now',
};

function sample(schema: JsonSchema | undefined, name: string, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (name in KNOWN) return KNOWN[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.[0]) return sample(choice[0], name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {}))
        out[key] = sample(value, key, depth + 1);
      return out;
    }
    case 'array':
      return [sample(schema.items, name, depth + 1)];
    case 'string':
      return 'text';
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'boolean':
      return true;
    default:
      return null;
  }
}

const HOSTILE: unknown[] = [
  null,
  '',
  '\u0000',
  'x'.repeat(20_000),
  -1,
  0,
  1e308,
  -1e308,
  1.5,
  true,
  [],
  {},
  ['\u0000'],
  { __proto__: { admin: true } },
  '9999-12-31',
  '0000-00-00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u202e',
  Number.MAX_SAFE_INTEGER,
];

/** Request bodies for one operation: the sample, whole-body junk, and each field made hostile. */
function bodies(schema: JsonSchema | undefined, random: () => number): string[] {
  const base = sample(schema, '') as Record<string, unknown> | null;
  const out: string[] = [
    JSON.stringify(base ?? {}),
    '{}',
    'null',
    '[]',
    '42',
    '"text"',
    '{oops',
    '['.repeat(5000),
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}',
  ];
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const key of Object.keys(base)) {
      // NUL and an absurd date for every field, three more picked at random.
      for (const value of [
        '\u0000',
        '9999-12-31',
        ...[0, 1, 2].map(() => HOSTILE[Math.floor(random() * HOSTILE.length)]),
      ])
        out.push(JSON.stringify({ ...base, [key]: value }));
      const { [key]: _dropped, ...without } = base;
      out.push(JSON.stringify(without));
    }
    out.push(JSON.stringify({ ...base, unexpected: 'field', tenant: 'constructor' }));
  }
  return out;
}

const PATH_VALUES = [
  '00000000-0000-4000-8000-000000000000',
  'x',
  '..',
  '%00',
  '%2e%2e%2f',
  'a'.repeat(300),
  'front',
];

describe.each(ENGINES)('fuzz every OpenAPI operation on %s', (engine) => {
  let h: Harness;
  let c: Client;
  beforeAll(async () => {
    h = await startHarness(engine);
    c = await h.tenant('cars');
    const created = await c.call(
      'POST',
      '/reservations',
      booking({ pickupDate: daysFrom(today, 20), returnDate: daysFrom(today, 23) }),
      { 'idempotency-key': `fuzz-${Date.now()}` },
    );
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('describes every route the handler serves (an undescribed route is never fuzzed)', async () => {
    const doc = (await c.call('GET', '/openapi.json')).body as { paths: Record<string, object> };
    const described = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(routeTable().filter((r) => !described.has(r))).toEqual([]);
  });

  it('answers below 500, in bounded time, whatever it is sent', async () => {
    const doc = (await c.call('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const random = prng(18);
    const failures: string[] = [];
    let slowest = { ms: 0, what: '' };
    let count = 0;
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(39);
    for (const { path, method, op } of operations) {
      const paths = path.includes('{')
        ? PATH_VALUES.map((v) => path.replace(/\{\w+\}/g, v))
        : [path, `${path}?tenant=constructor&token=%00&locale=xx`];
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const payloads: { body: string | Uint8Array | undefined; type: string }[] =
        method === 'GET'
          ? [{ body: undefined, type: 'application/json' }]
          : [
              ...bodies(json, random).map((body) => ({ body, type: 'application/json' })),
              {
                body: 'number=4242&expiry=12%2F40&cvc=123&decision=approve',
                type: 'application/x-www-form-urlencoded',
              },
              { body: new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x00]), type: 'image/jpeg' },
              { body: '{"a":1}', type: 'text/plain' },
            ];
      for (const target of paths) {
        for (const { body, type } of payloads) {
          for (const auth of ['session', 'none', 'admin'] as const) {
            // Only every third payload goes out without a session or as staff, to keep the run short.
            if (auth !== 'session' && random() > 0.34) continue;
            const headers: Record<string, string> = {
              'x-tenant': c.tenant,
              'content-type': type,
              'idempotency-key': `fuzz-${count}-${Date.now()}`,
            };
            if (auth === 'session' && c.cookie) headers.cookie = c.cookie;
            if (auth === 'admin') headers.authorization = `Bearer ${ADMIN_TOKEN}`;
            const started = performance.now();
            const res = await fetch(`${h.url}/functions/v1${target}`, {
              method,
              headers,
              body: body as BodyInit | undefined,
              redirect: 'manual',
            });
            await res.arrayBuffer();
            const ms = performance.now() - started;
            count++;
            const what = `${method} ${target.slice(0, 80)} [${auth}] ${String(typeof body === 'string' ? body : type).slice(0, 80)}`;
            if (ms > slowest.ms) slowest = { ms, what };
            if (res.status >= 500 || ms > MAX_ANSWER_MS)
              failures.push(`${res.status} in ${Math.round(ms)} ms: ${what}`);
          }
        }
      }
    }
    console.info(
      `fuzz (${engine}): ${count} requests, slowest ${Math.round(slowest.ms)} ms (${slowest.what})`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
