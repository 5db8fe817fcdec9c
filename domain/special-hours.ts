import type { IsoDate } from './dates.ts';

/**
 * An exception for one date; it overrides the weekly hours of that date. The one shape of a
 * special-hours entry: content (the Studio's input and validation), the booking service's copy of
 * it and the site's search panel all read this.
 */
export interface SpecialHours {
  date: IsoDate;
  open: boolean;
  from?: string | null;
  to?: string | null;
  selfServiceAvailable?: boolean | null;
}

/** An entry as an editor may have left it half filled in (every field may be missing). */
export type SpecialHoursDraft = { [K in keyof SpecialHours]?: SpecialHours[K] | null };

/** The GROQ projection of an entry: exactly the fields of `SpecialHours`. */
export const SPECIAL_HOURS_PROJECTION = '{ date, open, from, to, selfServiceAvailable }';
