/**
 * What the search panel needs from content: the brand's locations with their opening hours, the
 * brand settings (high season, self-service) and the panel's and calendar's labels. Read from the
 * content lake (the documents location managers edit in the Studio), never copied into the site,
 * through `sanityFetch`, so a publish expires the pages that show the panel.
 */
import type { Locale, Location, SeasonRange, SpecialHours, Tenant } from '@domain';
import {
  BOOKING_SEARCH_LABELS_QUERY,
  CALENDAR_LABELS_QUERY,
  LOCATIONS_QUERY,
  SETTINGS_QUERY,
} from '@schemas/queries.ts';
import { sanityFetch } from '@web/lib/sanity/live.ts';
import type {
  BOOKING_SEARCH_LABELS_QUERY_RESULT,
  CALENDAR_LABELS_QUERY_RESULT,
  LOCATIONS_QUERY_RESULT,
  SETTINGS_QUERY_RESULT,
} from '@web/sanity.types.ts';

/** A location as the panel and the booking steps show it: the domain's shape plus display data. */
export interface SearchLocation extends Location {
  icon: string | null;
  address: { street: string | null; postalCode: string | null; city: string | null } | null;
}

export interface SearchRulesContent {
  highSeason: SeasonRange | null;
  tenantSelfService: boolean;
}

export interface SearchContent {
  /** Every location of the brand, hidden ones included (lookups by id); lists use `visibleLocations`. */
  locations: SearchLocation[];
  rules: SearchRulesContent;
  /** Labels edited in the Studio; null where content has none (the site's messages fill in). */
  labels: NonNullable<BOOKING_SEARCH_LABELS_QUERY_RESULT> | null;
  monthNames: string[] | null;
  weekdayNames: string[] | null;
}

function typed<T>(fetching: Promise<{ data: unknown }>): Promise<{ data: T }> {
  return fetching as Promise<{ data: T }>;
}

function toLocation(row: LOCATIONS_QUERY_RESULT[number]): SearchLocation | null {
  if (!row.id) return null;
  const special: SpecialHours[] = (row.specialOperatingHours ?? []).flatMap((entry) =>
    entry.date
      ? [
          {
            date: entry.date,
            open: entry.open ?? false,
            from: entry.from,
            to: entry.to,
            selfServiceAvailable: entry.selfServiceAvailable,
          },
        ]
      : [],
  );
  const address = row.address as { street?: string; postalCode?: string; city?: string } | null;
  return {
    id: row.id,
    title: row.title ?? row.id,
    icon: row.icon,
    hidden: row.hidden,
    selfService: row.selfService,
    returnAnytime: row.returnAnytime,
    selfServiceHours: row.selfServiceHours,
    operatingHoursHighSeason: row.operatingHoursHighSeason,
    operatingHoursLowSeason: row.operatingHoursLowSeason,
    specialOperatingHours: special,
    address: address
      ? { street: address.street ?? null, postalCode: address.postalCode ?? null, city: address.city ?? null }
      : null,
  };
}

function toSeason(settings: SETTINGS_QUERY_RESULT): SeasonRange | null {
  const start = settings?.highSeason?.start;
  const end = settings?.highSeason?.end;
  if (!start?.month || !start.day || !end?.month || !end.day) return null;
  return { start: { month: start.month, day: start.day }, end: { month: end.month, day: end.day } };
}

const names = (list: (string | null)[] | null | undefined, length: number): string[] | null =>
  list && list.length === length && list.every((n) => typeof n === 'string' && n.length > 0)
    ? (list as string[])
    : null;

export async function loadSearchContent(tenant: Tenant, locale: Locale): Promise<SearchContent> {
  const params = { tenant, language: locale };
  const [locations, settings, labels, calendar] = await Promise.all([
    typed<LOCATIONS_QUERY_RESULT>(sanityFetch({ query: LOCATIONS_QUERY, params })),
    sanityFetch({ query: SETTINGS_QUERY, params: { tenant } }),
    typed<BOOKING_SEARCH_LABELS_QUERY_RESULT>(sanityFetch({ query: BOOKING_SEARCH_LABELS_QUERY, params })),
    typed<CALENDAR_LABELS_QUERY_RESULT>(sanityFetch({ query: CALENDAR_LABELS_QUERY, params })),
  ]);
  const settingsData = settings.data as SETTINGS_QUERY_RESULT;
  return {
    locations: locations.data.flatMap((row) => toLocation(row) ?? []),
    rules: { highSeason: toSeason(settingsData), tenantSelfService: settingsData?.selfService ?? false },
    labels: labels.data,
    monthNames: names(calendar.data?.monthNames, 12),
    weekdayNames: names(calendar.data?.weekdayNames, 7),
  };
}
