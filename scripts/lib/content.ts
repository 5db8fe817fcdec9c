import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_WEBHOOK_FILTER, CONTENT_WEBHOOK_PROJECTION } from '../../booking/rules/content-sync.ts';
import { DEFAULT_HOST_MAP, LOCAL_SITE_HOSTS } from '../../domain/brands.ts';
import { Auth } from '../../lake/auth.ts';
import { type RunningLake, resolveOptions, startLake } from '../../lake/index.ts';
import { Store } from '../../lake/store.ts';
import type { WebhookConfig } from '../../lake/webhooks.ts';
import { DATA_DIR, localSecret, ROOT } from './runtime.ts';

export const LAKE_HTTP_PORT = Number(process.env.LAKE_HTTP_PORT ?? 3333);
export const LAKE_HTTPS_PORT = Number(process.env.LAKE_HTTPS_PORT ?? 3334);
export const STUDIO_PORT = Number(process.env.STUDIO_PORT ?? 3335);
export const LAKE_DIR = process.env.LAKE_DATA_DIR ?? join(DATA_DIR, 'lake');
export const STUDIO_ADMIN_EMAIL = 'admin@vegur.local';

/**
 * What the Studio bundle has baked in (SANITY_STUDIO_* variables): the lake's HTTPS address and
 * each brand's site origin for the Presentation tool. Explicit SANITY_STUDIO_* values win, then
 * SITE_ORIGINS (production), then the local ports `npm start` uses.
 */
export function studioBuildEnv(
  env: Record<string, string | undefined> = process.env,
): Record<string, string> {
  const port = env.PORT ?? '3000';
  const origins = new Map(
    (env.SITE_ORIGINS ?? '')
      .split(',')
      .map((entry) => entry.split('=').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0] && pair[1])),
  );
  const result: Record<string, string> = {};
  const studioProject = env.SANITY_STUDIO_PROJECT_ID || env.SANITY_PROJECT_ID;
  const hosted = Boolean(studioProject && studioProject !== 'local');
  // Hosted Sanity needs no API host: the client then uses the project's own API domain.
  const apiHost =
    env.SANITY_STUDIO_API_HOST ?? (hosted ? undefined : `https://localhost:${env.LAKE_HTTPS_PORT ?? '3334'}`);
  if (apiHost) result.SANITY_STUDIO_API_HOST = apiHost;
  for (const [tenant, host] of Object.entries(LOCAL_SITE_HOSTS)) {
    const name = `SANITY_STUDIO_SITE_URL_${tenant.toUpperCase()}`;
    result[name] = (env[name] ?? origins.get(tenant) ?? `http://${host}:${port}`).replace(/\/$/, '');
    // The Operations tool calls the brand's booking API; unset, it is the site's /functions/v1.
    const booking = `SANITY_STUDIO_BOOKING_URL_${tenant.toUpperCase()}`;
    if (env[booking]) result[booking] = (env[booking] as string).replace(/\/$/, '');
  }
  return result;
}

/** Embedded content unless production names a hosted Sanity project. */
export function usesLocalLake(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.SANITY_PROJECT_ID || env.SANITY_PROJECT_ID === 'local';
}

/**
 * The first start creates a Studio administrator with a random password (written to the data
 * folder and printed), instead of a login bypass: the lake's login stays real.
 */
export function ensureStudioAdmin(): { email: string; password: string; created: boolean } {
  const passwordFile = join(DATA_DIR, 'studio-admin-password');
  const existed = existsSync(passwordFile);
  const password = localSecret('studio-admin-password');
  if (!existed) {
    const store = new Store(LAKE_DIR);
    try {
      new Auth(store, undefined).addUser({
        email: STUDIO_ADMIN_EMAIL,
        name: 'Vegur Admin',
        role: 'administrator',
        password,
      });
    } catch (error) {
      // A previous data folder may already hold the user: keep it, forget the new password.
      writeFileSync(passwordFile, '', { mode: 0o600 });
      throw new Error(`Could not create the Studio admin (${String(error)}); delete .data/ to start over.`);
    } finally {
      store.close();
    }
  }
  return { email: STUDIO_ADMIN_EMAIL, password, created: !existed };
}

export function localCorsOrigins(sitePort = process.env.PORT ?? '3000'): string[] {
  return [
    `http://localhost:${STUDIO_PORT}`,
    `http://127.0.0.1:${STUDIO_PORT}`,
    `http://127.0.0.1:${sitePort}`,
    // The car brand answers on both localhost and cars.localhost (README): both open the stream.
    ...['localhost', ...Object.keys(DEFAULT_HOST_MAP), ...Object.values(LOCAL_SITE_HOSTS)].map(
      (host) => `http://${host}:${sitePort}`,
    ),
  ].filter((o, i, all) => all.indexOf(o) === i);
}

/**
 * The Studio on the lake's own HTTPS origin, under the host its client calls (the project id in
 * front of the API host), so that the page and its API share one origin and one certificate.
 */
export function lakeStudioUrl(): string {
  const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local';
  return `https://${projectId}.localhost:${LAKE_HTTPS_PORT}/`;
}

/**
 * The lake delivers content changes to the booking service the way hosted Sanity does: a
 * GROQ-powered webhook with the filter and projection the README tells operators to create on
 * sanity.io/manage, signed with a secret the site verifies (SANITY_WEBHOOK_SECRET).
 */
export function bookingContentWebhook(sitePort: string, secret: string): WebhookConfig {
  return {
    name: 'booking-content',
    url: `http://127.0.0.1:${sitePort}/functions/v1/content/webhook`,
    filter: CONTENT_WEBHOOK_FILTER,
    projection: CONTENT_WEBHOOK_PROJECTION,
    on: ['create', 'update', 'delete'],
    secret,
  };
}

export async function startLocalLake(
  adminToken: string,
  webhooks: WebhookConfig[] = [],
): Promise<RunningLake> {
  return startLake({
    dataDir: LAKE_DIR,
    httpPort: LAKE_HTTP_PORT,
    httpsPort: LAKE_HTTPS_PORT,
    adminToken,
    // The built Studio on the lake's HTTPS origin too: one accepted certificate covers both.
    appDir: join(ROOT, 'studio', 'dist'),
    // Exactly the Studio and the site this start serves (each brand's development host opens the
    // live-content event stream too), not every local port.
    ...(process.env.LAKE_CORS_ORIGINS ? {} : { corsOrigins: localCorsOrigins() }),
    // Webhooks of LAKE_WEBHOOKS, and the ones this start wires.
    webhooks: [...resolveOptions().webhooks, ...webhooks],
  });
}

/**
 * The site's content token: a viewer (reads drafts in draft mode, checks the Presentation tool's
 * preview secret, never writes). The administrator token stays with seeding and tests. Created
 * once into the data folder; recreated when the lake no longer knows it (lake data deleted).
 */
export function ensureSiteReadToken(): string {
  const file = join(DATA_DIR, 'lake-site-token');
  const store = new Store(LAKE_DIR);
  try {
    const auth = new Auth(store, undefined);
    const existing = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
    const known = existing ? auth.resolve(existing) : undefined;
    if (existing && known && known.kind !== 'anonymous') return existing;
    const { token } = auth.createToken('Site (viewer)', 'viewer');
    writeFileSync(file, token, { mode: 0o600 });
    return token;
  } finally {
    store.close();
  }
}
