// `npm start`: the whole system on embedded defaults. `npm run dev`: the same with hot reload.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_HOSTS, LOCAL_SITE_HOSTS } from '../domain/brands.ts';
import { buildStudio, buildWeb, studioBuildIsCurrent } from './build.ts';
import {
  bookingContentWebhook,
  ensureSiteReadToken,
  ensureStudioAdmin,
  lakeStudioUrl,
  STUDIO_PORT,
  startLocalLake,
  usesLocalLake,
} from './lib/content.ts';
import {
  DATA_DIR,
  ensureSessionSecret,
  localSecret,
  NEXT_BIN,
  ROOT,
  SITE_SERVER,
  supervise,
} from './lib/runtime.ts';
import { serveStatic } from './lib/static-server.ts';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const sessionSecret = ensureSessionSecret();
const siteEnv: Record<string, string> = {
  SESSION_SECRET: sessionSecret,
  PORT: port,
  DATA_DIR,
  BOOKING_UPLOAD_DIR: process.env.BOOKING_UPLOAD_DIR ?? join(DATA_DIR, 'uploads'),
  // Staff endpoints (/functions/v1/admin/…) on embedded defaults: a token made once in the data
  // folder, like the lake's admin token; production sets its own.
  BOOKING_ADMIN_TOKEN: process.env.BOOKING_ADMIN_TOKEN ?? localSecret('booking-admin-token'),
};
const lines: string[] = [];

if (usesLocalLake()) {
  const adminToken = process.env.LAKE_ADMIN_TOKEN ?? localSecret('lake-admin-token');
  const admin = ensureStudioAdmin();
  const siteToken = ensureSiteReadToken();
  // Content changes reach the booking service by the lake's signed webhook (docs/booking.md).
  const webhookSecret = process.env.SANITY_WEBHOOK_SECRET ?? localSecret('content-webhook-secret');
  const lake = await startLocalLake(adminToken, [bookingContentWebhook(port, webhookSecret)]);
  Object.assign(siteEnv, {
    SANITY_PROJECT_ID: 'local',
    SANITY_DATASET: process.env.SANITY_DATASET ?? 'production',
    SANITY_API_HOST: lake.httpUrl,
    SANITY_API_READ_TOKEN: siteToken,
    SANITY_STUDIO_URL: `http://localhost:${STUDIO_PORT}`,
    // The same Studio on the lake's HTTPS origin frames the site in its Presentation tool too.
    STUDIO_FRAME_ORIGINS: lakeStudioUrl(),
    SANITY_WEBHOOK_SECRET: webhookSecret,
  });

  const seedModule = join(ROOT, 'scripts', 'seed', 'index.ts');
  if (existsSync(seedModule) && !existsSync(join(DATA_DIR, 'content-seeded'))) {
    const { seedFromStart } = await import('./lib/seed-on-start.ts');
    await seedFromStart(lake.httpUrl, adminToken);
  }

  const studioDist = join(ROOT, 'studio', 'dist');
  // Rebuilt also when the bundle was built for other ports (e.g. `npm run build`, then e2e's port).
  if (!studioBuildIsCurrent()) await buildStudio();
  await serveStatic(studioDist, STUDIO_PORT);
  const login = `${admin.email} / ${admin.created ? admin.password : 'password in .data/studio-admin-password'}`;
  lines.push(
    `    Studio       http://localhost:${STUDIO_PORT}/   (${login})`,
    `                 First visit: it asks you to accept the local content lake's certificate once (a link, then`,
    `                 the browser's warning), or trust ${lake.caPath} for good (docs/lake.md).`,
    `                 Also on the lake's own origin: ${lakeStudioUrl()} (one address and certificate for both).`,
    `    Content API  ${lake.httpUrl}/ (server)  ${lake.httpsUrl}/ (browsers, HTTP/2)`,
  );
}

if (!dev && !existsSync(join(ROOT, 'web', '.next', 'BUILD_ID'))) await buildWeb();

// SITE_CPU_PROFILE_DIR: the site process writes a V8 CPU profile there when it stops (Node refuses
// --cpu-prof in NODE_OPTIONS); docs/performance.md says how to read it.
const profileArgs = process.env.SITE_CPU_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SITE_CPU_PROFILE_DIR}`]
  : [];
supervise(
  'site',
  process.execPath,
  [...profileArgs, ...(dev ? [NEXT_BIN, 'dev', '-p', port] : [SITE_SERVER])],
  {
    cwd: join(ROOT, 'web'),
    env: dev ? siteEnv : { ...siteEnv, NODE_ENV: 'production' },
  },
);

console.log(`
  Vegur is starting${dev ? ' (development, hot reload)' : ''}:
    Car rental   http://${LOCAL_SITE_HOSTS.cars}:${port}/   (also http://${DEV_HOSTS.cars}:${port}/)
    Campers      http://${LOCAL_SITE_HOSTS.campers}:${port}/
    Lease        http://${LOCAL_SITE_HOSTS.lease}:${port}/
    German       http://localhost:${port}/de/   (es, fr, is likewise)
${lines.join('\n')}
  Press Ctrl+C to stop.
`);
