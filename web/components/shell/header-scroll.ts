/** Scroll moves under 10 px are ignored. */
export const SCROLL_THRESHOLD = 10;

export interface HeaderScrollState {
  hidden: boolean;
  /** The scroll position the last counted move ended at. */
  lastY: number;
}

/**
 * The header hides on scroll down and returns on scroll up. A move shorter than
 * the threshold leaves the state (and the reference position) unchanged, so slow scrolling still
 * adds up to a counted move, while trackpad jitter does not make the header flicker. Near the top
 * of the page (within the header's own height) it always shows.
 */
export function nextHeaderScroll(
  state: HeaderScrollState,
  y: number,
  headerHeight: number,
): HeaderScrollState {
  const delta = y - state.lastY;
  if (Math.abs(delta) < SCROLL_THRESHOLD) return state;
  const hidden = y > headerHeight && delta > 0;
  return hidden === state.hidden && y === state.lastY ? state : { hidden, lastY: y };
}
