import { signSession } from '@booking/services/session.ts';
import { getRouteCheck, type RouteCheckContext, runRouteChecks } from '@web/lib/route-checks.ts';
import { signValue, verifyValue } from '@web/lib/signed-cookie.ts';
import { describe, expect, it } from 'vitest';

const secret = 'unit-test-secret-0123456789abcdef0123456789';
const now = new Date('2026-11-23T12:00:00Z');

function context(
  cookies: Record<string, string>,
  overrides: Partial<RouteCheckContext> = {},
): RouteCheckContext {
  return {
    tenant: 'cars',
    locale: 'de',
    path: '/book/options/',
    cookie: (n) => cookies[n],
    secret,
    now,
    ...overrides,
  };
}

const search = {
  tenant: 'cars',
  pickupLocationId: 'kef',
  returnLocationId: 'rvk',
  pickupDate: '2027-06-01',
  pickupTime: '12:00',
  returnDate: '2027-06-08',
  returnTime: '10:30',
  selfService: false,
  exp: now.getTime() + 60_000,
};

describe('route check registry', () => {
  it('fails with the spec message for an unknown name', () => {
    expect(() => getRouteCheck('nope')).toThrow('Unknown route middleware: nope');
  });

  it('issues a signed session cookie when there is none, and keeps a valid one', async () => {
    const first = await runRouteChecks(['session'], context({}));
    expect(first.kind).toBe('continue');
    const cookie = first.kind === 'continue' ? first.cookies?.[0] : undefined;
    expect(cookie?.name).toBe('vegur-session');
    expect(await verifyValue(cookie?.value, secret)).toMatchObject({ iat: now.getTime() });
    const again = await runRouteChecks(['session'], context({ 'vegur-session': cookie?.value ?? '' }));
    expect(again).toEqual({ kind: 'continue' });
  });

  it('sends booking steps without a search to the search panel, and without a vehicle to Vehicles', async () => {
    expect(await runRouteChecks(['booking-search'], context({}))).toMatchObject({
      kind: 'redirect',
      to: '/book/vehicles/',
    });
    const noVehicle = await signValue(search, secret);
    expect(await runRouteChecks(['booking-search'], context({ 'vegur-search': noVehicle }))).toMatchObject({
      kind: 'redirect',
      to: '/book/vehicles/',
    });
    const withVehicle = await signValue({ ...search, vehicleId: 'cars-compact' }, secret);
    expect(await runRouteChecks(['booking-search'], context({ 'vegur-search': withVehicle }))).toEqual({
      kind: 'continue',
    });
  });

  it('explains expired, foreign-tenant, forged and malformed searches on the error page', async () => {
    const expired = await signValue({ ...search, vehicleId: 'x', exp: now.getTime() - 1 }, secret);
    const foreign = await signValue({ ...search, vehicleId: 'x', tenant: 'campers' }, secret);
    const otherKey = await signValue(
      { ...search, vehicleId: 'x' },
      'another-secret-0123456789abcdef01234567',
    );
    const malformed = await signValue({ ...search, vehicleId: 'x', pickupDate: '1 June' }, secret);
    for (const value of [expired, foreign, otherKey, malformed, 'garbage', 'a.b.c', '.']) {
      const result = await runRouteChecks(['booking-search'], context({ 'vegur-search': value }));
      expect(result, value).toMatchObject({
        kind: 'redirect',
        to: '/book/error/?reason=session_expired',
        clearCookies: ['vegur-search'],
      });
    }
  });

  it('opens reservation pages only with a booking-service session of this tenant', async () => {
    const valid = await signSession(secret, 'res_123', 'cars', now);
    expect(
      await runRouteChecks(['session', 'reservation'], context({ vegur_reservation: valid })),
    ).toMatchObject({
      kind: 'continue',
    });
    expect(
      await runRouteChecks(['reservation'], context({ vegur_reservation: valid }, { tenant: 'lease' })),
    ).toMatchObject({ kind: 'redirect', to: '/reservation/find/' });
    expect(await runRouteChecks(['reservation'], context({}))).toMatchObject({
      kind: 'redirect',
      to: '/reservation/find/',
    });
    const expired = await signValue(
      { r: 'res_123', t: 'cars', e: Math.floor(now.getTime() / 1000) - 1 },
      secret,
    );
    expect(await runRouteChecks(['reservation'], context({ vegur_reservation: expired }))).toMatchObject({
      kind: 'redirect',
      clearCookies: ['vegur_reservation'],
    });
  });

  it('stops at the first redirect', async () => {
    const result = await runRouteChecks(['booking-search', 'nope'], context({}));
    expect(result.kind).toBe('redirect');
    await expect(runRouteChecks(['session', 'nope'], context({}))).rejects.toThrow(
      'Unknown route middleware: nope',
    );
  });
});
