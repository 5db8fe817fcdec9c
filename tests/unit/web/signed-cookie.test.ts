import { signValue, verifyValue } from '@web/lib/signed-cookie.ts';
import { describe, expect, it } from 'vitest';

const SECRET = 'unit-test-secret-0123456789abcdef0123456789';

// `vegur-session=abc.A` made every page answer 500 (atob threw).
describe('verifyValue', () => {
  it('treats malformed base64 in a cookie as absent instead of throwing', async () => {
    for (const value of ['abc.A', 'abc.AAAAA', 'A.abc', '.A', 'abc.', 'abc.A.A']) {
      await expect(verifyValue(value, SECRET)).resolves.toBeNull();
    }
  });

  it('still reads a value it signed and refuses a changed one', async () => {
    const signed = await signValue({ cart: 42 }, SECRET);
    expect(await verifyValue(signed, SECRET)).toEqual({ cart: 42 });
    expect(await verifyValue(`${signed.slice(0, -2)}AA`, SECRET)).toBeNull();
  });
});
