import type { Location, SeasonRange } from '@domain';

/** Fixed "today" for the suites, so that the season's three-year layout does not drift. */
export const TODAY = '2026-03-10';

export const HIGH_SEASON: SeasonRange = { start: { month: 5, day: 15 }, end: { month: 9, day: 30 } };

/** Airport: 24 hours in high season, shorter weeks in low season, a key box 06:00–23:00. */
export const keflavik: Location = {
  id: 'keflavik',
  title: 'Keflavik Airport',
  selfService: true,
  selfServiceHours: { from: '06:00', to: '23:00' },
  operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { is24Hours: true } },
  operatingHoursLowSeason: {
    isSameHoursAllDays: false,
    dailyHours: {
      monday: { from: '08:00', to: '17:00' },
      tuesday: { from: '08:00', to: '17:00' },
      wednesday: { from: '08:00', to: '17:00' },
      thursday: { from: '08:00', to: '17:00' },
      friday: { from: '08:00', to: '17:00' },
      saturday: { from: '10:00', to: '14:00' },
      sunday: null,
    },
  },
  specialOperatingHours: [
    { date: '2026-12-24', open: true, from: '08:00', to: '12:00', selfServiceAvailable: true },
    { date: '2026-12-25', open: false, selfServiceAvailable: true },
    { date: '2026-12-31', open: false, selfServiceAvailable: false },
  ],
};

/** City office: no self-service, closed on low-season weekends. */
export const reykjavik: Location = {
  id: 'reykjavik',
  title: 'Reykjavik',
  operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { from: '08:00', to: '20:00' } },
  operatingHoursLowSeason: {
    dailyHours: {
      monday: { from: '09:00', to: '17:00' },
      tuesday: { from: '09:00', to: '17:00' },
      wednesday: { from: '09:00', to: '17:00' },
      thursday: { from: '09:00', to: '17:00' },
      friday: { from: '09:00', to: '17:00' },
    },
  },
  specialOperatingHours: [
    { date: '2026-03-15', open: true, from: '10:00', to: '12:00' },
    { date: '2026-12-25T00:00:00Z', open: false },
    { date: '2026-03-18', open: true },
  ],
};

/** A drop box: returns at any time, no staffed hours in low season. */
export const dropBox: Location = {
  id: 'drop-box',
  title: 'Hotel drop box',
  returnAnytime: true,
  operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { from: '10:00', to: '11:00' } },
  specialOperatingHours: [{ date: '2026-07-01', open: false }],
};

export const hiddenOffice: Location = {
  id: 'hidden',
  title: 'Old office',
  hidden: true,
  operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { is24Hours: true } },
};

export const LOCATIONS: readonly Location[] = [keflavik, reykjavik, dropBox, hiddenOffice];
