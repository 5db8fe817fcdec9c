import { isNetworkFailure, lakeLookup } from '@schemas/lib/lake-lookup.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('validation lookups in the content lake', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers the lookup when the lake answers', async () => {
    await expect(lakeLookup(async () => 'Summer sale')).resolves.toEqual({ value: 'Summer sale' });
    await expect(lakeLookup(async () => null)).resolves.toEqual({ value: null });
  });

  it('does not ask while the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const lookup = vi.fn(async () => 'x');
    await expect(lakeLookup(lookup)).resolves.toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('treats a request that got no answer as not checked', async () => {
    await expect(
      lakeLookup(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBeNull();
    expect(isNetworkFailure(new Error('Request error while attempting to reach https://lake'))).toBe(true);
  });

  it('still reports an answer with a status, and any other failure', async () => {
    const badQuery = Object.assign(new Error('param $id referenced, but not provided'), { statusCode: 400 });
    await expect(
      lakeLookup(async () => {
        throw badQuery;
      }),
    ).rejects.toBe(badQuery);
    expect(isNetworkFailure(Object.assign(new Error('fetch failed'), { statusCode: 502 }))).toBe(false);
    expect(isNetworkFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
