import {
  addDaysToDate,
  type IsoDate,
  isPickupDateAvailable,
  isReturnDateAvailable,
  type Location,
  pickupTimes,
  returnTimes,
} from '@domain';
import { panelLocation } from '@web/features/booking/search/panel-locations.ts';
import { describe, expect, it } from 'vitest';

const today: IsoDate = '2026-12-20';
const highSeason = { start: { month: 6, day: 1 }, end: { month: 8, day: 31 } };
const range = (from: string, to: string) => ({ _type: 'hoursRange', from, to });
// As content queries return it: `_type` on every object, nulls for empty fields.
const reykjavik = {
  id: 'rvk',
  title: 'Reykjavik Office',
  hidden: false,
  selfService: true,
  returnAnytime: false,
  selfServiceHours: { from: '22:00', to: '06:00' },
  operatingHoursHighSeason: {
    _type: 'weeklyHours',
    isSameHoursAllDays: true,
    allDaysHours: range('07:00', '22:00'),
    dailyHours: { _type: 'dailyHours', monday: range('01:00', '02:00') },
  },
  operatingHoursLowSeason: {
    _type: 'weeklyHours',
    isSameHoursAllDays: false,
    allDaysHours: null,
    dailyHours: {
      _type: 'dailyHours',
      monday: range('08:00', '17:00'),
      tuesday: range('08:00', '17:00'),
      wednesday: range('08:00', '17:00'),
      thursday: range('08:00', '17:00'),
      friday: range('08:00', '17:00'),
      saturday: range('10:00', '16:00'),
    },
  },
  specialOperatingHours: [
    { date: '2026-12-01', open: false, from: null, to: null, selfServiceAvailable: false },
    { date: '2026-12-24', open: true, from: '09:00', to: '12:00', selfServiceAvailable: false },
    { date: '2026-12-25', open: false, from: null, to: null, selfServiceAvailable: true },
    { date: '2026-12-26', open: false, from: null, to: null, selfServiceAvailable: false },
  ],
} as Location;

describe('the search panel’s locations', () => {
  it('answer every rule as the full location does, from today on', () => {
    const small = panelLocation(reykjavik, today);
    for (let offset = 0; offset < 400; offset++) {
      const date = addDaysToDate(today, offset);
      for (const selfService of [true, false]) {
        expect(pickupTimes(small, date, highSeason, selfService, today)).toEqual(
          pickupTimes(reykjavik, date, highSeason, selfService, today),
        );
        expect(isPickupDateAvailable(small, date, highSeason, selfService)).toBe(
          isPickupDateAvailable(reykjavik, date, highSeason, selfService),
        );
      }
      expect(returnTimes(small, date, highSeason, today)).toEqual(
        returnTimes(reykjavik, date, highSeason, today),
      );
      expect(isReturnDateAvailable(small, date, highSeason)).toBe(
        isReturnDateAvailable(reykjavik, date, highSeason),
      );
    }
  });

  it('leave out content bookkeeping, empty fields and special days already past', () => {
    const small = panelLocation(reykjavik, today);
    const text = JSON.stringify(small);
    expect(text).not.toContain('_type');
    expect(text).not.toContain('null');
    expect(small.specialOperatingHours?.map((s) => s.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(small.operatingHoursHighSeason).toEqual({
      isSameHoursAllDays: true,
      allDaysHours: { from: '07:00', to: '22:00' },
    });
    expect(text.length).toBeLessThan(JSON.stringify(reykjavik).length * 0.7);
  });
});
