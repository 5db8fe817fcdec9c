/**
 * A failed chunk load reloads the page, at most once per 10 s for the same path
 * (after a deployment the old page asks for code the new server no longer has).
 */
const RELOAD_WINDOW_MS = 10_000;
const KEY_PREFIX = 'vegur-chunk-reload:';

/** Whether a reload for `path` is allowed at `now`, given the time of the last one (or null). */
export function mayReload(lastReload: number | null, now: number): boolean {
  return lastReload === null || Number.isNaN(lastReload) || now - lastReload >= RELOAD_WINDOW_MS;
}

/** Reloads the page unless it was reloaded for this path in the last 10 s; true when it reloads. */
export function reloadAfterChunkError(): boolean {
  const key = `${KEY_PREFIX}${window.location.pathname}`;
  try {
    const stored = window.sessionStorage.getItem(key);
    const now = Date.now();
    if (!mayReload(stored === null ? null : Number(stored), now)) return false;
    window.sessionStorage.setItem(key, String(now));
  } catch {
    // Storage blocked: reloading without a record could loop, so leave the page as it is.
    return false;
  }
  window.location.reload();
  return true;
}
