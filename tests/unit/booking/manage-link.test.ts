import {
  localizedSitePath,
  manageLinkExpiry,
  manageLinkToken,
  manageUrl,
  parseSiteOrigins,
  verifyManageLinkToken,
} from '@booking/services/manage-link.ts';
import { signSession } from '@booking/services/session.ts';
import { describe, expect, it } from 'vitest';

const now = new Date('2026-05-01T10:00:00Z');
const reservation = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  tenant: 'cars',
  returnAt: new Date('2026-07-05T12:00:00Z'),
};

describe('manage link token', () => {
  it('opens the reservation of its tenant until 30 days after the return', () => {
    const token = manageLinkToken('secret', reservation, now);
    expect(verifyManageLinkToken('secret', token, 'cars', now)).toBe(reservation.id);
    const expiry = manageLinkExpiry(reservation.returnAt, now);
    expect(expiry.toISOString()).toBe('2026-08-04T12:00:00.000Z');
    expect(verifyManageLinkToken('secret', token, 'cars', new Date(expiry.getTime() - 1000))).toBe(
      reservation.id,
    );
    expect(verifyManageLinkToken('secret', token, 'cars', expiry)).toBeNull();
  });

  it('refuses another secret, another tenant, a tampered or malformed token, and a session cookie', async () => {
    const token = manageLinkToken('secret', reservation, now);
    expect(verifyManageLinkToken('other', token, 'cars', now)).toBeNull();
    expect(verifyManageLinkToken('secret', token, 'campers', now)).toBeNull();
    const [data, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ r: reservation.id, t: 'cars', e: 4102444800 })).toString(
      'base64url',
    );
    expect(verifyManageLinkToken('secret', `${forged}.${mac}`, 'cars', now)).toBeNull();
    expect(verifyManageLinkToken('secret', `${data}.${mac}x`, 'cars', now)).toBeNull();
    expect(verifyManageLinkToken('secret', `${data}.${mac}.x`, 'cars', now)).toBeNull();
    expect(verifyManageLinkToken('secret', '', 'cars', now)).toBeNull();
    expect(verifyManageLinkToken('secret', 'x'.repeat(600), 'cars', now)).toBeNull();
    // Same secret, other purpose: a session cookie is not a manage link.
    const session = await signSession('secret', reservation.id, 'cars', now, reservation.returnAt);
    expect(verifyManageLinkToken('secret', session, 'cars', now)).toBeNull();
  });

  it('builds localized site paths and absolute links', () => {
    expect(localizedSitePath('/reservation/', 'en')).toBe('/reservation/');
    expect(localizedSitePath('/reservation/', 'is')).toBe('/is/reservation/');
    expect(localizedSitePath('/reservation/find/', 'de')).toBe('/de/reservation/find/');
    expect(manageUrl(null, 'a.b', 'de')).toBeNull();
    expect(manageUrl('https://cars.example', 'a.b', 'de')).toBe(
      'https://cars.example/functions/v1/reservation/open?token=a.b&locale=de',
    );
  });

  it('reads SITE_ORIGINS, ignoring malformed entries and paths', () => {
    expect(
      parseSiteOrigins(
        'cars=https://cars.example/x, campers = https://campers.example:8443 ,lease=ftp://x,bad,=https://y',
      ),
    ).toEqual({ cars: 'https://cars.example', campers: 'https://campers.example:8443' });
    expect(parseSiteOrigins(undefined)).toEqual({});
  });
});
