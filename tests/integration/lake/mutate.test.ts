import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, errorOf, startTestLake, type TestLake } from './helpers.ts';

let t: TestLake;
beforeAll(async () => {
  t = await startTestLake();
});
afterAll(async () => {
  await t.stop();
});

describe('mutations', () => {
  it('creates documents, takes the client transaction id as _rev and stamps times', async () => {
    const client = t.client();
    const res = await client.mutate([{ create: { _id: 'm1', _type: 'page', title: 'One' } }], {
      transactionId: 'tx-create-1',
      returnDocuments: true,
    });
    expect(res).toHaveLength(1);
    const doc = (res as unknown as Record<string, unknown>[])[0];
    expect(doc).toMatchObject({ _id: 'm1', _type: 'page', title: 'One', _rev: 'tx-create-1' });
    expect(typeof doc?._createdAt).toBe('string');
    expect(doc?._updatedAt).toBe(doc?._createdAt);
    expect(await client.getDocument('m1')).toMatchObject({ title: 'One', _rev: 'tx-create-1' });
  });

  it('answers create of an existing id with 409 and the mutation error shape', async () => {
    const err = await errorOf(t.client().create({ _id: 'm1', _type: 'page' }));
    expect(err.statusCode).toBe(409);
    expect(err.message).toContain('already exists');
    expect(err.details).toMatchObject({ type: 'mutationError', items: [{ index: 0 }] });
  });

  it('generates ids, also after a prefix ending in a dot', async () => {
    const client = t.client();
    const plain = await client.create({ _type: 'page', title: 'gen' });
    expect(plain._id).toMatch(/^[0-9a-f-]{36}$/);
    const draft = await client.create({ _id: 'drafts.', _type: 'page' });
    expect(draft._id).toMatch(/^drafts\.[0-9a-f-]{36}$/);
  });

  it('enforces id rules', async () => {
    const client = t.client();
    for (const bad of ['a..b', 'has space', 'x'.repeat(129), 'slash/id']) {
      const err = await errorOf(client.mutate([{ createOrReplace: { _id: bad, _type: 'page' } }]));
      expect(err.statusCode, bad).toBe(400);
    }
  });

  it('createOrReplace replaces, keeping _createdAt; createIfNotExists leaves existing documents alone', async () => {
    const client = t.client();
    const first = await client.createOrReplace({ _id: 'm2', _type: 'page', a: 1 });
    const second = await client.createOrReplace({ _id: 'm2', _type: 'page', b: 2 });
    expect(second).not.toHaveProperty('a');
    expect(second._createdAt).toBe(first._createdAt);
    const kept = await client.createIfNotExists({ _id: 'm2', _type: 'page', c: 3 });
    expect(kept).toMatchObject({ b: 2 });
    expect(kept).not.toHaveProperty('c');
    await client.createIfNotExists({ _id: 'm3', _type: 'page', c: 3 });
    expect(await client.getDocument('m3')).toMatchObject({ c: 3 });
  });

  it('applies every patch operation', async () => {
    const client = t.client();
    await client.createOrReplace({
      _id: 'p1',
      _type: 'page',
      title: 'Hello world',
      count: 10,
      keep: 'x',
      drop: 'y',
      items: [
        { _key: 'a', v: 1 },
        { _key: 'c', v: 3 },
      ],
    });
    const patched = await client
      .patch('p1')
      .set({ 'nested.deep': true })
      .setIfMissing({ keep: 'other', added: 'yes' })
      .unset(['drop'])
      .inc({ count: 5 })
      .dec({ count: 2 })
      .insert('after', 'items[_key=="a"]', [{ _key: 'b', v: 2 }])
      .diffMatchPatch({ title: '@@ -1,11 +1,11 @@\n Hello \n-world\n+there\n' })
      .commit();
    expect(patched).toMatchObject({
      title: 'Hello there',
      count: 13,
      keep: 'x',
      added: 'yes',
      nested: { deep: true },
      items: [
        { _key: 'a', v: 1 },
        { _key: 'b', v: 2 },
        { _key: 'c', v: 3 },
      ],
    });
    expect(patched).not.toHaveProperty('drop');
    const replaced = await client
      .patch('p1')
      .insert('replace', 'items[0]', [{ _key: 'z', v: 0 }])
      .commit();
    expect((replaced.items as { _key: string }[]).map((i) => i._key)).toEqual(['z', 'b', 'c']);
    const before = await client
      .patch('p1')
      .insert('before', 'items[0]', [{ _key: 'y', v: -1 }])
      .commit();
    expect((before.items as { _key: string }[])[0]?._key).toBe('y');
  });

  it('checks ifRevisionID and answers 409 on a mismatch', async () => {
    const client = t.client();
    const doc = await client.createOrReplace({ _id: 'rev1', _type: 'page', n: 1 });
    const ok = await client.patch('rev1').ifRevisionId(doc._rev).set({ n: 2 }).commit();
    expect(ok.n).toBe(2);
    const err = await errorOf(client.patch('rev1').ifRevisionId(doc._rev).set({ n: 3 }).commit());
    expect(err.statusCode).toBe(409);
    expect((await client.getDocument('rev1'))?.n).toBe(2);
  });

  it('answers a patch of a missing document with 404', async () => {
    const err = await errorOf(t.client().patch('nope').set({ a: 1 }).commit());
    expect(err.statusCode).toBe(404);
    expect(err.message).toContain('not found');
  });

  it('patches and deletes by query, with params', async () => {
    const client = t.client();
    const tx = client.transaction();
    for (let i = 0; i < 4; i++) tx.createOrReplace({ _id: `q${i}`, _type: 'bulk', group: i % 2 });
    await tx.commit();
    const res = await client.mutate([
      { patch: { query: '*[_type == "bulk" && group == $g]', params: { g: 1 }, set: { hit: true } } },
    ]);
    expect((res as unknown as { documentIds: string[] }).documentIds.sort()).toEqual(['q1', 'q3']);
    expect(await client.fetch('*[_type == "bulk" && hit == true]._id | order(@)')).toEqual(['q1', 'q3']);
    await client.delete({ query: '*[_type == "bulk" && group == $g]', params: { g: 0 } });
    expect(await client.fetch('*[_type == "bulk"]._id | order(@)')).toEqual(['q1', 'q3']);
    await client.delete('q1');
    expect(await client.getDocument('q1')).toBeUndefined();
  });

  it('runs a transaction atomically: one failing mutation rolls back all', async () => {
    const client = t.client();
    const err = await errorOf(
      client
        .transaction()
        .create({ _id: 'atomic1', _type: 'page' })
        .create({ _id: 'm1', _type: 'page' })
        .commit(),
    );
    expect(err.statusCode).toBe(409);
    expect(await client.getDocument('atomic1')).toBeUndefined();
  });

  it('supports returnIds, dryRun and autoGenerateArrayKeys', async () => {
    const client = t.client();
    const ids = await client.mutate([{ create: { _id: 'r1', _type: 'page' } }], { returnDocuments: false });
    expect(ids).toMatchObject({ documentIds: ['r1'], results: [{ id: 'r1', operation: 'create' }] });
    await client.mutate([{ create: { _id: 'dry', _type: 'page' } }], { dryRun: true });
    expect(await client.getDocument('dry')).toBeUndefined();
    const keyed = await client.create(
      { _id: 'keys', _type: 'page', list: [{ a: 1 }, { _key: 'given', a: 2 }] },
      { autoGenerateArrayKeys: true },
    );
    const list = keyed.list as { _key: string }[];
    expect(list[0]?._key).toMatch(/^\w{6,}$/);
    expect(list[1]?._key).toBe('given');
  });

  it('refuses a reused transaction id', async () => {
    const err = await errorOf(
      t.client().mutate([{ create: { _type: 'page' } }], { transactionId: 'tx-create-1' }),
    );
    expect(err.statusCode).toBe(409);
  });

  it('lists at most five item errors in the message and counts the rest', async () => {
    const mutations = Array.from({ length: 8 }, (_, i) => ({ patch: { id: `missing-${i}`, set: { a: 1 } } }));
    const err = await errorOf(t.client().mutate(mutations));
    expect(err.statusCode).toBe(404);
    expect(err.message).toContain('...and 3 more');
    expect(err.message.split('\n- ')).toHaveLength(6);
  });

  it('answers malformed bodies with 400, oversized ones with 413 and long URLs with 414', async () => {
    const bad = await api(t, '/v2025-02-19/data/mutate/production', {
      method: 'POST',
      body: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { description: expect.any(String) } });
    const wrong = await api(t, '/v2025-02-19/data/mutate/production', {
      method: 'POST',
      body: JSON.stringify({ mutations: [{ explode: {} }] }),
    });
    expect(wrong.status).toBe(400);
    const big = await api(t, '/v2025-02-19/data/mutate/production', {
      method: 'POST',
      body: JSON.stringify({ mutations: [{ create: { _type: 'x', blob: 'a'.repeat(17 * 1024 * 1024) } }] }),
    });
    expect(big.status).toBe(413);
    const long = await api(t, `/v2025-02-19/data/query/production?query=${'a'.repeat(20_000)}`);
    expect(long.status).toBe(414);
    const missingDataset = await api(t, '/v2025-02-19/data/mutate/nope', {
      method: 'POST',
      body: '{"mutations":[]}',
    });
    expect(missingDataset.status).toBe(404);
  });
});
