/**
 * A vehicle page's booking facts: the class the page is linked to (content
 * `vehicle.rentalId`) as the booking service's catalogue describes it, its key facts and the
 * lowest price a rental of it can get. Pure: the catalogue answer comes in, data goes out.
 */
import type { BookingReply, CatalogueAnswer, CatalogueVehicle } from '@booking/client.ts';
import { tierRate } from '@booking/rules/pricing.ts';
import { fromPrice as quotedFromPrice, roadTaxPerDay } from '@domain/catalogue.ts';

/** A class as the catalogue answers it (`GET /catalogue`, the booking client's own type). */
export type CatalogueClass = CatalogueVehicle;

/** A class as a vehicle page offers it: with the road tax a rental of it pays per day. */
export type OfferedClass = CatalogueClass & { roadTaxPerDay: number };

export type ClassLookup =
  | { ok: true; vehicle: OfferedClass }
  | { ok: false; reason: 'no_rental_id' | 'not_in_catalogue' }
  /** The service answered no catalogue (down, unknown brand): the client's error code says why. */
  | { ok: false; reason: 'no_catalogue'; status: number; code: string };

type CatalogueReply = BookingReply<CatalogueAnswer>;

const taxOf = (catalogue: CatalogueAnswer, vehicle: CatalogueClass) =>
  roadTaxPerDay(catalogue.policy.roadTaxPerDay, vehicle.fuel);

/** The page's class in the catalogue the booking client answered; content stores the rental id as text. */
export function findCatalogueClass(
  reply: CatalogueReply,
  rentalId: string | number | null | undefined,
): ClassLookup {
  const id = typeof rentalId === 'string' ? Number(rentalId.trim()) : rentalId;
  if (id === null || id === undefined || !Number.isFinite(id)) return { ok: false, reason: 'no_rental_id' };
  if (!reply.ok) return { ok: false, reason: 'no_catalogue', status: reply.status, code: reply.error.code };
  const vehicle = reply.data.vehicles.find((v) => v.rentalId === id);
  if (!vehicle) return { ok: false, reason: 'not_in_catalogue' };
  return { ok: true, vehicle: { ...vehicle, roadTaxPerDay: taxOf(reply.data, vehicle) } };
}

/**
 * The road tax each class pays per rental day, by its name (the booking service copies the name
 * from the same content document a price table names), from the catalogue's fuel and the brand's
 * rates, by the rule a vehicle page uses; null without a catalogue (no month is then quoted).
 */
export function roadTaxByClassName(reply: CatalogueReply): Map<string, number> | null {
  if (!reply.ok) return null;
  return new Map(reply.data.vehicles.map((v) => [v.name, taxOf(reply.data, v)]));
}

/** Each class's category by rental id (which drawing a listing card shows); empty without a catalogue. */
export function categoriesByRental(reply: CatalogueReply): Map<number, string> {
  return new Map(reply.ok ? reply.data.vehicles.map((v) => [v.rentalId, v.category]) : []);
}

export type FromPrice = { unit: 'day' | 'month'; amount: number };

/**
 * The lowest price a rental of the class can get, in krónur: for daily rates the cheapest day of
 * any tier in either season, each tier priced by the booking service's own rule (`tierRate`, the
 * rate every day of a rental of that length is charged, which is the Vehicles step's per-day
 * price before extras); for monthly rates the month with what every month is charged (its road
 * tax, `taxPerDay`), by the domain's rule. Null without any rate.
 */
export function fromPrice(rates: CatalogueClass['rates'], taxPerDay = 0): FromPrice | null {
  if (rates.kind === 'monthly') return { unit: 'month', amount: quotedFromPrice(rates, taxPerDay) };
  const perDay = [rates.low, rates.high].flatMap((tiers) =>
    tiers.map((tier) => tierRate(tiers, tier.minDays)),
  );
  return perDay.length > 0 ? { unit: 'day', amount: Math.min(...perDay) } : null;
}

export type FactKey =
  | 'sleepingSpots'
  | 'seats'
  | 'doors'
  | 'transmission'
  | 'fuel'
  | 'fourWheelDrive'
  | 'fRoad'
  | 'luggage'
  | 'kitchen'
  | 'heating';

export type Fact =
  | { key: 'sleepingSpots' | 'seats' | 'doors' | 'luggage'; value: number }
  | { key: 'transmission'; value: CatalogueClass['transmission'] }
  | { key: 'fuel'; value: CatalogueClass['fuel'] }
  | { key: 'fourWheelDrive' | 'fRoad' | 'kitchen' | 'heating'; value: boolean };

/** Equipment the catalogue does not know, from the vehicle's content document (null: not given). */
export interface CamperEquipment {
  kitchen?: boolean | null;
  heating?: boolean | null;
}

/**
 * The key facts in the order a renter weighs them; a camper (a class with berths) leads with its
 * sleeping spots and adds kitchen and heating where content says.
 */
export function keyFacts(vehicle: CatalogueClass, equipment: CamperEquipment = {}): Fact[] {
  const camper = vehicle.sleepingSpots > 0;
  const facts: Fact[] = [
    ...(camper ? [{ key: 'sleepingSpots' as const, value: vehicle.sleepingSpots }] : []),
    { key: 'seats', value: vehicle.seats },
    { key: 'doors', value: vehicle.doors },
    { key: 'transmission', value: vehicle.transmission },
    { key: 'fuel', value: vehicle.fuel },
    { key: 'fourWheelDrive', value: vehicle.fourWheelDrive },
    { key: 'fRoad', value: vehicle.fRoadAllowed },
    { key: 'luggage', value: vehicle.luggage },
  ];
  if (camper && typeof equipment.kitchen === 'boolean')
    facts.push({ key: 'kitchen', value: equipment.kitchen });
  if (camper && typeof equipment.heating === 'boolean')
    facts.push({ key: 'heating', value: equipment.heating });
  return facts;
}
