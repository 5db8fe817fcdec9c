import { isLocale, type Locale } from '../../domain/index.ts';
import { BookingError } from '../errors.ts';
import { CHECKIN_PAYMENT_OPTION_ID } from '../rules/contract.ts';
import { placeName } from '../rules/contract-data.ts';
import { loadCatalogue } from '../services/catalogue.ts';
import {
  assertCheckInOpen,
  checkInStatus,
  checkUpload,
  contractFor,
  type LicenceSide,
  licenceSlot,
  readLicence,
  reencodePhoto,
  saveCheckInDetails,
  sign,
  signedContractPdf,
  storeLicence,
} from '../services/checkin.ts';
import { signingToken, verifySigningToken } from '../services/checkin-link.ts';
import { checkInMailer, sendCheckInCompleted } from '../services/checkin-mail.ts';
import { editOptions } from '../services/lifecycle.ts';
import { getReservation, type ReservationRow } from '../services/reservations.ts';
import { rateLimit } from '../services/session.ts';
import type {
  CheckInOptionsAnswer,
  CheckInStatusAnswer,
  ContractAnswer,
  SignedAnswer,
  SigningAnswer,
  SigningLinkAnswer,
} from './answers.ts';
import { readUpload } from './body-limit.ts';
import { checkoutFor } from './payment-routes.ts';
import { json, parseJsonText, parseWith, readJson } from './respond.ts';
import type { Context, Route } from './router.ts';
import { idempotencyKey, route } from './router.ts';
import {
  CheckInDetailsInput,
  CheckInPaymentInput,
  EditOptionsInput,
  RemoteSignatureInput,
  SignatureInput,
} from './schemas.ts';

/** Licence photos a reservation may send per hour: both sides of five drivers with retakes to spare. */
export const LICENCE_UPLOADS_PER_HOUR = 60;
/** Per client address, across reservations (a group's bookings checked in on one phone fit). */
export const LICENCE_UPLOADS_PER_ADDRESS_HOUR = 200;

async function openSession(ctx: Context) {
  const reservation = await ctx.session();
  await assertCheckInOpen(ctx.database, reservation, ctx.now);
  return reservation;
}

function side(ctx: Context, reservation: ReservationRow): LicenceSide {
  const slot = licenceSlot(ctx.params.side, reservation);
  if (!slot)
    throw new BookingError(
      'not_found',
      'Licence side is front or back, of a driver of this reservation',
      404,
    );
  return slot;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function localeParam(ctx: Context): Locale {
  const value = ctx.url.searchParams.get('locale');
  return isLocale(value) ? value : 'en';
}

/** The reservation a signing link names (the signing page has no session), or a 401 for a bad or old link. */
async function signingReservation(ctx: Context, token: string | null): Promise<ReservationRow> {
  const id = token ? verifySigningToken(ctx.options.sessionSecret, token, ctx.tenant, ctx.now) : null;
  if (!id) throw new BookingError('signing_link_invalid', 'This signing link is invalid or has expired', 401);
  return getReservation(ctx.database, ctx.tenant, id);
}

/** Staff reach licence photos (their content-lake login or the admin token); nobody else by id. */
const requireStaff = (ctx: Context) => ctx.staff();

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

async function pdfResponse(ctx: Context, reservation: ReservationRow): Promise<Response> {
  const pdf = await signedContractPdf(ctx.database, ctx.storage, reservation);
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="rental-agreement-${reservation.reference}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}

/** Parses a signature body (a PNG data URL makes it larger than ordinary JSON bodies). */
async function signatureBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > 1_000_000) throw new BookingError('payload_too_large', 'Request body too large', 413);
  return parseJsonText(text);
}

async function signAndMail(
  ctx: Context,
  reservation: ReservationRow,
  input: { signerName: string; contractSha256: string; signature: string },
): Promise<void> {
  await sign(ctx.database, ctx.storage, reservation, input, ctx.ip, ctx.now);
  const signed = await getReservation(ctx.database, ctx.tenant, reservation.id);
  await sendCheckInCompleted(
    ctx.database,
    ctx.storage,
    checkInMailer(ctx.options.mailer),
    ctx.options.mailFrom ?? process.env.MAIL_FROM,
    signed,
  );
}

export const checkinRoutes: Route[] = [
  route('GET', '/reservation/checkin', async (ctx) => {
    const reservation = await ctx.session();
    return json((await checkInStatus(ctx.database, reservation, ctx.now)) satisfies CheckInStatusAnswer);
  }),

  route('POST', '/reservation/checkin/details', async (ctx) => {
    const reservation = await openSession(ctx);
    const input = await readJson(ctx.request, CheckInDetailsInput);
    await saveCheckInDetails(ctx.database, reservation, input, ctx.now);
    return json(
      (await checkInStatus(ctx.database, await ctx.session(), ctx.now)) satisfies CheckInStatusAnswer,
    );
  }),

  route('PUT', '/reservation/checkin/licence/:side', async (ctx) => {
    const reservation = await openSession(ctx);
    const which = side(ctx, reservation);
    // Counted before the body is read: a flood costs neither the decoding nor the storage.
    await rateLimit(
      ctx.database,
      `licence-upload:${reservation.id}`,
      LICENCE_UPLOADS_PER_HOUR,
      3600,
      ctx.now,
    );
    await rateLimit(
      ctx.database,
      `licence-upload-ip:${ctx.tenant}:${ctx.ip}`,
      LICENCE_UPLOADS_PER_ADDRESS_HOUR,
      3600,
      ctx.now,
    );
    const bytes = await readUpload(ctx.request);
    checkUpload(ctx.request.headers.get('content-type'), bytes);
    // Stored as re-encoded, never as sent: the staff view serves these bytes.
    const photo = await reencodePhoto(bytes);
    return json(await storeLicence(ctx.database, ctx.storage, reservation, which, 'image/jpeg', photo), 201);
  }),

  route('GET', '/reservation/checkin/licence/:side', async (ctx) => {
    const reservation = await ctx.session();
    return photoResponse(await readLicence(ctx.database, ctx.storage, reservation, side(ctx, reservation)));
  }),

  route('GET', '/admin/reservations/:id/licence/:side', async (ctx) => {
    const member = await requireStaff(ctx);
    const id = ctx.params.id ?? '';
    if (!UUID.test(id)) throw new BookingError('not_found', 'Reservation not found', 404);
    const reservation = await getReservation(ctx.database, ctx.tenant, id);
    const photo = await readLicence(ctx.database, ctx.storage, reservation, side(ctx, reservation));
    // Personal data: who looked at whose licence is part of the staff log.
    await ctx.audit(member, 'licence.view', reservation.reference, { side: ctx.params.side ?? null });
    return photoResponse(photo);
  }),

  route('POST', '/reservation/checkin/options', async (ctx) => {
    const reservation = await openSession(ctx);
    const input = await readJson(ctx.request, EditOptionsInput);
    const result = await editOptions(ctx.database, ctx.gateway, ctx.tenant, reservation.id, input, ctx.now);
    return json({
      difference: result.difference,
      price: result.price,
      balance: result.reservation.balance,
    } satisfies CheckInOptionsAnswer);
  }),

  // Payment option 540: the balance, through the same hosted checkout as the booking payment.
  route('POST', '/reservation/checkin/payment', async (ctx) => {
    const reservation = await openSession(ctx);
    const key = idempotencyKey(ctx.request);
    const input = await readJson(ctx.request, CheckInPaymentInput);
    return checkoutFor(
      ctx,
      reservation,
      {
        ...input,
        amount: input.amount === 'due_now' ? 'balance' : input.amount,
        optionId: CHECKIN_PAYMENT_OPTION_ID,
      },
      key,
    );
  }),

  route('GET', '/reservation/checkin/contract', async (ctx) => {
    const reservation = await openSession(ctx);
    return json((await contractFor(ctx.database, reservation, localeParam(ctx))) satisfies ContractAnswer);
  }),

  // A signing link for another device (the desktop's QR code); only while check-in is open.
  route('POST', '/reservation/checkin/signing-link', async (ctx) => {
    const reservation = await openSession(ctx);
    const { token, expiresAt } = signingToken(ctx.options.sessionSecret, reservation, ctx.now);
    return json({ token, expiresAt: expiresAt.toISOString() } satisfies SigningLinkAnswer, 201);
  }),

  // What the signature page shows a signer who holds a link: the agreement and whether it is signed.
  route('GET', '/checkin/signing', async (ctx) => {
    const reservation = await signingReservation(ctx, ctx.url.searchParams.get('token'));
    const status = await checkInStatus(ctx.database, reservation, ctx.now);
    const customer = reservation.customer as { firstName?: string; lastName?: string };
    const signed = status.steps.signature;
    if (!signed) await assertCheckInOpen(ctx.database, reservation, ctx.now);
    const catalogue = await loadCatalogue(ctx.database, reservation.tenant);
    const location = catalogue.locations.find((l) => l.id === reservation.pickupLocationId);
    return json({
      reference: reservation.reference,
      name: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
      selfService: reservation.selfService,
      // The completion page's key-box instructions name the place and time.
      pickup: {
        title: placeName(catalogue, reservation.pickupLocationId, localeParam(ctx)),
        address: location?.address ?? '',
        at: reservation.pickupAt.toISOString(),
      },
      // The link carries no session: the driver's saved answers (home address, phone, e-mail,
      // postcode) are the session's alone; the agreement below shows what it shows.
      status: { ...status, details: undefined },
      contract: signed ? null : await contractFor(ctx.database, reservation, localeParam(ctx)),
    } satisfies SigningAnswer);
  }),

  route('POST', '/checkin/signing', async (ctx) => {
    const input = parseWith(RemoteSignatureInput, await signatureBody(ctx.request));
    const reservation = await signingReservation(ctx, input.token);
    await assertCheckInOpen(ctx.database, reservation, ctx.now);
    await signAndMail(ctx, reservation, input);
    const status = await checkInStatus(ctx.database, reservation, ctx.now);
    return json({ reference: reservation.reference, status } satisfies SignedAnswer, 201);
  }),

  route('GET', '/checkin/signing/contract.pdf', async (ctx) => {
    const reservation = await signingReservation(ctx, ctx.url.searchParams.get('token'));
    return pdfResponse(ctx, reservation);
  }),

  route('POST', '/reservation/checkin/signature', async (ctx) => {
    const reservation = await openSession(ctx);
    const input = parseWith(SignatureInput, await signatureBody(ctx.request));
    await signAndMail(ctx, reservation, input);
    return json(await checkInStatus(ctx.database, await ctx.session(), ctx.now), 201);
  }),

  route('GET', '/reservation/checkin/contract.pdf', async (ctx) => {
    return pdfResponse(ctx, await ctx.session());
  }),
];
