import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LakeOptions } from '@lake/config.ts';
import { type RunningLake, startLake } from '@lake/index.ts';
import { createClient, type SanityClient } from '@sanity/client';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface TestLake {
  lake: RunningLake;
  dataDir: string;
  /** A client with the admin token (or `token` when given; `null` for anonymous). */
  client(opts?: { token?: string | null; apiVersion?: string; dataset?: string }): SanityClient;
  stop(): Promise<void>;
}

export async function startTestLake(
  opts: { https?: boolean; devAutoLogin?: boolean; options?: Partial<LakeOptions> } = {},
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
    ...opts.options,
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
  // What @sanity/client sends with a JSON body; the lake refuses bodies that do not say JSON.
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
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

export interface SseEvent {
  event: string;
  id?: string;
  data: Record<string, unknown>;
}

/** A raw event-stream reader, for what the client's EventSource wrapper does not expose. */
export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; next(timeoutMs?: number): Promise<SseEvent>; close(): void }> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseEvent[] = [];
  const parse = () => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end === -1) return;
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      let data = '';
      for (const line of frame.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      if (data) queue.push({ event, id, data: JSON.parse(data) as Record<string, unknown> });
    }
  };
  return {
    status: res.status,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (!reader) throw new Error('no body');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('timed out waiting for an event');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('timed out waiting for an event')), left),
          ),
        ]);
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
        parse();
      }
      return queue.shift() as SseEvent;
    },
    close: () => controller.abort(),
  };
}
