// Lake speed: a typical page query over HTTP on 10,000 documents (bar: median under 10 ms), the
// delay from a mutation's acknowledgement to its listen event (bar: under 50 ms), and the cost of
// HTTP and perspectives relative to evaluating the same query with plain groq-js.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { startLake } from '../../lake/index.ts';

const TOKEN = 'bench-admin-token-0123456789';
const TENANTS = ['cars', 'campers', 'lease'];
const LANGUAGES = ['en', 'de', 'es', 'fr', 'is'];
const DOCS = 10_000;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? Number.NaN;
};

function makeDocs(): Record<string, unknown>[] {
  const docs: Record<string, unknown>[] = [];
  for (let c = 0; c < 100; c++)
    docs.push({
      _id: `category-${c}`,
      _type: 'vehicleCategory',
      title: `Category ${c}`,
      slug: { current: `cat-${c}` },
    });
  let i = 0;
  while (docs.length < DOCS) {
    const tenant = TENANTS[i % TENANTS.length];
    const language = LANGUAGES[Math.floor(i / TENANTS.length) % LANGUAGES.length];
    const type = i % 5 === 4 ? 'blogPost' : 'vehiclePage';
    docs.push({
      _id: `${type}-${i}`,
      _type: type,
      tenant,
      language,
      title: `Page ${i}`,
      slug: { _type: 'slug', current: `page-${i}` },
      category: { _type: 'reference', _ref: `category-${i % 100}` },
      body: [
        {
          _type: 'block',
          _key: 'b',
          children: [{ _type: 'span', _key: 's', text: 'Lorem ipsum dolor sit amet '.repeat(8) }],
        },
      ],
    });
    if (i % 10 === 0)
      docs.push({
        _id: `drafts.${type}-${i}`,
        _type: type,
        tenant,
        language,
        title: `Draft ${i}`,
        slug: { current: `page-${i}` },
      });
    i++;
  }
  return docs;
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lake-bench-'));
  const lake = await startLake({ dataDir, httpPort: 0, httpsPort: -1, adminToken: TOKEN, quiet: true });
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: lake.httpUrl,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: TOKEN,
  });
  let failed = false;
  try {
    const docs = makeDocs();
    const seedStart = performance.now();
    for (let i = 0; i < docs.length; i += 1000) {
      await client.mutate(
        docs.slice(i, i + 1000).map((d) => ({ createOrReplace: d as { _id: string; _type: string } })),
        {
          returnDocuments: false,
        },
      );
    }
    console.log(
      `seeded ${docs.length} documents in ${Math.round(performance.now() - seedStart)} ms (10 transactions over HTTP)`,
    );

    const query =
      '*[_type == "vehiclePage" && tenant == $tenant && language == $language && slug.current == $slug][0]{title, "slug": slug.current, "category": category->{title, "slug": slug.current}}';
    const listQuery =
      '*[_type == "vehiclePage" && tenant == $tenant && language == $language] | order(title asc)[0...20]{title, "slug": slug.current, "category": category->title}';
    const paramsFor = (n: number) => {
      const i = (n * 37) % 8000;
      const k = i % 5 === 4 ? i + 1 : i;
      return { tenant: TENANTS[k % 3], language: LANGUAGES[Math.floor(k / 3) % 5], slug: `page-${k}` };
    };
    const first = await client.fetch(query, paramsFor(1));
    if (!first) throw new Error('the page query found nothing: the bench data is wrong');

    const time = async (q: string, n: number, perspective: 'published' | 'drafts') => {
      const times: number[] = [];
      for (let i = 0; i < n + 20; i++) {
        const t0 = performance.now();
        await client.fetch(q, paramsFor(i), { perspective });
        if (i >= 20) times.push(performance.now() - t0);
      }
      return times;
    };
    const http = await time(query, 300, 'published');
    const httpDrafts = await time(query, 100, 'drafts');
    const httpList = await time(listQuery, 100, 'published');

    // The same query evaluated by groq-js alone, on the same published documents in an array.
    const published = docs.filter((d) => !String(d._id).startsWith('drafts.'));
    const tree = parse(query);
    const plain: number[] = [];
    for (let i = 0; i < 70; i++) {
      const t0 = performance.now();
      await (await evaluate(tree, { dataset: published, params: paramsFor(i) })).get();
      if (i >= 20) plain.push(performance.now() - t0);
    }

    // Listen latency: time from the mutation's acknowledgement to the event at the subscriber.
    const arrivals = new Map<string, number>();
    let welcomed: () => void = () => {};
    const welcome = new Promise<void>((r) => {
      welcomed = r;
    });
    const sub = client
      .listen('*[_type == "vehiclePage" && tenant == $tenant]', { tenant: 'cars' }, {
        events: ['welcome', 'mutation'],
        includeResult: false,
      } as never)
      .subscribe((e: unknown) => {
        const ev = e as { type: string; transactionId?: string };
        if (ev.type === 'welcome') welcomed();
        if (ev.type === 'mutation' && ev.transactionId) arrivals.set(ev.transactionId, performance.now());
      });
    await welcome;
    const delays: number[] = [];
    for (let i = 0; i < 60; i++) {
      const tx = `bench-${i}`;
      await client.mutate([{ patch: { id: 'vehiclePage-0', set: { title: `Edited ${i}` } } }], {
        transactionId: tx,
      });
      const acked = performance.now();
      const deadline = acked + 1000;
      while (!arrivals.has(tx) && performance.now() < deadline) await new Promise((r) => setImmediate(r));
      const at = arrivals.get(tx);
      delays.push(at === undefined ? Number.POSITIVE_INFINITY : Math.max(0, at - acked));
    }
    sub.unsubscribe();

    const m = median(http);
    const ratio = m / median(plain);
    console.log(
      `page query over HTTP (published): median ${m.toFixed(2)} ms, p95 ${pct(http, 0.95).toFixed(2)} ms  [bar: median < 10 ms]`,
    );
    console.log(`page query over HTTP (drafts):    median ${median(httpDrafts).toFixed(2)} ms`);
    console.log(`list query (order, slice, deref): median ${median(httpList).toFixed(2)} ms`);
    console.log(`plain groq-js evaluate, same query and data: median ${median(plain).toFixed(2)} ms`);
    console.log(
      `ratio HTTP / plain groq-js: ${ratio.toFixed(3)} (below 1: the lake's equality indexes skip documents groq-js would scan)`,
    );
    console.log(
      `listen event after acknowledgement: median ${median(delays).toFixed(2)} ms, max ${Math.max(...delays).toFixed(2)} ms  [bar: < 50 ms]`,
    );
    if (!(m < 10)) {
      console.error('BAR MISSED: page query median is not under 10 ms');
      failed = true;
    }
    if (!(Math.max(...delays) < 50)) {
      console.error('BAR MISSED: a listen event took 50 ms or more after the acknowledgement');
      failed = true;
    }
  } finally {
    await lake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
