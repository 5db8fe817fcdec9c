import { dateTime, dayRange, time } from '@studio/tools/operations/format.ts';
import { describe, expect, it } from 'vitest';

describe('how the Operations tool writes days and times', () => {
  it('names a one-day period once and a longer one by its first and last day', () => {
    expect(dayRange('2026-03-02', '2026-03-02')).toBe('2026-03-02');
    expect(dayRange('2026-03-02')).toBe('2026-03-02');
    expect(dayRange('2026-03-02', '2026-03-05')).toBe('2026-03-02 – 2026-03-05');
  });

  it("writes times in Iceland's time, whatever the computer's zone", () => {
    // 23:30 UTC is 23:30 in Reykjavik all year (no daylight saving).
    expect(time('2026-07-01T23:30:00Z')).toBe('23:30');
    expect(dateTime('2026-07-01T23:30:00Z')).toBe('1 Jul 2026, 23:30');
  });
});
