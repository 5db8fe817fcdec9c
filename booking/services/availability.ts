import { rentalDates, reykjavikDate } from '../../domain/dates.ts';
import {
  checkRentalLimits,
  DAILY_RENTAL_LIMITS,
  LEASE_RENTAL_LIMITS,
  type RentalLimits,
} from '../../domain/index.ts';
import type { Database } from '../db/client.ts';
import { BookingError } from '../errors.ts';
import { type PriceSummary, priceRental, rentalDays } from '../rules/pricing.ts';
import type { Promo, TenantSettings, VehicleClass } from '../rules/types.ts';
import type { Catalogue } from './catalogue.ts';
import { assertLocationsOpen } from './opening.ts';

export interface Terms {
  pickupLocationId: string;
  returnLocationId: string;
  pickupAt: Date;
  returnAt: Date;
}

/** The unit is blocked from pickup until the turnaround after return has passed. */
export function blockedPeriod(
  terms: Pick<Terms, 'pickupAt' | 'returnAt'>,
  turnaroundMinutes: number,
): [Date, Date] {
  return [terms.pickupAt, new Date(terms.returnAt.getTime() + turnaroundMinutes * 60_000)];
}

export function rangeLiteral([from, to]: [Date, Date]): string {
  return `[${from.toISOString()},${to.toISOString()})`;
}

/**
 * SQL condition (on units aliased `u`) that the unit can carry the period `range` (an SQL
 * expression of type tstzrange): it is in none of its service periods then, and not retired
 * before the period ends. Every query that picks or counts units for a period uses it.
 */
export function unitUsableSql(range: string): string {
  return `NOT EXISTS (SELECT 1 FROM unit_service_periods s WHERE s.unit_id = u.id AND s.period && ${range})
          AND (u.retired_at IS NULL OR u.retired_at >= upper(${range}))`;
}

/**
 * Free units per class at the pickup location for the blocked period. One index probe per unit
 * on the exclusion constraint's GiST index (unit_id, period).
 */
export async function freeUnitsByClass(
  database: Database,
  tenant: string,
  locationId: string,
  period: [Date, Date],
  excludeReservationId?: string,
): Promise<Map<string, number>> {
  const rows = await database.prepared<{ class_id: string; free: number }>(
    'booking_free_units_v2',
    `SELECT u.class_id, count(*)::int AS free
       FROM units u
      WHERE u.tenant = $1 AND u.location_id = $2 AND u.active AND ${unitUsableSql('$3::tstzrange')}
        AND NOT EXISTS (
          SELECT 1 FROM allocations a
           WHERE a.unit_id = u.id AND a.period && $3
             AND ($4::uuid IS NULL OR a.reservation_id IS DISTINCT FROM $4))
      GROUP BY u.class_id`,
    ['text', 'text', 'tstzrange', 'uuid'],
    [tenant, locationId, rangeLiteral(period), excludeReservationId ?? null],
  );
  return new Map(rows.map((r) => [r.class_id, r.free]));
}

export interface Offer {
  vehicle: VehicleClass;
  available: number;
  price: PriceSummary | null;
  unavailableReason: 'sold_out' | 'driver_age' | null;
}

export interface SearchResult {
  days: number;
  selfService: boolean;
  offers: Offer[];
}

/** The tenant's rental limits; settings stored before they existed get the defaults of their kind. */
export function rentalLimitsOf(settings: TenantSettings): RentalLimits {
  return settings.rentalLimits ?? (settings.minRentalDays >= 30 ? LEASE_RENTAL_LIMITS : DAILY_RENTAL_LIMITS);
}

/** Validates terms against the tenant's rules; returns whether pickup is self-service. */
export function checkTerms(catalogue: Catalogue, terms: Terms, now: Date): { selfService: boolean } {
  if (terms.returnAt <= terms.pickupAt)
    throw new BookingError('invalid_period', 'Return must be after pickup', 422);
  if (terms.pickupAt <= now) throw new BookingError('pickup_in_past', 'Pickup must be in the future', 422);
  // Before anything that walks the rental's days (opening hours, prices): bounded work per request.
  const violation = checkRentalLimits(
    { pickupDate: reykjavikDate(terms.pickupAt), returnDate: reykjavikDate(terms.returnAt) },
    rentalLimitsOf(catalogue.settings),
    reykjavikDate(now),
  );
  if (violation) throw new BookingError(violation.code, violation.message, 422, { latest: violation.latest });
  rentalDays(terms.pickupAt, terms.returnAt, catalogue.settings.graceMinutes);
  return assertLocationsOpen(catalogue, terms, now);
}

export async function search(
  database: Database,
  catalogue: Catalogue,
  terms: Terms,
  options: { promo: Promo | null; now: Date; driverAge?: number },
): Promise<SearchResult> {
  const { selfService } = checkTerms(catalogue, terms, options.now);
  const { settings } = catalogue;
  const free = await freeUnitsByClass(
    database,
    catalogue.tenant,
    terms.pickupLocationId,
    blockedPeriod(terms, settings.turnaroundMinutes),
  );
  const days = rentalDays(terms.pickupAt, terms.returnAt, settings.graceMinutes);
  const dates = rentalDates(terms.pickupAt, days);
  const today = reykjavikDate(options.now);
  const offers = catalogue.classes.map((vehicle): Offer => {
    const available = free.get(vehicle.id) ?? 0;
    const tooYoung = options.driverAge !== undefined && options.driverAge < vehicle.minDriverAge;
    const price = priceRental({
      vehicle,
      settings,
      pickupAt: terms.pickupAt,
      returnAt: terms.returnAt,
      rentalDates: dates,
      pickupLocationId: terms.pickupLocationId,
      returnLocationId: terms.returnLocationId,
      insurance: catalogue.insurance,
      extras: catalogue.extras,
      selection: {},
      promo: options.promo,
      now: options.now,
      today,
    });
    return {
      vehicle,
      available,
      price,
      unavailableReason: tooYoung ? 'driver_age' : available === 0 ? 'sold_out' : null,
    };
  });
  // Bookable first, keeping the catalogue order within each group.
  offers.sort((a, b) => Number(a.unavailableReason !== null) - Number(b.unavailableReason !== null));
  return { days, selfService, offers };
}
