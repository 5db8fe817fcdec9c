import {
  addDaysToDate,
  calendarMonths,
  type DateSelection,
  isCalendarDateEnabled,
  NEXT_AVAILABLE_DAYS,
  nextAvailableDate,
  previewRange,
  rangeRole,
  selectCalendarDate,
} from '@domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const none: DateSelection = { start: null, end: null };

describe('calendarMonths', () => {
  it('lays out four months from the first, Monday first', () => {
    const months = calendarMonths('2026-01', 4, { today: '2026-01-01' });
    expect(months.map((m) => m.month)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
    const [jan, feb, mar] = months;
    // 1 January 2026 is a Thursday; 1 February a Sunday; 1 March a Sunday.
    expect(jan?.leadingBlanks).toBe(3);
    expect(feb?.leadingBlanks).toBe(6);
    expect(mar?.leadingBlanks).toBe(6);
    expect(feb?.days).toHaveLength(28);
    expect(jan?.weeks[0]?.slice(0, 4).map((d) => d?.date ?? null)).toEqual([null, null, null, '2026-01-01']);
    for (const month of months) for (const week of month.weeks) expect(week).toHaveLength(7);
  });

  it('has 29 February in a leap year', () => {
    const [feb] = calendarMonths('2028-02', 1, { today: '2028-01-01' });
    expect(feb?.days).toHaveLength(29);
    expect(feb?.days.at(-1)).toMatchObject({ date: '2028-02-29', day: 29, enabled: true });
  });

  it('crosses the year end', () => {
    const months = calendarMonths('2026-11', 3, { today: '2026-11-01' });
    expect(months.map((m) => m.month)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(months[2]).toMatchObject({ year: 2027, monthNumber: 1 });
  });

  it('gives each day its number and its midnight in Iceland', () => {
    const [jul] = calendarMonths('2026-07', 1, { today: '2026-01-01' });
    expect(jul?.days[14]).toEqual({
      date: '2026-07-15',
      day: 15,
      enabled: true,
      unavailable: null,
      timestamp: Date.UTC(2026, 6, 15),
    });
  });

  it('disables days before today plus the offset', () => {
    const [mar] = calendarMonths('2026-03', 1, { today: '2026-03-10', offsetDays: 2 });
    const enabled = mar?.days.filter((d) => d.enabled).map((d) => d.day);
    expect(enabled?.[0]).toBe(12);
    expect(enabled).toHaveLength(20);
  });

  it('disables days that the start predicate rules out while choosing a start', () => {
    const sundays = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
    const [mar] = calendarMonths('2026-03', 1, { today: '2026-03-01', isStartUnavailable: sundays });
    expect(mar?.days.filter((d) => !d.enabled).map((d) => d.day)).toEqual([1, 8, 15, 22, 29]);
  });

  it('applies the end predicate from the chosen start on, the start predicate before it', () => {
    const options = {
      today: '2026-03-01',
      isStartUnavailable: (date: string) => date === '2026-03-05' || date === '2026-03-20',
      isEndUnavailable: (date: string) => date === '2026-03-12',
      selection: { start: '2026-03-10', end: null },
    };
    const [mar] = calendarMonths('2026-03', 1, options);
    expect(mar?.days.filter((d) => !d.enabled).map((d) => d.day)).toEqual([5, 12]);
    // Once both ends are set, the next click starts again: the start predicate rules everywhere.
    const [again] = calendarMonths('2026-03', 1, {
      ...options,
      selection: { start: '2026-03-10', end: '2026-03-15' },
    });
    expect(again?.days.filter((d) => !d.enabled).map((d) => d.day)).toEqual([5, 20]);
  });

  it('rejects a malformed month', () => {
    expect(() => calendarMonths('2026-13', 1, { today: '2026-01-01' })).toThrow(RangeError);
  });
});

describe('selectCalendarDate, range mode', () => {
  it.each([
    ['first click sets start', none, '2026-03-10', { start: '2026-03-10', end: null }],
    [
      'a later click sets end',
      { start: '2026-03-10', end: null },
      '2026-03-14',
      { start: '2026-03-10', end: '2026-03-14' },
    ],
    [
      'the start day again is a same-day rental',
      { start: '2026-03-10', end: null },
      '2026-03-10',
      { start: '2026-03-10', end: '2026-03-10' },
    ],
    [
      'an earlier click without end replaces start',
      { start: '2026-03-10', end: null },
      '2026-03-08',
      { start: '2026-03-08', end: null },
    ],
    [
      'a click with both set restarts',
      { start: '2026-03-10', end: '2026-03-14' },
      '2026-03-12',
      { start: '2026-03-12', end: null },
    ],
    [
      'a later click with both set also restarts',
      { start: '2026-03-10', end: '2026-03-14' },
      '2026-04-01',
      { start: '2026-04-01', end: null },
    ],
  ] as [string, DateSelection, string, DateSelection][])('%s', (_why, selection, clicked, expected) => {
    expect(selectCalendarDate(selection, clicked, 'range')).toEqual(expected);
  });

  it('ignores a day that is not enabled', () => {
    const selection = { start: '2026-03-10', end: null };
    expect(selectCalendarDate(selection, '2026-03-12', 'range', () => false)).toBe(selection);
  });
});

describe('selectCalendarDate, single mode', () => {
  it('sets only the start on each click', () => {
    expect(selectCalendarDate(none, '2026-03-10', 'single')).toEqual({ start: '2026-03-10', end: null });
    expect(selectCalendarDate({ start: '2026-03-10', end: null }, '2026-03-14', 'single')).toEqual({
      start: '2026-03-14',
      end: null,
    });
    expect(selectCalendarDate({ start: '2026-03-10', end: null }, '2026-03-01', 'single')).toEqual({
      start: '2026-03-01',
      end: null,
    });
  });
});

describe('hover preview', () => {
  it('stretches an open range to the hovered day, not backwards', () => {
    const open = { start: '2026-03-10', end: null };
    expect(previewRange(open, '2026-03-12')).toEqual({ start: '2026-03-10', end: '2026-03-12' });
    expect(previewRange(open, '2026-03-09')).toBe(open);
    expect(previewRange(open, null)).toBe(open);
    const closed = { start: '2026-03-10', end: '2026-03-11' };
    expect(previewRange(closed, '2026-03-20')).toBe(closed);
  });

  it('names the role of each day', () => {
    const range = { start: '2026-03-10', end: '2026-03-12' };
    expect(rangeRole('2026-03-10', range)).toBe('start');
    expect(rangeRole('2026-03-11', range)).toBe('inside');
    expect(rangeRole('2026-03-12', range)).toBe('end');
    expect(rangeRole('2026-03-13', range)).toBeNull();
    expect(rangeRole('2026-03-11', { start: '2026-03-10', end: null })).toBeNull();
  });
});

describe('selectCalendarDate properties', () => {
  const day = fc.integer({ min: 0, max: 800 }).map((n) => addDaysToDate('2026-01-01', n));
  const clicks = fc.array(day, { maxLength: 30 });

  it('never leaves an end without a start or before the start', () => {
    fc.assert(
      fc.property(clicks, (dates) => {
        let selection: DateSelection = none;
        for (const date of dates) {
          selection = selectCalendarDate(selection, date, 'range');
          expect(selection.start).not.toBeNull();
          if (selection.end !== null) expect(selection.end >= (selection.start ?? '')).toBe(true);
        }
      }),
    );
  });

  it('the clicked day always ends up as start or end', () => {
    fc.assert(
      fc.property(clicks, day, (dates, clicked) => {
        let selection: DateSelection = none;
        for (const date of dates) selection = selectCalendarDate(selection, date, 'range');
        const next = selectCalendarDate(selection, clicked, 'range');
        expect([next.start, next.end]).toContain(clicked);
      }),
    );
  });

  it('two clicks in order make exactly that range, whatever came before', () => {
    fc.assert(
      fc.property(clicks, day, day, (dates, a, b) => {
        let selection: DateSelection = none;
        for (const date of dates) selection = selectCalendarDate(selection, date, 'range');
        const [first, second] = a <= b ? [a, b] : [b, a];
        // Close any open range first, so the next click is a fresh start.
        if (selection.start !== null && selection.end === null) {
          selection = { start: selection.start, end: selection.start };
        }
        selection = selectCalendarDate(selection, first, 'range');
        selection = selectCalendarDate(selection, second, 'range');
        expect(selection).toEqual({ start: first, end: second });
      }),
    );
  });

  it('a disabled day never changes the selection', () => {
    fc.assert(
      fc.property(clicks, day, (dates, blocked) => {
        let selection: DateSelection = none;
        const enabled = (date: string) => date !== blocked;
        for (const date of [...dates, blocked]) {
          const next = selectCalendarDate(selection, date, 'range', enabled);
          if (date === blocked) expect(next).toBe(selection);
          selection = next;
        }
        expect([selection.start, selection.end]).not.toContain(blocked);
      }),
    );
  });

  it('single mode never sets an end', () => {
    fc.assert(
      fc.property(clicks, (dates) => {
        let selection: DateSelection = none;
        for (const date of dates) selection = selectCalendarDate(selection, date, 'single');
        expect(selection.end).toBeNull();
        expect(selection.start).toBe(dates.at(-1) ?? null);
      }),
    );
  });

  it('the calendar enables a day exactly when the right predicate allows it', () => {
    fc.assert(
      fc.property(
        day,
        fc.option(day, { nil: null }),
        fc.integer({ min: 0, max: 5 }),
        (date, start, offset) => {
          const isStartUnavailable = (d: string) => d.endsWith('7');
          const isEndUnavailable = (d: string) => d.endsWith('3');
          const today = '2026-06-01';
          const enabled = isCalendarDateEnabled(date, {
            today,
            offsetDays: offset,
            isStartUnavailable,
            isEndUnavailable,
            selection: { start, end: null },
          });
          const notTooEarly = date >= addDaysToDate(today, offset);
          const choosingEnd = start !== null && date >= start;
          const predicate = choosingEnd ? isEndUnavailable : isStartUnavailable;
          expect(enabled).toBe(notTooEarly && !predicate(date));
        },
      ),
    );
  });
});

describe('nextAvailableDate', () => {
  it('includes the starting day', () => {
    expect(nextAvailableDate('2026-03-10', () => true)).toBe('2026-03-10');
  });

  it('finds the first available day after closed ones', () => {
    expect(nextAvailableDate('2026-12-30', (d) => d >= '2027-01-02')).toBe('2027-01-02');
  });

  it('looks exactly 730 days ahead and no further', () => {
    const limit = addDaysToDate('2026-03-10', NEXT_AVAILABLE_DAYS);
    expect(limit).toBe('2028-03-09');
    expect(nextAvailableDate('2026-03-10', (d) => d === limit)).toBe(limit);
    expect(nextAvailableDate('2026-03-10', (d) => d === addDaysToDate(limit, 1))).toBeNull();
  });

  it('asks about each day at most once', () => {
    const asked: string[] = [];
    nextAvailableDate('2026-03-10', (d) => {
      asked.push(d);
      return false;
    });
    expect(asked).toHaveLength(NEXT_AVAILABLE_DAYS + 1);
    expect(new Set(asked).size).toBe(asked.length);
  });
});
