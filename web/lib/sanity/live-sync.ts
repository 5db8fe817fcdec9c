/**
 * When this server process last expired each content sync tag in answer to a live event (its own
 * listener, lib/sanity/live-listener.ts). Browsers that hear the same event wait here until the
 * server has caught up before they refresh, instead of expiring the cache themselves (a public action that expires tags let anyone empty the page cache).
 *
 * Kept on `globalThis`: the listener starts from instrumentation and the server action runs from
 * the app's bundle; both share the process, not their module instances.
 */
const KEY = Symbol.for('vegur.liveSync');

interface LiveSyncState {
  /** Unprefixed sync tag → when the server last expired it (ms). */
  expiredAt: Map<string, number>;
  waiters: Set<() => void>;
}

function state(): LiveSyncState {
  const store = globalThis as typeof globalThis & { [KEY]?: LiveSyncState };
  store[KEY] ??= { expiredAt: new Map(), waiters: new Set() };
  return store[KEY];
}

/** A change expired more than this long ago is not the one a browser has just heard of. */
export const RECENT_MS = 3_000;
/** How long a browser's refresh waits for the server's listener at most. */
export const WAIT_MS = 5_000;
/** At most this many tags are remembered (one per dataset on the lake; a few on hosted Sanity). */
const MAX_TAGS = 1_000;
/** A call names at most this many tags; the rest are ignored. */
export const MAX_TAGS_PER_CALL = 10;

/** The listener has expired these tags. */
export function noteExpired(tags: readonly string[], now = Date.now()): void {
  const { expiredAt, waiters } = state();
  for (const tag of tags) {
    expiredAt.delete(tag);
    expiredAt.set(tag, now);
    if (expiredAt.size > MAX_TAGS) {
      const oldest = expiredAt.keys().next().value;
      if (oldest !== undefined) expiredAt.delete(oldest);
    }
  }
  for (const wake of [...waiters]) wake();
}

/**
 * Resolves once the server has expired one of `tags` within the last RECENT_MS, or after
 * WAIT_MS regardless (a listener that is down must not keep the editor's page from refreshing).
 * Returns whether the server had caught up. Nothing is expired here, whoever calls.
 */
export function waitForServerSync(
  tags: readonly string[],
  { recentMs = RECENT_MS, waitMs = WAIT_MS, now = () => Date.now() } = {},
): Promise<boolean> {
  const wanted = tags.slice(0, MAX_TAGS_PER_CALL);
  const { expiredAt, waiters } = state();
  const caughtUp = () => wanted.some((tag) => now() - (expiredAt.get(tag) ?? -Infinity) <= recentMs);
  if (caughtUp()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (result: boolean) => {
      clearTimeout(timer);
      waiters.delete(wake);
      resolve(result);
    };
    const wake = () => {
      if (caughtUp()) done(true);
    };
    const timer = setTimeout(() => done(false), waitMs);
    waiters.add(wake);
  });
}
