// `npm run cluster`: the site as several identical instances of one build, sharing PostgreSQL
// (bookings, files, background jobs) and Redis (page cache), as behind a load balancer
// (docs/deployment.md). Content comes from the local lake, which this starts too, unless
// SANITY_PROJECT_ID names hosted Sanity. Each instance is the site server (`next start` with
// scripts after the first paint, scripts/site-server.ts), configured by
// environment alone; point any load balancer at the printed addresses.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../booking/db/client.ts';
import { seedAll } from '../booking/seed/seed.ts';
import { buildWeb } from './build.ts';
import { bookingContentWebhook, ensureSiteReadToken, startLocalLake, usesLocalLake } from './lib/content.ts';
import {
  DATA_DIR,
  ensureSessionSecret,
  localSecret,
  QUIET_ENV,
  ROOT,
  SITE_SERVER,
  waitForHttp,
} from './lib/runtime.ts';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export interface Cluster {
  urls: string[];
  /** Each instance's environment, as it was started (for a restart or a look). */
  env: Record<string, string>;
  lakeUrl: string | null;
  lakeAdminToken: string | null;
  instances: ChildProcess[];
  stop(): Promise<void>;
}

/** The ports of the instances: CLUSTER_PORTS (comma-separated), else PORT and PORT + 10. */
export function clusterPorts(env: Record<string, string | undefined> = process.env): number[] {
  if (env.CLUSTER_PORTS) return env.CLUSTER_PORTS.split(',').map((p) => Number(p.trim()));
  const base = Number(env.PORT ?? 3000);
  return [base, base + 10];
}

export async function startCluster(ports = clusterPorts()): Promise<Cluster> {
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const first = String(ports[0]);
  const env: Record<string, string> = {
    ...QUIET_ENV,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX ?? 'vegur',
    FILE_STORAGE: 'database',
    SESSION_SECRET: ensureSessionSecret(),
    BOOKING_ADMIN_TOKEN: process.env.BOOKING_ADMIN_TOKEN ?? localSecret('booking-admin-token'),
    DATA_DIR,
  };
  let lake: Awaited<ReturnType<typeof startLocalLake>> | null = null;
  let lakeAdminToken: string | null = null;
  if (usesLocalLake()) {
    lakeAdminToken = process.env.LAKE_ADMIN_TOKEN ?? localSecret('lake-admin-token');
    const webhookSecret = process.env.SANITY_WEBHOOK_SECRET ?? localSecret('content-webhook-secret');
    // A load balancer's address would go here; the first instance stands in for it.
    lake = await startLocalLake(lakeAdminToken, [bookingContentWebhook(first, webhookSecret)]);
    Object.assign(env, {
      SANITY_PROJECT_ID: 'local',
      SANITY_DATASET: process.env.SANITY_DATASET ?? 'production',
      SANITY_API_HOST: lake.httpUrl,
      SANITY_API_READ_TOKEN: ensureSiteReadToken(),
      SANITY_WEBHOOK_SECRET: webhookSecret,
    });
    if (!existsSync(join(DATA_DIR, 'content-seeded'))) {
      const { seedFromStart } = await import('./lib/seed-on-start.ts');
      await seedFromStart(lake.httpUrl, lakeAdminToken);
    }
  }
  // The demo fleet, once: production databases are filled from the catalogue import instead.
  const database = await openDatabase({ url: databaseUrl });
  try {
    await seedAll(database);
  } finally {
    await database.close();
  }
  if (!existsSync(join(ROOT, 'web', '.next', 'BUILD_ID'))) await buildWeb();

  const instances = ports.map((port) => {
    const child = spawn(process.execPath, [SITE_SERVER], {
      cwd: join(ROOT, 'web'),
      env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    return child;
  });
  const urls = ports.map((port) => `http://127.0.0.1:${port}`);
  await Promise.all(urls.map((url) => waitForHttp(`${url}/functions/v1/openapi.json`, 120_000)));
  return {
    urls,
    env,
    lakeUrl: lake?.httpUrl ?? null,
    lakeAdminToken,
    instances,
    async stop() {
      await Promise.all(
        instances.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await lake?.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cluster = await startCluster();
  console.log(`
  Vegur cluster: ${cluster.urls.length} instances of one build, on PostgreSQL (${cluster.env.DATABASE_URL})
  and Redis (${cluster.env.REDIS_URL}):
${cluster.urls.map((url, i) => `    instance ${String.fromCharCode(65 + i)}   ${url}/`).join('\n')}
  ${cluster.lakeUrl ? `Content API  ${cluster.lakeUrl}/` : ''}
  Put any load balancer in front of them (docs/deployment.md). Press Ctrl+C to stop.
`);
  for (const child of cluster.instances)
    child.on('exit', (code, signal) => {
      console.error(`an instance stopped (${signal ?? code}); stopping the cluster.`);
      void cluster.stop().then(() => process.exit(code ?? 1));
    });
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
