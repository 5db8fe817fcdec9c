/**
 * The fleet's units as staff keep them in Operations: periods out of service, retirement, and the
 * automatic assignment of a unit before pickup. Pure rules; the booking service applies them
 * (`booking/services/units.ts`) and its availability queries read the same periods.
 */
import { addDaysToDate, type IsoDate, isValidDateString, reykjavikInstant } from './dates.ts';

export const SERVICE_REASON_MAX = 200;
/** A longer stop is a retirement, not a service period. */
export const MAX_SERVICE_PERIOD_DAYS = 366;

/** Hours before pickup the service fixes a unit when the location does not say. */
export const DEFAULT_AUTO_ASSIGN_HOURS = 24;
export const MAX_AUTO_ASSIGN_HOURS = 168;
/** The name the staff log and the desk show for assignments the service made itself. */
export const AUTO_ASSIGNER_NAME = 'Automatic assignment';

export interface ServicePeriodDates {
  /** First day out of service (Iceland). */
  from: IsoDate;
  /** Last day out of service, inclusive (Iceland). */
  to: IsoDate;
}

/** Why `period` cannot be a service period, or null when it can. */
export function servicePeriodProblem(period: ServicePeriodDates): string | null {
  if (!isValidDateString(period.from) || !isValidDateString(period.to)) return 'Use dates as YYYY-MM-DD';
  if (period.to < period.from) return 'The last day out of service is before the first';
  if (addDaysToDate(period.from, MAX_SERVICE_PERIOD_DAYS - 1) < period.to)
    return `At most ${MAX_SERVICE_PERIOD_DAYS} days; retire the unit for longer`;
  return null;
}

/** The instants a service period covers: from 00:00 on its first day to 00:00 after its last. */
export function servicePeriodInstants(period: ServicePeriodDates): [Date, Date] {
  return [reykjavikInstant(period.from, '00:00'), reykjavikInstant(addDaysToDate(period.to, 1), '00:00')];
}

/** A retirement takes effect at 00:00 of its day in Iceland. */
export function retirementInstant(from: IsoDate): Date {
  return reykjavikInstant(from, '00:00');
}

export type UnitStatus = 'in_service' | 'out_of_service' | 'retired' | 'inactive';

/**
 * A unit's status at `now`: retired (by staff), inactive (switched off in the Studio), out of
 * service (inside one of its periods) or in service.
 */
export function unitStatus(
  unit: { active: boolean; retiredAt: Date | null },
  periods: readonly { start: Date; end: Date }[],
  now: Date,
): UnitStatus {
  if (unit.retiredAt && unit.retiredAt <= now) return 'retired';
  if (!unit.active) return 'inactive';
  if (periods.some((p) => p.start <= now && now < p.end)) return 'out_of_service';
  return 'in_service';
}

/** When the service fixes a unit for a reservation staff have not assigned one to. */
export function autoAssignAt(pickupAt: Date, hours: number): Date {
  return new Date(pickupAt.getTime() - Math.max(0, hours) * 3_600_000);
}

/** A reservation whose period collides with a unit's service period or retirement. */
export interface UnitConflict {
  reservationId: string;
  reference: string;
  pickupAt: string;
  returnAt: string;
  status: string;
  /** Why the unit cannot carry it: a service period (its id) or the retirement. */
  cause: { kind: 'service'; periodId: number; reason: string } | { kind: 'retired' };
}

/** A service period as the Operations tool lists it. */
export interface ServicePeriod {
  id: number;
  unitId: number;
  from: IsoDate;
  to: IsoDate;
  reason: string;
  createdBy: string;
  createdAt: string;
}

/** A unit as the Units panel shows it (`GET /staff/units`). */
export interface FleetUnit {
  id: number;
  plate: string;
  classId: string;
  className: string;
  locationId: string;
  /** In service according to the Studio's vehicle document. */
  active: boolean;
  retiredAt: string | null;
  status: UnitStatus;
  /** Service periods that have not ended yet, earliest first. */
  servicePeriods: ServicePeriod[];
  /** Reservations holding the unit that collide with its periods or retirement. */
  conflicts: UnitConflict[];
}

export interface FleetLocation {
  id: string;
  title: string;
  autoAssignHours: number;
  units: FleetUnit[];
}
