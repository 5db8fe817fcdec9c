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

/**
 * Whether `date` lies in the season, both ends inclusive. The season is laid out for the
 * current year and the two after (SPEC section 3); a season that runs over the year end is also
 * laid out from the year before, so that its January part of the current year counts.
 */
export function isInSeason(
  date: IsoDate,
  season: SeasonRange | null | undefined,
  today: IsoDate = todayInReykjavik(),
): boolean {
  if (!season || !isMonthDay(season.start) || !isMonthDay(season.end)) return false;
  const currentYear = Number(today.slice(0, 4));
  const wraps = wrapsYearEnd(season);
  const dateYear = Number(date.slice(0, 4));
  // Only the layouts starting in the date's own year or the year before can contain it.
  for (const startYear of [dateYear - 1, dateYear]) {
    if (startYear > currentYear + SEASON_YEARS - 1) continue;
    if (startYear < currentYear - (wraps ? 1 : 0)) continue;
    const start = dayOfYear(startYear, season.start);
    const end = dayOfYear(wraps ? startYear + 1 : startYear, season.end);
    if (date >= start && date <= end) return true;
  }
  return false;
}
