/**
 * What a payment the gateway sent the visitor back about means on the page: still in flight (the
 * page refreshes itself), failed (with the reason the visitor is told), or neither. One rule for
 * the booking's payment step and a reservation's balance payment; a code the gateway may add later
 * reads as 'unknown' rather than showing a message key that does not exist.
 */
export const PAYMENT_FAILURE_CODES = [
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'expired_card',
] as const;

export type PaymentFailure = (typeof PAYMENT_FAILURE_CODES)[number] | 'cancelled' | 'unknown';

export interface PaymentOutcome {
  inFlight: boolean;
  failed: boolean;
  code: PaymentFailure;
}

/** `cancelled`: the visitor left the gateway's page with Cancel (its return address says so). */
export function paymentOutcome(
  payment: { status: string; failureCode?: string | null } | null | undefined,
  cancelled: boolean,
): PaymentOutcome {
  return {
    inFlight: !cancelled && (payment?.status === 'pending' || payment?.status === 'requires_action'),
    failed: cancelled || payment?.status === 'failed',
    code:
      PAYMENT_FAILURE_CODES.find((c) => c === payment?.failureCode) ?? (cancelled ? 'cancelled' : 'unknown'),
  };
}
