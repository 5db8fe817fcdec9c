import { checkInEmail } from '@booking/rules/checkin-email.ts';
import { signingToken, verifySigningToken } from '@booking/services/checkin-link.ts';
import { manageLinkToken } from '@booking/services/manage-link.ts';
import { LOCALES } from '@domain';
import { describe, expect, it } from 'vitest';

const view = {
  brandName: 'Vegur Campers',
  reference: 'AB12-CD34',
  customerName: 'Anna',
  pickupLocation: 'Keflavik Airport',
  pickupAddress: 'Blikavöllur 2, 235 Keflavíkurflugvöllur',
  pickupAt: new Date('2026-12-01T23:00:00Z'),
  signerName: 'Anna Jónsdóttir',
};

describe('completed check-in e-mail', () => {
  it.each(LOCALES)('is written in %s, names the reference and the signer, and escapes HTML', (locale) => {
    const mail = checkInEmail({ ...view, locale, selfService: false, customerName: '<b>Anna</b>' });
    expect(mail.subject).toContain('AB12-CD34');
    expect(mail.text).toContain('Anna Jónsdóttir');
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.html).not.toContain('<b>Anna</b>');
    expect(mail.text).toContain('23:00');
  });

  it('adds the key-box instructions only to a self-service pickup, in every language differently', () => {
    const texts = LOCALES.map((locale) => checkInEmail({ ...view, locale, selfService: true }).text);
    for (const text of texts) expect(text).toContain('Blikavöllur 2');
    expect(new Set(texts).size).toBe(LOCALES.length);
    expect(checkInEmail({ ...view, locale: 'en', selfService: false }).text).not.toContain('key box');
    expect(checkInEmail({ ...view, locale: 'en', selfService: true }).text).toContain('key box');
  });
});

describe('signing link token', () => {
  const id = '0b6f0c1e-6a4b-4c3e-9a43-3d1f6f1b2a10';
  const now = new Date('2026-11-25T10:00:00Z');

  it('names the reservation for 30 minutes, for its own tenant only', () => {
    const { token, expiresAt } = signingToken('secret', { id, tenant: 'cars' }, now);
    expect(expiresAt.toISOString()).toBe('2026-11-25T10:30:00.000Z');
    expect(verifySigningToken('secret', token, 'cars', now)).toBe(id);
    expect(verifySigningToken('secret', token, 'campers', now)).toBeNull();
    expect(verifySigningToken('other', token, 'cars', now)).toBeNull();
    expect(verifySigningToken('secret', token, 'cars', expiresAt)).toBeNull();
  });

  it('is not interchangeable with a manage link', () => {
    const manage = manageLinkToken('secret', { id, tenant: 'cars', returnAt: now }, now);
    expect(verifySigningToken('secret', manage, 'cars', now)).toBeNull();
  });
});
