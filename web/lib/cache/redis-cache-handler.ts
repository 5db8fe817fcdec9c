/**
 * Next.js page, route and fetch cache in Redis (Next's documented `cacheHandler` interface), so
 * that every instance of the site reads and writes one cache: a page rendered by one instance is
 * served by all, a new instance starts warm, and `revalidateTag`/`revalidatePath` on any instance
 * expires the entry for all of them. Active only when `REDIS_URL` is set (next.config.ts).
 *
 * This file is loaded by Next at run time with Node's own TypeScript support (type stripping), not
 * bundled: hence only erasable syntax and no imports of our own modules.
 *
 * Rules it keeps:
 * - A miss is a miss: unlike Next's file-system cache it never falls back to the pages prerendered
 *   at build time, which may be older than content published since (a new instance would serve
 *   them otherwise). The first request after a deploy renders, and every instance shares the result.
 * - Entries are per build (`BUILD_ID`): HTML from one build references that build's chunks.
 * - Tags live in one Redis hash (tag → time it expired); an entry whose tag expired after it was
 *   written is not served. Stale-while-revalidate profiles are treated as immediate expiry (one more
 *   blocking render, never an old page).
 * - Redis unavailable: reads miss and writes are dropped within `REDIS_CACHE_TIMEOUT_MS`, so the
 *   site keeps serving (rendering every page) instead of hanging.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@redis/client';

const TAGS_HEADER = 'x-next-cache-tags';
/** Upper bound on an entry's life in Redis when its route sets none (it is re-rendered then). */
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;

type RedisClient = ReturnType<typeof createClient>;

export interface CacheHandlerOptions {
  url: string;
  /** Namespace for every key (several sites or test runs on one Redis). */
  prefix: string;
  buildId: string;
  timeoutMs: number;
}

/** What Next stores; kept loose because Next's value types are internal. */
interface StoredValue {
  kind: string;
  tags?: string[];
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

interface Entry {
  lastModified: number;
  value: StoredValue | null;
  cacheControl?: { revalidate?: number | false; expire?: number };
}

interface GetContext {
  kind?: string;
  tags?: string[];
  softTags?: string[];
}

interface SetContext {
  tags?: string[];
  cacheControl?: { revalidate?: number | false; expire?: number };
  revalidate?: number | false;
}

const clients = new Map<string, { client: RedisClient; ready: Promise<RedisClient | null> }>();
let lastErrorLog = 0;

function logError(message: string, error: unknown): void {
  // At most one line a minute: a Redis outage must not flood the log on every request.
  if (Date.now() - lastErrorLog < 60_000) return;
  lastErrorLog = Date.now();
  console.error(`[redis-cache] ${message}: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * One connection per process and URL, shared by the per-request handler instances Next creates.
 * While Redis is down the client keeps reconnecting in the background; callers time out meanwhile.
 */
function connection(url: string): Promise<RedisClient | null> {
  let slot = clients.get(url);
  if (!slot) {
    const client: RedisClient = createClient({
      url,
      // Fail fast while disconnected instead of queueing: a page render must not wait for Redis.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
    });
    client.on('error', (error: unknown) => logError('connection', error));
    const ready = client.connect().then(
      () => client,
      (error: unknown) => {
        logError('connect', error);
        clients.delete(url);
        return null;
      },
    );
    slot = { client, ready };
    clients.set(url, slot);
  }
  return slot.ready;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** JSON with Buffers and Maps (page RSC payloads and segment data) kept intact. */
export function serialize(entry: Entry): string {
  return JSON.stringify(entry, function replacer(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    if (Buffer.isBuffer(raw) || raw instanceof Uint8Array)
      return { $buf: Buffer.from(raw).toString('base64') };
    return value;
  });
}

export function deserialize(text: string): Entry {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      if (typeof record.$buf === 'string' && Object.keys(record).length === 1)
        return Buffer.from(record.$buf, 'base64');
      if (Array.isArray(record.$map) && Object.keys(record).length === 1)
        return new Map(record.$map as [string, unknown][]);
    }
    return value;
  }) as Entry;
}

/** Every tag that expires an entry: its own, the fetch's, and the implicit path tags of its page. */
export function entryTags(entry: Entry, ctx: GetContext): string[] {
  const tags = new Set<string>([...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...(entry.value?.tags ?? [])]);
  const header = entry.value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

function readBuildId(serverDistDir: string | undefined): string {
  if (process.env.REDIS_CACHE_BUILD_ID) return process.env.REDIS_CACHE_BUILD_ID;
  if (!serverDistDir) return 'dev';
  try {
    return readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

export function optionsFromEnv(serverDistDir?: string): CacheHandlerOptions | null {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  return {
    url,
    prefix: process.env.REDIS_KEY_PREFIX || 'vegur',
    buildId: readBuildId(serverDistDir),
    timeoutMs: Number(process.env.REDIS_CACHE_TIMEOUT_MS ?? 1_000),
  };
}

export default class RedisCacheHandler {
  readonly options: CacheHandlerOptions | null;

  constructor(ctx: { serverDistDir?: string; options?: CacheHandlerOptions }) {
    this.options = ctx.options ?? optionsFromEnv(ctx.serverDistDir);
  }

  private entryKey(key: string): string {
    const options = this.options!;
    return `${options.prefix}:${options.buildId}:entry:${key}`;
  }

  private tagsKey(): string {
    return `${this.options!.prefix}:tags`;
  }

  private async client(): Promise<RedisClient | null> {
    if (!this.options) return null;
    const client = await withTimeout(connection(this.options.url), this.options.timeoutMs).catch(
      (error: unknown) => {
        logError('connect', error);
        return null;
      },
    );
    return client?.isReady ? client : null;
  }

  async get(key: string, ctx: GetContext = {}): Promise<Entry | null> {
    const client = await this.client();
    if (!client || !this.options) return null;
    try {
      const text = await withTimeout(client.get(this.entryKey(key)), this.options.timeoutMs);
      if (!text) return null;
      const entry = deserialize(text);
      const tags = entryTags(entry, ctx);
      if (tags.length > 0) {
        const expiredAt = await withTimeout(client.hmGet(this.tagsKey(), tags), this.options.timeoutMs);
        const now = Date.now();
        for (const at of expiredAt) {
          const when = at === null ? Number.NaN : Number(at);
          if (when > entry.lastModified && when <= now) return null;
        }
      }
      return entry;
    } catch (error) {
      logError(`get ${key}`, error);
      return null;
    }
  }

  async set(key: string, data: StoredValue | null, ctx: SetContext = {}): Promise<void> {
    const client = await this.client();
    if (!client || !this.options) return;
    const value = data && ctx.tags && data.kind === 'FETCH' ? { ...data, tags: ctx.tags } : data;
    const entry: Entry = { lastModified: Date.now(), value, cacheControl: ctx.cacheControl };
    const expire = ctx.cacheControl?.expire;
    const ttl =
      typeof expire === 'number' && expire > 0 && expire < DEFAULT_TTL_SECONDS ? expire : DEFAULT_TTL_SECONDS;
    try {
      await withTimeout(
        client.set(this.entryKey(key), serialize(entry), {
          expiration: { type: 'EX', value: Math.ceil(ttl) },
        }),
        this.options.timeoutMs,
      );
    } catch (error) {
      logError(`set ${key}`, error);
    }
  }

  async revalidateTag(tags: string | string[], _durations?: { expire?: number }): Promise<void> {
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean);
    if (list.length === 0) return;
    const client = await this.client();
    if (!client || !this.options) {
      // Not silently: an expiry that did not reach Redis leaves other instances serving the old page.
      logError('revalidateTag', new Error(`Redis unavailable; ${list.join(', ')} not expired`));
      return;
    }
    // Every profile expires now (see above): one more blocking render, never an old page.
    const at = Date.now();
    try {
      await withTimeout(
        client.hSet(this.tagsKey(), Object.fromEntries(list.map((tag) => [tag, String(at)]))),
        this.options.timeoutMs,
      );
    } catch (error) {
      logError('revalidateTag', error);
    }
  }

  resetRequestCache(): void {}
}

/** Closes the shared connections (tests and graceful shutdown). */
export function closeRedisCacheConnections(): void {
  for (const { client } of clients.values()) client.destroy();
  clients.clear();
}
