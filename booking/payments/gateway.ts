/**
 * What the booking service needs from a card processor, shaped like real gateways' hosted
 * checkout (Teya, Rapyd, Stripe Checkout, Adyen Hosted Payment Pages): the service asks for a
 * checkout, the customer types the card on the gateway's own page, and a signed callback tells
 * the outcome. No card number ever reaches this service. A production adapter implements this.
 */

export type CheckoutLocale = 'en' | 'de' | 'es' | 'fr' | 'is';

export interface CheckoutRequest {
  /** Integer ISK: the amount charged is always stated in ISK, whatever the display currency. */
  amount: number;
  currency: 'ISK';
  /** The reservation reference, shown to the customer on the gateway's page. */
  reference: string;
  description: string;
  /** Stable per checkout: a retried call answers the same checkout, never a second one. */
  idempotencyKey: string;
  /** Absolute URL the gateway sends the browser back to; the gateway adds `status` (and `code`). */
  returnUrl: string;
  /** Absolute URL of the service's callback route. */
  callbackUrl: string;
  /** The checkout cannot be paid after this instant. */
  expiresAt: Date;
  locale: CheckoutLocale;
  /** The merchant name shown on the page (the brand); gateways default to the account's name. */
  merchantName?: string;
}

export interface Checkout {
  /** The gateway's reference; callbacks name it as `chargeRef`. */
  ref: string;
  /** Where the browser goes to pay. */
  redirectUrl: string;
  expiresAt: Date;
}

export interface RefundRequest {
  chargeRef: string;
  amount: number;
  idempotencyKey: string;
}

export interface RefundResult {
  status: 'succeeded' | 'failed';
  ref: string;
  failureCode?: string;
}

/** A signed notification from the gateway: the outcome of a checkout. */
export interface GatewayEvent {
  id: string;
  type: 'charge.succeeded' | 'charge.failed';
  /** The checkout's `ref`. */
  chargeRef: string;
  failureCode?: string;
}

export interface PaymentGateway {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Verifies the signature and parses the callback; throws on a bad or stale signature. */
  parseCallback(body: string, headers: Headers, now: Date): GatewayEvent;
}
