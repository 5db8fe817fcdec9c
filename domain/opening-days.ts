import { addDaysToDate, type IsoDate, weekdayOf } from './dates.ts';
import {
  isPickupDateAvailable,
  isReturnDateAvailable,
  type Location,
  operatingHoursOn,
  selfServiceHoursOn,
  specialHoursOn,
} from './opening-hours.ts';
import { isInSeason, type SeasonRange } from './season.ts';
import { ALL_DAY } from './time-slots.ts';

/** The brand settings that change what a location offers on a day. */
export interface OpeningSettings {
  highSeason?: SeasonRange | null;
  selfService?: boolean | null;
}

export interface OpeningDay {
  date: IsoDate;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  season: 'high' | 'low';
  /** A special-hours entry governs this day: closed all day, or other hours. */
  special: 'closed' | 'hours' | null;
  /** Staffed hours (special hours applied); `null`: no staff that day. */
  staffed: { from: string; to: string } | null;
  /** True when the staffed hours are the whole day ("Open 24 hours"). */
  allDay: boolean;
  /** Self-service pickup hours that day, when the brand and the location offer it. */
  selfService: { from: string; to: string } | null;
  /** A customer can pick up that day (staffed or by self-service). */
  pickup: boolean;
  /** A customer can return that day (staffed, or the key box with "return any time"). */
  return: boolean;
  returnAnytime: boolean;
  /** What a customer sees in one word: staffed, self-service only, or closed for pickup. */
  status: 'open' | 'self-service' | 'closed';
}

/**
 * The next `count` days (from `today`, Iceland's calendar) of one location as the site's calendar
 * and the booking service see them: the same rules (`isPickupDateAvailable`, `operatingHoursOn`,
 * seasons) on the same shapes, so the Studio's preview cannot disagree with a booking.
 */
export function openingDays(
  location: Location,
  settings: OpeningSettings | null | undefined,
  today: IsoDate,
  count = 14,
): OpeningDay[] {
  const highSeason = settings?.highSeason ?? null;
  const tenantSelfService = Boolean(settings?.selfService);
  const days: OpeningDay[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDaysToDate(today, i);
    const special = specialHoursOn(location, date);
    const staffed = operatingHoursOn(location, date, highSeason, today);
    const selfService = selfServiceHoursOn(location, date, tenantSelfService);
    const pickup = isPickupDateAvailable(location, date, highSeason, tenantSelfService, today);
    days.push({
      date,
      weekday: weekdayOf(date),
      season: isInSeason(date, highSeason, today) ? 'high' : 'low',
      special: special ? (special.open ? 'hours' : 'closed') : null,
      staffed: staffed ? { from: staffed.from, to: staffed.to } : null,
      allDay: staffed !== null && staffed.from === ALL_DAY.from && staffed.to === ALL_DAY.to,
      selfService: selfService ? { from: selfService.from, to: selfService.to } : null,
      pickup,
      return: isReturnDateAvailable(location, date, highSeason, today),
      returnAnytime: Boolean(location.returnAnytime),
      status: staffed ? 'open' : pickup ? 'self-service' : 'closed',
    });
  }
  return days;
}
