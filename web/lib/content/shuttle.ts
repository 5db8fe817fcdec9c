import { SHUTTLE_BOUNDS } from '@domain/shuttle.ts';

export { SHUTTLE_BOUNDS, type ShuttlePosition } from '@domain/shuttle.ts';

/** The shuttle map's poll interval and idle limit (its bounds are the domain's). */
export const SHUTTLE_POLL_MS = 5_000;
export const SHUTTLE_IDLE_MS = 900_000;

/**
 * Where a position sits on a map `width` x `height` drawn over the bounds (north up), or null
 * when it lies outside them: nothing is drawn beyond the map's edge.
 */
export function projectShuttle(
  lat: number,
  lon: number,
  width: number,
  height: number,
): { x: number; y: number } | null {
  const { latMin, latMax, lonMin, lonMax } = SHUTTLE_BOUNDS;
  if (!(lat >= latMin && lat <= latMax && lon >= lonMin && lon <= lonMax)) return null;
  return {
    x: ((lon - lonMin) / (lonMax - lonMin)) * width,
    y: ((latMax - lat) / (latMax - latMin)) * height,
  };
}

/** "Last seen" as seconds, minutes or hours (SPEC: relative time in seconds, minutes, hours). */
export function relativeAge(
  date: string,
  now: number,
): { unit: 'seconds' | 'minutes' | 'hours'; count: number } {
  const seconds = Math.max(0, Math.round((now - Date.parse(date)) / 1000));
  if (!Number.isFinite(seconds)) return { unit: 'seconds', count: 0 };
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  return { unit: 'hours', count: Math.floor(seconds / 3600) };
}

/** Polling runs only while the tracker is on screen, the tab is visible and the visitor is active. */
export function shouldPoll(
  state: { visible: boolean; pageVisible: boolean; lastActivity: number },
  now: number,
) {
  return state.visible && state.pageVisible && now - state.lastActivity < SHUTTLE_IDLE_MS;
}
