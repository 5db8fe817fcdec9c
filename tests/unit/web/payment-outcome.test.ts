import { paymentOutcome } from '@web/components/booking/payment/outcome.ts';
import { describe, expect, it } from 'vitest';

describe('payment outcome on the return from the gateway', () => {
  it('a pending or 3-D Secure payment is in flight, unless the visitor cancelled', () => {
    expect(paymentOutcome({ status: 'pending' }, false)).toEqual({
      inFlight: true,
      failed: false,
      code: 'unknown',
    });
    expect(paymentOutcome({ status: 'requires_action' }, false).inFlight).toBe(true);
    expect(paymentOutcome({ status: 'pending' }, true)).toEqual({
      inFlight: false,
      failed: true,
      code: 'cancelled',
    });
  });

  it('a failure names its reason when the page has words for it, else unknown', () => {
    expect(paymentOutcome({ status: 'failed', failureCode: 'insufficient_funds' }, false)).toEqual({
      inFlight: false,
      failed: true,
      code: 'insufficient_funds',
    });
    expect(paymentOutcome({ status: 'failed', failureCode: 'checkout_expired' }, false).code).toBe('unknown');
  });

  it('a succeeded payment or none is neither in flight nor failed', () => {
    expect(paymentOutcome({ status: 'succeeded' }, false)).toMatchObject({ inFlight: false, failed: false });
    expect(paymentOutcome(undefined, false)).toMatchObject({ inFlight: false, failed: false });
  });
});
