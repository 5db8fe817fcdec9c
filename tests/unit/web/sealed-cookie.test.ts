import { signValue, verifyValue } from '@domain/signed-value.ts';
import { sealValue, unsealValue } from '@web/lib/sealed-cookie.ts';
import { describe, expect, it } from 'vitest';

const SECRET = 'unit-test-secret-0123456789abcdef0123456789';

// The sealed cookie shares the signed value's key import and base64url (domain/signed-value.ts);
// one secret gives an HMAC key and HKDF material, which must stay apart.
describe('sealValue', () => {
  it('reads back what it sealed, and the payload is not readable in the value', async () => {
    const sealed = await sealValue({ email: 'anna@example.is' }, SECRET);
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('YW5uYU'); // base64 of "anna"
    expect(await unsealValue(sealed, SECRET)).toEqual({ email: 'anna@example.is' });
  });

  it('refuses a changed value, another secret and malformed input without throwing', async () => {
    const sealed = await sealValue({ n: 1 }, SECRET);
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await unsealValue(changed, SECRET)).toBeNull();
    expect(await unsealValue(sealed, `${SECRET}x`)).toBeNull();
    for (const value of ['', 'abc', 'a.b', '!!!', 'A'.repeat(10)]) {
      expect(await unsealValue(value, SECRET)).toBeNull();
    }
  });

  it('works beside signing with the same secret (two keys from one secret)', async () => {
    const signed = await signValue({ cart: 42 }, SECRET);
    const sealed = await sealValue({ cart: 42 }, SECRET);
    expect(await verifyValue(signed, SECRET)).toEqual({ cart: 42 });
    expect(await unsealValue(sealed, SECRET)).toEqual({ cart: 42 });
    expect(await verifyValue(sealed, SECRET)).toBeNull();
  });
});
