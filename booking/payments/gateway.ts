/** What the booking service needs from a card processor. A production adapter implements this. */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  holder?: string;
}

export interface ChargeRequest {
  /** Integer ISK: the amount charged is always stated in ISK, whatever the display currency. */
  amount: number;
  currency: 'ISK';
  card: CardDetails;
  /** Stable per payment attempt: a retried call must not charge twice. */
  idempotencyKey: string;
  description: string;
}

export interface ChargeResult {
  status: 'succeeded' | 'failed' | 'requires_action';
  ref: string;
  failureCode?: string;
  /** Where the customer completes a 3-D Secure challenge. */
  challengeUrl?: string;
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

/** A signed notification from the gateway (e.g. the outcome of a 3-D Secure challenge). */
export interface GatewayEvent {
  id: string;
  type: 'charge.succeeded' | 'charge.failed';
  chargeRef: string;
  failureCode?: string;
}

export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Verifies the signature and parses the callback; throws on a bad or stale signature. */
  parseCallback(body: string, headers: Headers, now: Date): GatewayEvent;
}
