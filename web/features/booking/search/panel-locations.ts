import type { IsoDate, Location, SpecialHours, WeeklyHours } from '@domain';

/**
 * A location as the search panel's browser code needs it: the rules' fields only, no content
 * bookkeeping (`_type`), no empty fields, no special days already past, and in a week with the
 * same hours every day only those hours. The panel's props are written into the page's RSC payload
 * on every page that shows it; this took the cars locations from 8.0 to about 4 kB of the home
 * page (docs/performance.md). Every rule of `@domain` answers the same for it as for the full one.
 */
export function panelLocation(location: Location, today: IsoDate): Location {
  const special = (location.specialOperatingHours ?? []).filter((entry) => entry.date.slice(0, 10) >= today);
  return compact({
    id: location.id,
    title: location.title,
    hidden: location.hidden,
    selfService: location.selfService,
    returnAnytime: location.returnAnytime,
    selfServiceHours: location.selfServiceHours,
    operatingHoursHighSeason: weekly(location.operatingHoursHighSeason),
    operatingHoursLowSeason: weekly(location.operatingHoursLowSeason),
    specialOperatingHours: special.length ? special.map((entry) => compact<SpecialHours>(entry)) : undefined,
  });
}

function weekly(hours: WeeklyHours | null | undefined): WeeklyHours | undefined {
  if (!hours) return undefined;
  return hours.isSameHoursAllDays
    ? { isSameHoursAllDays: true, allDaysHours: hours.allDaysHours }
    : { dailyHours: hours.dailyHours };
}

/** A copy without `_type` keys and without null or undefined values, at every depth. */
function compact<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => compact(item)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '_type' || item === null || item === undefined) continue;
    out[key] = compact(item);
  }
  return out as T;
}
