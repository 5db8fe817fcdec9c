import {
  addDaysToDate,
  isAtLeast18,
  isPastDate,
  isValidDateString,
  reykjavikDayBounds,
  startOfDayInReykjavik,
  todayGivenDay,
  todayInReykjavik,
  toIsoDate,
  weekdayOf,
} from '@domain';
import { describe, expect, it, vi } from 'vitest';

describe('isValidDateString', () => {
  it.each([
    ['2026-01-31', true],
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['2026-00-10', false],
    ['2026-13-10', false],
    ['2026-04-31', false],
    ['2026-04-30', true],
    ['2026-06-00', false],
    ['2026-12-32', false],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-2-1', false],
    ['26-02-01', false],
    ['2026-02-01T00:00', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidDateString(value)).toBe(valid);
  });

  it('rejects non-strings', () => {
    expect(isValidDateString(null)).toBe(false);
    expect(isValidDateString(20260101)).toBe(false);
  });
});

describe('isPastDate', () => {
  it('is true only strictly before today', () => {
    expect(isPastDate('2026-03-09', '2026-03-10')).toBe(true);
    expect(isPastDate('2026-03-10', '2026-03-10')).toBe(false);
    expect(isPastDate('2026-03-11', '2026-03-10')).toBe(false);
    expect(isPastDate('2025-12-31', '2026-01-01')).toBe(true);
  });
});

describe('isAtLeast18', () => {
  it.each([
    ['2008-03-10', '2026-03-10', true],
    ['2008-03-11', '2026-03-10', false],
    ['2008-03-09', '2026-03-10', true],
    ['1960-01-01', '2026-03-10', true],
    // Born on 29 February: 18 on 28 February of a common year.
    ['2008-02-29', '2026-02-27', false],
    ['2008-02-29', '2026-02-28', true],
    // ...and on 29 February when the 18th birthday falls in a leap year.
    ['2010-02-29', '2028-02-29', false],
    ['2012-02-29', '2030-02-28', true],
    ['2012-02-29', '2030-02-27', false],
  ])('born %s, on %s → %s', (dob, today, expected) => {
    expect(isAtLeast18(dob, today)).toBe(expected);
  });

  it('is false for an invalid birth date', () => {
    expect(isAtLeast18('2001-02-30', '2026-01-01')).toBe(false);
  });
});

describe('date helpers', () => {
  it('adds days across month, year and leap-day ends', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDate('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDate('2026-01-01', 730)).toBe('2028-01-01');
  });

  it('knows weekdays (0 = Sunday)', () => {
    expect(weekdayOf('2026-01-05')).toBe(1);
    expect(weekdayOf('2026-06-07')).toBe(0);
    expect(weekdayOf('2028-02-29')).toBe(2);
  });

  it('takes today in Iceland, which is UTC all year', () => {
    expect(todayInReykjavik(Date.UTC(2026, 0, 1, 23, 59, 59))).toBe('2026-01-01');
    expect(todayInReykjavik(Date.UTC(2026, 6, 1, 0, 0, 0))).toBe('2026-07-01');
    expect(todayInReykjavik()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('takes today from a day the server bounded, with no time-zone work inside it', () => {
    const day = { date: '2026-11-27', ...reykjavikDayBounds('2026-11-27') };
    expect(day).toEqual({ date: '2026-11-27', from: Date.UTC(2026, 10, 27), until: Date.UTC(2026, 10, 28) });
    const zoned = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      expect(todayGivenDay(day, Date.UTC(2026, 10, 27, 0, 0))).toBe('2026-11-27');
      expect(todayGivenDay(day, Date.UTC(2026, 10, 27, 23, 59, 59, 999))).toBe('2026-11-27');
      expect(zoned).not.toHaveBeenCalled();
      // A page cached before Iceland's midnight, or a browser clock behind the server's: worked out.
      expect(todayGivenDay(day, Date.UTC(2026, 10, 28, 0, 5))).toBe('2026-11-28');
      expect(todayGivenDay(day, Date.UTC(2026, 10, 26, 23, 0))).toBe('2026-11-26');
      expect(zoned).toHaveBeenCalled();
    } finally {
      zoned.mockRestore();
    }
  });

  it('gives midnight in Iceland as the day timestamp', () => {
    expect(startOfDayInReykjavik('2026-07-01')).toBe(Date.UTC(2026, 6, 1));
  });

  it('reads date-times as their Iceland date', () => {
    expect(toIsoDate('2026-12-24')).toBe('2026-12-24');
    expect(toIsoDate('2026-12-24T23:30:00Z')).toBe('2026-12-24');
    expect(toIsoDate('2026-12-25T01:00:00+03:00')).toBe('2026-12-24');
  });
});
