// Availability-and-price search for one tenant with 500 units and 20,000 reservations, over HTTP
// against the standalone server in its own process. Runs on the embedded PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on that PostgreSQL server too (in a throw-away
// schema); BENCH_ENGINES=pglite,postgres picks. Bars, per engine: median under 30 ms and at
// least 300 searches per second; exits 1 when any engine misses one.
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../booking/db/client.ts';
import { seedExchangeRates, seedTenant } from '../../booking/seed/seed.ts';
import { startBookingServer } from '../../booking/server.ts';

const TENANT = 'bench';
const UNITS = 500;
const RESERVATIONS = 20_000;
const P50_BAR_MS = 30;
const THROUGHPUT_BAR = 300;

const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function serve(engine: string): Promise<void> {
  const url = engine === 'postgres' ? PG_URL : undefined;
  const schema = `booking_bench_${process.pid}`;
  const database = await openDatabase(url ? { url, schema } : { url: '', dataDir: 'memory' });
  await seedExchangeRates(database);
  await seedTenant(database, TENANT, { template: 'cars' });
  // Replace the seed fleet by exactly 500 units spread over the classes and the two big offices.
  await database.exec(`DELETE FROM units WHERE tenant = '${TENANT}'`);
  await database.exec(`
    INSERT INTO units (tenant, class_id, location_id, plate)
    SELECT '${TENANT}', c.id, CASE WHEN g % 3 = 0 THEN 'rvk' ELSE 'kef' END, 'B' || g
      FROM generate_series(0, ${UNITS - 1}) g
      JOIN (SELECT id, row_number() OVER (ORDER BY sort) - 1 AS n, count(*) OVER () AS total FROM vehicle_classes WHERE tenant = '${TENANT}') c
        ON c.n = g % c.total`);
  // 40 back-to-back rentals of 3 to 9 days per unit over the coming year, with gaps.
  await database.exec(`
    WITH u AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM units WHERE tenant = '${TENANT}'),
    r AS (
      SELECT u.id AS unit_id, k, u.n,
             (date_trunc('day', now()) + ((k * 10 + (u.n % 5)) || ' days')::interval + interval '12 hours') AS pickup,
             (3 + ((u.n + k) % 7)) AS days
        FROM u, generate_series(0, ${RESERVATIONS / UNITS - 1}) k)
    INSERT INTO reservations (id, tenant, reference, status, class_id, unit_id, pickup_location_id, return_location_id,
                              pickup_at, return_at, email, customer, options, price, total, due_now, balance)
    SELECT md5(r.unit_id || '-' || r.k)::uuid, '${TENANT}', 'B' || r.unit_id || '-' || r.k, 'confirmed', un.class_id, r.unit_id,
           un.location_id, un.location_id, r.pickup, r.pickup + (r.days || ' days')::interval, 'bench@example.com',
           '{}', '{}', '{}', 100000, 25000, 75000
      FROM r JOIN units un ON un.id = r.unit_id`);
  await database.exec(`
    INSERT INTO allocations (tenant, unit_id, reservation_id, period)
    SELECT tenant, unit_id, id, tstzrange(pickup_at, return_at + interval '2 hours') FROM reservations WHERE tenant = '${TENANT}';
    ANALYZE`);
  const [counts] = await database.query<{ units: number; reservations: number }>(
    `SELECT (SELECT count(*)::int FROM units WHERE tenant = $1) AS units, (SELECT count(*)::int FROM allocations WHERE tenant = $1) AS reservations`,
    [TENANT],
  );
  const server = await startBookingServer({
    database,
    sessionSecret: 'bench',
    hosts: {},
    defaultTenant: TENANT,
  });
  process.stdout.write(`${JSON.stringify({ url: server.url, engine: database.kind, ...counts })}\n`);
  // Exit through process.exit so --cpu-prof (BENCH_PROFILE) gets written, and drop the schema.
  process.on('SIGTERM', () => {
    const drop = url
      ? database.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined)
      : Promise.resolve();
    void drop.then(() => process.exit(0));
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function searchBody(i: number) {
  const start = new Date(Date.now() + (3 + (i % 300)) * 86_400_000);
  const end = new Date(start.getTime() + (2 + (i % 12)) * 86_400_000);
  const loc = i % 4 === 0 ? 'rvk' : 'kef';
  return JSON.stringify({
    pickupLocationId: loc,
    returnLocationId: i % 5 === 0 ? 'rvk' : loc,
    pickupDate: start.toISOString().slice(0, 10),
    pickupTime: '12:00',
    returnDate: end.toISOString().slice(0, 10),
    returnTime: '12:00',
    currency: i % 2 ? 'EUR' : 'ISK',
  });
}

// node:http with keep-alive rather than fetch: on two cores the client's own CPU use would
// otherwise be measured as the server's slowness.
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function one(url: string, i: number): Promise<number> {
  const t0 = performance.now();
  const body = searchBody(i);
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname,
        port,
        path: '/functions/v1/search',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-tenant': TENANT,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode !== 200 || !text.includes('"vehicles"')) {
            reject(new Error(`search failed: ${res.statusCode} ${text.slice(0, 300)}`));
          } else resolve(performance.now() - t0);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function measure(engine: string): Promise<boolean> {
  // BENCH_PROFILE=<dir> writes a CPU profile of the server.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', fileURLToPath(import.meta.url), '--serve', engine],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    },
  );
  const info = await new Promise<{ url: string; engine: string; units: number; reservations: number }>(
    (resolve, reject) => {
      let buffer = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const line = buffer.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line));
      });
      child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
    },
  );
  try {
    console.log(`engine ${info.engine}: ${info.units} units, ${info.reservations} reservations`);
    // A long-running server is JIT-compiled; measure that, not the first few hundred calls.
    for (let i = 0; i < 1500; i++) await one(info.url, i);
    const latencies: number[] = [];
    for (let i = 0; i < 1000; i++) latencies.push(await one(info.url, i * 7));
    latencies.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));

    const concurrency = 16;
    const seconds = 5;
    let done = 0;
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async (_, w) => {
        for (let i = w; performance.now() < deadline; i += concurrency) {
          await one(info.url, i);
          done++;
        }
      }),
    );
    const throughput = done / ((performance.now() - started) / 1000);
    console.log(
      `search latency (sequential, n=1000): p50 ${p50?.toFixed(1)} ms, p95 ${p95?.toFixed(1)} ms, p99 ${p99?.toFixed(1)} ms`,
    );
    console.log(
      `throughput (${concurrency} concurrent clients, ${seconds} s): ${throughput.toFixed(0)} searches/s`,
    );
    const ok = (p50 ?? Infinity) < P50_BAR_MS && throughput >= THROUGHPUT_BAR;
    console.log(ok ? 'bar met' : `bar missed (p50 < ${P50_BAR_MS} ms and >= ${THROUGHPUT_BAR}/s)`);
    return ok;
  } finally {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) {
  await serve(process.argv[serveAt + 1] ?? 'pglite');
} else {
  const engines = (process.env.BENCH_ENGINES ?? (PG_URL ? 'pglite,postgres' : 'pglite')).split(',');
  let ok = true;
  for (const engine of engines) {
    if (engine === 'postgres' && !PG_URL)
      throw new Error('postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    console.log(`\n-- ${engine}`);
    ok = (await measure(engine)) && ok;
  }
  process.exitCode = ok ? 0 : 1;
}
