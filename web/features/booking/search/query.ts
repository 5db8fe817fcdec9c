/**
 * The Vehicles step's address is the search (a deep link): this reads it, checked against the
 * brand's locations and opening hours, and writes it back.
 */
import {
  addDaysToDate,
  DEFAULT_TIME,
  type IsoDate,
  isPickupDateAvailable,
  isReturnDateAvailable,
  isValidDateString,
  parseSearchQuery,
  pickupTimes,
  returnTimes,
  searchQueryString,
  todayInReykjavik,
  visibleLocations,
} from '@domain';
import type { BookingSearch } from '@web/features/booking/state.ts';
import type { SearchContent } from './content.ts';

/** The deep link's parameters, in the order the address carries them. */
export const SEARCH_PARAM_NAMES = [
  'pickupLocation',
  'returnLocation',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'coupon',
] as const;

export type SearchQueryResult =
  | { ok: true; search: BookingSearch }
  | { ok: false; reason: 'missing' | 'invalid' };

type Params = Record<string, string | string[] | undefined>;

export function parseSearchParams(
  params: Params,
  content: SearchContent,
  today: IsoDate = todayInReykjavik(),
): SearchQueryResult {
  const parsed = parseSearchQuery(params, { today, locations: content.locations, rules: content.rules });
  return parsed.ok ? { ok: true, search: parsed.search } : { ok: false, reason: parsed.reason };
}

/**
 * The deep link's query for a search, with its "?"; with a class, the Vehicles step marks that
 * class and scrolls to it (a vehicle page's Book button).
 */
export function searchQuery(search: BookingSearch, classId?: string | null): string {
  const query = searchQueryString(search);
  return classId ? `?${query}&${CLASS_PARAM}=${encodeURIComponent(classId)}` : `?${query}`;
}

/** The parameter naming a booking class (the catalogue's class id) in a Vehicles step link. */
export const CLASS_PARAM = 'class';

/** Class ids as the booking service writes them (`yaris-hybrid`, `4x4-camper`). */
const CLASS_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/**
 * The class a Vehicles step link asks for, or null when it names none or something that cannot be
 * a class id (the link still works: nothing is marked).
 */
export function parseClassParam(params: Params): string | null {
  const value = params[CLASS_PARAM];
  const first = (Array.isArray(value) ? value[0] : value)?.trim();
  return first && CLASS_ID.test(first) ? first : null;
}

/** A vehicle page's Book link: the Vehicles step for that class; the step supplies the search. */
export function classLinkQuery(classId: string): string {
  return `?${CLASS_PARAM}=${encodeURIComponent(classId)}`;
}

/**
 * A first search for a link that names a class but no dates: the brand's first location, the
 * first day from tomorrow on which it hands out and takes back a vehicle `days` later, at noon
 * or the nearest staffed time. Checked by the same rules as any deep link; null when the next
 * 60 days offer nothing.
 */
export function defaultSearch(
  content: SearchContent,
  days: number,
  today: IsoDate = todayInReykjavik(),
): BookingSearch | null {
  const location = visibleLocations(content.locations)[0];
  if (!location) return null;
  const { highSeason, tenantSelfService } = content.rules;
  const closest = <T>(slots: readonly T[], time: (slot: T) => string): string | undefined =>
    slots.find((slot) => time(slot) === DEFAULT_TIME) ? DEFAULT_TIME : slots[0] ? time(slots[0]) : undefined;
  for (let offset = 1; offset <= 60; offset++) {
    const pickupDate = addDaysToDate(today, offset);
    const returnDate = addDaysToDate(pickupDate, days);
    const staffed = pickupTimes(location, pickupDate, highSeason, tenantSelfService, today).filter(
      (slot) => !slot.selfService,
    );
    const pickupTime = closest(staffed, (slot) => slot.time);
    const returnTime = closest(returnTimes(location, returnDate, highSeason, today), (time) => time);
    if (!pickupTime || !returnTime) continue;
    const parsed = parseSearchParams(
      {
        pickupLocation: location.id,
        returnLocation: location.id,
        pickupDate,
        pickupTime,
        returnDate,
        returnTime,
      },
      content,
      today,
    );
    if (parsed.ok) return parsed.search;
  }
  return null;
}

/**
 * For a link that cannot be booked: the closed day it names, if that is why (a pickup or return
 * date on which the location is closed), so the message can say so instead of a generic "cannot
 * be booked". Null when the link fails for another reason.
 */
export function closedDayInLink(
  params: Params,
  content: SearchContent,
  today: IsoDate = todayInReykjavik(),
): { kind: 'pickup' | 'return'; location: string; date: IsoDate } | null {
  const one = (name: string) => {
    const value = params[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  };
  const { highSeason, tenantSelfService } = content.rules;
  const pickup = content.locations.find((l) => l.id === one('pickupLocation') && !l.hidden);
  const returnId = one('returnLocation') || one('pickupLocation');
  const back = content.locations.find((l) => l.id === returnId && !l.hidden);
  const pickupDate = one('pickupDate');
  const returnDate = one('returnDate');
  if (pickup && isValidDateString(pickupDate) && pickupDate >= today) {
    if (!isPickupDateAvailable(pickup, pickupDate, highSeason, tenantSelfService, today))
      return { kind: 'pickup', location: pickup.title, date: pickupDate };
  }
  if (back && isValidDateString(returnDate) && returnDate >= today) {
    if (!isReturnDateAvailable(back, returnDate, highSeason, today))
      return { kind: 'return', location: back.title, date: returnDate };
  }
  return null;
}
