/** Minutes between two offered times. */
export const SLOT_MINUTES = 30;
/** Default pickup and return time. */
export const DEFAULT_TIME = '12:00';
/** What "open 24 hours" means as a range. */
export const ALL_DAY = Object.freeze({ from: '00:00', to: '23:59' } as const);

const MINUTES_PER_DAY = 24 * 60;
/** Lenient reading of a time the user typed: `H:MM` or `HH:MM`. */
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * A stored time of day: `HH:MM` on a 24-hour clock, 00:00 to 23:59, always two digits each. The
 * one pattern that content validation, the content sync, the booking API and the session cookies
 * check against.
 */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY.test(value);
}

/** Minutes after midnight for `H:MM` or `HH:MM`; null for anything else. */
export function parseTime(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}

export function isValidTime(value: string | null | undefined): value is string {
  return parseTime(value) !== null;
}

/**
 * Whether `time` lies within `from`–`to`, both inclusive. A range whose closing time is before
 * its opening time runs over midnight (e.g. self-service 20:00–08:00).
 */
export function isTimeWithin(time: string, from: string, to: string): boolean {
  const t = parseTime(time);
  const start = parseTime(from);
  const end = parseTime(to);
  if (t === null || start === null || end === null) return false;
  return start <= end ? t >= start && t <= end : t >= start || t <= end;
}

// Opening hours repeat across hundreds of calendar days; each distinct range is computed once.
const slotCache = new Map<string, readonly string[]>();
const SLOT_CACHE_LIMIT = 1024;

/** The cached, frozen slot list; callers inside the domain must not hand it out unfrozen. */
export function cachedTimeSlots(from: string, to: string): readonly string[] {
  const key = `${from}|${to}`;
  let slots = slotCache.get(key);
  if (!slots) {
    slots = Object.freeze(computeSlots(from, to));
    if (slotCache.size >= SLOT_CACHE_LIMIT) slotCache.clear();
    slotCache.set(key, slots);
  }
  return slots;
}

function computeSlots(from: string, to: string): string[] {
  const start = parseTime(from);
  const end = parseTime(to);
  if (start === null || end === null) return [];
  const slots: string[] = [];
  if (start <= end) {
    for (let t = start; t <= end; t += SLOT_MINUTES) slots.push(formatTime(t));
    return slots;
  }
  // Over midnight: the grid stays anchored at the opening time and continues after 00:00;
  // the day's list is still shown in clock order.
  const early: string[] = [];
  for (let t = start; t <= end + MINUTES_PER_DAY; t += SLOT_MINUTES) {
    if (t < MINUTES_PER_DAY) slots.push(formatTime(t));
    else early.push(formatTime(t - MINUTES_PER_DAY));
  }
  return [...early, ...slots];
}

/**
 * Every 30 minutes from `from` to `to`, both inclusive when on the grid (08:15–17:00 ends at
 * 16:45). Invalid times give no slots. A closing time before the opening time runs over
 * midnight.
 */
export function timeSlots(from: string, to: string): string[] {
  return [...cachedTimeSlots(from, to)];
}
