// The staff API behind the Studio's Operations tool. Every route needs a staff member (a Studio
// user's own content-lake login with the administrator or editor role, or BOOKING_ADMIN_TOKEN);
// every action that changes something is written to the staff audit log.
import { z } from 'zod';
import {
  CATALOGUE_USAGE_KINDS,
  DESK_QUERY_MAX,
  DESK_QUERY_MIN,
  isValidDateString,
  MAX_REPORT_DAYS,
  periodProblem,
  type ReportPeriod,
  todayInReykjavik,
} from '../../domain/index.ts';
import { BookingError } from '../errors.ts';
import { catalogueUsage } from '../services/catalogue-usage.ts';
import { signedContractPdf } from '../services/checkin.ts';
import { addNote, assignUnit, reservationDesk, searchReservations } from '../services/desk.ts';
import { troubledJobs } from '../services/jobs.ts';
import { decideRefund, denyRefund } from '../services/lifecycle.ts';
import {
  affiliateReport,
  boardDates,
  dayBoard,
  periodReport,
  refundQueue,
  utilisationByClass,
} from '../services/operations.ts';
import { paymentSummary } from '../services/payments.ts';
import { getReservation } from '../services/reservations.ts';
import { listStaffActions } from '../services/staff-audit.ts';
import {
  addServicePeriod,
  listFleet,
  reinstateUnit,
  removeServicePeriod,
  retireUnit,
  updateServicePeriod,
} from '../services/units.ts';
import { setKeyCode } from '../services/vehicle-keys.ts';
import { json, readJson } from './respond.ts';
import type { Context, Route } from './router.ts';
import { route } from './router.ts';
import {
  AddNoteInput,
  ApproveRefundInput,
  AssignUnitInput,
  DenyRefundInput,
  KeyCodeInput,
  RetireUnitInput,
  ServicePeriodInput,
} from './schemas.ts';

const IsoDateParam = z.string().refine(isValidDateString, 'Use a date as YYYY-MM-DD');

const PeriodQuery = z.object({ from: IsoDateParam, to: IsoDateParam }).superRefine((period, issue) => {
  const problem = periodProblem(period);
  if (problem) issue.addIssue({ code: 'custom', message: problem, path: ['to'] });
});

const AuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().positive().optional(),
});

const UUID = z.string().uuid('Not a reservation id');

const DeskSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(DESK_QUERY_MIN, `Type at least ${DESK_QUERY_MIN} characters`)
    .max(DESK_QUERY_MAX, `At most ${DESK_QUERY_MAX} characters`),
});

const CatalogueUsageQuery = z.object({
  type: z.enum(CATALOGUE_USAGE_KINDS, { message: `One of ${CATALOGUE_USAGE_KINDS.join(', ')}` }),
  // Location ids are the loosest of the four (the webhook's own rules).
  id: z.string().regex(/^[a-z0-9_-]{1,64}$/, 'A booking id such as "golf" or "kef"'),
});

/** Query parameters through a zod schema; a mistake is a 400 naming the parameter. */
function readQuery<T extends z.ZodType>(ctx: Context, schema: T): z.infer<T> {
  const raw: Record<string, string> = {};
  for (const [key, value] of ctx.url.searchParams) raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new BookingError(
      'invalid_query',
      `${first?.path.join('.') || 'query'}: ${first?.message ?? 'invalid'}`,
      400,
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  }
  return parsed.data;
}

/** A numeric id in the path (a unit's or a service period's); anything else is that 404. */
function numericId(ctx: Context, code: string, what: string): number {
  const parsed = z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .safeParse(ctx.params.id ?? '');
  if (!parsed.success || !/^\d+$/.test(ctx.params.id ?? ''))
    throw new BookingError(code, `${what} not found`, 404);
  return parsed.data;
}

function reservationId(ctx: Context): string {
  const parsed = UUID.safeParse(ctx.params.id ?? '');
  if (!parsed.success) throw new BookingError('not_found', 'Reservation not found', 404);
  return parsed.data;
}

export const staffRoutes: Route[] = [
  route('GET', '/staff/me', async (ctx) => {
    const member = await ctx.staff();
    return json({
      member,
      tenant: ctx.tenant,
      today: todayInReykjavik(ctx.now),
      maxReportDays: MAX_REPORT_DAYS,
    });
  }),

  route('GET', '/staff/operations/days', async (ctx) => {
    await ctx.staff();
    const dates = boardDates(todayInReykjavik(ctx.now));
    return json({
      days: await Promise.all(dates.map((d) => dayBoard(ctx.database, ctx.tenant, d, ctx.now))),
    });
  }),

  route('GET', '/staff/operations/report', async (ctx) => {
    await ctx.staff();
    const period: ReportPeriod = readQuery(ctx, PeriodQuery);
    return json(await periodReport(ctx.database, ctx.tenant, period));
  }),

  route('GET', '/staff/operations/utilisation', async (ctx) => {
    await ctx.staff();
    const period: ReportPeriod = readQuery(ctx, PeriodQuery);
    return json({ period, classes: await utilisationByClass(ctx.database, ctx.tenant, period) });
  }),

  route('GET', '/staff/operations/affiliates', async (ctx) => {
    await ctx.staff();
    const period: ReportPeriod = readQuery(ctx, PeriodQuery);
    return json({ period, affiliates: await affiliateReport(ctx.database, ctx.tenant, period) });
  }),

  route('GET', '/staff/refunds', async (ctx) => {
    await ctx.staff();
    return json({ requests: await refundQueue(ctx.database, ctx.tenant) });
  }),

  route('POST', '/staff/refunds/:id/approve', async (ctx) => {
    const member = await ctx.staff();
    const id = reservationId(ctx);
    const input = await readJson(ctx.request, ApproveRefundInput);
    const before = await paymentSummary(ctx.database, id);
    const amount = input.amount ?? Math.max(0, before.paid - before.refunded);
    const decided = await ctx.changing(id, { kind: 'refund_decided', granted: amount }, () =>
      decideRefund(ctx.database, ctx.gateway, ctx.tenant, id, amount, ctx.now),
    );
    const row = decided.reservation;
    // Only what the gateway paid back is reported as refunded (answer, e-mail, staff log).
    const mailed = await ctx.reservationEvent(row.id, {
      kind: 'refund_decided',
      granted: amount,
      refunded: decided.refunded,
    });
    await ctx.audit(member, 'refund.approve', row.reference, {
      reservationId: row.id,
      amount,
      refunded: decided.refunded,
      mailed,
    });
    return json({
      id: row.id,
      reference: row.reference,
      status: row.status,
      balance: row.balance,
      refunded: decided.refunded,
      mailed,
    });
  }),

  route('POST', '/staff/refunds/:id/deny', async (ctx) => {
    const member = await ctx.staff();
    const id = reservationId(ctx);
    const input = await readJson(ctx.request, DenyRefundInput);
    const row = await ctx.changing(id, { kind: 'refund_decided', granted: 0 }, () =>
      denyRefund(ctx.database, ctx.tenant, id, ctx.now),
    );
    // The refund decision e-mail with nothing granted says so ("No refund was granted").
    const mailed = await ctx.reservationEvent(row.id, { kind: 'refund_decided', granted: 0 });
    await ctx.audit(member, 'refund.deny', row.reference, {
      reservationId: row.id,
      note: input.note || null,
      statusAfter: row.status,
      mailed,
    });
    return json({ id: row.id, reference: row.reference, status: row.status, mailed });
  }),

  // The desk: find a reservation by reference, name, e-mail or plate.
  route('GET', '/staff/desk/search', async (ctx) => {
    await ctx.staff();
    const { q } = readQuery(ctx, DeskSearchQuery);
    return json({ results: await searchReservations(ctx.database, ctx.tenant, q, ctx.now) });
  }),

  route('GET', '/staff/desk/reservations/:id', async (ctx) => {
    await ctx.staff();
    return json(await reservationDesk(ctx.database, ctx.tenant, reservationId(ctx), ctx.now));
  }),

  route('POST', '/staff/desk/reservations/:id/unit', async (ctx) => {
    const member = await ctx.staff();
    const id = reservationId(ctx);
    const input = await readJson(ctx.request, AssignUnitInput);
    const done = await assignUnit(ctx.database, ctx.tenant, id, input.unitId, member, ctx.now);
    await ctx.audit(member, 'unit.assign', done.reservation.reference, {
      reservationId: id,
      unitId: done.unit.id,
      plate: done.unit.plate,
      previousPlate: done.previous?.plate ?? null,
    });
    return json(await reservationDesk(ctx.database, ctx.tenant, id, ctx.now));
  }),

  route('POST', '/staff/desk/reservations/:id/notes', async (ctx) => {
    const member = await ctx.staff();
    const id = reservationId(ctx);
    const input = await readJson(ctx.request, AddNoteInput);
    const { reservation, note } = await addNote(ctx.database, ctx.tenant, id, member, input.text, ctx.now);
    await ctx.audit(member, 'note.add', reservation.reference, { reservationId: id, noteId: note.id });
    return json({ note }, 201);
  }),

  // The signed agreement as the customer got it; who opened it is part of the staff log.
  route('GET', '/staff/desk/reservations/:id/agreement.pdf', async (ctx) => {
    const member = await ctx.staff();
    const reservation = await getReservation(ctx.database, ctx.tenant, reservationId(ctx));
    const pdf = await signedContractPdf(ctx.database, ctx.storage, reservation);
    await ctx.audit(member, 'agreement.view', reservation.reference, { reservationId: reservation.id });
    return new Response(Buffer.from(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="rental-agreement-${reservation.reference}.pdf"`,
        'cache-control': 'private, no-store',
      },
    });
  }),

  // The location's key-box code: kept by the booking service only; the log never holds the code.
  route('POST', '/staff/locations/:id/key-code', async (ctx) => {
    const member = await ctx.staff();
    const input = await readJson(ctx.request, KeyCodeInput);
    const locationId = ctx.params.id ?? '';
    if (!/^[a-z0-9_-]{1,64}$/.test(locationId))
      throw new BookingError('not_found', 'Location not found', 404);
    await setKeyCode(ctx.database, ctx.tenant, locationId, input.code);
    await ctx.audit(member, input.code ? 'keycode.set' : 'keycode.clear', null, { location: locationId });
    return json({ locationId, hasCode: input.code !== null });
  }),

  // Units in Operations: the fleet per location, periods out of service, retirement.
  route('GET', '/staff/units', async (ctx) => {
    await ctx.staff();
    return json({
      today: todayInReykjavik(ctx.now),
      locations: await listFleet(ctx.database, ctx.tenant, ctx.now),
    });
  }),

  route('POST', '/staff/units/:id/service-periods', async (ctx) => {
    const member = await ctx.staff();
    const unitId = numericId(ctx, 'unit_not_found', 'Unit');
    const input = await readJson(ctx.request, ServicePeriodInput);
    const done = await addServicePeriod(ctx.database, ctx.tenant, unitId, input, member.name, ctx.now);
    await ctx.audit(member, 'unit.service_add', done.plate, {
      unitId,
      periodId: done.period.id,
      from: input.from,
      to: input.to,
      reason: input.reason,
      conflicts: done.conflicts.map((c) => c.reference),
    });
    return json(done, 201);
  }),

  route('POST', '/staff/units/service-periods/:id', async (ctx) => {
    const member = await ctx.staff();
    const periodId = numericId(ctx, 'service_period_not_found', 'Service period');
    const input = await readJson(ctx.request, ServicePeriodInput);
    const done = await updateServicePeriod(ctx.database, ctx.tenant, periodId, input, ctx.now);
    await ctx.audit(member, 'unit.service_change', done.plate, {
      unitId: done.period.unitId,
      periodId,
      before: { from: done.before.from, to: done.before.to, reason: done.before.reason },
      from: input.from,
      to: input.to,
      reason: input.reason,
      conflicts: done.conflicts.map((c) => c.reference),
    });
    return json({ plate: done.plate, period: done.period, conflicts: done.conflicts });
  }),

  route('POST', '/staff/units/service-periods/:id/remove', async (ctx) => {
    const member = await ctx.staff();
    const periodId = numericId(ctx, 'service_period_not_found', 'Service period');
    const done = await removeServicePeriod(ctx.database, ctx.tenant, periodId);
    await ctx.audit(member, 'unit.service_remove', done.plate, {
      unitId: done.period.unitId,
      periodId,
      from: done.period.from,
      to: done.period.to,
      reason: done.period.reason,
    });
    return json(done);
  }),

  route('POST', '/staff/units/:id/retire', async (ctx) => {
    const member = await ctx.staff();
    const unitId = numericId(ctx, 'unit_not_found', 'Unit');
    const input = await readJson(ctx.request, RetireUnitInput);
    const done = await retireUnit(ctx.database, ctx.tenant, unitId, input.from, member.name, ctx.now);
    await ctx.audit(member, 'unit.retire', done.plate, {
      unitId,
      from: input.from,
      conflicts: done.conflicts.map((c) => c.reference),
    });
    return json(done);
  }),

  route('POST', '/staff/units/:id/reinstate', async (ctx) => {
    const member = await ctx.staff();
    const unitId = numericId(ctx, 'unit_not_found', 'Unit');
    const done = await reinstateUnit(ctx.database, ctx.tenant, unitId);
    await ctx.audit(member, 'unit.reinstate', done.plate, { unitId, wasRetiredAt: done.retiredAt });
    return json(done);
  }),

  // Asked by the Studio before Delete or Unpublish of a class, location, cover or extra.
  route('GET', '/staff/catalogue/usage', async (ctx) => {
    await ctx.staff();
    const { type, id } = readQuery(ctx, CatalogueUsageQuery);
    return json(await catalogueUsage(ctx.database, ctx.tenant, type, id, ctx.now));
  }),

  // Side effects (e-mails, refunds after a capture, conversions) that keep failing.
  route('GET', '/staff/jobs', async (ctx) => {
    await ctx.staff();
    return json({ jobs: await troubledJobs(ctx.database, ctx.tenant) });
  }),

  route('GET', '/staff/audit', async (ctx) => {
    await ctx.staff();
    const query = readQuery(ctx, AuditQuery);
    return json({ entries: await listStaffActions(ctx.database, ctx.tenant, query.limit, query.before) });
  }),
];
