import { BookingError } from '../errors.ts';
import { CHECKIN_PAYMENT_OPTION_ID } from '../rules/contract.ts';
import {
  assertCheckInOpen,
  checkInStatus,
  checkUpload,
  contractFor,
  LICENCE_SIDES,
  type LicenceSide,
  MAX_UPLOAD_BYTES,
  readLicence,
  saveCheckInDetails,
  sign,
  signedContractPdf,
  storeLicence,
} from '../services/checkin.ts';
import { editOptions } from '../services/lifecycle.ts';
import { pay, publicPayment } from '../services/payments.ts';
import type { Context, Route } from './handler.ts';
import { route } from './handler.ts';
import { json, parseWith, readJson } from './respond.ts';
import { CheckInDetailsInput, EditOptionsInput, PaymentInput, SignatureInput } from './schemas.ts';

async function openSession(ctx: Context) {
  const reservation = await ctx.session();
  await assertCheckInOpen(ctx.database, reservation, ctx.now);
  return reservation;
}

function side(ctx: Context): LicenceSide {
  const value = ctx.params.side;
  if (!(LICENCE_SIDES as readonly string[]).includes(value ?? '')) {
    throw new BookingError('not_found', 'Licence side is front or back', 404);
  }
  return value as LicenceSide;
}

async function readLimited(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_BYTES) throw new BookingError('file_too_large', 'Files may be at most 8 MB', 413);
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    // Stop reading as soon as the limit is passed, whatever the header claimed.
    if (size > MAX_UPLOAD_BYTES) {
      await reader.cancel();
      throw new BookingError('file_too_large', 'Files may be at most 8 MB', 413);
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export const checkinRoutes: Route[] = [
  route('GET', '/reservation/checkin', async (ctx) => {
    const reservation = await ctx.session();
    return json(await checkInStatus(ctx.database, reservation, ctx.now));
  }),

  route('POST', '/reservation/checkin/details', async (ctx) => {
    const reservation = await openSession(ctx);
    const input = await readJson(ctx.request, CheckInDetailsInput);
    await saveCheckInDetails(ctx.database, reservation, input, ctx.now);
    return json(await checkInStatus(ctx.database, await ctx.session(), ctx.now));
  }),

  route('PUT', '/reservation/checkin/licence/:side', async (ctx) => {
    const reservation = await openSession(ctx);
    const which = side(ctx);
    const bytes = await readLimited(ctx.request);
    const type = checkUpload(ctx.request.headers.get('content-type'), bytes);
    return json(await storeLicence(ctx.database, ctx.storage, reservation, which, type, bytes), 201);
  }),

  route('GET', '/reservation/checkin/licence/:side', async (ctx) => {
    const reservation = await ctx.session();
    const file = await readLicence(ctx.database, ctx.storage, reservation, side(ctx));
    return new Response(Buffer.from(file.bytes), {
      headers: {
        'content-type': file.contentType,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
      },
    });
  }),

  route('POST', '/reservation/checkin/options', async (ctx) => {
    const reservation = await openSession(ctx);
    const input = await readJson(ctx.request, EditOptionsInput);
    const result = await editOptions(ctx.database, ctx.gateway, ctx.tenant, reservation.id, input, ctx.now);
    return json({ difference: result.difference, price: result.price, balance: result.reservation.balance });
  }),

  route('POST', '/reservation/checkin/payment', async (ctx) => {
    const reservation = await openSession(ctx);
    const key = ctx.request.headers.get('idempotency-key');
    if (!key || key.length < 8)
      throw new BookingError('idempotency_key_required', 'Send an Idempotency-Key header', 400);
    const input = await readJson(ctx.request, PaymentInput);
    const result = await pay(
      ctx.database,
      ctx.gateway,
      ctx.tenant,
      reservation.id,
      {
        ...input,
        amount: input.amount === 'due_now' ? 'balance' : input.amount,
        optionId: CHECKIN_PAYMENT_OPTION_ID,
      },
      key,
      ctx.now,
    );
    const failed = result.payment.status === 'failed';
    return json(
      {
        ...(failed
          ? {
              code: 'payment_failed',
              message: `The payment was not accepted (${result.payment.failureCode})`,
            }
          : {}),
        payment: publicPayment(result.payment, { challengeUrl: result.challengeUrl }),
      },
      failed ? 402 : result.replayed ? 200 : 201,
    );
  }),

  route('GET', '/reservation/checkin/contract', async (ctx) => {
    const reservation = await openSession(ctx);
    return json(await contractFor(ctx.database, reservation));
  }),

  route('POST', '/reservation/checkin/signature', async (ctx) => {
    const reservation = await openSession(ctx);
    const text = await ctx.request.text();
    if (text.length > 1_000_000) throw new BookingError('payload_too_large', 'Request body too large', 413);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new BookingError('invalid_json', 'Request body is not valid JSON', 400);
    }
    const input = parseWith(SignatureInput, raw);
    await sign(ctx.database, ctx.storage, reservation, input, ctx.ip, ctx.now);
    return json(await checkInStatus(ctx.database, await ctx.session(), ctx.now), 201);
  }),

  route('GET', '/reservation/checkin/contract.pdf', async (ctx) => {
    const reservation = await ctx.session();
    const pdf = await signedContractPdf(ctx.database, ctx.storage, reservation);
    return new Response(Buffer.from(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="rental-agreement-${reservation.reference}.pdf"`,
        'cache-control': 'private, no-store',
      },
    });
  }),
];
