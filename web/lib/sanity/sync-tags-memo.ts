/**
 * Which sync tags a published query's answer carries, remembered per server process.
 *
 * next-sanity's `sanityFetch` asks the content API twice for every read: once, never cached, only
 * to learn the answer's sync tags, then again through Next's data cache under those tags. On the
 * booking steps (dynamic pages, a dozen content reads each) the uncached half was most of the
 * content cost: a CPU profile of the Vehicles step put about a quarter of the server's busy time
 * in content reads (docs/performance.md). Remembering the tags turns a warm read into one
 * data-cache hit.
 *
 * Staleness: the tags only say which cache entries a change must expire. Every content change
 * reaches this process through its live-events listener and `/api/revalidate`, which forgets
 * everything here before expiring the cache, so the next read asks for fresh tags. The short
 * lifetime bounds the damage if an event is ever missed while the listener reconnects.
 * Kept on `globalThis`: Next bundles route handlers and pages separately, and both must see one map.
 */
export const SYNC_TAGS_MEMO_TTL_MS = 60_000;
export const SYNC_TAGS_MEMO_MAX_ENTRIES = 2_000;

interface Entry {
  tags: string[];
  at: number;
}

const STORE = Symbol.for('vegur.sanity.syncTagsMemo');

function store(): Map<string, Entry> {
  const holder = globalThis as { [STORE]?: Map<string, Entry> };
  holder[STORE] ??= new Map();
  return holder[STORE];
}

/** The memo's key for one query with its parameters. */
export function syncTagsKey(query: string, params: Record<string, unknown>): string {
  return JSON.stringify([query, params]);
}

export function recallSyncTags(key: string, now = Date.now()): string[] | undefined {
  const entry = store().get(key);
  if (!entry) return undefined;
  if (now - entry.at >= SYNC_TAGS_MEMO_TTL_MS) {
    store().delete(key);
    return undefined;
  }
  return entry.tags;
}

export function rememberSyncTags(key: string, tags: string[], now = Date.now()): void {
  const map = store();
  // Oldest first in insertion order: drop from the front when full.
  if (!map.has(key) && map.size >= SYNC_TAGS_MEMO_MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.delete(key);
  map.set(key, { tags, at: now });
}

/** Called on every content change: the next read of any query learns its tags afresh. */
export function forgetSyncTags(): void {
  store().clear();
}
