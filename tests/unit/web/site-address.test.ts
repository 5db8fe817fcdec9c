import { relayedSiteAddress, SITE_ADDRESS_HEADER, sealSiteAddress } from '@web/lib/request-origin.ts';
import { signValue } from '@web/lib/signed-cookie.ts';
import { describe, expect, it } from 'vitest';

const secret = 'unit-test-secret-0123456789abcdef0123456789';
const headersWith = (value: string | null) =>
  new Headers(value === null ? {} : { [SITE_ADDRESS_HEADER]: value });

describe('the address the proxy relays to server actions and to its own internal fetches', () => {
  it('reads back what the proxy sealed', async () => {
    const sealed = await sealSiteAddress({ host: 'campers.localhost:3000', https: true }, secret);
    expect(await relayedSiteAddress(headersWith(sealed), secret)).toEqual({
      host: 'campers.localhost:3000',
      https: true,
    });
  });

  it('ignores a header a client wrote or signed for something else', async () => {
    expect(await relayedSiteAddress(headersWith(null), secret)).toBeNull();
    expect(await relayedSiteAddress(headersWith('campers.localhost'), secret)).toBeNull();
    const otherSecret = await sealSiteAddress(
      { host: 'lease.localhost', https: false },
      'another-secret-0123456789abcdef0123',
    );
    expect(await relayedSiteAddress(headersWith(otherSecret), secret)).toBeNull();
    // A signed value of another kind (e.g. a search cookie's payload) is not an address.
    const otherPurpose = await signValue({ host: 'lease.localhost', https: false }, secret);
    expect(await relayedSiteAddress(headersWith(otherPurpose), secret)).toBeNull();
  });
});
