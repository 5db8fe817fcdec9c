import { resolve } from 'node:path';
import { z } from 'zod';
import type { EditActivityOptions } from './edit-activity.ts';
import type { DeliveryOptions, WebhookConfig } from './webhooks.ts';

export interface LakeOptions {
  dataDir: string;
  /** 0 picks a free port (tests). */
  httpPort: number;
  /** 0 picks a free port; -1 switches HTTPS off. */
  httpsPort: number;
  host: string;
  adminToken: string | undefined;
  /** Allowed browser origins; entries may end in `:*` for any port. */
  corsOrigins: string[];
  /**
   * Host names (without port) the lake answers to; entries may start with `*.` for subdomains.
   * Anything else is refused, so a DNS-rebinding page cannot reach a lake bound to loopback.
   */
  allowedHosts: string[];
  /** Development only: the login page signs in as a local administrator without a password. */
  devAutoLogin: boolean;
  projectId: string;
  defaultDataset: string;
  quiet: boolean;
  /** Longest a query may evaluate before it is stopped and answered with a 4xx. */
  queryTimeoutMs: number;
  /** Worker threads evaluating queries (each one query at a time). */
  queryWorkers: number;
  /** Disk for rendered image transforms; least recently used renders go beyond it. */
  imageCacheMb: number;
  /** Longest one image transform may render; its render process is then stopped (400). */
  imageRenderSeconds: number;
  /**
   * Behind a reverse proxy that appends the client's address to `X-Forwarded-For`: per-client
   * limits (login throttle) key on that address instead of the proxy's socket address.
   */
  trustProxy: boolean;
  /**
   * A built single-page app (the Studio) served on the HTTPS origin for paths no API route
   * answers, so one accepted certificate covers the app and the API. Unset: none.
   */
  appDir?: string | undefined;
  /** GROQ-powered webhooks delivered on every matching commit (see webhooks.ts, docs/lake.md). */
  webhooks: WebhookConfig[];
  /** How long a publish waits for a draft another session is writing to be still (edit-activity.ts). */
  editActivity?: Partial<EditActivityOptions>;
  /** Retry timing of webhook deliveries (tests shorten it). */
  webhookDelivery?: Partial<Omit<DeliveryOptions, 'projectId' | 'quiet'>>;
}

const WebhookSchema = z.object({
  name: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'A webhook name is 1-64 letters, digits, _ . -'),
  url: z.url({ protocol: /^https?$/ }),
  dataset: z.string().optional(),
  filter: z.string().max(4000).optional(),
  projection: z.string().max(8000).optional(),
  on: z
    .array(z.enum(['create', 'update', 'delete']))
    .min(1)
    .optional(),
  secret: z.string().min(1).optional(),
  includeDrafts: z.boolean().optional(),
  httpMethod: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

/** `LAKE_WEBHOOKS`: a JSON array of webhook definitions (name, url, filter, projection, secret…). */
export function parseWebhooks(raw: string | undefined): WebhookConfig[] {
  if (!raw?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('LAKE_WEBHOOKS must be a JSON array of webhook definitions');
  }
  const parsed = z.array(WebhookSchema).safeParse(value);
  if (!parsed.success) throw new Error(`LAKE_WEBHOOKS: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The Studio's development server (`sanity dev`, port 3333) and the site (port 3000) on this
 * machine; `npm start` names its own ports. Not every local port: any program listening on
 * localhost would otherwise be trusted with an editor's credentials.
 */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:3333',
  'http://127.0.0.1:3333',
  'http://localhost:3000',
  'http://127.0.0.1:3000',
];

/** Loopback names; `*.localhost` covers the project subdomain the Studio's client calls. */
export const DEFAULT_ALLOWED_HOSTS = ['localhost', '*.localhost', '127.0.0.1', '::1'];

const port = z.coerce.number().int().min(-1).max(65535);

/** Configuration from the environment (LAKE_*), overridable by explicit options. */
export function resolveOptions(
  overrides: Partial<LakeOptions> = {},
  env: NodeJS.ProcessEnv = process.env,
): LakeOptions {
  const parsed = z
    .object({
      LAKE_DATA_DIR: z.string().min(1).default('.data/lake'),
      LAKE_HTTP_PORT: port.default(3333),
      LAKE_HTTPS_PORT: port.default(3334),
      LAKE_HOST: z.string().min(1).default('127.0.0.1'),
      LAKE_ADMIN_TOKEN: z.string().min(16, 'LAKE_ADMIN_TOKEN must be at least 16 characters').optional(),
      LAKE_CORS_ORIGINS: z.string().optional(),
      LAKE_DEV_AUTO_LOGIN: z.enum(['0', '1', 'true', 'false']).optional(),
      LAKE_DATASET: z.string().default('production'),
      LAKE_ALLOWED_HOSTS: z.string().optional(),
      LAKE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
      LAKE_QUERY_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
      LAKE_IMAGE_CACHE_MB: z.coerce.number().int().min(1).max(1_000_000).default(512),
      LAKE_IMAGE_RENDER_SECONDS: z.coerce.number().min(0.5).max(600).default(15),
      LAKE_TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).optional(),
      LAKE_WEBHOOKS: z.string().optional(),
    })
    .parse(env);
  const cors = parsed.LAKE_CORS_ORIGINS
    ? parsed.LAKE_CORS_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : DEFAULT_CORS_ORIGINS;
  const extraHosts = (parsed.LAKE_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const bound = parsed.LAKE_HOST.toLowerCase();
  const options: LakeOptions = {
    dataDir: parsed.LAKE_DATA_DIR,
    httpPort: parsed.LAKE_HTTP_PORT,
    httpsPort: parsed.LAKE_HTTPS_PORT,
    host: parsed.LAKE_HOST,
    adminToken: parsed.LAKE_ADMIN_TOKEN,
    corsOrigins: cors,
    allowedHosts: [
      ...DEFAULT_ALLOWED_HOSTS,
      ...(bound === '0.0.0.0' || bound === '::' ? [] : [bound]),
      ...extraHosts,
    ],
    devAutoLogin: parsed.LAKE_DEV_AUTO_LOGIN === '1' || parsed.LAKE_DEV_AUTO_LOGIN === 'true',
    projectId: 'local',
    defaultDataset: parsed.LAKE_DATASET,
    quiet: false,
    queryTimeoutMs: parsed.LAKE_QUERY_TIMEOUT_MS,
    queryWorkers: parsed.LAKE_QUERY_WORKERS,
    imageCacheMb: parsed.LAKE_IMAGE_CACHE_MB,
    imageRenderSeconds: parsed.LAKE_IMAGE_RENDER_SECONDS,
    trustProxy: parsed.LAKE_TRUST_PROXY === '1' || parsed.LAKE_TRUST_PROXY === 'true',
    webhooks: parseWebhooks(parsed.LAKE_WEBHOOKS),
  };
  const merged = {
    ...options,
    ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
  };
  const host = merged.host.toLowerCase();
  const allowedHosts =
    host === '0.0.0.0' || host === '::' || merged.allowedHosts.includes(host)
      ? merged.allowedHosts
      : [...merged.allowedHosts, host];
  return {
    ...merged,
    allowedHosts,
    dataDir: resolve(merged.dataDir),
    ...(merged.appDir ? { appDir: resolve(merged.appDir) } : {}),
  };
}

export function originAllowed(origin: string, allowed: string[]): boolean {
  for (const entry of allowed) {
    if (entry === '*') return true;
    if (entry === origin) return true;
    if (
      entry.endsWith(':*') &&
      origin.startsWith(entry.slice(0, -1)) &&
      /^\d+$/.test(origin.slice(entry.length - 1))
    ) {
      return true;
    }
    if (entry.endsWith(':*') && origin === entry.slice(0, -2)) return true;
  }
  return false;
}

/** Whether `hostHeader` (`name[:port]`, IPv6 in brackets) names one of the allowed hosts. */
export function hostAllowed(hostHeader: string | undefined, allowed: string[]): boolean {
  if (!hostHeader) return false;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(hostHeader.trim());
  if (!match?.[1]) return false;
  const name = match[1]
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  for (const entry of allowed) {
    if (entry === '*' || entry === name) return true;
    if (entry.startsWith('*.') && name.endsWith(entry.slice(1)) && name.length > entry.length - 1)
      return true;
  }
  return false;
}
