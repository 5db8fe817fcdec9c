import type { RawAnswer } from '@booking/client.ts';
import { retryRead } from '@web/lib/booking/service.ts';
import { describe, expect, it, vi } from 'vitest';

const answer = (status: number): RawAnswer => ({ status, body: { status }, headers: new Headers() });

describe('reading a payment outcome', () => {
  it('tries again after a thrown call or a 5xx answer, and returns the first good answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answers: (() => RawAnswer)[] = [
      () => {
        throw new Error('database busy');
      },
      () => answer(503),
      () => answer(200),
    ];
    const pauses: number[] = [];
    const result = await retryRead(
      async () => (answers.shift() as () => RawAnswer)(),
      4,
      async (ms) => {
        pauses.push(ms);
      },
    );
    expect(result.status).toBe(200);
    expect(pauses).toEqual([250, 500]);
  });

  it('does not retry a client answer, and never throws when every try fails', async () => {
    let calls = 0;
    const notFound = await retryRead(async () => {
      calls++;
      return answer(404);
    });
    expect(notFound.status).toBe(404);
    expect(calls).toBe(1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await retryRead(
      async () => {
        throw new Error('down');
      },
      3,
      async () => {},
    );
    expect(failed.status).toBe(503);
  });
});
