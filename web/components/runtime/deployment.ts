/** New-deployment detection: how often, and where the live build id is. */
export const BUILD_CHECK_INTERVAL_MS = 60_000;
export const BUILD_ID_ENDPOINT = '/api/build-id/';

/**
 * The live build's id, or `null` when it cannot be told (the failure is only logged: a missed
 * check just means the next one decides).
 */
export async function fetchLiveBuildId(now: number): Promise<string | null> {
  try {
    const response = await fetch(`${BUILD_ID_ENDPOINT}?t=${now}`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`build id answered ${response.status}`);
    const { buildId } = (await response.json()) as { buildId?: unknown };
    return typeof buildId === 'string' && buildId ? buildId : null;
  } catch (error) {
    console.warn('New-deployment check failed', error);
    return null;
  }
}

/**
 * The address a click on this anchor leads to, when it is a same-site page the client router
 * would otherwise open in place; `null` for anything the browser handles itself anyway.
 */
export function clientNavigationTarget(anchor: HTMLAnchorElement, event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // Only the fragment changes: no page load either way.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash)
    return null;
  return url.href;
}
