import { type IsoDate, toIsoDate, weekdayOf } from './dates.ts';
import { isInSeason, type SeasonRange } from './season.ts';
import type { SpecialHours } from './special-hours.ts';
import { ALL_DAY, cachedTimeSlots, isTimeWithin, isValidTime } from './time-slots.ts';

export interface HoursRange {
  is24Hours?: boolean | null;
  from?: string | null;
  to?: string | null;
}

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface WeeklyHours {
  isSameHoursAllDays?: boolean | null;
  allDaysHours?: HoursRange | null;
  dailyHours?: Partial<Record<Weekday, HoursRange | null>> | null;
}

/** A pickup and return location as the content system holds it. */
export interface Location {
  id: string;
  title: string;
  hidden?: boolean | null;
  selfService?: boolean | null;
  returnAnytime?: boolean | null;
  selfServiceHours?: { from?: string | null; to?: string | null } | null;
  operatingHoursHighSeason?: WeeklyHours | null;
  operatingHoursLowSeason?: WeeklyHours | null;
  specialOperatingHours?: readonly SpecialHours[] | null;
}

export interface PickupTime {
  time: string;
  /** Outside the staffed hours: the customer collects the vehicle by self-service. */
  selfService: boolean;
}

interface Interval {
  from: string;
  to: string;
}

/** date-fns numbers weekdays from Sunday; the content model names them from Monday. */
const WEEKDAY_BY_DATE_FNS: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** Hidden locations are never offered. */
export function visibleLocations<L extends Pick<Location, 'hidden'>>(
  locations: readonly L[] | null | undefined,
): L[] {
  return (locations ?? []).filter((location) => !location.hidden);
}

interface KnownRange {
  is24Hours: boolean;
  from: string | null | undefined;
  to: string | null | undefined;
  range: Interval | null;
}

// Parsing the same hours objects for every calendar day was the main cost of a calendar. The
// result is kept per object together with the values it came from, so an object edited in place
// (a Studio preview) is read again.
const rangeCache = new WeakMap<object, KnownRange>();

function rangeOf(hours: HoursRange | null | undefined): Interval | null {
  if (!hours) return null;
  const is24Hours = !!hours.is24Hours;
  const { from, to } = hours;
  const known = rangeCache.get(hours);
  if (known && known.is24Hours === is24Hours && known.from === from && known.to === to) return known.range;
  let range: Interval | null = null;
  if (is24Hours) range = ALL_DAY;
  else if (isValidTime(from) && isValidTime(to)) range = Object.freeze({ from, to });
  rangeCache.set(hours, { is24Hours, from, to, range });
  return range;
}

export function specialHoursOn(location: Location, date: IsoDate): SpecialHours | undefined {
  const list = location.specialOperatingHours;
  if (!list) return undefined;
  for (const special of list) {
    if (special && typeof special.date === 'string' && toIsoDate(special.date) === date) return special;
  }
  return undefined;
}

/** The weekly hours of the season `date` falls in; a missing season's hours mean closed. */
export function weeklyHoursOn(
  location: Location,
  date: IsoDate,
  highSeason: SeasonRange | null | undefined,
  today?: IsoDate,
): Interval | null {
  const weekly = isInSeason(date, highSeason, today)
    ? location.operatingHoursHighSeason
    : location.operatingHoursLowSeason;
  if (!weekly) return null;
  if (weekly.isSameHoursAllDays) return rangeOf(weekly.allDaysHours);
  const weekday = WEEKDAY_BY_DATE_FNS[weekdayOf(date)];
  return weekday ? rangeOf(weekly.dailyHours?.[weekday]) : null;
}

/**
 * Staffed hours on `date`: special hours override the week; a special "open" entry without
 * valid times keeps the weekly hours of the day.
 */
export function operatingHoursOn(
  location: Location,
  date: IsoDate,
  highSeason: SeasonRange | null | undefined,
  today?: IsoDate,
): Interval | null {
  const special = specialHoursOn(location, date);
  if (special) {
    if (!special.open) return null;
    const hours = rangeOf(special);
    if (hours) return hours;
  }
  return weeklyHoursOn(location, date, highSeason, today);
}

/** Self-service counts only when the tenant has it on and the location offers it with hours. */
export function selfServiceHoursOf(location: Location, tenantSelfService: boolean): Interval | null {
  if (!tenantSelfService || !location.selfService) return null;
  return rangeOf(location.selfServiceHours);
}

/**
 * Self-service hours on `date`. A special day, closed or open with its own hours, governs them by
 * its "Self-service pickup still possible" flag (an open special day 10–14 with
 * the flag off offered 00:00–05:00 and 22:00–23:30 self-service slots). The one home of that rule:
 * the calendar, the time lists, the booking service and the Studio's preview all ask here.
 */
export function selfServiceHoursOn(
  location: Location,
  date: IsoDate,
  tenantSelfService: boolean,
): Interval | null {
  const special = specialHoursOn(location, date);
  if (special && !special.selfServiceAvailable) return null;
  return selfServiceHoursOf(location, tenantSelfService);
}

/**
 * Not closed by special hours (unless self-service stays available that day and
 * the location offers it), and staffed hours that day (season aware) or self-service hours.
 */
export function isPickupDateAvailable(
  location: Location,
  date: IsoDate,
  highSeason: SeasonRange | null | undefined,
  tenantSelfService: boolean,
  today?: IsoDate,
): boolean {
  const selfService = selfServiceHoursOn(location, date, tenantSelfService);
  const special = specialHoursOn(location, date);
  if (special && !special.open) return selfService !== null;
  return selfService !== null || operatingHoursOn(location, date, highSeason, today) !== null;
}

/** Closed by special hours or without hours that day, unless returnAnytime. */
export function isReturnDateAvailable(
  location: Location,
  date: IsoDate,
  highSeason: SeasonRange | null | undefined,
  today?: IsoDate,
): boolean {
  if (location.returnAnytime) return true;
  return operatingHoursOn(location, date, highSeason, today) !== null;
}

const NO_PICKUP_TIMES: readonly PickupTime[] = Object.freeze([]);
const NO_TIMES: readonly string[] = Object.freeze([]);

// Every calendar day asks for these lists: they are shared, frozen and never copied, which keeps
// a 4-month calendar for many locations free of garbage. Intervals are stable objects (see
// `rangeOf`), so they key the cache directly.
const NO_INTERVAL: Interval = Object.freeze({ from: '', to: '' });
const pickupCache = new WeakMap<Interval, WeakMap<Interval, readonly PickupTime[]>>();

function mergedPickupTimes(staffed: Interval | null, selfService: Interval | null): readonly PickupTime[] {
  const staffedKey = staffed ?? NO_INTERVAL;
  const selfServiceKey = selfService ?? NO_INTERVAL;
  let bySelfService = pickupCache.get(staffedKey);
  if (!bySelfService) {
    bySelfService = new WeakMap();
    pickupCache.set(staffedKey, bySelfService);
  }
  let times = bySelfService.get(selfServiceKey);
  if (!times) {
    times = computePickupTimes(staffed, selfService);
    bySelfService.set(selfServiceKey, times);
  }
  return times;
}

function computePickupTimes(staffed: Interval | null, selfService: Interval | null): readonly PickupTime[] {
  const byTime = new Map<string, PickupTime>();
  if (staffed) {
    for (const time of cachedTimeSlots(staffed.from, staffed.to))
      byTime.set(time, { time, selfService: false });
  }
  if (selfService) {
    for (const time of cachedTimeSlots(selfService.from, selfService.to)) {
      if (byTime.has(time)) continue;
      // Inside the staffed hours the desk is open, even between the staffed grid's slots.
      const staffedThen = staffed !== null && isTimeWithin(time, staffed.from, staffed.to);
      byTime.set(time, { time, selfService: !staffedThen });
    }
  }
  return Object.freeze(
    [...byTime.values()].sort((a, b) => (a.time < b.time ? -1 : 1)).map((t) => Object.freeze(t)),
  );
}

/**
 * Pickup times of `date` (a shared frozen list): the staffed hours (special hours override; 24 hours is 00:00–23:59)
 * plus self-service times outside them, marked. On a special day (closed or open) self-service
 * times come only when that day allows self-service.
 */
export function pickupTimes(
  location: Location,
  date: IsoDate,
  highSeason: SeasonRange | null | undefined,
  tenantSelfService: boolean,
  today?: IsoDate,
): readonly PickupTime[] {
  const selfService = selfServiceHoursOn(location, date, tenantSelfService);
  const special = specialHoursOn(location, date);
  if (special && !special.open) return selfService ? mergedPickupTimes(null, selfService) : NO_PICKUP_TIMES;
  return mergedPickupTimes(operatingHoursOn(location, date, highSeason, today), selfService);
}

/** Return times of `date` (a shared frozen list): all day with returnAnytime, otherwise the staffed hours. */
export function returnTimes(
  location: Location,
  date: IsoDate,
  highSeason: SeasonRange | null | undefined,
  today?: IsoDate,
): readonly string[] {
  if (location.returnAnytime) return cachedTimeSlots(ALL_DAY.from, ALL_DAY.to);
  const hours = operatingHoursOn(location, date, highSeason, today);
  return hours ? cachedTimeSlots(hours.from, hours.to) : NO_TIMES;
}
