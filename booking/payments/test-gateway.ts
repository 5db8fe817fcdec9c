import { createHmac, timingSafeEqual } from 'node:crypto';
import { BookingError } from '../errors.ts';
import type {
  CardDetails,
  ChargeRequest,
  ChargeResult,
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

const SIGNATURE_HEADER = 'x-test-gateway-signature';
const MAX_SKEW_SECONDS = 300;

function luhn(digits: string): boolean {
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

function expired(expiry: string, now: Date): boolean {
  const [mm, yy] = expiry.split('/').map(Number);
  if (!mm || yy === undefined) return true;
  // Valid through the last day of the expiry month.
  return now >= new Date(Date.UTC(2000 + yy, mm, 1));
}

/**
 * The embedded gateway. Stateless on purpose: references are derived from the idempotency key,
 * so every instance answers a retry identically and nothing lives in process memory.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'test';

  constructor(
    private readonly secret: string,
    private readonly challengeBase: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private digest(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('hex').slice(0, 24);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const ref = `tg_ch_${this.digest(request.idempotencyKey)}`;
    return { ref, ...this.outcome(request.card, ref) };
  }

  private outcome(card: CardDetails, ref: string): Omit<ChargeResult, 'ref'> {
    const digits = card.number.replace(/\s/g, '');
    if (!luhn(digits)) return { status: 'failed', failureCode: 'invalid_card' };
    if (expired(card.expiry, this.clock())) return { status: 'failed', failureCode: 'expired_card' };
    switch (digits) {
      case TEST_CARDS.declined:
        return { status: 'failed', failureCode: 'card_declined' };
      case TEST_CARDS.insufficientFunds:
        return { status: 'failed', failureCode: 'insufficient_funds' };
      case TEST_CARDS.threeDSecure:
        return { status: 'requires_action', challengeUrl: `${this.challengeBase}/${ref}` };
      default:
        return { status: 'succeeded' };
    }
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    return { status: 'succeeded', ref: `tg_re_${this.digest(request.idempotencyKey)}` };
  }

  /** The callback the gateway sends when a challenge ends (the test challenge page calls this). */
  signedEvent(chargeRef: string, approved: boolean): { body: string; headers: Record<string, string> } {
    const event: GatewayEvent = approved
      ? { id: `evt_${this.digest(`${chargeRef}:ok`)}`, type: 'charge.succeeded', chargeRef }
      : {
          id: `evt_${this.digest(`${chargeRef}:fail`)}`,
          type: 'charge.failed',
          chargeRef,
          failureCode: 'authentication_failed',
        };
    const body = JSON.stringify(event);
    return {
      body,
      headers: { [SIGNATURE_HEADER]: this.sign(body, Math.floor(this.clock().getTime() / 1000)) },
    };
  }

  sign(body: string, timestamp: number): string {
    const mac = createHmac('sha256', this.secret).update(`${timestamp}.${body}`).digest('hex');
    return `t=${timestamp},v1=${mac}`;
  }

  parseCallback(body: string, headers: Headers, now: Date): GatewayEvent {
    const header = headers.get(SIGNATURE_HEADER) ?? '';
    const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
    const timestamp = Number(parts.t);
    const given = parts.v1 ?? '';
    const expected = this.sign(body, timestamp).split('v1=')[1] ?? '';
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
    if (typeof event.id !== 'string' || typeof event.chargeRef !== 'string') {
      throw new BookingError('invalid_callback', 'Callback lacks id or chargeRef', 400);
    }
    return event;
  }
}
