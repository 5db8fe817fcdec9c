// Airport shuttles between the terminal and the rental office: the tracker map's bounds, the shape
// of a position, and the simulator, a pure function of the clock (every instance answers the same
// positions at the same moment, with no state). The booking API serves the positions; the site
// draws them over the bounds.

/** Along the access road, terminal first; all inside the tracker's map bounds. */
export const SHUTTLE_ROUTE: readonly [number, number][] = [
  [63.9962, -22.6245], // terminal, bus stop
  [63.9975, -22.6195],
  [63.9991, -22.6127],
  [64.0012, -22.6068],
  [64.0041, -22.6019],
  [64.0068, -22.5962],
  [64.0093, -22.5894],
  [64.0118, -22.5827],
  [64.0131, -22.5791], // rental office
];

/** The tracker map's area; every simulated position lies inside it. */
export const SHUTTLE_BOUNDS = { latMin: 63.994, latMax: 64.018, lonMin: -22.633, lonMax: -22.57 } as const;

const DRIVE_SECONDS = 7 * 60;
const DWELL_SECONDS = 3 * 60;
const LOOP_SECONDS = 2 * (DRIVE_SECONDS + DWELL_SECONDS);
const SHUTTLES = ['shuttle-1', 'shuttle-2', 'shuttle-3'];

export interface ShuttlePosition {
  id: string;
  lat: number;
  lon: number;
  /** Degrees clockwise from north. */
  heading: number;
  date: string;
}

const rad = (d: number) => (d * Math.PI) / 180;

function distance([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const x = rad(lon2 - lon1) * Math.cos(rad((lat1 + lat2) / 2));
  const y = rad(lat2 - lat1);
  return Math.sqrt(x * x + y * y) * 6_371_000;
}

function bearing([lat1, lon1]: [number, number], [lat2, lon2]: [number, number]): number {
  const y = Math.sin(rad(lon2 - lon1)) * Math.cos(rad(lat2));
  const x =
    Math.cos(rad(lat1)) * Math.sin(rad(lat2)) -
    Math.sin(rad(lat1)) * Math.cos(rad(lat2)) * Math.cos(rad(lon2 - lon1));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

const SEGMENTS = SHUTTLE_ROUTE.slice(1).map((to, i) => {
  const from = SHUTTLE_ROUTE[i] as [number, number];
  return { from, to, length: distance(from, to) };
});
const ROUTE_LENGTH = SEGMENTS.reduce((sum, s) => sum + s.length, 0);

/** Point and heading at `fraction` (0 terminal … 1 office) of the route, driving forward or back. */
function along(fraction: number, forward: boolean): { lat: number; lon: number; heading: number } {
  let left = fraction * ROUTE_LENGTH;
  for (const segment of SEGMENTS) {
    if (left <= segment.length || segment === SEGMENTS[SEGMENTS.length - 1]) {
      const t = segment.length === 0 ? 0 : Math.min(1, left / segment.length);
      const lat = segment.from[0] + (segment.to[0] - segment.from[0]) * t;
      const lon = segment.from[1] + (segment.to[1] - segment.from[1]) * t;
      const heading = forward ? bearing(segment.from, segment.to) : bearing(segment.to, segment.from);
      return { lat, lon, heading };
    }
    left -= segment.length;
  }
  const [lat, lon] = SHUTTLE_ROUTE[0] as [number, number];
  return { lat, lon, heading: 0 };
}

export function shuttlePositions(now: Date): ShuttlePosition[] {
  const seconds = now.getTime() / 1000;
  return SHUTTLES.map((id, i) => {
    const phase =
      (((seconds + (i * LOOP_SECONDS) / SHUTTLES.length) % LOOP_SECONDS) + LOOP_SECONDS) % LOOP_SECONDS;
    let point: { lat: number; lon: number; heading: number };
    if (phase < DWELL_SECONDS)
      point = along(0, true); // waiting at the terminal
    else if (phase < DWELL_SECONDS + DRIVE_SECONDS)
      point = along((phase - DWELL_SECONDS) / DRIVE_SECONDS, true);
    else if (phase < 2 * DWELL_SECONDS + DRIVE_SECONDS)
      point = along(1, false); // at the office
    else point = along(1 - (phase - 2 * DWELL_SECONDS - DRIVE_SECONDS) / DRIVE_SECONDS, false);
    return {
      id,
      lat: Math.round(point.lat * 1e6) / 1e6,
      lon: Math.round(point.lon * 1e6) / 1e6,
      heading: Math.round(point.heading),
      date: now.toISOString(),
    };
  });
}
