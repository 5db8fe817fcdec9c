import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, errorOf, startTestLake, type TestLake } from './helpers.ts';

let t: TestLake;
beforeAll(async () => {
  t = await startTestLake();
  await t
    .client()
    .transaction()
    .createOrReplace({ _id: 'cat', _type: 'category', title: 'Campers' })
    .createOrReplace({
      _id: 'v1',
      _type: 'vehicle',
      title: 'Published',
      tenant: 'a',
      language: 'en',
      category: { _type: 'reference', _ref: 'cat' },
    })
    .createOrReplace({
      _id: 'drafts.v1',
      _type: 'vehicle',
      title: 'Draft of v1',
      tenant: 'a',
      language: 'en',
    })
    .createOrReplace({ _id: 'drafts.v2', _type: 'vehicle', title: 'Draft only', tenant: 'a', language: 'de' })
    .createOrReplace({
      _id: 'versions.r1.v1',
      _type: 'vehicle',
      title: 'Release version',
      tenant: 'a',
      language: 'en',
    })
    .commit();
});
afterAll(async () => {
  await t.stop();
});

describe('queries', () => {
  it('reads the published perspective by default from API version 2025-02-19', async () => {
    const titles = await t.client().fetch<string[]>('*[_type == "vehicle"].title | order(@)');
    expect(titles).toEqual(['Published']);
  });

  it('reads raw by default on v1 and older dated versions', async () => {
    const raw = await t.client({ apiVersion: '1' }).fetch<string[]>('*[_type == "vehicle"]._id | order(@)');
    expect(raw).toEqual(['drafts.v1', 'drafts.v2', 'v1', 'versions.r1.v1']);
    const old = await t.client({ apiVersion: '2021-10-21' }).fetch<string[]>('count(*[_type == "vehicle"])');
    expect(old).toBe(4);
  });

  it('overlays drafts on published documents in the drafts perspective', async () => {
    const docs = await t
      .client()
      .fetch<{ _id: string; title: string; _originalId: string }[]>(
        '*[_type == "vehicle"] | order(_id)',
        {},
        { perspective: 'drafts' },
      );
    expect(docs.map((d) => [d._id, d.title, d._originalId])).toEqual([
      ['v1', 'Draft of v1', 'drafts.v1'],
      ['v2', 'Draft only', 'drafts.v2'],
    ]);
  });

  it('stacks release perspectives above drafts', async () => {
    const docs = await t
      .client()
      .fetch<{ title: string }[]>('*[_id == "v1"]', {}, { perspective: ['r1', 'drafts'] });
    expect(docs.map((d) => d.title)).toEqual(['Release version']);
  });

  it('accepts parameters where GROQ wants constants, as in the Studio document lists', async () => {
    // The Studio's list query ends in `| order(…) [0...$__limit]`; a parser without the params
    // answered 400 "slicing must use constant numbers" and every list showed an error.
    const q = '*[_type == "vehicle"] | order(_id) [0...$limit]._id';
    expect(await t.client().fetch(q, { limit: 1 }, { perspective: 'raw' })).toEqual(['drafts.v1']);
    expect(
      await t.client().fetch(
        '*[_type == "vehicle"] | order(_id) [$from..$to]._id',
        { from: 1, to: 2 },
        {
          perspective: 'raw',
        },
      ),
    ).toEqual(['drafts.v2', 'v1']);
    const missing = await errorOf(t.client().fetch('*[0...$nope]'));
    expect(missing.statusCode).toBe(400);
  });

  it('answers text::query() searches the way the Studio lists and search use them', async () => {
    // The Studio's list query, as sent by sanity 6 (groq-js alone throws "not implemented").
    const list = `*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))]
      | order(_id asc) [0...$__limit]._id`;
    const run = (query: string) =>
      t.client().fetch<string[]>(
        list,
        { __types: ['vehicle'], __query: query, __rawQuery: query, __limit: 10 },
        {
          perspective: 'drafts',
        },
      );
    expect(await run('*')).toEqual(['v1', 'v2']);
    expect(await run('draft*')).toEqual(['v1', 'v2']);
    expect(await run('only')).toEqual(['v2']);
    expect(await run('draft of')).toEqual(['v1']);
    expect(await run('nothing*')).toEqual([]);
    // `@` searches the document's own text, not system fields such as `_type`.
    expect(await run('vehicle')).toEqual([]);
    expect(await run('v2')).toEqual(['v2']);
  });

  it('takes $params in GET and POST, and dereferences', async () => {
    const q =
      '*[_type == $type && tenant == $tenant && language == $lang]{title, "category": category->title}';
    const params = { type: 'vehicle', tenant: 'a', lang: 'en' };
    expect(await t.client().fetch(q, params)).toEqual([{ title: 'Published', category: 'Campers' }]);
    const long = { ...params, padding: 'x'.repeat(12_000) };
    // Over 11,264 characters the client switches to POST.
    expect(await t.client().fetch(q, long)).toEqual([{ title: 'Published', category: 'Campers' }]);
  });

  it('answers with ms, syncTags and the query unless returnQuery=false', async () => {
    const res = await api(t, `/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*)')}`);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ query: 'count(*)', result: expect.any(Number), ms: expect.any(Number) });
    expect(body.syncTags).toEqual([expect.stringMatching(/^s1:/)]);
    const bare = await api(t, `/v1/data/query/production?query=1&returnQuery=false`);
    expect(await bare.json()).not.toHaveProperty('query');
  });

  it('reports parse errors with the position marked, as a 400', async () => {
    const err = await errorOf(t.client().fetch('*[_type == "vehicle"'));
    expect(err.statusCode).toBe(400);
    expect(err.message).toContain('GROQ query parse error');
    expect(err.message).toContain('^');
    expect(err.details).toMatchObject({ type: 'queryParseError', start: expect.any(Number) });
  });

  it('rejects missing params and unparsable param values with 400', async () => {
    const missing = await errorOf(t.client().fetch('*[_id == $id]'));
    expect(missing.statusCode).toBe(400);
    expect(missing.message).toContain('$id');
    const res = await api(
      t,
      `/v1/data/query/production?query=${encodeURIComponent('*[_id == $id]')}&$id=notjson`,
    );
    expect(res.status).toBe(400);
    const version = await api(t, '/v2/data/query/production?query=1');
    expect(version.status).toBe(400);
  });

  it('answers /data/doc with documents and omitted entries', async () => {
    const res = await api(t, '/v2025-02-19/data/doc/production/v1,nope,drafts.v1');
    const body = (await res.json()) as { documents: { _id: string }[]; omitted: unknown[] };
    expect(body.documents.map((d) => d._id)).toEqual(['v1', 'drafts.v1']);
    expect(body.omitted).toEqual([{ id: 'nope', reason: 'existence' }]);
    expect(await t.client().getDocuments(['v1', 'nope'])).toMatchObject([{ _id: 'v1' }, null]);
  });

  it('evaluates functions the synchronous evaluator lacks (async fallback)', async () => {
    const res = await t
      .client()
      .fetch('*[_type == "vehicle" && references("cat")]{title, "n": count(*[_type == "category"])}');
    expect(res).toEqual([{ title: 'Published', n: 1 }]);
    expect(
      await t
        .client()
        .fetch(
          '*[_id == "v1"][0]{"up": upper(title), "when": dateTime(now()) > dateTime("2020-01-01T00:00:00Z")}',
        ),
    ).toEqual({
      up: 'PUBLISHED',
      when: true,
    });
  });

  it('answers indexed filters exactly as a full scan would', async () => {
    const client = t.client();
    const tx = client.transaction();
    for (let i = 0; i < 30; i++) {
      tx.createOrReplace({
        _id: `ix${i}`,
        _type: i % 3 ? 'ixA' : 'ixB',
        n: i % 4,
        s: { k: `k${i % 5}` },
        flag: i % 2 === 0,
        list: ['x'],
      });
    }
    await tx.commit();
    const pairs: [string, string, Record<string, unknown>][] = [
      ['*[_type == "ixA" && n == 1]._id', '*[!(_type != "ixA") && !(n != 1)]._id', {}],
      [
        '*[_type in ["ixA", "ixB"] && s.k == $k]._id',
        '*[(_type == "ixA" || _type == "ixB") && !(s.k != $k)]._id',
        { k: 'k2' },
      ],
      ['*[n in $ns && flag == true]._id', '*[(n == 1 || n == 2) && !(flag != true)]._id', { ns: [1, 2] }],
      ['*[_type == "ixA" && n == "1"]._id', '*[!(_type != "ixA") && !(n != "1")]._id', {}],
      ['*[list == "x"]._id', '*[!(list != "x")]._id', {}],
      ['count(*[_type == "ixB"][n == 0])', 'count(*[!(_type != "ixB")][!(n != 0)])', {}],
    ];
    for (const [indexed, scan, params] of pairs) {
      expect(await client.fetch(indexed, params), indexed).toEqual(await client.fetch(scan, params));
    }
    expect(await client.fetch('*[_type == "ixA" && n == 1]._id')).toHaveLength(6);
  });
});
