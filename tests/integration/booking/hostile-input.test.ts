import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNul } from '../../../booking/http/respond.ts';
import { type Client, ENGINES, type Harness, startHarness } from './harness.ts';

// Issue 26, finding 2: nested JSON answered 500 (a recursive NUL scan overflowed the stack) and
// cost values × depth (the path copied at every value), stalling the whole server.

/** Raw text to a JSON route, as an attacker sends it (not through JSON.stringify). */
async function raw(h: Harness, c: Client, path: string, text: string) {
  const started = performance.now();
  const response = await fetch(`${h.url}/functions/v1${path}`, {
    method: 'POST',
    headers: { 'x-tenant': c.tenant, 'content-type': 'application/json' },
    body: text,
  });
  const body = (await response.json()) as { code: string; message: string };
  return { status: response.status, body, ms: performance.now() - started };
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

  it('deeply nested bodies are a quick 400 on every JSON route, never a 500', async () => {
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
        expect(res.ms).toBeLessThan(1_000);
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
