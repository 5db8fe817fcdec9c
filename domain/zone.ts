/**
 * Wall-clock time in a named zone through the platform's Intl (the IANA zone data every runtime
 * ships), instead of a date library: the site's browser bundle carries the search panel's date
 * rules, and date-fns with date-fns-tz was about 10 kB of it (compressed).
 */

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // en-US with numeric parts exists in every ICU build, also the reduced ones browsers ship.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at the instant `ms`. */
export function wallClock(ms: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of zoneFormat(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines print midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall-clock time in `timeZone` names. Two passes settle the offset at the instant
 * itself (around a DST change); a time that does not exist resolves like date-fns-tz does, by the
 * offset after the change.
 */
export function zonedTimeToUtc(
  wall: Omit<WallClock, 'second'> & { second?: number },
  timeZone: string,
): number {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  const firstOffset = offsetAt(guess, timeZone);
  const secondOffset = offsetAt(guess - firstOffset, timeZone);
  if (firstOffset === secondOffset) return guess - firstOffset;
  // The offset changes around this time: keep a candidate that reads back as the wall clock;
  // a time the change skips takes the offset after the change.
  const same = (ms: number) => {
    const w = wallClock(ms, timeZone);
    return (
      w.year === wall.year &&
      w.month === wall.month &&
      w.day === wall.day &&
      w.hour === wall.hour &&
      w.minute === wall.minute
    );
  };
  for (const candidate of [guess - secondOffset, guess - firstOffset]) if (same(candidate)) return candidate;
  return guess - Math.max(firstOffset, secondOffset);
}
