/**
 * Payments of the session's reservation through the gateway's hosted checkout, the gateway's
 * signed callback, and the confirmation's companions: the calendar file and the manage link.
 */
import { BookingError } from '../errors.ts';
import { localeOr, localizedSitePath, verifyManageLinkToken } from '../services/manage-link.ts';
import { calendarFile, localeOf } from '../services/notifications.ts';
import {
  getPayment,
  handleGatewayEvent,
  listPayments,
  publicPayment,
  startCheckout,
} from '../services/payments.ts';
import { getReservation, type ReservationRow } from '../services/reservations.ts';
import { sessionCookie, signSession } from '../services/session.ts';
import type { CheckoutAnswer, PaymentAnswer, PaymentsAnswer } from './answers.ts';
import { BASE_PATH } from './base-path.ts';
import { json, readBodyLimited, readJson } from './respond.ts';
import type { Context, Route } from './router.ts';
import { idempotencyKey, route } from './router.ts';
import { PaymentInput } from './schemas.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where the gateway sends the browser back: a path on this site ("/book/payment/") or an absolute
 * URL on the request's own origin. Anything else (other hosts, "//evil", "/\\evil", credentials,
 * control characters) is refused: the service must not become an open redirect.
 */
export function resolveReturnUrl(value: string, origin: string): string {
  const refuse = () =>
    new BookingError(
      'invalid_return_url',
      'returnUrl must be a path starting with a single "/" or an absolute URL on this site',
      400,
    );
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) throw refuse();
  let url: URL;
  try {
    if (value.startsWith('/')) {
      if (value.startsWith('//')) throw refuse();
      url = new URL(value, origin);
    } else {
      url = new URL(value);
    }
  } catch {
    throw refuse();
  }
  if (url.origin !== origin || url.username || url.password) throw refuse();
  url.hash = '';
  return url.toString();
}

function checkoutJson(ctx: Context, started: Awaited<ReturnType<typeof startCheckout>>): Response {
  const body: CheckoutAnswer = {
    payment: publicPayment(started.payment, ctx.now),
    checkout: {
      ref: started.checkout.ref,
      redirectUrl: started.checkout.redirectUrl,
      expiresAt: started.checkout.expiresAt.toISOString(),
    },
  };
  if (started.outcome === 'created') return json(body, 201);
  return json(body, 200, started.outcome === 'replayed' ? { 'idempotent-replayed': 'true' } : {});
}

/** Starts the hosted checkout of the session's reservation (booking payment or check-in 540). */
export async function checkoutFor(
  ctx: Context,
  row: ReservationRow,
  input: { amount: 'due_now' | 'balance' | number; optionId?: number; returnUrl: string; locale?: string },
  key: string,
): Promise<Response> {
  const started = await startCheckout(
    ctx.database,
    ctx.gateway,
    ctx.tenant,
    row.id,
    {
      amount: input.amount,
      optionId: input.optionId,
      returnUrl: resolveReturnUrl(input.returnUrl, ctx.origin),
      locale: localeOr(input.locale, localeOf(row)),
    },
    key,
    { callbackUrl: `${ctx.origin}${BASE_PATH}/payments/callback`, now: ctx.now },
  );
  return checkoutJson(ctx, started);
}

export const paymentRoutes: Route[] = [
  route('POST', '/reservation/payments', async (ctx) => {
    const row = await ctx.session();
    const key = idempotencyKey(ctx.request);
    const input = await readJson(ctx.request, PaymentInput);
    return checkoutFor(ctx, row, input, key);
  }),

  route('GET', '/reservation/payments', async (ctx) => {
    const row = await ctx.session();
    const list = await listPayments(ctx.database, row.id);
    const ledgerRows = await ctx.database.query<Record<string, unknown>>(
      'SELECT kind, amount, memo, created_at AS "createdAt" FROM ledger WHERE reservation_id = $1 ORDER BY id',
      [row.id],
    );
    return json({
      payments: list.map((p) => publicPayment(p, ctx.now)),
      ledger: ledgerRows,
      balance: row.balance,
    } satisfies PaymentsAnswer);
  }),

  // The return page reads the outcome here, never from its query string.
  route('GET', '/reservation/payments/:id', async (ctx) => {
    const row = await ctx.session();
    const id = ctx.params.id ?? '';
    if (!UUID.test(id)) throw new BookingError('not_found', 'Payment not found', 404);
    return json({
      payment: publicPayment(await getPayment(ctx.database, row.id, id), ctx.now),
    } satisfies PaymentAnswer);
  }),

  route(
    'POST',
    '/payments/callback',
    async (ctx) => {
      // Read only up to the limit: the signature is checked on the text, so it is read first.
      const body = new TextDecoder().decode(await readBodyLimited(ctx.request, 64 * 1024));
      const result = await handleGatewayEvent(
        ctx.database,
        ctx.gateway,
        body,
        ctx.request.headers,
        ctx.now,
        ctx.effects,
      );
      return json({ received: true, ...result });
    },
    true,
  ),

  route('GET', '/reservation/calendar.ics', async (ctx) => {
    const row = await ctx.session();
    if (!['pending_payment', 'confirmed', 'checked_in', 'completed'].includes(row.status)) {
      throw new BookingError('not_active', `A ${row.status} reservation has no calendar entries`, 409);
    }
    return new Response(await calendarFile(ctx.database, row), {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="vegur-${row.reference}.ics"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  }),

  // The e-mail's "Manage your reservation": a signed, expiring link that opens the session.
  route('GET', '/reservation/open', async (ctx) => {
    const locale = localeOr(ctx.url.searchParams.get('locale'));
    const token = ctx.url.searchParams.get('token') ?? '';
    const id = verifyManageLinkToken(ctx.options.sessionSecret, token, ctx.tenant, ctx.now);
    const row = id ? await getReservation(ctx.database, ctx.tenant, id).catch(() => null) : null;
    const headers = new Headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    if (!row) {
      headers.set('location', `${localizedSitePath('/reservation/find/', locale)}?link=expired`);
      return new Response(null, { status: 303, headers });
    }
    headers.set(
      'set-cookie',
      sessionCookie(
        await signSession(ctx.options.sessionSecret, row.id, ctx.tenant, ctx.now, row.returnAt),
        ctx.secure,
        ctx.now,
        row.returnAt,
      ),
    );
    headers.set('location', localizedSitePath('/reservation/', locale));
    return new Response(null, { status: 303, headers });
  }),
];
