import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { type RunningLake, startLake } from '../../../lake/index.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface TestLake {
  lake: RunningLake;
  dataDir: string;
  /** A client with the admin token (or `token` when given; `null` for anonymous). */
  client(opts?: { token?: string | null; apiVersion?: string; dataset?: string }): SanityClient;
  stop(): Promise<void>;
}

export async function startTestLake(
  opts: { https?: boolean; devAutoLogin?: boolean } = {},
): Promise<TestLake> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lake-test-'));
  const lake = await startLake({
    dataDir,
    httpPort: 0,
    httpsPort: opts.https ? 0 : -1,
    host: '127.0.0.1',
    adminToken: ADMIN_TOKEN,
    corsOrigins: ['http://localhost:3000', 'https://studio.test'],
    devAutoLogin: opts.devAutoLogin ?? false,
    quiet: true,
  });
  return {
    lake,
    dataDir,
    client: (o = {}) =>
      createClient({
        projectId: 'local',
        dataset: o.dataset ?? 'production',
        apiHost: lake.httpUrl,
        useProjectHostname: false,
        useCdn: false,
        apiVersion: o.apiVersion ?? '2025-02-19',
        token: o.token === null ? undefined : (o.token ?? ADMIN_TOKEN),
        ignoreBrowserTokenWarning: true,
        maxRetries: 0,
      }),
    async stop() {
      await lake.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Raw fetch against the lake's HTTP port, for status codes and shapes the client hides. */
export function api(
  t: TestLake,
  path: string,
  init: RequestInit & { token?: string | null } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = init.token === undefined ? ADMIN_TOKEN : init.token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  return fetch(`${t.lake.httpUrl}${path}`, { ...init, headers });
}

export async function errorOf(
  promise: Promise<unknown>,
): Promise<{ statusCode: number; message: string; details?: unknown }> {
  try {
    await promise;
  } catch (err) {
    return err as { statusCode: number; message: string; details?: unknown };
  }
  throw new Error('expected the request to fail');
}
