import { resolve } from 'node:path';
import { z } from 'zod';

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
  /** Development only: the login page signs in as a local administrator without a password. */
  devAutoLogin: boolean;
  projectId: string;
  defaultDataset: string;
  quiet: boolean;
}

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
];

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
    })
    .parse(env);
  const cors = parsed.LAKE_CORS_ORIGINS
    ? parsed.LAKE_CORS_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : DEFAULT_CORS_ORIGINS;
  const options: LakeOptions = {
    dataDir: parsed.LAKE_DATA_DIR,
    httpPort: parsed.LAKE_HTTP_PORT,
    httpsPort: parsed.LAKE_HTTPS_PORT,
    host: parsed.LAKE_HOST,
    adminToken: parsed.LAKE_ADMIN_TOKEN,
    corsOrigins: cors,
    devAutoLogin: parsed.LAKE_DEV_AUTO_LOGIN === '1' || parsed.LAKE_DEV_AUTO_LOGIN === 'true',
    projectId: 'local',
    defaultDataset: parsed.LAKE_DATASET,
    quiet: false,
  };
  const merged = {
    ...options,
    ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
  };
  return { ...merged, dataDir: resolve(merged.dataDir) };
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
