/**
 * The Vehicles step's deep link for a search:
 * `/book/vehicles/?pickupLocation=ID&returnLocation=ID&pickupDate=…&pickupTime=…&returnDate=…&returnTime=…&coupon=CODE`,
 * localised (`/de/book/vehicles/…`). The one place the panel builds it, so that a shared builder
 * can replace it.
 */
import type { IsoDate } from '@domain/dates.ts';
import type { Locale } from '@domain/locale.ts';
import type { SearchPanelState } from '@domain/search-panel.ts';
import { localizePath } from '@web/lib/paths.ts';

export interface SearchLink {
  pickupLocationId: string;
  returnLocationId: string;
  pickupDate: IsoDate;
  pickupTime: string;
  returnDate: IsoDate;
  returnTime: string;
  couponCode?: string | null;
}

export const VEHICLES_PATH = '/book/vehicles/';

/** The query in a stable order; the coupon only when one is set. */
export function searchQueryString(search: SearchLink): string {
  const params = new URLSearchParams({
    pickupLocation: search.pickupLocationId,
    returnLocation: search.returnLocationId,
    pickupDate: search.pickupDate,
    pickupTime: search.pickupTime,
    returnDate: search.returnDate,
    returnTime: search.returnTime,
  });
  const coupon = search.couponCode?.trim();
  if (coupon) params.set('coupon', coupon);
  return `?${params.toString()}`;
}

export function vehiclesHref(locale: Locale, search: SearchLink): string {
  return `${localizePath(VEHICLES_PATH, locale)}${searchQueryString(search)}`;
}

/** The panel's search once it is complete (both locations and both dates), else null. */
export function searchOfState(state: SearchPanelState): SearchLink | null {
  const { pickupLocation, pickupDate, returnDate } = state;
  const returnLocation = state.returnLocation ?? pickupLocation;
  if (!pickupLocation || !returnLocation || !pickupDate || !returnDate) return null;
  return {
    pickupLocationId: pickupLocation.id,
    returnLocationId: returnLocation.id,
    pickupDate,
    pickupTime: state.pickupTime,
    returnDate,
    returnTime: state.returnTime,
    couponCode: state.couponCode,
  };
}
