// The car inspection at pickup and at return (customer, reservation session) and both inspections
// on the desk (staff login). Photos are served only behind one of the two.
import { z } from 'zod';
import {
  INSPECTION_STAGES,
  INSPECTION_VIEWS,
  type InspectionStage,
  type InspectionView,
} from '../../domain/index.ts';
import { BookingError } from '../errors.ts';
import { reportFileName } from '../rules/inspection-report-pdf.ts';
import { checkUpload } from '../services/checkin.ts';
import {
  assertInspectionOpen,
  completeInspection,
  deskInspections,
  inspectionOverview,
  readInspectionPhoto,
  returnReport,
  storeInspectionPhoto,
} from '../services/inspection.ts';
import { getReservation } from '../services/reservations.ts';
import { rateLimit } from '../services/session.ts';
import type { InspectionAnswer, InspectionPhotoAnswer } from './answers.ts';
import { readUpload } from './body-limit.ts';
import { json, readJson } from './respond.ts';
import { type Context, type Route, route } from './router.ts';
import { InspectionCompleteInput } from './schemas.ts';

/** Photos a reservation may send per hour: six per step with retakes to spare, not a flood. */
export const INSPECTION_UPLOADS_PER_HOUR = 60;
/** Per client address, across reservations (several cars of one group on one phone fit). */
export const INSPECTION_UPLOADS_PER_ADDRESS_HOUR = 200;

const Stage = z.enum(INSPECTION_STAGES, { message: 'The stage is pickup or return' });
const View = z.enum(INSPECTION_VIEWS, {
  message: `The photo is one of ${INSPECTION_VIEWS.join(', ')}`,
});
const ReservationId = z.string().uuid('Not a reservation id');

function param<T>(schema: z.ZodType<T>, value: string | undefined): T {
  const parsed = schema.safeParse(value ?? '');
  if (!parsed.success) {
    throw new BookingError('not_found', parsed.error.issues[0]?.message ?? 'Not found', 404);
  }
  return parsed.data;
}

const stageOf = (ctx: Context): InspectionStage => param(Stage, ctx.params.stage);
const viewOf = (ctx: Context): InspectionView => param(View, ctx.params.view);

function photoResponse(file: { bytes: Uint8Array; contentType: string }): Response {
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'content-type': file.contentType,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    },
  });
}

const noStore = { 'cache-control': 'private, no-store' };

export const inspectionRoutes: Route[] = [
  route('GET', '/reservation/inspection', async (ctx) => {
    const reservation = await ctx.session();
    return json(
      (await inspectionOverview(ctx.database, reservation, ctx.now)) satisfies InspectionAnswer,
      200,
      noStore,
    );
  }),

  route('PUT', '/reservation/inspection/:stage/photos/:view', async (ctx) => {
    const reservation = await ctx.session();
    const stage = stageOf(ctx);
    const view = viewOf(ctx);
    // Closed steps are refused before the body is read or a limit is spent.
    await assertInspectionOpen(ctx.database, reservation, stage, ctx.now);
    await rateLimit(
      ctx.database,
      `inspection-upload:${reservation.id}`,
      INSPECTION_UPLOADS_PER_HOUR,
      3600,
      ctx.now,
    );
    await rateLimit(
      ctx.database,
      `inspection-upload-ip:${ctx.tenant}:${ctx.ip}`,
      INSPECTION_UPLOADS_PER_ADDRESS_HOUR,
      3600,
      ctx.now,
    );
    const bytes = await readUpload(ctx.request);
    checkUpload(ctx.request.headers.get('content-type'), bytes);
    const photo = await storeInspectionPhoto(
      ctx.database,
      ctx.storage,
      reservation,
      stage,
      view,
      bytes,
      ctx.now,
    );
    return json({ photo } satisfies InspectionPhotoAnswer, 201);
  }),

  route('GET', '/reservation/inspection/:stage/photos/:view', async (ctx) => {
    const reservation = await ctx.session();
    return photoResponse(
      await readInspectionPhoto(ctx.database, ctx.storage, reservation.id, stageOf(ctx), viewOf(ctx)),
    );
  }),

  route('POST', '/reservation/inspection/:stage', async (ctx) => {
    const reservation = await ctx.session();
    const stage = stageOf(ctx);
    const input = await readJson(ctx.request, InspectionCompleteInput);
    const reportMail = await completeInspection(ctx.database, reservation, stage, input, ctx.now);
    // Sent now if the mail server answers; else the job runner retries it (the answer does not wait).
    await ctx.effects.runJobs([reportMail]);
    return json(
      (await inspectionOverview(ctx.database, await ctx.session(), ctx.now)) satisfies InspectionAnswer,
      201,
    );
  }),

  route('GET', '/reservation/inspection/report.pdf', async (ctx) => {
    const reservation = await ctx.session();
    const pdf = await returnReport(ctx.database, ctx.storage, reservation);
    return new Response(Buffer.from(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${reportFileName(reservation.reference)}"`,
        'x-content-type-options': 'nosniff',
        ...noStore,
      },
    });
  }),

  // Both inspections on the desk; who looked is part of the staff log (photos show the customer's car).
  route('GET', '/staff/desk/reservations/:id/inspections', async (ctx) => {
    const member = await ctx.staff();
    const reservation = await getReservation(ctx.database, ctx.tenant, param(ReservationId, ctx.params.id));
    const result = await deskInspections(ctx.database, reservation, ctx.now);
    await ctx.audit(member, 'inspection.view', reservation.reference, { reservationId: reservation.id });
    return json(result, 200, noStore);
  }),

  route('GET', '/staff/desk/reservations/:id/inspections/:stage/:view', async (ctx) => {
    await ctx.staff();
    const reservation = await getReservation(ctx.database, ctx.tenant, param(ReservationId, ctx.params.id));
    return photoResponse(
      await readInspectionPhoto(ctx.database, ctx.storage, reservation.id, stageOf(ctx), viewOf(ctx)),
    );
  }),
];
