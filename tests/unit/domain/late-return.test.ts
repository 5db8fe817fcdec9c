import { LATE_RETURN_BOARD_DAYS, lateDuration, lateReturn, lateReturnBoardFrom, TIME_ZONE } from '@domain';
import { describe, expect, it } from 'vitest';

// A staff morning in Reykjavik: the car was booked back at 22:30 last night.
const returnAt = new Date('2026-11-26T22:30:00Z');
const morning = new Date('2026-11-27T08:05:00Z');
const out = { status: 'checked_in', returnAt, returnDone: false };

describe('late return', () => {
  it('is late once the booked return has passed without a return inspection, by whole minutes', () => {
    expect(TIME_ZONE).toBe('Atlantic/Reykjavik');
    expect(lateReturn(out, morning)).toEqual({ dueAt: returnAt.toISOString(), minutesLate: 9 * 60 + 35 });
    expect(lateDuration(9 * 60 + 35)).toBe('9 h 35 min');
  });

  it('is not late before or at the booked return, nor once the return inspection is in', () => {
    expect(lateReturn(out, new Date(returnAt.getTime() - 60_000))).toBeNull();
    expect(lateReturn(out, returnAt)).toBeNull();
    expect(lateReturn({ ...out, returnDone: true }, morning)).toBeNull();
  });

  it('counts a confirmed booking not checked in, but not a cancelled, refunded or completed one', () => {
    expect(lateReturn({ ...out, status: 'confirmed' }, morning)?.minutesLate).toBe(575);
    for (const status of ['cancelled', 'refunded', 'refund_requested', 'completed', 'expired'])
      expect(lateReturn({ ...out, status }, morning)).toBeNull();
  });

  it('reads the lateness as staff say it', () => {
    expect(lateDuration(0)).toBe('under 1 min');
    expect(lateDuration(45)).toBe('45 min');
    expect(lateDuration(125)).toBe('2 h 05 min');
    expect(lateDuration(3 * 1440 + 4 * 60 + 10)).toBe('3 d 4 h');
  });

  it("carries late returns of the last week onto today's board, from the start of that Iceland day", () => {
    expect(LATE_RETURN_BOARD_DAYS).toBe(7);
    expect(lateReturnBoardFrom('2026-11-27').toISOString()).toBe('2026-11-20T00:00:00.000Z');
  });
});
