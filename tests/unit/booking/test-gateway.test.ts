import { resolveReturnUrl } from '@booking/http/payment-routes.ts';
import {
  cardOutcome,
  checkoutState,
  luhn,
  signTestGatewayBody,
  TEST_CARDS,
  TestGateway,
  testGatewaySecret,
  validateCard,
} from '@booking/payments/test-gateway.ts';
import { describe, expect, it } from 'vitest';

const now = new Date('2026-05-15T10:00:00Z');

describe('test gateway card rules', () => {
  it('checks numbers with Luhn', () => {
    for (const card of Object.values(TEST_CARDS)) expect(luhn(card)).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
  });

  it('validates the form like a hosted card page', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '05/26', cvc: '123' }, now).errors).toEqual(
      {},
    );
    expect(validateCard({ number: '4242-4242-4242-4242', expiry: '12 / 30', cvc: '1234' }, now).digits).toBe(
      TEST_CARDS.success,
    );
    expect(validateCard({ number: '', expiry: '', cvc: '' }, now).errors).toEqual({
      number: 'number_required',
      expiry: 'expiry_format',
      cvc: 'cvc_invalid',
    });
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '04/26', cvc: '12' }, now).errors).toEqual({
      number: 'number_invalid',
      expiry: 'expiry_past',
      cvc: 'cvc_invalid',
    });
    expect(validateCard({ number: '4242', expiry: '13/30', cvc: '123' }, now).errors).toMatchObject({
      number: 'number_invalid',
      expiry: 'expiry_format',
    });
  });

  it('reads an expiry typed on a numeric keypad without the slash', () => {
    const card = { number: '4242 4242 4242 4242', cvc: '123' };
    expect(validateCard({ ...card, expiry: '1230' }, now).errors).toEqual({});
    expect(validateCard({ ...card, expiry: '12 30' }, now).errors).toEqual({});
    expect(validateCard({ ...card, expiry: '1330' }, now).errors).toEqual({ expiry: 'expiry_format' });
    expect(validateCard({ ...card, expiry: '123' }, now).errors).toEqual({ expiry: 'expiry_format' });
  });

  it('maps the test cards to their outcome', () => {
    expect(cardOutcome(TEST_CARDS.success)).toEqual({ status: 'succeeded' });
    expect(cardOutcome(TEST_CARDS.declined)).toEqual({ status: 'failed', code: 'card_declined' });
    expect(cardOutcome(TEST_CARDS.insufficientFunds)).toEqual({
      status: 'failed',
      code: 'insufficient_funds',
    });
    expect(cardOutcome(TEST_CARDS.threeDSecure)).toEqual({ status: 'challenge' });
  });

  it('reads an open checkout past its time as expired', () => {
    const row = { status: 'open', expiresAt: new Date(now.getTime() + 1000) } as Parameters<
      typeof checkoutState
    >[0];
    expect(checkoutState(row, now)).toBe('open');
    expect(checkoutState(row, new Date(now.getTime() + 1000))).toBe('expired');
    expect(checkoutState({ ...row, status: 'succeeded' }, new Date(now.getTime() + 5000))).toBe('succeeded');
  });

  it('verifies callback signatures: good, forged, stale, malformed', () => {
    const gateway = new TestGateway(
      'service-secret',
      async () => {
        throw new Error('no database needed');
      },
      '/functions/v1/test-gateway/checkout',
      () => now,
    );
    const body = JSON.stringify({ id: 'evt_1', type: 'charge.succeeded', chargeRef: 'tgco_x' });
    const t = Math.floor(now.getTime() / 1000);
    const secret = testGatewaySecret('service-secret');
    expect(secret).not.toBe('service-secret');
    const headers = (value: string) => new Headers({ 'x-test-gateway-signature': value });
    expect(gateway.parseCallback(body, headers(signTestGatewayBody(secret, body, t)), now).chargeRef).toBe(
      'tgco_x',
    );
    expect(() =>
      gateway.parseCallback(body, headers(signTestGatewayBody('service-secret', body, t)), now),
    ).toThrow(/does not verify/);
    expect(() =>
      gateway.parseCallback(body, headers(signTestGatewayBody(secret, body, t - 301)), now),
    ).toThrow(/too old/);
    expect(() => gateway.parseCallback(body, headers('garbage'), now)).toThrow(/does not verify/);
    const odd = JSON.stringify({ id: 'evt_2', type: 'charge.refunded', chargeRef: 'x' });
    expect(() => gateway.parseCallback(odd, headers(signTestGatewayBody(secret, odd, t)), now)).toThrow(
      /lacks/,
    );
  });
});

describe('return URL (no open redirect)', () => {
  const origin = 'https://cars.example';
  it('accepts a path or an absolute URL on the same origin, without the fragment', () => {
    expect(resolveReturnUrl('/book/payment/', origin)).toBe('https://cars.example/book/payment/');
    expect(resolveReturnUrl('/de/book/payment/?a=1#x', origin)).toBe(
      'https://cars.example/de/book/payment/?a=1',
    );
    expect(resolveReturnUrl('https://cars.example/x', origin)).toBe('https://cars.example/x');
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    'https://evil.example/',
    'https://cars.example.evil.example/',
    'http://cars.example/',
    'https://user@cars.example/',
    'javascript:alert(1)',
    'data:text/html,x',
    'relative/path',
    '/\tpath',
    '',
  ])('refuses %j', (value) => {
    expect(() => resolveReturnUrl(value, origin)).toThrow(/returnUrl must be/);
  });
});
