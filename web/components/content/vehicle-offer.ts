/**
 * A vehicle page's booking facts: the class the page is linked to (content
 * `vehicle.rentalId`) as the booking service's catalogue describes it, its key facts and the
 * lowest price a rental of it can get. Pure: the catalogue answer comes in, data goes out.
 */
import { tierRate } from '@booking/rules/pricing.ts';
import { fromPrice as quotedFromPrice, roadTaxPerDay, VehicleClassFactsSchema } from '@domain/catalogue.ts';
import { z } from 'zod';

const RateTierSchema = z.object({ minDays: z.number().int().positive(), perDay: z.number().nonnegative() });

const RatesSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('daily'), low: z.array(RateTierSchema), high: z.array(RateTierSchema) }),
  z.object({ kind: z.literal('monthly'), perMonth: z.number().nonnegative() }),
]);

export const CatalogueClassSchema = VehicleClassFactsSchema.extend({
  id: z.string().min(1),
  rates: RatesSchema,
});
export type CatalogueClass = z.infer<typeof CatalogueClassSchema>;

/** `GET /catalogue`, as far as vehicle pages read it. */
export const CatalogueClassesSchema = z.object({
  vehicles: z.array(CatalogueClassSchema),
  policy: z
    .object({ roadTaxPerDay: z.object({ electric: z.number(), hybrid: z.number() }).optional() })
    .optional(),
});

/** A class as a vehicle page offers it: with the road tax a rental of it pays per day. */
export type OfferedClass = CatalogueClass & { roadTaxPerDay: number };

export type ClassLookup =
  | { ok: true; vehicle: OfferedClass }
  | { ok: false; reason: 'no_rental_id' | 'bad_answer' | 'not_in_catalogue' };

/** The page's class in a catalogue answer; content stores the rental id as text. */
export function findCatalogueClass(body: unknown, rentalId: string | number | null | undefined): ClassLookup {
  const id = typeof rentalId === 'string' ? Number(rentalId.trim()) : rentalId;
  if (id === null || id === undefined || !Number.isFinite(id)) return { ok: false, reason: 'no_rental_id' };
  const parsed = CatalogueClassesSchema.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'bad_answer' };
  const vehicle = parsed.data.vehicles.find((v) => v.rentalId === id);
  if (!vehicle) return { ok: false, reason: 'not_in_catalogue' };
  const tax = parsed.data.policy?.roadTaxPerDay;
  return { ok: true, vehicle: { ...vehicle, roadTaxPerDay: tax ? roadTaxPerDay(tax, vehicle.fuel) : 0 } };
}

/**
 * The road tax each class pays per rental day, by its name (the booking service copies the name
 * from the same content document a price table names), from the catalogue's fuel and the brand's
 * rates, by the rule a vehicle page uses; empty for a bad answer.
 */
export function roadTaxByClassName(body: unknown): Map<string, number> {
  const parsed = CatalogueClassesSchema.safeParse(body);
  if (!parsed.success) return new Map();
  const tax = parsed.data.policy?.roadTaxPerDay;
  return new Map(parsed.data.vehicles.map((v) => [v.name, tax ? roadTaxPerDay(tax, v.fuel) : 0]));
}

/** Each class's category by rental id (which drawing a listing card shows); empty for a bad answer. */
export function categoriesByRental(body: unknown): Map<number, string> {
  const parsed = CatalogueClassesSchema.safeParse(body);
  return new Map(parsed.success ? parsed.data.vehicles.map((v) => [v.rentalId, v.category]) : []);
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
