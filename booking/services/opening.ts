import { hoursBetween, reykjavikDate, reykjavikTime } from '../../domain/dates.ts';
import {
  isPickupDateAvailable,
  isReturnDateAvailable,
  type Location,
  pickupTimes,
  returnTimes,
} from '../../domain/index.ts';
import { BookingError } from '../errors.ts';
import type { Catalogue } from './catalogue.ts';
import type { LocationRecord } from './locations.ts';

function asDomainLocation(record: LocationRecord): Location {
  return { ...record.hours, id: record.id, title: record.title, hidden: record.hidden };
}

function visible(catalogue: Catalogue, id: string, role: 'pickup' | 'return'): LocationRecord {
  const location = catalogue.locations.find((l) => l.id === id && !l.hidden);
  if (!location) throw new BookingError('unknown_location', `Unknown ${role} location ${id}`, 422);
  return location;
}

/**
 * Opening-hours gate for a rental's terms, using the domain's rules on the synced location copy.
 * A pickup outside staffed hours is self-service, which needs the booking to be made
 * `selfServiceMinHours` ahead.
 */
export function assertLocationsOpen(
  catalogue: Catalogue,
  terms: { pickupLocationId: string; returnLocationId: string; pickupAt: Date; returnAt: Date },
  now: Date,
): { selfService: boolean } {
  const { settings } = catalogue;
  const today = reykjavikDate(now);
  const pickup = asDomainLocation(visible(catalogue, terms.pickupLocationId, 'pickup'));
  const ret = asDomainLocation(visible(catalogue, terms.returnLocationId, 'return'));

  const pickupDate = reykjavikDate(terms.pickupAt);
  const pickupTime = reykjavikTime(terms.pickupAt);
  if (!isPickupDateAvailable(pickup, pickupDate, settings.highSeason, settings.selfService, today)) {
    throw new BookingError('pickup_closed', `${pickup.title} is closed for pickup on ${pickupDate}`, 422);
  }
  const slot = pickupTimes(pickup, pickupDate, settings.highSeason, settings.selfService, today).find(
    (t) => t.time === pickupTime,
  );
  if (!slot) {
    throw new BookingError(
      'pickup_time_unavailable',
      `Pickup at ${pickupTime} is not offered at ${pickup.title}`,
      422,
    );
  }
  if (slot.selfService && hoursBetween(now, terms.pickupAt) < settings.selfServiceMinHours) {
    throw new BookingError(
      'self_service_too_soon',
      `Self-service pickup must be booked at least ${settings.selfServiceMinHours} hours ahead`,
      422,
    );
  }

  const returnDate = reykjavikDate(terms.returnAt);
  const returnTime = reykjavikTime(terms.returnAt);
  if (!isReturnDateAvailable(ret, returnDate, settings.highSeason, today)) {
    throw new BookingError('return_closed', `${ret.title} is closed for returns on ${returnDate}`, 422);
  }
  if (!returnTimes(ret, returnDate, settings.highSeason, today).includes(returnTime)) {
    throw new BookingError(
      'return_time_unavailable',
      `Return at ${returnTime} is not offered at ${ret.title}`,
      422,
    );
  }
  return { selfService: slot.selfService };
}
