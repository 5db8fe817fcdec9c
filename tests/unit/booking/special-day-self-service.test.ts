import type { Catalogue } from '@booking/services/catalogue.ts';
import type { LocationRecord } from '@booking/services/locations.ts';
import { assertLocationsOpen } from '@booking/services/opening.ts';
import { describe, expect, it } from 'vitest';

// The booking service refuses the self-service slots of an open special day
// whose "Self-service pickup still possible" is off (it accepted 22:00 on a 10–14 day before).
const DAY = '2026-11-26';
const office: LocationRecord = {
  id: 'kef',
  code: 'KEF',
  title: 'Keflavik Airport',
  address: '',
  lat: null,
  lon: null,
  hidden: false,
  hours: {
    selfService: true,
    selfServiceHours: { from: '00:00', to: '23:30' },
    operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from: '08:00', to: '18:00' } },
    operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { from: '08:00', to: '18:00' } },
    specialOperatingHours: [
      { date: DAY, open: true, from: '10:00', to: '14:00', selfServiceAvailable: false },
    ],
  } as LocationRecord['hours'],
};
const catalogue = {
  settings: { highSeason: null, selfService: true, selfServiceMinHours: 24 },
  locations: [office],
} as unknown as Catalogue;
const now = new Date('2026-11-20T12:00:00Z');
const terms = (pickupTime: string) => ({
  pickupLocationId: 'kef',
  returnLocationId: 'kef',
  pickupAt: new Date(`${DAY}T${pickupTime}:00Z`),
  returnAt: new Date('2026-11-29T12:00:00Z'),
});

describe('self-service on an open special day (booking service)', () => {
  it('refuses a self-service time the special day does not allow', () => {
    expect(() => assertLocationsOpen(catalogue, terms('22:00'), now)).toThrow(/not offered/);
    expect(() => assertLocationsOpen(catalogue, terms('00:00'), now)).toThrow(/not offered/);
  });

  it('accepts the special day’s staffed hours', () => {
    expect(assertLocationsOpen(catalogue, terms('12:00'), now)).toEqual({ selfService: false });
  });
});
