import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 19, finding 10: `<SanityLive />`'s server action is public. It used to expire the cache
// tags a caller named, so one request after another emptied the page cache. Now it expires
// nothing: it waits for the server's own listener (authorised) to have expired the change.

const cache = vi.hoisted(() => ({ updateTag: vi.fn(), revalidateTag: vi.fn(), revalidatePath: vi.fn() }));
vi.mock('next/cache', () => cache);
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));

const { refreshAfterServerSync } = await import('@web/lib/sanity/actions.ts');
const { noteExpired, waitForServerSync, WAIT_MS } = await import('@web/lib/sanity/live-sync.ts');

afterEach(() => {
  vi.useRealTimers();
});

describe("the browser's live action", () => {
  it('expires nothing, whatever and however often it is asked', async () => {
    vi.useFakeTimers();
    const calls = Array.from({ length: 50 }, () =>
      refreshAfterServerSync(['sanity:s1:forged', 'sanity:s1:x']),
    );
    calls.push(refreshAfterServerSync('not tags'), refreshAfterServerSync([42]));
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    expect(await Promise.all(calls)).toEqual(Array(52).fill('refresh'));
    expect(cache.updateTag).not.toHaveBeenCalled();
    expect(cache.revalidateTag).not.toHaveBeenCalled();
    expect(cache.revalidatePath).not.toHaveBeenCalled();
  });

  it('refreshes as soon as the server listener has expired the change, not before', async () => {
    vi.useFakeTimers();
    let settled = false;
    const refresh = refreshAfterServerSync(['sanity:s1:pub1']).then((r) => {
      settled = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(false);
    noteExpired(['s1:pub1']);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(await refresh).toBe('refresh');
  });
});

describe('waitForServerSync', () => {
  it('answers at once for a change the server expired just before, and gives up after the wait', async () => {
    vi.useFakeTimers();
    noteExpired(['s1:recent']);
    expect(await waitForServerSync(['s1:recent'])).toBe(true);
    const stale = waitForServerSync(['s1:recent'], { recentMs: 0, now: () => Date.now() + 1 });
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    expect(await stale).toBe(false);
    const never = waitForServerSync(['s1:never']);
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    expect(await never).toBe(false);
  });
});
