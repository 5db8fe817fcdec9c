import { rentalDates, reykjavikDate, reykjavikInstant, reykjavikTime } from '@domain/dates.ts';
import { wallClock, zonedTimeToUtc } from '@domain/zone.ts';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';

// The domain's Intl-based zone helpers must agree with date-fns-tz (what the domain used before,
// and what the booking service still uses) in Iceland and in a zone with DST changes.
const ZONES = ['Atlantic/Reykjavik', 'Europe/Berlin', 'America/New_York'];

describe('zone helpers', () => {
  it('read the wall clock of an instant as date-fns-tz does', () => {
    for (const zone of ZONES) {
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 7 * 3_600_000 + 13 * 60_000) {
        const w = wallClock(ms, zone);
        const expected = formatInTimeZone(ms, zone, 'yyyy-M-d-H-m');
        expect(
          `${w.year}-${w.month}-${w.day}-${w.hour}-${w.minute}`,
          `${zone} ${new Date(ms).toISOString()}`,
        ).toBe(expected);
      }
    }
  });

  it('turn a wall-clock time into the instant date-fns-tz gives, DST changes included', () => {
    for (const zone of ZONES) {
      for (let day = 0; day < 400; day += 3) {
        for (const [hour, minute] of [
          [0, 0],
          [1, 30],
          [2, 30],
          [12, 0],
          [23, 59],
        ] as const) {
          const date = new Date(Date.UTC(2026, 0, 1 + day));
          const wall = {
            year: date.getUTCFullYear(),
            month: date.getUTCMonth() + 1,
            day: date.getUTCDate(),
            hour,
            minute,
          };
          const text = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
          expect(zonedTimeToUtc(wall, zone), `${zone} ${text}`).toBe(fromZonedTime(text, zone).getTime());
        }
      }
    }
  });
});

describe('Reykjavik instants (one set of helpers for domain and booking)', () => {
  it('reads dates and times as the IANA zone data does, across years and both sides of midnight', () => {
    // Every 7h13m over three years: hits every hour of the day and month ends.
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2027, 0, 1); ms += (7 * 60 + 13) * 60_000) {
      const instant = new Date(ms);
      expect(reykjavikDate(instant)).toBe(formatInTimeZone(instant, 'Atlantic/Reykjavik', 'yyyy-MM-dd'));
      expect(reykjavikTime(instant)).toBe(formatInTimeZone(instant, 'Atlantic/Reykjavik', 'HH:mm'));
    }
    expect(reykjavikInstant('2026-02-28', '23:30').getTime()).toBe(
      fromZonedTime('2026-02-28T23:30:00', 'Atlantic/Reykjavik').getTime(),
    );
    expect(rentalDates(reykjavikInstant('2028-02-28', '10:00'), 3)).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });
});
