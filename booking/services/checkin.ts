import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { isLocale, LOCALES, type Locale } from '../../domain/index.ts';
import type { Database, Db, Tx } from '../db/client.ts';
import { reservations, signatures, uploads } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import type { CheckInDetails } from '../http/schemas.ts';
import {
  CONTRACT_TEMPLATE_ID,
  contractDocument,
  contractHash,
  contractText,
  documentFromText,
} from '../rules/contract.ts';
import { contractData, type DriverLike, driversOf } from '../rules/contract-data.ts';
import { contractPdf } from '../rules/contract-pdf.ts';
import { contractTexts } from '../rules/contract-texts.ts';
import { checkInWindow, type ReservationStatus } from '../rules/policy.ts';
import type { PriceSummary } from '../rules/pricing.ts';
import type { TenantSettings } from '../rules/types.ts';
import type { FileStorage } from '../storage/files.ts';
import { type Catalogue, loadCatalogue } from './catalogue.ts';
import { updateReservation, withReservationLock } from './reservation-lock.ts';
import type { ReservationRow } from './reservations.ts';

export const LICENCE_SIDES = ['front', 'back'] as const;
/** `front`/`back` of the main driver's licence, `front-2`/`back-2` of the second extra driver… */
export type LicenceSide = string;
const SLOT = /^(front|back)(?:-([1-9]|10))?$/;

const extraDriverCount = (reservation: ReservationRow) =>
  Array.isArray(reservation.extraDrivers) ? reservation.extraDrivers.length : 0;

/** The photo slot named in a path, or null when this reservation has no such driver or side. */
export function licenceSlot(value: string | undefined, reservation: ReservationRow): LicenceSide | null {
  const match = SLOT.exec(value ?? '');
  if (!match) return null;
  const driver = match[2] ? Number(match[2]) : 0;
  return driver <= extraDriverCount(reservation) ? (value as string) : null;
}
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/webp': (b) =>
    String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.subarray(8, 12)) === 'WEBP',
};

/** The longest side a stored licence photo keeps: enough to read every line of a licence. */
export const PHOTO_MAX_SIDE = 2560;
/**
 * Photos with more pixels are refused from their header, before decoding: a small file can
 * declare 20000×20000 pixels (1.6 GB decoded). 50 MP is above any phone camera's output.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

/**
 * Decodes a photo and encodes it again as a JPEG: proves it is an image
 * (a JPEG header in front of HTML does not decode), drops every metadata block (EXIF with GPS
 * position, comments), applies the EXIF rotation first, and caps the long side at PHOTO_MAX_SIDE.
 */
export async function reencodePhoto(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const out = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
    return new Uint8Array(out);
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw new BookingError(
        'photo_too_large',
        `The photo has more than ${PHOTO_MAX_PIXELS / 1_000_000} million pixels`,
        422,
      );
    }
    throw new BookingError('content_mismatch', 'The file is not a readable JPEG, PNG or WebP photo', 415);
  }
}

/**
 * Once the rental agreement is signed, what it says stays true: options, drivers,
 * details and terms are locked online. Changes are made at the rental desk at pickup, where staff
 * issue an amended agreement. `code` is the edit's own lock code, so clients that know it keep
 * working; `details.reason` says why.
 */
export function agreementSignedError(code: 'options_locked' | 'details_locked' | 'terms_locked') {
  const what = { options_locked: 'options', details_locked: 'details', terms_locked: 'dates and places' }[
    code
  ];
  return new BookingError(
    code,
    `The rental agreement is signed: its ${what} can be changed at the rental desk at pickup`,
    409,
    { reason: 'agreement_signed' },
  );
}

/** Refuses the edit (under the reservation's row lock) when the agreement has been signed. */
export async function assertNotSigned(
  tx: Tx,
  row: ReservationRow,
  code: 'options_locked' | 'details_locked' | 'terms_locked',
): Promise<void> {
  const signed = await tx
    .select({ id: signatures.reservationId })
    .from(signatures)
    .where(eq(signatures.reservationId, row.id))
    .limit(1);
  if (signed.length > 0 || row.status === 'checked_in') throw agreementSignedError(code);
}

const checkInNotOpen = (hours: number) =>
  new BookingError('checkin_not_open', `Online check-in opens ${hours} hours before pickup`, 409);
const checkInClosed = () =>
  new BookingError('checkin_closed', 'Online check-in is closed for this reservation', 409);

/** The window gate every check-in step passes. */
export async function assertCheckInOpen(database: Database, reservation: ReservationRow, now: Date) {
  const { settings } = await loadCatalogue(database, reservation.tenant);
  const window = checkInWindow(settings, reservation.status as ReservationStatus, reservation.pickupAt, now);
  if (window === 'not_yet_open') throw checkInNotOpen(settings.checkInOpensHours);
  if (window === 'closed') throw checkInClosed();
}

export async function checkInStatus(database: Database, reservation: ReservationRow, now: Date) {
  const { settings } = await loadCatalogue(database, reservation.tenant);
  return checkInState(database.db, settings, reservation, now);
}

/** The check-in steps of a reservation, read through `db` (a transaction's, under the row lock). */
async function checkInState(db: Db | Tx, settings: TenantSettings, reservation: ReservationRow, now: Date) {
  const window = checkInWindow(settings, reservation.status as ReservationStatus, reservation.pickupAt, now);
  const files = await db
    .select({ kind: uploads.kind })
    .from(uploads)
    .where(eq(uploads.reservationId, reservation.id));
  const [signed] = await db.select().from(signatures).where(eq(signatures.reservationId, reservation.id));
  // The details are stored as `POST /reservation/checkin/details` took them.
  const checkin = reservation.checkin as { details?: CheckInDetails };
  const has = (kind: string) => files.some((f) => f.kind === kind);
  return {
    window,
    opensAt: new Date(reservation.pickupAt.getTime() - settings.checkInOpensHours * 3_600_000).toISOString(),
    closesAt: reservation.pickupAt.toISOString(),
    steps: {
      details: !!checkin.details,
      licenceFront: files.some((f) => f.kind === 'licence_front'),
      licenceBack: files.some((f) => f.kind === 'licence_back'),
      // Each extra driver's licence, front and back, in the reservation's driver order.
      extraLicences: Array.from({ length: extraDriverCount(reservation) }, (_, i) => ({
        front: has(`licence_front-${i + 1}`),
        back: has(`licence_back-${i + 1}`),
      })),
      payment: reservation.balance <= 0,
      signature: !!signed,
    },
    signedAt: signed?.signedAt.toISOString() ?? null,
    // The session owner's own answers, so the details form opens filled in when they come back.
    details: checkin.details ?? null,
  };
}

export async function saveCheckInDetails(
  database: Database,
  reservation: ReservationRow,
  details: unknown,
  now: Date,
) {
  const { settings } = await loadCatalogue(database, reservation.tenant);
  await withReservationLock(database, reservation.tenant, reservation.id, async (tx, locked) => {
    // The drivers are part of the agreement: once it is signed they are locked with it.
    await assertNotSigned(tx, locked, 'details_locked');
    // Cancelled, say, since the route looked.
    const window = checkInWindow(settings, locked.status as ReservationStatus, locked.pickupAt, now);
    if (window === 'not_yet_open') throw checkInNotOpen(settings.checkInOpensHours);
    if (window === 'closed') throw checkInClosed();
    await updateReservation(
      tx,
      locked,
      { checkin: sql`${reservations.checkin} || ${JSON.stringify({ details })}::jsonb` },
      now,
    );
  });
}

/** Checks size and that the bytes start as the content type claims (reencodePhoto proves the rest). */
export function checkUpload(contentType: string | null, bytes: Uint8Array): string {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const matches = SIGNATURES[type];
  if (!matches) {
    throw new BookingError('unsupported_media_type', 'Upload a JPEG, PNG or WebP photo', 415);
  }
  if (bytes.length === 0) throw new BookingError('empty_file', 'The file is empty', 400);
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new BookingError('file_too_large', 'Files may be at most 8 MB', 413);
  if (!matches(bytes)) throw new BookingError('content_mismatch', `The file is not a valid ${type}`, 415);
  return type;
}

export async function storeLicence(
  database: Database,
  storage: FileStorage,
  reservation: ReservationRow,
  side: LicenceSide,
  contentType: string,
  bytes: Uint8Array,
) {
  const kind = `licence_${side}`;
  // A fresh key per upload: a replaced photo never serves stale bytes from a cache.
  const key = `checkin/${reservation.id}/${kind}-${randomUUID()}`;
  await storage.put(key, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [previous] = await database.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.reservationId, reservation.id), eq(uploads.kind, kind)));
  const values = {
    id: randomUUID(),
    tenant: reservation.tenant,
    reservationId: reservation.id,
    kind,
    contentType,
    size: bytes.length,
    sha256,
    storageKey: key,
  };
  await database.db
    .insert(uploads)
    .values(values)
    .onConflictDoUpdate({
      target: [uploads.reservationId, uploads.kind],
      set: { ...values, id: previous?.id ?? values.id },
    });
  if (previous) await storage.delete(previous.storageKey);
  return { kind, size: bytes.length, contentType, sha256 };
}

export async function readLicence(
  database: Database,
  storage: FileStorage,
  reservation: ReservationRow,
  side: LicenceSide,
) {
  const [row] = await database.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.reservationId, reservation.id), eq(uploads.kind, `licence_${side}`)));
  if (!row) throw new BookingError('not_found', 'No photo uploaded', 404);
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw new BookingError('not_found', 'No photo uploaded', 404);
  return { bytes, contentType: row.contentType };
}

/**
 * The agreement of a reservation in `locale`, with the drivers as check-in last saved them.
 * Without cancellation terms: the English text and its hash are what check-in has always signed.
 */
export async function contractFor(database: Database, reservation: ReservationRow, locale: Locale = 'en') {
  return contractOf(await loadCatalogue(database, reservation.tenant), reservation, locale);
}

function contractOf(catalogue: Catalogue, reservation: ReservationRow, locale: Locale) {
  const customer = reservation.customer as DriverLike;
  const details = (
    reservation.checkin as { details?: { mainDriver?: DriverLike; extraDrivers?: DriverLike[] } }
  ).details;
  const drivers = driversOf(
    customer,
    details?.mainDriver ?? (reservation.mainDriver as DriverLike & { isCustomer?: string }),
    details?.extraDrivers ?? (reservation.extraDrivers as DriverLike[]),
  );
  const document = contractDocument(
    contractData(
      catalogue,
      {
        reference: reservation.reference,
        classId: reservation.classId,
        pickupLocationId: reservation.pickupLocationId,
        returnLocationId: reservation.returnLocationId,
        pickupAt: reservation.pickupAt,
        returnAt: reservation.returnAt,
        email: reservation.email,
        customer,
        drivers,
        options: reservation.options as {
          insurancePackageId?: string;
          insuranceAddons?: string[];
          extras?: { id: string; quantity: number }[];
        },
        price: reservation.price as PriceSummary,
      },
      locale,
    ),
    locale,
  );
  const text = contractText(document);
  return { templateId: CONTRACT_TEMPLATE_ID, locale, document, text, sha256: contractHash(text) };
}

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/;

const alreadySigned = () => new BookingError('already_signed', 'The contract is already signed', 409);

/**
 * Signs the agreement and checks in, decided under the reservation's row lock: the window, the
 * steps and the agreement's hash are checked on the row as it is now, so a signature racing a
 * cancellation, an edit or another signature either comes first or is refused (409), never both.
 * The signature image is stored only once everything else holds, and removed again
 * if the transaction does not commit: a refused attempt leaves no file behind.
 */
export async function sign(
  database: Database,
  storage: FileStorage,
  reservation: ReservationRow,
  input: { signerName: string; contractSha256: string; signature: string },
  ip: string,
  now: Date,
) {
  const catalogue = await loadCatalogue(database, reservation.tenant);
  let stored: string | null = null;
  try {
    await withReservationLock(database, reservation.tenant, reservation.id, async (tx, locked) => {
      const status = await checkInState(tx, catalogue.settings, locked, now);
      if (status.steps.signature || locked.status === 'checked_in') throw alreadySigned();
      if (status.window === 'not_yet_open') throw checkInNotOpen(catalogue.settings.checkInOpensHours);
      if (status.window === 'closed') throw checkInClosed();
      const extrasPhotographed = status.steps.extraLicences.every((d) => d.front && d.back);
      if (
        !status.steps.details ||
        !status.steps.licenceFront ||
        !status.steps.licenceBack ||
        !extrasPhotographed
      ) {
        throw new BookingError(
          'checkin_incomplete',
          'Complete the driver details and licence photos first',
          409,
          status.steps,
        );
      }
      // The customer signs the agreement in the language it was shown in; the hash tells which.
      const contract = LOCALES.map((locale) => contractOf(catalogue, locked, locale)).find(
        (c) => c.sha256 === input.contractSha256,
      );
      if (!contract) {
        throw new BookingError(
          'contract_changed',
          'The contract changed since it was shown; review it again',
          409,
        );
      }
      const png = PNG_DATA_URL.exec(input.signature)?.[1];
      const bytes = png ? Buffer.from(png, 'base64') : null;
      if (!bytes || !SIGNATURES['image/png']?.(bytes) || bytes.length > 512 * 1024) {
        throw new BookingError(
          'invalid_signature_image',
          'The signature must be a PNG data URL under 512 KB',
          400,
        );
      }
      const key = `checkin/${locked.id}/signature-${randomUUID()}.png`;
      stored = key;
      await storage.put(key, bytes);
      await tx.insert(signatures).values({
        reservationId: locked.id,
        tenant: locked.tenant,
        templateId: contract.templateId,
        contractSha256: contract.sha256,
        contractText: contract.text,
        signerName: input.signerName,
        signaturePngKey: key,
        ip,
        signedAt: now,
        locale: contract.locale,
      });
      await updateReservation(tx, locked, { status: 'checked_in' }, now);
    });
  } catch (error) {
    if (stored) await storage.delete(stored).catch(() => undefined);
    throw error;
  }
}

export async function signedContractPdf(
  database: Database,
  storage: FileStorage,
  reservation: ReservationRow,
): Promise<Uint8Array> {
  const [signed] = await database.db
    .select()
    .from(signatures)
    .where(eq(signatures.reservationId, reservation.id));
  if (!signed) throw new BookingError('not_signed', 'The contract has not been signed yet', 409);
  const png = signed.signaturePngKey ? await storage.get(signed.signaturePngKey) : null;
  // The signer line is in the language of the text signed (signatures before 0010: the booking's).
  const locale: Locale = isLocale(signed.locale ?? '')
    ? (signed.locale as Locale)
    : isLocale(reservation.locale)
      ? reservation.locale
      : 'en';
  const t = contractTexts(locale);
  // A request without a known client address stores "unknown": say nothing rather than that.
  const ip = signed.ip && signed.ip !== 'unknown' ? signed.ip : null;
  return contractPdf(documentFromText(signed.contractText), {
    language: locale,
    signature: {
      lines: [t.signedBy(signed.signerName, t.dateTime(signed.signedAt), ip)],
      note: t.hashNote(signed.contractSha256),
      png,
    },
  });
}
