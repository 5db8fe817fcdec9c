import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestLake, type TestLake } from './helpers.ts';

let t: TestLake;
beforeAll(async () => {
  t = await startTestLake();
  await t.client().createOrReplace({ _id: 'doc', _type: 'page', list: [{ _key: 'a' }] });
});
afterAll(async () => {
  await t.stop();
});

const post = (path: string, body: unknown) =>
  api(t, `/v2025-02-19${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('client mistakes never answer 500', () => {
  it('answers malformed requests with 4xx and an error description', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const cases: [string, () => Promise<Response>][] = [
      ['mutate null', () => post('/data/mutate/production', 'null')],
      ['mutate string mutations', () => post('/data/mutate/production', { mutations: 'x' })],
      ['mutate array body', () => post('/data/mutate/production', [1, 2])],
      [
        'patch set _id',
        () =>
          post('/data/mutate/production', { mutations: [{ patch: { id: 'doc', set: { _id: 'other' } } }] }),
      ],
      [
        'patch unset _type',
        () => post('/data/mutate/production', { mutations: [{ patch: { id: 'doc', unset: ['_type'] } }] }),
      ],
      [
        'insert without items',
        () =>
          post('/data/mutate/production', {
            mutations: [{ patch: { id: 'doc', insert: { after: 'list[0]' } } }],
          }),
      ],
      [
        'inc on string path',
        () => post('/data/mutate/production', { mutations: [{ patch: { id: 'doc', inc: { list: 'x' } } }] }),
      ],
      [
        'delete bad query',
        () => post('/data/mutate/production', { mutations: [{ delete: { query: '*[' } }] }),
      ],
      [
        'create number id',
        () => post('/data/mutate/production', { mutations: [{ create: { _id: 5, _type: 'x' } }] }),
      ],
      [
        'bad transaction id',
        () =>
          post('/data/mutate/production', { mutations: [{ create: { _type: 'x' } }], transactionId: 'a b' }),
      ],
      ['actions empty', () => post('/data/actions/production', { actions: [] })],
      ['actions garbage', () => post('/data/actions/production', { actions: [null, 3] })],
      ['query body', () => post('/data/query/production', { query: 5 })],
      ['deep json', () => post('/data/query/production', deep)],
      [
        'runtime error',
        () =>
          api(
            t,
            `/v1/data/query/production?query=${encodeURIComponent('*[_type == "page"]{ "x": sanity::unknownFn() }')}`,
          ),
      ],
      ['bad perspective', () => api(t, '/v1/data/query/production?query=1&perspective=%2C%2C')],
      ['bad encoding', () => api(t, '/v1/data/doc/production/%E0%A4%A')],
      ['listen no query', () => api(t, '/v1/data/listen/production')],
      ['dataset bad body', () => api(t, '/v1/datasets/newone', { method: 'PUT', body: '{"aclMode": 7}' })],
      ['unknown route', () => api(t, '/v1/nothing/here')],
      ['wrong method', () => api(t, '/v1/data/mutate/production', { method: 'GET' })],
      ['empty upload', () => api(t, '/v1/assets/images/production', { method: 'POST', body: '' })],
      ['keyvalue garbage', () => api(t, '/v1/users/me/keyvalue', { method: 'PUT', body: '{"a":1}' })],
    ];
    for (const [name, send] of cases) {
      const res = await send();
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
      const body = (await res.json()) as { error?: { description?: string } };
      expect(typeof body.error?.description, name).toBe('string');
    }
  });

  it('refuses malformed patch paths with 400 instead of patching another field or nothing', async () => {
    // @sanity/mutator applies `list[` as `list` and `title x` as `title`; the lake checks first.
    const before = await t.client().getDocument('doc');
    const bad: Record<string, unknown>[] = [
      { set: { 'list[': [] } },
      { set: { 'title x': 'oops' } },
      { unset: ['list]'] },
      { setIfMissing: { 'a.': 1 } },
      { inc: { 'count"': 1 } },
      { insert: { after: 'list[_key=="a"', items: [{ _key: 'b' }] } },
    ];
    for (const ops of bad) {
      const res = await post('/data/mutate/production', { mutations: [{ patch: { id: 'doc', ...ops } }] });
      expect(res.status, JSON.stringify(ops)).toBe(400);
      const body = (await res.json()) as { error: { items?: { error: { description: string } }[] } };
      expect(body.error.items?.[0]?.error.description, JSON.stringify(ops)).toMatch(/^Invalid path /);
    }
    expect(await t.client().getDocument('doc')).toEqual(before);
    // Well-formed paths of the kinds the Studio sends still apply.
    await t
      .client()
      .patch('doc')
      .set({ 'list[_key=="a"].label': 'A', 'seo.title': 'T' })
      .unset(['_empty_action_guard_pseudo_field_'])
      .commit();
    expect(await t.client().getDocument('doc')).toMatchObject({
      list: [{ _key: 'a', label: 'A' }],
      seo: { title: 'T' },
    });
  });
});
