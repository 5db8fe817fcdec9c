import { isInSeason, type SeasonRange } from '@domain';
import { describe, expect, it } from 'vitest';

const summer: SeasonRange = { start: { month: 5, day: 15 }, end: { month: 9, day: 30 } };
const winter: SeasonRange = { start: { month: 11, day: 1 }, end: { month: 2, day: 28 } };
const toLeapDay: SeasonRange = { start: { month: 12, day: 1 }, end: { month: 2, day: 29 } };
const fromLeapDay: SeasonRange = { start: { month: 2, day: 29 }, end: { month: 3, day: 31 } };
const TODAY = '2026-03-10';

describe('isInSeason', () => {
  it.each([
    ['2026-05-14', false],
    ['2026-05-15', true],
    ['2026-07-01', true],
    ['2026-09-30', true],
    ['2026-10-01', false],
    ['2027-06-01', true],
    ['2028-06-01', true],
    // Laid out for the current year and the two after only.
    ['2029-06-01', false],
    ['2025-06-01', false],
  ])('summer, %s → %s', (date, expected) => {
    expect(isInSeason(date, summer, TODAY)).toBe(expected);
  });

  it.each([
    ['2026-10-31', false],
    ['2026-11-01', true],
    ['2026-12-31', true],
    ['2027-01-01', true],
    ['2027-02-28', true],
    ['2027-03-01', false],
    // The January part of the current year belongs to the season that started last year.
    ['2026-01-15', true],
    ['2026-03-01', false],
    ['2025-12-15', true],
    ['2025-10-31', false],
    // The last layout starts in the third year and ends in the fourth.
    ['2029-02-01', true],
    ['2029-11-01', false],
  ])('winter over the year end, %s → %s', (date, expected) => {
    expect(isInSeason(date, winter, TODAY)).toBe(expected);
  });

  it('ends a season on 29 February in leap years and on 28 February otherwise', () => {
    expect(isInSeason('2028-02-29', toLeapDay, TODAY)).toBe(true);
    expect(isInSeason('2028-03-01', toLeapDay, TODAY)).toBe(false);
    expect(isInSeason('2027-02-28', toLeapDay, TODAY)).toBe(true);
    expect(isInSeason('2027-03-01', toLeapDay, TODAY)).toBe(false);
  });

  it('starts a 29 February season on 28 February in common years', () => {
    expect(isInSeason('2028-02-28', fromLeapDay, TODAY)).toBe(false);
    expect(isInSeason('2028-02-29', fromLeapDay, TODAY)).toBe(true);
    expect(isInSeason('2027-02-27', fromLeapDay, TODAY)).toBe(false);
    expect(isInSeason('2027-02-28', fromLeapDay, TODAY)).toBe(true);
  });

  it('treats a one-day season and a whole-year season correctly', () => {
    const oneDay = { start: { month: 6, day: 17 }, end: { month: 6, day: 17 } };
    expect(isInSeason('2026-06-17', oneDay, TODAY)).toBe(true);
    expect(isInSeason('2026-06-18', oneDay, TODAY)).toBe(false);
    const allYear = { start: { month: 1, day: 1 }, end: { month: 12, day: 31 } };
    expect(isInSeason('2026-01-01', allYear, TODAY)).toBe(true);
    expect(isInSeason('2028-12-31', allYear, TODAY)).toBe(true);
  });

  it('is never in a missing or malformed season', () => {
    expect(isInSeason('2026-07-01', null, TODAY)).toBe(false);
    expect(isInSeason('2026-07-01', undefined, TODAY)).toBe(false);
    expect(isInSeason('2026-07-01', { start: { month: 13, day: 1 }, end: { month: 9, day: 1 } }, TODAY)).toBe(
      false,
    );
  });

  it('uses the current year of the Iceland clock by default', () => {
    const year = new Date().getUTCFullYear();
    expect(isInSeason(`${year}-07-01`, summer)).toBe(true);
    expect(isInSeason(`${year + 3}-07-01`, summer)).toBe(false);
  });
});
