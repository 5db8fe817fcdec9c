// What the Studio's Operations tool shows, aggregated in SQL (the same on PGlite and PostgreSQL).
// Calendar days are Iceland's (Atlantic/Reykjavik); periods are turned into UTC bounds by the
// pure helpers in domain/report-period.ts.
import {
  type AffiliateFigures,
  addDaysToDate,
  type ClassUtilisation,
  type DayBoard,
  type DayFigures,
  fillDays,
  type IsoDate,
  LATE_RETURN_STATUSES,
  lateReturn,
  lateReturnBoardFrom,
  type Movement,
  type PeriodReport,
  percentChange,
  periodBounds,
  periodTotals,
  previousPeriod,
  type RefundRequest,
  type ReportPeriod,
  TIME_ZONE,
  utilisationPercent,
} from '../../domain/index.ts';
import type { Database } from '../db/client.ts';

export type {
  AffiliateFigures,
  ClassUtilisation,
  DayBoard,
  Movement,
  PeriodReport,
  RefundRequest,
} from '../../domain/index.ts';

/** Bookings that happened: everything but unpaid holds that lapsed or never completed. */
const BOOKED = `status NOT IN ('pending_payment', 'expired')`;

const iso = (ms: number) => new Date(ms).toISOString();

const nameOf = (customer: unknown): string => {
  const c = (customer ?? {}) as { firstName?: unknown; lastName?: unknown };
  return [c.firstName, c.lastName].filter((p) => typeof p === 'string' && p).join(' ');
};

interface MovementRow {
  id: string;
  reference: string;
  pickup_at: string | Date;
  return_at: string | Date;
  pickup_location_id: string;
  return_location_id: string;
  customer: unknown;
  email: string;
  class_id: string;
  class_name: string | null;
  self_service: boolean;
  balance: number;
  status: string;
  checked_in: boolean;
  plate: string | null;
  returned: boolean;
}

/**
 * Pickups and returns on one Iceland calendar day, per location, in time order; each flagged late
 * at `now` if its booked return has passed without a return inspection. Today's board (the day
 * `now` falls on) also lists, first among the returns, cars of the past days still not back.
 */
export async function dayBoard(
  database: Database,
  tenant: string,
  date: IsoDate,
  now: Date,
): Promise<DayBoard> {
  const { start, end } = periodBounds({ from: date, to: date });
  const today = now.getTime() >= start && now.getTime() < end;
  const lateFrom = today ? lateReturnBoardFrom(date).getTime() : start;
  const lateStatuses = LATE_RETURN_STATUSES.map((s) => `'${s}'`).join(', ');
  const [rows, locations] = await Promise.all([
    database.query<MovementRow>(
      `SELECT r.id, r.reference, r.pickup_at, r.return_at, r.pickup_location_id, r.return_location_id,
              r.customer, r.email, r.class_id, c.name AS class_name, r.self_service, r.balance, r.status,
              u.plate,
              -- Signing the agreement is what checks in; a later refund request keeps it checked in.
              (r.status IN ('checked_in', 'completed')
                OR EXISTS (SELECT 1 FROM signatures s WHERE s.reservation_id = r.id)) AS checked_in,
              (i.completed_at IS NOT NULL) AS returned
         FROM reservations r
         LEFT JOIN vehicle_classes c ON c.tenant = r.tenant AND c.id = r.class_id
         LEFT JOIN units u ON u.id = r.unit_id
         LEFT JOIN inspections i ON i.reservation_id = r.id AND i.stage = 'return'
        WHERE r.tenant = $1 AND r.status IN ('confirmed', 'checked_in', 'completed', 'refund_requested')
          AND ((r.pickup_at >= $2::timestamptz AND r.pickup_at < $3::timestamptz)
            OR (r.return_at >= $2::timestamptz AND r.return_at < $3::timestamptz)
            -- Still out from an earlier day (today's board only: $4 is $2 on any other).
            OR (r.return_at >= $4::timestamptz AND r.return_at < $2::timestamptz
                AND r.status IN (${lateStatuses}) AND i.completed_at IS NULL))
        ORDER BY r.pickup_at, r.reference`,
      [tenant, iso(start), iso(end), iso(lateFrom)],
    ),
    database.query<{ id: string; title: string }>(
      'SELECT id, title FROM locations WHERE tenant = $1 ORDER BY title',
      [tenant],
    ),
  ]);
  const board = new Map<string, { id: string; title: string; pickups: Movement[]; returns: Movement[] }>();
  for (const l of locations) board.set(l.id, { id: l.id, title: l.title, pickups: [], returns: [] });
  const slot = (id: string) => {
    let entry = board.get(id);
    if (!entry) {
      entry = { id, title: id, pickups: [], returns: [] };
      board.set(id, entry);
    }
    return entry;
  };
  for (const r of rows) {
    const pickupAt = new Date(r.pickup_at);
    const returnAt = new Date(r.return_at);
    const base = {
      reservationId: r.id,
      reference: r.reference,
      customer: nameOf(r.customer),
      email: r.email,
      classId: r.class_id,
      className: r.class_name ?? r.class_id,
      selfService: r.self_service,
      checkedIn: r.checked_in,
      balance: r.balance,
      status: r.status,
      plate: r.plate,
      returned: r.returned,
      late: lateReturn({ status: r.status, returnAt, returnDone: r.returned }, now),
    };
    if (pickupAt.getTime() >= start && pickupAt.getTime() < end) {
      slot(r.pickup_location_id).pickups.push({
        ...base,
        kind: 'pickup',
        at: pickupAt.toISOString(),
        locationId: r.pickup_location_id,
      });
    }
    if (returnAt.getTime() >= lateFrom && returnAt.getTime() < end) {
      slot(r.return_location_id).returns.push({
        ...base,
        kind: 'return',
        at: returnAt.toISOString(),
        locationId: r.return_location_id,
      });
    }
  }
  for (const entry of board.values()) entry.returns.sort((a, b) => a.at.localeCompare(b.at));
  return { date, locations: [...board.values()] };
}

async function dailyFigures(database: Database, tenant: string, period: ReportPeriod): Promise<DayFigures[]> {
  const { start, end } = periodBounds(period);
  const [bookings, money] = await Promise.all([
    database.query<{ date: string; bookings: number; average_days: number | null }>(
      `SELECT to_char(coalesce(confirmed_at, created_at) AT TIME ZONE '${TIME_ZONE}', 'YYYY-MM-DD') AS date,
              count(*)::int AS bookings,
              avg((price->>'days')::float8)::float8 AS average_days
         FROM reservations
        WHERE tenant = $1 AND ${BOOKED}
          AND coalesce(confirmed_at, created_at) >= $2::timestamptz
          AND coalesce(confirmed_at, created_at) < $3::timestamptz
        GROUP BY 1`,
      [tenant, iso(start), iso(end)],
    ),
    // Payments are negative ledger amounts (they lower the balance); refunds positive.
    database.query<{ date: string; revenue: number }>(
      `SELECT to_char(created_at AT TIME ZONE '${TIME_ZONE}', 'YYYY-MM-DD') AS date,
              (coalesce(-sum(amount) FILTER (WHERE kind = 'payment'), 0)
             - coalesce(sum(amount) FILTER (WHERE kind = 'refund'), 0))::int AS revenue
         FROM ledger
        WHERE tenant = $1 AND kind IN ('payment', 'refund')
          AND created_at >= $2::timestamptz AND created_at < $3::timestamptz
        GROUP BY 1`,
      [tenant, iso(start), iso(end)],
    ),
  ]);
  return fillDays(period, [
    ...bookings.map((b) => ({
      date: b.date,
      bookings: Number(b.bookings),
      averageDays: b.average_days === null ? 0 : Math.round(Number(b.average_days) * 10) / 10,
    })),
    ...money.map((m) => ({ date: m.date, revenue: Number(m.revenue) })),
  ]);
}

/** Per-day bookings, revenue and rental length for a period, and the period just before it. */
export async function periodReport(
  database: Database,
  tenant: string,
  period: ReportPeriod,
): Promise<PeriodReport> {
  const previous = previousPeriod(period);
  const [days, previousDays] = await Promise.all([
    dailyFigures(database, tenant, period),
    dailyFigures(database, tenant, previous),
  ]);
  const totals = periodTotals(days);
  const previousTotals = periodTotals(previousDays);
  return {
    period,
    previous,
    days,
    previousDays,
    totals,
    previousTotals,
    change: {
      bookings: percentChange(totals.bookings, previousTotals.bookings),
      revenue: percentChange(totals.revenue, previousTotals.revenue),
      averageDays: percentChange(totals.averageDays, previousTotals.averageDays),
    },
  };
}

/** How much of each vehicle class's fleet time the period's allocations take. */
export async function utilisationByClass(
  database: Database,
  tenant: string,
  period: ReportPeriod,
): Promise<ClassUtilisation[]> {
  const { start, end } = periodBounds(period);
  // A unit's capacity is its time in service inside the period: until its retirement, less its
  // periods out of service (which never overlap on one unit), so a fleet with a car in the garage
  // does not read as under-used.
  const rows = await database.query<{
    class_id: string;
    name: string;
    units: number;
    capacity_hours: number;
    booked_hours: number;
  }>(
    `WITH unit_window AS (
       SELECT u.id, u.class_id,
              tstzrange($2::timestamptz, greatest($2::timestamptz, least($3::timestamptz, coalesce(u.retired_at, $3::timestamptz)))) AS w
         FROM units u WHERE u.tenant = $1 AND u.active
     ), fleet AS (
       SELECT uw.class_id,
              count(*) FILTER (WHERE NOT isempty(uw.w))::int AS units,
              sum(coalesce(extract(epoch FROM upper(uw.w) - lower(uw.w)), 0) / 3600.0
                  - coalesce((SELECT sum(extract(epoch FROM upper(s.period * uw.w) - lower(s.period * uw.w)))
                                FROM unit_service_periods s
                               WHERE s.unit_id = uw.id AND s.period && uw.w), 0) / 3600.0)::float8 AS capacity_hours
         FROM unit_window uw GROUP BY uw.class_id
     ), held AS (
       SELECT u.class_id,
              sum(extract(epoch FROM upper(a.period * tstzrange($2::timestamptz, $3::timestamptz))
                                   - lower(a.period * tstzrange($2::timestamptz, $3::timestamptz))) / 3600.0)::float8
                AS booked_hours
         FROM allocations a JOIN units u ON u.id = a.unit_id
        WHERE a.tenant = $1 AND a.period && tstzrange($2::timestamptz, $3::timestamptz)
        GROUP BY u.class_id
     )
     SELECT c.id AS class_id, c.name, coalesce(f.units, 0) AS units,
            coalesce(f.capacity_hours, 0)::float8 AS capacity_hours, coalesce(h.booked_hours, 0)::float8 AS booked_hours
       FROM vehicle_classes c
       LEFT JOIN fleet f ON f.class_id = c.id
       LEFT JOIN held h ON h.class_id = c.id
      WHERE c.tenant = $1 AND c.active
      ORDER BY c.sort, c.id`,
    [tenant, iso(start), iso(end)],
  );
  return rows.map((r) => {
    const capacityHours = Math.round(Number(r.capacity_hours) * 10) / 10;
    const bookedHours = Math.round(Number(r.booked_hours) * 10) / 10;
    return {
      classId: r.class_id,
      name: r.name,
      units: Number(r.units),
      bookedHours,
      capacityHours,
      percent: utilisationPercent(bookedHours, capacityHours),
    };
  });
}

/** Reservations waiting for a staff decision on a refund, oldest request first. */
export async function refundQueue(database: Database, tenant: string): Promise<RefundRequest[]> {
  const rows = await database.query<{
    id: string;
    reference: string;
    customer: unknown;
    email: string;
    refund_reason: string | null;
    updated_at: string | Date;
    pickup_at: string | Date;
    return_at: string | Date;
    paid: number;
    refunded: number;
  }>(
    `SELECT r.id, r.reference, r.customer, r.email, r.refund_reason, r.updated_at, r.pickup_at, r.return_at,
            coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'payment'), 0)::int AS paid,
            coalesce(sum(l.amount) FILTER (WHERE l.kind = 'refund'), 0)::int AS refunded
       FROM reservations r LEFT JOIN ledger l ON l.reservation_id = r.id
      WHERE r.tenant = $1 AND r.status = 'refund_requested'
      GROUP BY r.id
      ORDER BY r.updated_at, r.reference`,
    [tenant],
  );
  return rows.map((r) => ({
    reservationId: r.id,
    reference: r.reference,
    customer: nameOf(r.customer),
    email: r.email,
    reason: r.refund_reason,
    requestedAt: new Date(r.updated_at).toISOString(),
    pickupAt: new Date(r.pickup_at).toISOString(),
    returnAt: new Date(r.return_at).toISOString(),
    paid: Number(r.paid),
    refunded: Number(r.refunded),
    refundable: Math.max(0, Number(r.paid) - Number(r.refunded)),
  }));
}

/** Clicks and conversions per affiliate within the period, most clicks first. */
export async function affiliateReport(
  database: Database,
  tenant: string,
  period: ReportPeriod,
): Promise<AffiliateFigures[]> {
  const { start, end } = periodBounds(period);
  const rows = await database.query<{
    ref: string;
    clicks: number;
    conversions: number;
    confirmed: number;
    amount: number;
  }>(
    `WITH c AS (
       SELECT ref, count(*)::int AS clicks FROM affiliate_clicks
        WHERE tenant = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz GROUP BY ref
     ), v AS (
       SELECT ref, count(*)::int AS conversions,
              (count(*) FILTER (WHERE status = 'confirmed'))::int AS confirmed,
              coalesce(sum(amount), 0)::int AS amount
         FROM affiliate_conversions
        WHERE tenant = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz GROUP BY ref
     )
     SELECT coalesce(c.ref, v.ref) AS ref, coalesce(c.clicks, 0) AS clicks,
            coalesce(v.conversions, 0) AS conversions, coalesce(v.confirmed, 0) AS confirmed,
            coalesce(v.amount, 0) AS amount
       FROM c FULL OUTER JOIN v ON v.ref = c.ref
      ORDER BY 2 DESC, 1`,
    [tenant, iso(start), iso(end)],
  );
  return rows.map((r) => ({
    ref: r.ref,
    clicks: Number(r.clicks),
    conversions: Number(r.conversions),
    confirmed: Number(r.confirmed),
    amount: Number(r.amount),
    rate: utilisationPercent(Number(r.conversions), Number(r.clicks)),
  }));
}

/** Today and tomorrow in Iceland at `now`, for the day boards. */
export function boardDates(today: IsoDate): [IsoDate, IsoDate] {
  return [today, addDaysToDate(today, 1)];
}
