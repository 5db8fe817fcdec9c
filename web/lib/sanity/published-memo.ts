/**
 * What this server process remembers of published content between requests: which sync tags a
 * query's answer carries, and, for renders that answer one request only, the answer itself.
 *
 * Sync tags: next-sanity's `sanityFetch` asks the content API twice for every read, once never
 * cached only to learn the answer's sync tags, then again through Next's data cache under those
 * tags. On the booking steps (dynamic pages, a dozen content reads each) the uncached half was
 * most of the content cost (docs/performance.md). Remembering the tags turns a warm read into one
 * data-cache hit.
 *
 * Answers: even a data-cache hit went through `@sanity/client` (rxjs, get-it), Next's patched
 * `fetch` and a JSON parse of the cached body, about an eighth of the Vehicles step's CPU time in
 * a profile (docs/performance.md, "Where the server's time goes"). Dynamic pages (booking steps,
 * reservation pages) keep nothing in a page cache, so they need no cache tags and can take a
 * remembered answer as is. The answers are frozen: they are shared by every request, and a
 * component that changed one would change it for all (it throws instead).
 *
 * Staleness: every content change reaches this process through its live-events listener and
 * `/api/revalidate`, which forgets everything here, so the next read asks the lake. An answer
 * fetched while a change was being announced is not kept (the generation moved on while it was
 * in flight). The short lifetime bounds the damage if an event is ever missed while the listener
 * reconnects. Kept on `globalThis`: Next bundles route handlers and pages separately, and both
 * must see one memo.
 */
export const PUBLISHED_MEMO_TTL_MS = 60_000;
export const SYNC_TAGS_MEMO_MAX_ENTRIES = 2_000;
/** Answers are larger than tag lists; dynamic pages read a few dozen queries per brand and language. */
export const ANSWER_MEMO_MAX_ENTRIES = 500;

export interface RememberedAnswer {
  data: unknown;
  tags: string[];
}

interface Entry<T> {
  value: T;
  at: number;
}

interface Memo {
  tags: Map<string, Entry<string[]>>;
  answers: Map<string, Entry<RememberedAnswer>>;
  generation: number;
}

const STORE = Symbol.for('vegur.sanity.publishedMemo');

function memo(): Memo {
  const holder = globalThis as { [STORE]?: Memo };
  holder[STORE] ??= { tags: new Map(), answers: new Map(), generation: 0 };
  return holder[STORE];
}

function recall<T>(map: Map<string, Entry<T>>, key: string, now: number): T | undefined {
  const entry = map.get(key);
  if (!entry) return undefined;
  if (now - entry.at >= PUBLISHED_MEMO_TTL_MS) {
    map.delete(key);
    return undefined;
  }
  return entry.value;
}

function remember<T>(map: Map<string, Entry<T>>, key: string, value: T, now: number, max: number): void {
  // Oldest first in insertion order: drop from the front when full.
  if (!map.has(key) && map.size >= max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.delete(key);
  map.set(key, { value, at: now });
}

/** The memo's key for one query with its parameters. */
export function publishedKey(query: string, params: Record<string, unknown>): string {
  return JSON.stringify([query, params]);
}

export function recallSyncTags(key: string, now = Date.now()): string[] | undefined {
  return recall(memo().tags, key, now);
}

export function rememberSyncTags(key: string, tags: string[], now = Date.now()): void {
  remember(memo().tags, key, tags, now, SYNC_TAGS_MEMO_MAX_ENTRIES);
}

/** Changes with every content event: read it before fetching, hand it back when remembering. */
export function publishedGeneration(): number {
  return memo().generation;
}

export function recallAnswer(key: string, now = Date.now()): RememberedAnswer | undefined {
  return recall(memo().answers, key, now);
}

/** Keeps a frozen answer, unless a content event came while it was fetched (`generation` is old). */
export function rememberAnswer(
  key: string,
  answer: RememberedAnswer,
  generation: number,
  now = Date.now(),
): RememberedAnswer {
  const frozen = { data: deepFreeze(answer.data), tags: Object.freeze([...answer.tags]) as string[] };
  if (generation === memo().generation) remember(memo().answers, key, frozen, now, ANSWER_MEMO_MAX_ENTRIES);
  return frozen;
}

/** Called on every content change: the next read of any query asks the lake afresh. */
export function forgetPublishedReads(): void {
  const m = memo();
  m.tags.clear();
  m.answers.clear();
  m.generation++;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
