import { daysInMonth, type IsoDate, isoDate, todayInReykjavik } from './dates.ts';

export interface MonthDay {
  month: number;
  day: number;
}

/** A yearly period such as the high season; `end` before `start` means it runs over the year end. */
export interface SeasonRange {
  start: MonthDay;
  end: MonthDay;
}

/** How many years, counting the current one, a season is laid out over. */
const SEASON_YEARS = 3;

function isMonthDay(value: MonthDay | null | undefined): value is MonthDay {
  return (
    !!value &&
    Number.isInteger(value.month) &&
    Number.isInteger(value.day) &&
    value.month >= 1 &&
    value.month <= 12 &&
    value.day >= 1 &&
    value.day <= 31
  );
}

/** A day past the month's end (29 February in a common year, 31 April) means that month's last day. */
function dayOfYear(year: number, { month, day }: MonthDay): IsoDate {
  return isoDate(year, month, Math.min(day, daysInMonth(year, month)));
}

function wrapsYearEnd(season: SeasonRange): boolean {
  return (
    season.end.month < season.start.month ||
    (season.end.month === season.start.month && season.end.day < season.start.day)
  );
}

// Seasons are asked about for every calendar day of every location: the few layouts of a
// season for a given current year are built once (date-fns month lengths are not free).
type Layouts = readonly (readonly [IsoDate, IsoDate])[];

const layoutCache = new Map<string, Layouts>();
const LAYOUT_CACHE_LIMIT = 256;

interface KnownLayouts {
  year: number;
  startMonth: number;
  startDay: number;
  endMonth: number;
  endDay: number;
  list: Layouts;
}

// The same settings object is usually passed for every day. Its bounds are compared too, so an
// object edited in place (a Studio preview) is laid out again.
const layoutsByObject = new WeakMap<SeasonRange, KnownLayouts>();

function layouts(season: SeasonRange, currentYear: number): Layouts {
  const { start, end } = season;
  const known = layoutsByObject.get(season);
  if (
    known &&
    known.year === currentYear &&
    known.startMonth === start.month &&
    known.startDay === start.day &&
    known.endMonth === end.month &&
    known.endDay === end.day
  ) {
    return known.list;
  }
  const list = layoutsFor(season, currentYear);
  layoutsByObject.set(season, {
    year: currentYear,
    startMonth: start.month,
    startDay: start.day,
    endMonth: end.month,
    endDay: end.day,
    list,
  });
  return list;
}

function layoutsFor(season: SeasonRange, currentYear: number): Layouts {
  const { start, end } = season;
  const key = `${start.month}-${start.day}-${end.month}-${end.day}|${currentYear}`;
  let cached = layoutCache.get(key);
  if (!cached) {
    const wraps = wrapsYearEnd(season);
    const list: (readonly [IsoDate, IsoDate])[] = [];
    for (let year = currentYear - (wraps ? 1 : 0); year < currentYear + SEASON_YEARS; year++) {
      list.push([dayOfYear(year, start), dayOfYear(wraps ? year + 1 : year, end)]);
    }
    cached = list;
    if (layoutCache.size >= LAYOUT_CACHE_LIMIT) layoutCache.clear();
    layoutCache.set(key, cached);
  }
  return cached;
}

/**
 * Whether `date` lies in the season, both ends inclusive. The season is laid out for the
 * current year and the two after; a season that runs over the year end is also
 * laid out from the year before, so that its January part of the current year counts.
 */
export function isInSeason(
  date: IsoDate,
  season: SeasonRange | null | undefined,
  today: IsoDate = todayInReykjavik(),
): boolean {
  if (!season || !isMonthDay(season.start) || !isMonthDay(season.end)) return false;
  for (const [start, end] of layouts(season, Number(today.slice(0, 4)))) {
    if (date >= start && date <= end) return true;
  }
  return false;
}

/**
 * Whether `date` lies in the season in its own year, for any year (prices of a booking far
 * ahead: July 2029 was once priced as low season). Both ends inclusive; a season that runs
 * over the year end covers the start of each year too.
 */
export function isInSeasonEveryYear(date: IsoDate, season: SeasonRange | null | undefined): boolean {
  if (!season || !isMonthDay(season.start) || !isMonthDay(season.end)) return false;
  const year = Number(date.slice(0, 4));
  const start = dayOfYear(year, season.start);
  const end = dayOfYear(year, season.end);
  return wrapsYearEnd(season) ? date >= start || date <= end : date >= start && date <= end;
}
