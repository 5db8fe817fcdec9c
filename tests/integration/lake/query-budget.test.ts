import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, openSse, startTestLake, type TestLake } from './helpers.ts';

// One anonymous query must not freeze the lake for everyone else.

const BUDGET_MS = 1500;
let t: TestLake;
beforeAll(async () => {
  t = await startTestLake({ options: { queryTimeoutMs: BUDGET_MS, queryWorkers: 2 } });
  await t
    .client()
    .transaction(
      Array.from({ length: 50 }, (_, i) => ({
        createOrReplace: { _id: `page-${i}`, _type: 'page', title: `Page ${i} ${'a'.repeat(80)}` },
      })),
    )
    .commit();
  // A lake that has answered a query before: its workers are up (the first start takes a moment).
  await Promise.all([t.client().fetch('count(*)'), t.client({ token: null }).fetch('count(*)')]);
});
afterAll(async () => {
  await t.stop();
});

const anonymousQuery = (body: string) =>
  api(t, '/v2025-02-19/data/query/production', { method: 'POST', token: null, body });

/** Pings the lake every 10 ms while `work` runs; answers the ping times, fastest first. */
async function pingsDuring(work: Promise<unknown>): Promise<number[]> {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  const times: number[] = [];
  // Let the query reach the worker before the first ping.
  await new Promise((r) => setTimeout(r, 50));
  while (!done) {
    const started = performance.now();
    const res = await api(t, '/v1/ping', { token: null });
    expect(res.status).toBe(200);
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  return times.sort((a, b) => a - b);
}

/** Ping times with nothing else asked of the lake: what "fast" means on this machine, now. */
async function quietPings(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    await api(t, '/v1/ping', { token: null });
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  return times.sort((a, b) => a - b);
}

describe('query budget', () => {
  it('stops a pathological query at the budget with a 4xx while /ping stays fast', async () => {
    const quiet = await quietPings();
    const quietP90 = quiet[Math.floor(quiet.length * 0.9)] ?? 0;
    const params = { p: Array.from({ length: 300 }, (_, i) => i) };
    const started = performance.now();
    const query = anonymousQuery(
      JSON.stringify({ query: 'count($p[count($p[count($p[@ >= ^.^]) > 0]) > 0])', params }),
    );
    const pings = await pingsDuring(query);
    const res = await query;
    const elapsed = performance.now() - started;
    expect(res.status).toBe(408);
    const body = (await res.json()) as { error: { type: string; description: string } };
    expect(body.error.type).toBe('queryTimeout');
    expect(body.error.description).toContain(`${BUDGET_MS} ms`);
    expect(elapsed).toBeGreaterThanOrEqual(BUDGET_MS - 50);
    expect(elapsed).toBeLessThan(BUDGET_MS + 1500);
    // The lake answered all along (on the event loop the query would have held one ping for its
    // whole run). Judged against pings without the query in the same run, since this machine's
    // other processes also take turns; percentiles, not the maximum.
    expect(pings.length).toBeGreaterThanOrEqual(5);
    expect(pings[Math.floor(pings.length * 0.9)]).toBeLessThan(Math.max(50, 4 * quietP90));
    expect(pings.at(-1)).toBeLessThan(BUDGET_MS / 3);
  });

  it('keeps answering, with every write seen, after a worker was stopped', async () => {
    const client = t.client();
    await client.createOrReplace({ _id: 'fresh', _type: 'page', title: 'Fresh' });
    expect(await client.fetch('*[_id == "fresh"][0].title')).toBe('Fresh');
    await client.patch('fresh').set({ title: 'Fresher' }).commit();
    expect(await client.fetch('*[_id == "fresh"][0].title')).toBe('Fresher');
    await client.delete('fresh');
    expect(await client.fetch('count(*[_id == "fresh"])')).toBe(0);
    expect(await client.fetch('count(*[_type == "page"])')).toBe(50);
    // Drafts and the published perspective are built in the worker the same way.
    await client.createOrReplace({ _id: 'drafts.page-1', _type: 'page', title: 'Draft of 1' });
    expect(await client.fetch('*[_id == "page-1"][0].title', {}, { perspective: 'drafts' })).toBe(
      'Draft of 1',
    );
    expect(await t.client({ token: null }).fetch('count(*[_id in path("drafts.**")])')).toBe(0);
  });

  it('refuses match patterns with more wildcards per term than the cap, at once', async () => {
    const started = performance.now();
    const res = await anonymousQuery(
      JSON.stringify({ query: '*[title match $p]._id', params: { p: `${'*a'.repeat(12)}*b` } }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { description: string } }).error.description).toContain(
      'at most 3 wildcards',
    );
    expect(performance.now() - started).toBeLessThan(500);
    // Ordinary search patterns still work.
    expect(await t.client({ token: null }).fetch('count(*[title match "page*"])')).toBe(50);
  });

  it('answers 400, not 500, for a parameter nested 200,000 levels', async () => {
    const res = await anonymousQuery(
      `{"query":"$p","params":{"p":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`,
    );
    expect(res.status).toBe(400);
  });

  it('refuses a query body over the query limit before reading it all', async () => {
    const res = await anonymousQuery(JSON.stringify({ query: `"${'x'.repeat(3 * 1024 * 1024)}"` }));
    expect(res.status).toBe(413);
  });
});

describe('listeners', () => {
  it('refuses filters that iterate parameters or run subqueries', async () => {
    const url = new URL(`${t.lake.httpUrl}/v2025-02-19/data/listen/production`);
    url.searchParams.set('query', '*[count($p[count($p[@ > 0]) > 0]) > 0]');
    url.searchParams.set('$p', JSON.stringify(Array.from({ length: 300 }, (_, i) => i)));
    const sse = await openSse(url.toString());
    const first = await sse.next();
    sse.close();
    expect(first.event).toBe('channelError');
    const sub = new URL(`${t.lake.httpUrl}/v2025-02-19/data/listen/production`);
    sub.searchParams.set('query', '*[count(*[_type == "page"]) > 0]');
    const second = await openSse(sub.toString());
    const event = await second.next();
    second.close();
    expect(event.event).toBe('channelError');
  });

  it("answers an editor's write without waiting for listeners' filters", async () => {
    // The same writes with no listener first: the bar is relative to this machine, now. Filters
    // evaluated before the answer would add seconds (the costly one alone runs for its budget).
    const quiet: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await t.client().patch('page-2').set({ n: -i }).commit();
      quiet.push(performance.now() - started);
    }
    // Three anonymous listeners with the review's costly filter (refused now, see above) and three
    // with the most an accepted filter may do: match over several fields.
    const costly = new URL(`${t.lake.httpUrl}/v2025-02-19/data/listen/production`);
    costly.searchParams.set('query', '*[count($p[count($p[@ >= ^.^]) > 0]) > 0]');
    costly.searchParams.set('$p', JSON.stringify(Array.from({ length: 300 }, (_, i) => i)));
    const matching = new URL(`${t.lake.httpUrl}/v2025-02-19/data/listen/production`);
    matching.searchParams.set('query', '*[[title, _type, _id] match ["*a*a*b", "*p*g*z", "*e*a*q"]]');
    const streams = await Promise.all(
      [costly, costly, costly, matching, matching, matching].map(async (url) => {
        const sse = await openSse(url.toString());
        await sse.next();
        return sse;
      }),
    );
    try {
      const client = t.client();
      const timings: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await client.patch('page-2').set({ n: i }).commit();
        timings.push(performance.now() - started);
      }
      expect(Math.max(...timings)).toBeLessThan(Math.max(200, 3 * Math.max(...quiet) + 100));
    } finally {
      for (const s of streams) s.close();
    }
  });
});
