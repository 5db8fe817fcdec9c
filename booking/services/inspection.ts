// The customer's car inspection at pickup and at return, and the return report. The windows are
// pure (`inspectionWindow` in domain/inspection.ts); every write re-reads the inspection under the
// reservation's row lock, so two submissions of one step (two tabs, a double tap on a slow line)
// are ordered and the second is refused rather than overwriting what the report compares.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  type DamageMark,
  INSPECTION_VIEWS,
  type InspectionStage,
  type InspectionView,
  type InspectionWindow,
  inspectionWindow,
  isInspectionView,
  isLocale,
  type Locale,
  pickupInspectionOpensAt,
  returnInspectionClosesAt,
} from '../../domain/index.ts';
import type { Database, Db, Tx } from '../db/client.ts';
import { pgErrorCode } from '../db/client.ts';
import { inspectionPhotos, inspections, staffAudit, units } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import { placeName } from '../rules/contract-data.ts';
import { inspectionReportPdf, type ReportStage, reportFileName } from '../rules/inspection-report-pdf.ts';
import { returnReportEmail } from '../rules/inspection-texts.ts';
import { nameIn } from '../rules/types.ts';
import type { FileStorage } from '../storage/files.ts';
import { loadCatalogue } from './catalogue.ts';
import { reencodePhoto } from './checkin.ts';
import { enqueueJob } from './jobs.ts';
import { type Mailer, senderFor } from './mail.ts';
import { withReservationLock } from './reservation-lock.ts';
import { getReservation, type ReservationRow } from './reservations.ts';

export interface InspectionPhoto {
  view: InspectionView;
  /** The server's clock when the photo arrived (ISO). */
  takenAt: string;
  width: number;
  height: number;
}

export interface StageState {
  stage: InspectionStage;
  window: InspectionWindow;
  opensAt: string;
  closesAt: string;
  photos: InspectionPhoto[];
  mileageKm: number | null;
  fuelEighths: number | null;
  damage: DamageMark[];
  completedAt: string | null;
}

export interface InspectionOverview {
  pickup: StageState;
  return: StageState;
  /** The return report exists once the return inspection is complete. */
  report: { ready: boolean; mailedAt: string | null };
}

type InspectionRow = typeof inspections.$inferSelect;
type PhotoRow = typeof inspectionPhotos.$inferSelect;

async function rowsFor(db: Db | Tx, reservationId: string) {
  const [stages, photos] = await Promise.all([
    db.select().from(inspections).where(eq(inspections.reservationId, reservationId)),
    db.select().from(inspectionPhotos).where(eq(inspectionPhotos.reservationId, reservationId)),
  ]);
  return { stages, photos };
}

function windowOf(stage: InspectionStage, reservation: ReservationRow, stages: InspectionRow[], now: Date) {
  const done = (s: InspectionStage) => !!stages.find((r) => r.stage === s)?.completedAt;
  return inspectionWindow(
    stage,
    {
      status: reservation.status,
      pickupAt: reservation.pickupAt,
      returnAt: reservation.returnAt,
      pickupDone: done('pickup'),
      returnDone: done('return'),
    },
    now,
  );
}

function stageState(
  stage: InspectionStage,
  reservation: ReservationRow,
  rows: { stages: InspectionRow[]; photos: PhotoRow[] },
  now: Date,
): StageState {
  const row = rows.stages.find((r) => r.stage === stage);
  const photos = rows.photos
    .filter((p) => p.stage === stage && isInspectionView(p.view))
    .sort(
      (a, b) =>
        INSPECTION_VIEWS.indexOf(a.view as InspectionView) -
        INSPECTION_VIEWS.indexOf(b.view as InspectionView),
    )
    .map((p) => ({
      view: p.view as InspectionView,
      takenAt: p.takenAt.toISOString(),
      width: p.width,
      height: p.height,
    }));
  return {
    stage,
    window: windowOf(stage, reservation, rows.stages, now),
    opensAt: (stage === 'pickup'
      ? pickupInspectionOpensAt(reservation.pickupAt)
      : reservation.pickupAt
    ).toISOString(),
    closesAt: (stage === 'pickup'
      ? reservation.returnAt
      : returnInspectionClosesAt(reservation.returnAt)
    ).toISOString(),
    photos,
    mileageKm: row?.mileageKm ?? null,
    fuelEighths: row?.fuelEighths ?? null,
    damage: (row?.damage as DamageMark[] | undefined) ?? [],
    completedAt: row?.completedAt?.toISOString() ?? null,
  };
}

export async function inspectionOverview(
  database: Database,
  reservation: ReservationRow,
  now: Date,
): Promise<InspectionOverview> {
  const rows = await rowsFor(database.db, reservation.id);
  const back = rows.stages.find((r) => r.stage === 'return');
  return {
    pickup: stageState('pickup', reservation, rows, now),
    return: stageState('return', reservation, rows, now),
    report: { ready: !!back?.completedAt, mailedAt: back?.reportMailedAt?.toISOString() ?? null },
  };
}

const WINDOW_ERRORS: Record<Exclude<InspectionWindow, 'open'>, [string, string]> = {
  not_checked_in: [
    'inspection_not_checked_in',
    'Check in online first: the inspection is for a checked-in reservation',
  ],
  not_yet_open: ['inspection_not_open', 'The pickup inspection opens 12 hours before pickup'],
  pickup_first: ['inspection_pickup_first', 'Do the pickup inspection before the return inspection'],
  done: ['inspection_done', 'This inspection is already submitted'],
  closed: ['inspection_closed', 'This inspection is closed for this reservation'],
};

function assertOpen(window: InspectionWindow): void {
  if (window === 'open') return;
  const [code, message] = WINDOW_ERRORS[window];
  throw new BookingError(code, message, 409, { window });
}

/** The step's window now, from a fresh read (the route's first gate; writes check again under the lock). */
export async function assertInspectionOpen(
  database: Database,
  reservation: ReservationRow,
  stage: InspectionStage,
  now: Date,
): Promise<void> {
  const rows = await rowsFor(database.db, reservation.id);
  assertOpen(windowOf(stage, reservation, rows.stages, now));
}

/** A customer's own step in the reservation's log, shown to staff beside their actions. */
async function recordCustomerStep(
  db: Db | Tx,
  reservation: ReservationRow,
  action: string,
  details: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const customer = reservation.customer as { firstName?: string; lastName?: string };
  await db.insert(staffAudit).values({
    tenant: reservation.tenant,
    actorId: `reservation:${reservation.id}`,
    actorName: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || reservation.email,
    actorEmail: reservation.email,
    actorRole: 'customer',
    via: 'session',
    action,
    target: reservation.reference,
    details,
    createdAt: now,
  });
}

/**
 * Stores one photo of the sequence: decoded and re-encoded without metadata (`reencodePhoto`,
 * the check-in's), time-stamped with the server's clock. The file is written before the lock
 * (under a fresh key) and removed again when the step turns out closed; a retake replaces the
 * earlier photo, whose file goes once the new row committed.
 */
export async function storeInspectionPhoto(
  database: Database,
  storage: FileStorage,
  reservation: ReservationRow,
  stage: InspectionStage,
  view: InspectionView,
  bytes: Uint8Array,
  now: Date,
): Promise<InspectionPhoto> {
  const photo = await reencodePhoto(bytes);
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const key = `inspection/${reservation.id}/${stage}-${view}-${randomUUID()}.jpg`;
  await storage.put(key, photo);
  let previous: string | null = null;
  try {
    await withReservationLock(database, reservation.tenant, reservation.id, async (tx, locked) => {
      const rows = await rowsFor(tx, locked.id);
      assertOpen(windowOf(stage, locked, rows.stages, now));
      previous = rows.photos.find((p) => p.stage === stage && p.view === view)?.storageKey ?? null;
      const values = {
        reservationId: locked.id,
        tenant: locked.tenant,
        stage,
        view,
        storageKey: key,
        size: photo.length,
        sha256: createHash('sha256').update(photo).digest('hex'),
        width,
        height,
        takenAt: now,
      };
      await tx
        .insert(inspectionPhotos)
        .values(values)
        .onConflictDoUpdate({
          target: [inspectionPhotos.reservationId, inspectionPhotos.stage, inspectionPhotos.view],
          set: values,
        });
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (previous) await storage.delete(previous).catch(() => undefined);
  return { view, takenAt: now.toISOString(), width, height };
}

export interface CompleteInput {
  mileageKm: number;
  fuelEighths: number;
  damage: DamageMark[];
}

/**
 * Submits a step: all six photos must be there, and at return the odometer cannot read less
 * than at pickup. Decided under the row lock, so of two submissions one wins and the other gets
 * 409 `inspection_done`; the primary key settles it should the lock ever be bypassed. The return
 * report's e-mail is queued in the same transaction (a job, retried until sent): its id, to run
 * after the commit, or null at pickup.
 */
export async function completeInspection(
  database: Database,
  reservation: ReservationRow,
  stage: InspectionStage,
  input: CompleteInput,
  now: Date,
): Promise<number | null> {
  try {
    return await withReservationLock(database, reservation.tenant, reservation.id, async (tx, locked) => {
      const rows = await rowsFor(tx, locked.id);
      assertOpen(windowOf(stage, locked, rows.stages, now));
      const have = new Set(rows.photos.filter((p) => p.stage === stage).map((p) => p.view));
      const missing = INSPECTION_VIEWS.filter((v) => !have.has(v));
      if (missing.length > 0) {
        throw new BookingError(
          'inspection_incomplete',
          `Take every photo first; missing: ${missing.join(', ')}`,
          409,
          {
            missing,
          },
        );
      }
      if (stage === 'return') {
        const pickupKm = rows.stages.find((r) => r.stage === 'pickup')?.mileageKm;
        if (typeof pickupKm === 'number' && input.mileageKm < pickupKm) {
          throw new BookingError(
            'mileage_below_pickup',
            `The mileage cannot be less than at pickup (${pickupKm} km)`,
            422,
            { pickupKm },
          );
        }
      }
      await tx.insert(inspections).values({
        reservationId: locked.id,
        tenant: locked.tenant,
        stage,
        mileageKm: input.mileageKm,
        fuelEighths: input.fuelEighths,
        damage: input.damage,
        completedAt: now,
      });
      await recordCustomerStep(
        tx,
        locked,
        `inspection.${stage}`,
        { mileageKm: input.mileageKm, fuelEighths: input.fuelEighths, damageMarks: input.damage.length },
        now,
      );
      if (stage !== 'return') return null;
      return enqueueJob(
        tx,
        {
          kind: 'inspection.return_report',
          tenant: locked.tenant,
          key: `return-report:${locked.id}`,
          payload: { tenant: locked.tenant, reservationId: locked.id },
        },
        now,
      );
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') assertOpen('done');
    throw error;
  }
}

export async function readInspectionPhoto(
  database: Database,
  storage: FileStorage,
  reservationId: string,
  stage: InspectionStage,
  view: InspectionView,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const [row] = await database.db
    .select()
    .from(inspectionPhotos)
    .where(
      and(
        eq(inspectionPhotos.reservationId, reservationId),
        eq(inspectionPhotos.stage, stage),
        eq(inspectionPhotos.view, view),
      ),
    );
  const bytes = row ? await storage.get(row.storageKey) : null;
  if (!bytes) throw new BookingError('not_found', 'No photo taken for that step', 404);
  return { bytes, contentType: 'image/jpeg' };
}

/** A photo small enough that twelve of them make a report an e-mail carries. */
const reportPhoto = async (bytes: Uint8Array) =>
  new Uint8Array(
    await sharp(bytes)
      .resize({ width: 640, height: 480, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 72 })
      .toBuffer(),
  );

async function reportStage(
  storage: FileStorage,
  rows: { stages: InspectionRow[]; photos: PhotoRow[] },
  stage: InspectionStage,
): Promise<ReportStage> {
  const row = rows.stages.find((r) => r.stage === stage);
  const photos: ReportStage['photos'] = {};
  for (const p of rows.photos.filter((x) => x.stage === stage && isInspectionView(x.view))) {
    const bytes = await storage.get(p.storageKey);
    if (bytes) photos[p.view as InspectionView] = { jpeg: await reportPhoto(bytes), takenAt: p.takenAt };
  }
  return {
    mileageKm: row?.mileageKm ?? null,
    fuelEighths: row?.fuelEighths ?? null,
    damage: (row?.damage as DamageMark[] | undefined) ?? [],
    completedAt: row?.completedAt ?? null,
    photos,
  };
}

export const reservationLocale = (reservation: ReservationRow): Locale =>
  isLocale(reservation.locale) ? reservation.locale : 'en';

async function buildReport(
  database: Database,
  storage: FileStorage,
  reservation: ReservationRow,
  locale: Locale,
) {
  const rows = await rowsFor(database.db, reservation.id);
  const catalogue = await loadCatalogue(database, reservation.tenant);
  const vehicle = catalogue.classes.find((c) => c.id === reservation.classId);
  const [unit] =
    reservation.unitId !== null && reservation.unitAssignedAt
      ? await database.db.select({ plate: units.plate }).from(units).where(eq(units.id, reservation.unitId))
      : [];
  return inspectionReportPdf({
    locale,
    brandName: catalogue.settings.brandName,
    reference: reservation.reference,
    vehicleName: vehicle ? nameIn(vehicle.name, vehicle.names, locale) : reservation.classId,
    plate: unit?.plate ?? null,
    pickupPlace: placeName(catalogue, reservation.pickupLocationId, locale),
    returnPlace: placeName(catalogue, reservation.returnLocationId, locale),
    pickup: await reportStage(storage, rows, 'pickup'),
    back: await reportStage(storage, rows, 'return'),
  });
}

/**
 * The return report in the reservation's language: the kept copy, or built and kept now (the
 * first request after the return inspection, or after a build that failed then).
 */
export async function returnReport(
  database: Database,
  storage: FileStorage,
  reservation: ReservationRow,
): Promise<Uint8Array> {
  const [back] = await database.db
    .select()
    .from(inspections)
    .where(and(eq(inspections.reservationId, reservation.id), eq(inspections.stage, 'return')));
  if (!back?.completedAt) {
    throw new BookingError(
      'report_not_ready',
      'The return report exists once the return inspection is submitted',
      409,
    );
  }
  const kept = back.reportKey ? await storage.get(back.reportKey) : null;
  if (kept) return kept;
  const pdf = await buildReport(database, storage, reservation, reservationLocale(reservation));
  const key = `inspection/${reservation.id}/return-report-${randomUUID()}.pdf`;
  await storage.put(key, pdf);
  // Two first requests at once both build; the first key written is the one kept.
  const kept2 = await database.db
    .update(inspections)
    .set({ reportKey: key })
    .where(and(eq(inspections.reservationId, reservation.id), eq(inspections.stage, 'return')))
    .returning({ key: inspections.reportKey });
  if (kept2.length === 0) await storage.delete(key);
  return pdf;
}

/**
 * E-mails the return report to the customer: the job the return inspection queued. Throws when
 * the mail is not sent, so the job runner retries it with backoff; once sent, `report_mailed_at`
 * is set and a rerun of the job sends nothing (a process stopped between the two sends it again).
 */
export async function sendReturnReport(
  database: Database,
  storage: FileStorage,
  mailer: Mailer,
  mailFrom: string | undefined,
  target: { tenant: string; reservationId: string },
  now: Date,
): Promise<boolean> {
  const reservation = await getReservation(database, target.tenant, target.reservationId);
  const [back] = await database.db
    .select()
    .from(inspections)
    .where(and(eq(inspections.reservationId, reservation.id), eq(inspections.stage, 'return')));
  if (!back?.completedAt || back.reportMailedAt) return false;
  const pdf = await returnReport(database, storage, reservation);
  const catalogue = await loadCatalogue(database, reservation.tenant);
  const customer = reservation.customer as { firstName?: string; lastName?: string };
  const locale = reservationLocale(reservation);
  const message = returnReportEmail({
    locale,
    brandName: catalogue.settings.brandName,
    reference: reservation.reference,
    customerName: customer.firstName?.trim() || customer.lastName?.trim() || reservation.email,
  });
  await mailer.send({
    from: senderFor(catalogue.settings.brandName, mailFrom),
    to: reservation.email,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: [
      {
        filename: reportFileName(reservation.reference),
        content: Buffer.from(pdf),
        contentType: 'application/pdf',
      },
    ],
    tag: `${reservation.reference}-return-report`,
    language: locale,
  });
  await database.query(
    `UPDATE inspections SET report_mailed_at = $2
      WHERE reservation_id = $1 AND stage = 'return' AND report_mailed_at IS NULL`,
    [reservation.id, now.toISOString()],
  );
  return true;
}

/** Both inspections for the desk, with the staff URLs of their photos. */
export async function deskInspections(database: Database, reservation: ReservationRow, now: Date) {
  const overview = await inspectionOverview(database, reservation, now);
  const withUrls = (state: StageState) => ({
    ...state,
    photos: state.photos.map((p) => ({
      ...p,
      url: `/staff/desk/reservations/${reservation.id}/inspections/${state.stage}/${p.view}`,
    })),
  });
  return {
    reference: reservation.reference,
    pickup: withUrls(overview.pickup),
    return: withUrls(overview.return),
    report: overview.report,
  };
}
