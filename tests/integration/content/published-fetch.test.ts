import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchPublished } from '@web/lib/sanity/published-fetch.ts';
import { forgetPublishedReads, PUBLISHED_MEMO_TTL_MS } from '@web/lib/sanity/published-memo.ts';
import { createClient } from 'next-sanity';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startTestLake, type TestLake } from '../lake/helpers.ts';

/** A pass-through proxy in front of the lake that counts the queries it forwards. */
function countingProxy(target: string): Promise<{ server: Server; url: string; queries: string[] }> {
  const queries: string[] = [];
  const server = createServer((req, res) => {
    if (req.url?.includes('/data/query/')) queries.push(req.url);
    const upstream = httpRequest(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, queries }),
    ),
  );
}

describe('published content reads (sync tags remembered per process)', () => {
  let t: TestLake;
  let proxy: Awaited<ReturnType<typeof countingProxy>>;
  const QUERY = '*[_type == "promotion"] | order(name asc) { name }';

  beforeAll(async () => {
    t = await startTestLake();
    await t.client().create({ _id: 'promo-a', _type: 'promotion', name: 'Autumn' });
    proxy = await countingProxy(t.lake.httpUrl);
  });
  afterAll(async () => {
    proxy.server.close();
    await t.stop();
  });
  afterEach(() => {
    forgetPublishedReads();
    proxy.queries.length = 0;
  });

  const siteClient = () =>
    createClient({
      projectId: 'local',
      dataset: 'production',
      apiHost: proxy.url,
      useProjectHostname: false,
      useCdn: true,
      apiVersion: '2025-02-19',
      token: ADMIN_TOKEN,
      perspective: 'published',
      ignoreBrowserTokenWarning: true,
      maxRetries: 0,
    });

  it('asks for the sync tags once, then only for answers, with the same tags', async () => {
    const client = siteClient();
    const first = await fetchPublished(client, QUERY, {});
    expect(first.data).toEqual([{ name: 'Autumn' }]);
    expect(first.tags.length).toBeGreaterThan(0);
    expect(first.tags.every((tag) => tag.startsWith('sanity:'))).toBe(true);
    expect(proxy.queries).toHaveLength(2);

    const second = await fetchPublished(client, QUERY, {});
    expect(second.tags).toEqual(first.tags);
    expect(proxy.queries).toHaveLength(3);

    // Other parameters are another query: their tags are learnt separately.
    await fetchPublished(client, QUERY, { unused: 1 });
    expect(proxy.queries).toHaveLength(5);
  });

  it("asks for answers as Next's data cache keeps them, also on force-dynamic pages", async () => {
    // On a page with `dynamic = 'force-dynamic'` (every booking step and reservation page), Next
    // treats `next.revalidate: false` alone like no cache setting and fetches anew on every
    // request; an explicit `cache: 'force-cache'` is kept. Uncached, the Vehicles step read the
    // shell and search content from the lake on every request (p95 558–654 → 293–309 ms, A/B).
    const realFetch = globalThis.fetch;
    const inits: (RequestInit & { next?: { tags?: string[] } })[] = [];
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (init) inits.push(init);
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const { tags } = await fetchPublished(siteClient(), QUERY, {});
      const answers = inits.filter((init) => init.next);
      expect(answers).toHaveLength(1);
      expect(answers[0]?.cache).toBe('force-cache');
      expect(answers[0]?.next?.tags).toEqual(tags);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('reads the change after a content event made it forget, never the old answer', async () => {
    const client = siteClient();
    await fetchPublished(client, QUERY, {});
    await t.client().create({ _id: 'promo-b', _type: 'promotion', name: 'Birch' });
    forgetPublishedReads(); // what /api/revalidate does on every content event
    proxy.queries.length = 0;
    const after = await fetchPublished(client, QUERY, {});
    expect(after.data).toEqual([{ name: 'Autumn' }, { name: 'Birch' }]);
    expect(proxy.queries).toHaveLength(2);
  });

  it('learns the tags afresh once they are older than the memo lifetime', async () => {
    const client = siteClient();
    const realNow = Date.now;
    try {
      await fetchPublished(client, QUERY, {});
      const start = realNow();
      Date.now = () => start + PUBLISHED_MEMO_TTL_MS + 1;
      proxy.queries.length = 0;
      await fetchPublished(client, QUERY, {});
      expect(proxy.queries).toHaveLength(2);
    } finally {
      Date.now = realNow;
    }
  });

  describe('for a render that answers one request (dynamic pages)', () => {
    const once = { forOneRequest: true };

    it('reads the lake once, answer and tags together, then answers from memory', async () => {
      const client = siteClient();
      const first = await fetchPublished(client, QUERY, {}, once);
      expect(first.data).toContainEqual({ name: 'Autumn' });
      expect(first.tags.length).toBeGreaterThan(0);
      expect(proxy.queries).toHaveLength(1);
      const second = await fetchPublished(client, QUERY, {}, once);
      expect(second).toEqual(first);
      expect(proxy.queries).toHaveLength(1);
      // A cached render (content pages) still reads through the data cache, with the tags learnt.
      const cachedRender = await fetchPublished(client, QUERY, {});
      expect(cachedRender.tags).toEqual(first.tags);
      expect(proxy.queries).toHaveLength(2);
    });

    it('hands out frozen answers: a component cannot change what other requests get', async () => {
      const { data } = await fetchPublished(siteClient(), QUERY, {}, once);
      const list = data as { name: string }[];
      const before = structuredClone(list);
      expect(() => list.push({ name: 'Extra' })).toThrow(TypeError);
      expect(() => {
        (list[0] as { name: string }).name = 'Changed';
      }).toThrow(TypeError);
      expect((await fetchPublished(siteClient(), QUERY, {}, once)).data).toEqual(before);
    });

    it('reads the change after a content event, and keeps no answer fetched during one', async () => {
      const client = siteClient();
      await fetchPublished(client, QUERY, {}, once);
      await t.client().createOrReplace({ _id: 'promo-c', _type: 'promotion', name: 'Cedar' });
      // The event arrives while a read is on its way: that read's answer may predate the change.
      const inFlight = fetchPublished(client, QUERY, { during: 1 }, once);
      forgetPublishedReads();
      await inFlight;
      proxy.queries.length = 0;
      await fetchPublished(client, QUERY, { during: 1 }, once);
      expect(proxy.queries).toHaveLength(1);
      const after = await fetchPublished(client, QUERY, {}, once);
      expect((after.data as { name: string }[]).map((p) => p.name)).toContain('Cedar');
      await t.client().delete('promo-c');
    });

    it('asks the lake again once the answer is older than the memo lifetime', async () => {
      const client = siteClient();
      const realNow = Date.now;
      try {
        await fetchPublished(client, QUERY, {}, once);
        const start = realNow();
        Date.now = () => start + PUBLISHED_MEMO_TTL_MS + 1;
        proxy.queries.length = 0;
        await fetchPublished(client, QUERY, {}, once);
        expect(proxy.queries).toHaveLength(1);
      } finally {
        Date.now = realNow;
      }
    });
  });
});
