// Nested JSON bodies must not stall the server. The standalone booking
// server runs in its own process (embedded PGlite); four clients send 100 KB bodies of nested
// brackets as fast as the server answers them while one client measures GET /health. Bars:
// every nested body is a 400, /health p95 under 200 ms and its slowest answer under 500 ms.
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../booking/db/client.ts';
import { seedExchangeRates, seedTenant } from '../../booking/seed/seed.ts';
import { startBookingServer } from '../../booking/server.ts';
import { startChildServer } from './child-server.ts';

const TENANT = 'bench';
const CLIENTS = 4;
const SECONDS = 5;
const P95_BAR_MS = 200;
const MAX_BAR_MS = 500;

async function serve(): Promise<void> {
  const database = await openDatabase({ url: '', dataDir: 'memory' });
  await seedExchangeRates(database);
  await seedTenant(database, TENANT, { template: 'cars' });
  const server = await startBookingServer({
    database,
    sessionSecret: 'bench',
    hosts: {},
    defaultTenant: TENANT,
  });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
  process.on('SIGTERM', () => process.exit(0));
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

function send(
  url: string,
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        hostname,
        port,
        path: `/functions/v1${path}`,
        method,
        headers: {
          'x-tenant': TENANT,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function measure(): Promise<boolean> {
  const server = await startChildServer<{ url: string }>(fileURLToPath(import.meta.url), ['--serve']);
  const { url } = server.info;
  try {
    for (let i = 0; i < 200; i++) await send(url, 'GET', '/health');
    const bodies = [
      `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      `{"a":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_001)}`,
      '['.repeat(106_000),
    ];
    const paths = ['/search', '/reservations/find', '/public/afiliate/click', '/quote'];
    const deadline = performance.now() + SECONDS * 1000;
    const statuses = new Map<number, number>();
    let nestedMs = 0;
    const attackers = Array.from({ length: CLIENTS }, async (_, w) => {
      for (let i = w; performance.now() < deadline; i++) {
        const res = await send(url, 'POST', paths[i % paths.length] as string, bodies[i % bodies.length]);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        nestedMs = Math.max(nestedMs, res.ms);
      }
    });
    const health: number[] = [];
    const probe = (async () => {
      while (performance.now() < deadline) {
        health.push((await send(url, 'GET', '/health')).ms);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await Promise.all([...attackers, probe]);
    health.sort((a, b) => a - b);
    const [p50, p95] = [50, 95].map((p) => percentile(health, p));
    const max = health[health.length - 1] ?? Number.NaN;
    const nested = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${CLIENTS} clients, ${SECONDS} s: ${nested} nested bodies, answers ${JSON.stringify(Object.fromEntries(statuses))}, slowest ${nestedMs.toFixed(1)} ms`,
    );
    console.log(
      `/health meanwhile (n=${health.length}): p50 ${p50?.toFixed(1)} ms, p95 ${p95?.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    const ok = statuses.size === 1 && statuses.has(400) && (p95 ?? Infinity) < P95_BAR_MS && max < MAX_BAR_MS;
    console.log(
      ok ? 'bar met' : `bar missed (all 400, /health p95 < ${P95_BAR_MS} ms and max < ${MAX_BAR_MS} ms)`,
    );
    return ok;
  } finally {
    agent.destroy();
    await server.stop();
  }
}

if (process.argv.includes('--serve')) await serve();
else if (!(await measure())) process.exit(1);
