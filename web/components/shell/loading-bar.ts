/** Loading bar colour orange, height 4, throttle 200 ms, duration 2000 ms. */
export const LOADING_BAR = { color: '#f28c28', height: 4, throttleMs: 200, durationMs: 2000 } as const;

export interface ClickInfo {
  /** The anchor's resolved href (`anchor.href`). */
  href: string;
  /** The page's address (`location.href`). */
  current: string;
  target?: string | null;
  download?: boolean;
  /** Ctrl, Meta, Shift, Alt or a button other than the main one: the browser opens elsewhere. */
  modified?: boolean;
}

/**
 * Whether a click on a link starts an in-app page load: same origin, same tab, no modifier, and
 * another path (a change of hash or query alone renders no new page).
 */
export function startsPageLoad(click: ClickInfo): boolean {
  if (click.modified || click.download) return false;
  if (click.target && click.target !== '_self') return false;
  let next: URL;
  let here: URL;
  try {
    next = new URL(click.href, click.current);
    here = new URL(click.current);
  } catch {
    return false;
  }
  if (next.origin !== here.origin) return false;
  if (next.protocol !== 'http:' && next.protocol !== 'https:') return false;
  return next.pathname !== here.pathname;
}
