import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { testGatewayCheckouts } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import type {
  Checkout,
  CheckoutLocale,
  CheckoutRequest,
  GatewayEvent,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './gateway.ts';

/** Card numbers with a fixed outcome, as card processors' sandboxes publish them. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;

export const SIGNATURE_HEADER = 'x-test-gateway-signature';
const MAX_SKEW_SECONDS = 300;

export type CheckoutRow = typeof testGatewayCheckouts.$inferSelect;
export type CheckoutStatus = 'open' | 'challenge' | 'succeeded' | 'failed';

/**
 * The gateway signs with its own key, derived from the service secret, so that a leaked callback
 * signature says nothing about session cookies and the other way round.
 */
export function testGatewaySecret(serviceSecret: string): string {
  return createHmac('sha256', serviceSecret).update('vegur-test-gateway-v1').digest('hex');
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardFieldError =
  | 'number_required'
  | 'number_invalid'
  | 'expiry_format'
  | 'expiry_past'
  | 'cvc_invalid';

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * Checks what the customer typed, as the gateway's page does before it contacts the card network:
 * a number passing the Luhn check, an expiry as MM/YY not in the past, a 3- or 4-digit CVC.
 */
export function validateCard(
  form: CardForm,
  now: Date,
): { digits: string; errors: Partial<Record<keyof CardForm, CardFieldError>> } {
  const errors: Partial<Record<keyof CardForm, CardFieldError>> = {};
  const digits = form.number.replace(/[\s-]/g, '');
  if (digits === '') errors.number = 'number_required';
  else if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) errors.number = 'number_invalid';
  // "1228" as a numeric keypad types it reads as 12/28: the slash is optional.
  const expiry = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(form.expiry.trim());
  if (!expiry) errors.expiry = 'expiry_format';
  // Valid through the last day of the expiry month.
  else if (now >= new Date(Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1)))
    errors.expiry = 'expiry_past';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'cvc_invalid';
  return { digits, errors };
}

/** What a valid test card does. Any other valid number succeeds, like the sandboxes' cards do. */
export function cardOutcome(digits: string): { status: 'succeeded' | 'failed' | 'challenge'; code?: string } {
  switch (digits) {
    case TEST_CARDS.declined:
      return { status: 'failed', code: 'card_declined' };
    case TEST_CARDS.insufficientFunds:
      return { status: 'failed', code: 'insufficient_funds' };
    case TEST_CARDS.threeDSecure:
      return { status: 'challenge' };
    default:
      return { status: 'succeeded' };
  }
}

export type CardSubmission =
  | { kind: 'invalid'; row: CheckoutRow; errors: Partial<Record<keyof CardForm, CardFieldError>> }
  | { kind: 'challenge'; row: CheckoutRow }
  | { kind: 'completed'; row: CheckoutRow }
  | { kind: 'closed'; row: CheckoutRow };

/** A checkout as the customer sees it: `expired` is an open one past its time. */
export function checkoutState(row: CheckoutRow, now: Date): CheckoutStatus | 'expired' {
  if ((row.status === 'open' || row.status === 'challenge') && row.expiresAt <= now) return 'expired';
  return row.status as CheckoutStatus;
}

/**
 * The embedded gateway. Its checkouts live in PostgreSQL (table `test_gateway_checkouts`, a real
 * gateway keeps them on its side), so any instance serves any checkout. A checkout's status only
 * moves forward through conditional updates (open → challenge → succeeded | failed), so two
 * submissions of one checkout, in parallel or one after the other, can never charge twice.
 * Refunds are stateless: their reference derives from the idempotency key.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test';
  private readonly secret: string;

  constructor(
    serviceSecret: string,
    private readonly database: () => Promise<Database>,
    /** Path of the hosted pages, e.g. `/functions/v1/test-gateway/checkout`. */
    private readonly pagesPath: string,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.secret = testGatewaySecret(serviceSecret);
  }

  private digest(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('hex').slice(0, 32);
  }

  /** The embedded gateway is served by the same application, so its pages share the callback's origin. */
  pageUrl(row: Pick<CheckoutRow, 'ref' | 'callbackUrl'>, suffix = ''): string {
    return `${new URL(row.callbackUrl).origin}${this.pagesPath}/${row.ref}${suffix}`;
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    if (!Number.isInteger(request.amount) || request.amount <= 0)
      throw new Error('Checkout amount must be a positive integer');
    const ref = `tgco_${this.digest(`checkout:${request.idempotencyKey}`)}`;
    const database = await this.database();
    await database.db
      .insert(testGatewayCheckouts)
      .values({
        ref,
        idempotencyKey: request.idempotencyKey,
        amount: request.amount,
        currency: request.currency,
        merchant: request.merchantName ?? 'Vegur',
        reference: request.reference,
        description: request.description,
        returnUrl: request.returnUrl,
        callbackUrl: request.callbackUrl,
        locale: request.locale,
        expiresAt: request.expiresAt,
        createdAt: this.clock(),
      })
      .onConflictDoNothing();
    const row = await this.get(ref);
    if (!row) throw new Error('checkout vanished');
    // Same key, other request: refused as real gateways do (Stripe answers 400 idempotency_error).
    if (row.amount !== request.amount || row.reference !== request.reference)
      throw new Error('Idempotency key reused for a different checkout');
    return { ref, redirectUrl: this.pageUrl(row), expiresAt: row.expiresAt };
  }

  async get(ref: string): Promise<CheckoutRow | null> {
    if (!/^tgco_[0-9a-f]{32}$/.test(ref)) return null;
    const database = await this.database();
    const [row] = await database.db
      .select()
      .from(testGatewayCheckouts)
      .where(eq(testGatewayCheckouts.ref, ref));
    return row ?? null;
  }

  /** The pay button: validates the card, then settles the checkout at most once. */
  async submitCard(row: CheckoutRow, form: CardForm): Promise<CardSubmission> {
    const now = this.clock();
    const { digits, errors } = validateCard(form, now);
    if (checkoutState(row, now) !== 'open') return { kind: 'closed', row };
    if (Object.keys(errors).length > 0) return { kind: 'invalid', row, errors };
    const outcome = cardOutcome(digits);
    const moved = await this.move(row.ref, 'open', outcome.status, outcome.code ?? null, now);
    if (!moved) return { kind: 'closed', row: (await this.get(row.ref)) ?? row };
    return outcome.status === 'challenge'
      ? { kind: 'challenge', row: moved }
      : { kind: 'completed', row: moved };
  }

  /** The 3-D Secure page's Approve or Deny. */
  async decideChallenge(row: CheckoutRow, approve: boolean): Promise<CheckoutRow | null> {
    return this.move(
      row.ref,
      'challenge',
      approve ? 'succeeded' : 'failed',
      approve ? null : 'authentication_failed',
      this.clock(),
    );
  }

  private async move(
    ref: string,
    from: CheckoutStatus,
    to: CheckoutStatus,
    failureCode: string | null,
    now: Date,
  ): Promise<CheckoutRow | null> {
    const database = await this.database();
    const final = to === 'succeeded' || to === 'failed';
    const [row] = await database.db
      .update(testGatewayCheckouts)
      .set({ status: to, failureCode, ...(final ? { completedAt: now } : {}) })
      .where(
        sql`${testGatewayCheckouts.ref} = ${ref} AND ${testGatewayCheckouts.status} = ${from} AND ${testGatewayCheckouts.expiresAt} > ${now}`,
      )
      .returning();
    return row ?? null;
  }

  async markDelivered(ref: string): Promise<void> {
    const database = await this.database();
    await database.db
      .update(testGatewayCheckouts)
      .set({ callbackDeliveredAt: this.clock() })
      .where(eq(testGatewayCheckouts.ref, ref));
  }

  /** The outcome event of a settled checkout; the same checkout always gives the same event id. */
  event(row: CheckoutRow): GatewayEvent {
    if (row.status === 'succeeded')
      return {
        id: `evt_${this.digest(`${row.ref}:succeeded`)}`,
        type: 'charge.succeeded',
        chargeRef: row.ref,
      };
    return {
      id: `evt_${this.digest(`${row.ref}:failed`)}`,
      type: 'charge.failed',
      chargeRef: row.ref,
      failureCode: row.failureCode ?? 'card_declined',
    };
  }

  /** A callback body and headers, signed now, exactly as it goes over the wire. */
  signedEvent(event: GatewayEvent): { body: string; headers: Record<string, string> } {
    const body = JSON.stringify(event);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signTestGatewayBody(this.secret, body, Math.floor(this.clock().getTime() / 1000)),
      },
    };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    return { status: 'succeeded', ref: `tg_re_${this.digest(`refund:${request.idempotencyKey}`)}` };
  }

  parseCallback(body: string, headers: Headers, now: Date): GatewayEvent {
    const header = headers.get(SIGNATURE_HEADER) ?? '';
    const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
    const timestamp = Number(parts.t);
    const given = parts.v1 ?? '';
    const expected = signTestGatewayBody(this.secret, body, timestamp).split('v1=')[1] ?? '';
    const valid =
      Number.isFinite(timestamp) &&
      given.length === expected.length &&
      timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    if (!valid) throw new BookingError('bad_signature', 'Callback signature does not verify', 401);
    if (Math.abs(now.getTime() / 1000 - timestamp) > MAX_SKEW_SECONDS) {
      throw new BookingError('stale_callback', 'Callback timestamp is too old', 401);
    }
    let event: GatewayEvent;
    try {
      event = JSON.parse(body) as GatewayEvent;
    } catch {
      throw new BookingError('invalid_json', 'Callback body is not JSON', 400);
    }
    if (
      typeof event !== 'object' ||
      event === null ||
      typeof event.id !== 'string' ||
      typeof event.chargeRef !== 'string' ||
      (event.type !== 'charge.succeeded' && event.type !== 'charge.failed')
    ) {
      throw new BookingError('invalid_callback', 'Callback lacks id, type or chargeRef', 400);
    }
    return event;
  }
}

/** `t=…,v1=HMAC-SHA256(secret, "t.body")`, the Stripe-style signature header. */
export function signTestGatewayBody(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function isCheckoutLocale(value: unknown): value is CheckoutLocale {
  return value === 'en' || value === 'de' || value === 'es' || value === 'fr' || value === 'is';
}
