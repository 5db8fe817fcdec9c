/**
 * `npm run perf` — Lighthouse (mobile profile, Debian Chromium) and first-load JavaScript of the
 * home page, one vehicle page and the Vehicles step opened by a deep link, for every brand, against
 * a running `npm start`.
 *
 *   npm start                       # in one terminal (PORT defaults to 3000)
 *   npm run perf                    # in another; BASE_PORT=3100 to aim elsewhere
 *
 * Bars (issue 7): performance ≥ 95 and accessibility 100; first-load JS of the home page under
 * 150 kB compressed. The Vehicles step (issue 17), rendered per request with live availability:
 * performance ≥ 90 and accessibility 100. Lighthouse simulates a slow phone by multiplying the machine's own CPU time,
 * so run it on a quiet machine: a parallel build doubles total blocking time.
 *
 * Each page is measured LIGHTHOUSE_RUNS times (default 5) and the median run by performance score
 * is reported, as Lighthouse's variability guide and Lighthouse CI do. Each page is requested once
 * first: pages are rendered on their first request and cached, and visitors get the cached page.
 * Headless Chromium sometimes holds the first frame for about a second after the page is ready to
 * paint (viz BeginFrame throttling, GoogleChrome/lighthouse#17148); Lighthouse then counts every
 * request made before that late paint as needed for it. Such runs are counted in the "held"
 * column: the first paint came after the load event. Held paints follow the document's time to
 * first byte: the same HTML served after 20, 50 and 110 ms held 0/6, 3/6 and 7/8 runs here, which
 * is why pages are served from the cache rather than rendered per request.
 *
 * Lighthouse's simulated phone is this machine's CPU slowed down four times, so the figures move
 * with the machine: the "cpu" column is the range of Lighthouse's own CPU benchmark over the runs
 * (its benchmarkIndex; higher is faster). On one 2-core machine of this project's kind, with the
 * benchmark at 1,200–2,500, a hello-world Next.js 16 App Router page (one client component)
 * scored 89–96 with 220–360 ms of total blocking time: the framework's own start-up is most of
 * the budget there. Compare runs on the same machine, and look at TBT and the held count first.
 */
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createClient } from '@sanity/client';
import { type PageLinkTarget, pagePath } from '../../schemas/lib/page-path.ts';
import { PAGE_LINKS_QUERY } from '../../schemas/queries.ts';

const run = promisify(execFile);
const port = Number(process.env.BASE_PORT ?? process.env.PORT ?? 3000);
const lakeUrl = process.env.SANITY_API_HOST ?? `http://127.0.0.1:${process.env.LAKE_HTTP_PORT ?? 3333}`;
const dataDir = process.env.DATA_DIR ?? '.data';
const TENANTS = ['cars', 'campers', 'lease'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

interface Run {
  performance: number;
  accessibility: number;
  lcp: string;
  tbt: string;
  cls: string;
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster). */
  cpu: number;
  held: boolean;
}

interface Row extends Omit<Run, 'held' | 'cpu'> {
  cpu: string;
  page: string;
  runs: string;
  held: string;
}

async function vehiclePagePath(tenant: string): Promise<string | null> {
  const token = await readFile(join(dataDir, 'lake-site-token'), 'utf8')
    .catch(() => readFile(join(dataDir, 'lake-admin-token'), 'utf8'))
    .catch(() => undefined);
  const client = createClient({
    projectId: 'local',
    dataset: process.env.SANITY_DATASET ?? 'production',
    apiHost: lakeUrl,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: token?.trim(),
  });
  const pages = await client.fetch<(PageLinkTarget & { _type: string })[]>(PAGE_LINKS_QUERY, { tenant });
  for (const page of pages) {
    if (page._type !== 'vehiclePage' || (page as { language?: string }).language !== 'en') continue;
    const result = pagePath(page);
    if (result.path) return result.path;
  }
  return null;
}

/** GET through 127.0.0.1 with the brand's Host header: Node cannot resolve `*.localhost`. */
function get(url: URL): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, headers: { host: url.host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** Sum of the page's own script chunks, gzip-compressed as a server would send them. */
async function firstLoadJs(url: string): Promise<{ files: number; raw: number; gzip: number }> {
  const html = (await get(new URL(url))).toString('utf8');
  // `noModule` polyfills are never fetched by the browsers Lighthouse stands for.
  const sources = new Set(
    [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)]
      .filter((m) => !/nomodule/i.test(m[0]))
      .map((m) => m[1]!),
  );
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const body = await get(new URL(src, url));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, raw, gzip };
}

async function lighthouse(url: string): Promise<Run> {
  const output = join(tmpdir(), `lighthouse-${process.pid}-${Date.now()}.json`);
  await run(
    join('node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${output}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
  );
  const report = JSON.parse(await readFile(output, 'utf8')) as {
    environment?: { benchmarkIndex?: number };
    categories: Record<string, { score: number }>;
    audits: Record<
      string,
      {
        displayValue?: string;
        details?: { items?: { observedFirstPaint?: number; observedLoad?: number }[] };
      }
    >;
  };
  await rm(output, { force: true });
  const observed = report.audits.metrics?.details?.items?.[0];
  return {
    held: (observed?.observedFirstPaint ?? 0) > (observed?.observedLoad ?? Number.POSITIVE_INFINITY),
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    lcp: report.audits['largest-contentful-paint']?.displayValue ?? '?',
    tbt: report.audits['total-blocking-time']?.displayValue ?? '?',
    cls: report.audits['cumulative-layout-shift']?.displayValue ?? '?',
    cpu: Math.round(report.environment?.benchmarkIndex ?? 0),
  };
}

/**
 * A deep link to the Vehicles step two weeks ahead on a Wednesday (every seeded desk is open on
 * weekdays): three days for the rental brands, five weeks for the lease brand (30 days minimum).
 */
function vehiclesStepPath(tenant: string): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 14);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  const back = new Date(day);
  back.setUTCDate(back.getUTCDate() + (tenant === 'lease' ? 35 : 3));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const location = tenant === 'lease' ? 'rvk' : 'kef';
  const query = new URLSearchParams({
    pickupLocation: location,
    returnLocation: location,
    pickupDate: iso(day),
    pickupTime: '12:00',
    returnDate: iso(back),
    returnTime: '12:00',
  });
  return `/book/vehicles/?${query}`;
}

const rows: Row[] = [];
let failed = false;
for (const tenant of TENANTS) {
  const origin = `http://${tenant}.localhost:${port}`;
  const vehicle = await vehiclePagePath(tenant).catch((error: unknown) => {
    console.warn(`${tenant}: no vehicle page found (${String(error)})`);
    return null;
  });
  const steps = vehiclesStepPath(tenant);
  for (const path of ['/', ...(vehicle ? [vehicle] : []), steps]) {
    const page = `${origin}${path}`;
    // Pages are rendered on their first request and cached: measure what visitors get after that.
    await get(new URL(page));
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(
        await lighthouse(page).catch((error: unknown) => {
          console.error(`${page}: ${String((error as { stderr?: string }).stderr ?? error).trim()}`);
          return { performance: 0, accessibility: 0, lcp: '-', tbt: '-', cls: '-', cpu: 0, held: false };
        }),
      );
    }
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const { held: _held, cpu: _cpu, ...median } = sorted[Math.floor((sorted.length - 1) / 2)]!;
    const cpus = runs.map((run) => run.cpu).sort((a, b) => a - b);
    const row: Row = {
      page,
      ...median,
      cpu: `${cpus[0]}–${cpus[cpus.length - 1]}`,
      runs: runs.map((run) => run.performance).join(' '),
      held: `${runs.filter((run) => run.held).length}/${runs.length}`,
    };
    rows.push(row);
    const bar = path === steps ? 90 : 95;
    if (row.performance < bar || row.accessibility < 100) failed = true;
  }
  const js = await firstLoadJs(`${origin}/`);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`${tenant} home first-load JS: ${js.files} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip`);
  if (js.gzip >= 150 * 1024) failed = true;
}
console.table(rows);
console.log(
  failed
    ? 'bar missed (performance ≥ 95, Vehicles step ≥ 90, accessibility 100, JS < 150 kB)'
    : 'all bars met',
);
process.exitCode = failed ? 1 : 0;
