import type { BookingSearch } from '@web/features/booking/state.ts';

/** A search as the booking service's `POST /search` and `/quote` take it. */
export function searchBody(search: BookingSearch) {
  return {
    pickupLocationId: search.pickupLocationId,
    returnLocationId: search.returnLocationId,
    pickupDate: search.pickupDate,
    pickupTime: search.pickupTime,
    returnDate: search.returnDate,
    returnTime: search.returnTime,
    ...(search.couponCode ? { promoCode: search.couponCode } : {}),
  };
}
