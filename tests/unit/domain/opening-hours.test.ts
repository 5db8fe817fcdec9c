import {
  addDaysToDate,
  isPickupDateAvailable,
  isReturnDateAvailable,
  type Location,
  pickupTimes,
  returnTimes,
  timeSlots,
  visibleLocations,
} from '@domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropBox, HIGH_SEASON, hiddenOffice, keflavik, LOCATIONS, reykjavik, TODAY } from './fixtures.ts';

const pickup = (location: Location, date: string, selfService = true) =>
  isPickupDateAvailable(location, date, HIGH_SEASON, selfService, TODAY);
const times = (location: Location, date: string, selfService = true) =>
  pickupTimes(location, date, HIGH_SEASON, selfService, TODAY);
const ret = (location: Location, date: string) => isReturnDateAvailable(location, date, HIGH_SEASON, TODAY);
const retTimes = (location: Location, date: string) => returnTimes(location, date, HIGH_SEASON, TODAY);

const selfServiceOnly = (list: readonly { time: string; selfService: boolean }[]) =>
  list.filter((t) => t.selfService).map((t) => t.time);
const staffedOnly = (list: readonly { time: string; selfService: boolean }[]) =>
  list.filter((t) => !t.selfService).map((t) => t.time);

describe('isPickupDateAvailable', () => {
  it.each([
    // [location, date, tenant self-service, expected, why]
    [reykjavik, '2026-03-11', false, true, 'low-season weekday with hours'],
    [reykjavik, '2026-03-14', false, false, 'low-season Saturday without hours'],
    [reykjavik, '2026-06-06', false, true, 'the same Saturday type in high season has hours'],
    [reykjavik, '2026-03-15', false, true, 'special hours open a closed Sunday'],
    [reykjavik, '2026-12-25', false, false, 'special hours (given as a date-time) close a weekday'],
    [reykjavik, '2026-12-25', true, false, 'no self-service at this location'],
    [keflavik, '2026-03-15', false, false, 'Sunday closed and the tenant has self-service off'],
    [keflavik, '2026-03-15', true, true, 'Sunday closed but self-service hours exist'],
    [keflavik, '2026-12-25', true, true, 'special hours close the day but self-service remains'],
    [keflavik, '2026-12-25', false, false, 'self-service remains only when the tenant offers it'],
    [keflavik, '2026-12-31', true, false, 'special hours close the day including self-service'],
    [keflavik, '2026-07-01', false, true, '24 hours in high season'],
    [dropBox, '2026-03-11', false, false, 'no low-season hours at all'],
    [dropBox, '2026-07-02', false, true, 'high-season hours'],
  ] as [Location, string, boolean, boolean, string][])(
    '%#: %s on %s (self-service %s) → %s: %s',
    (location, date, selfService, expected) => {
      expect(pickup(location, date, selfService)).toBe(expected);
    },
  );

  it('ignores self-service when the location offers it without hours', () => {
    const noHours: Location = { ...keflavik, selfServiceHours: null };
    expect(pickup(noHours, '2026-03-15')).toBe(false);
    expect(pickup(noHours, '2026-12-25')).toBe(false);
  });

  it('takes season boundaries inclusively', () => {
    const saturdayBefore = '2026-05-09';
    expect(pickup(reykjavik, saturdayBefore, false)).toBe(false);
    const lastDay = '2026-09-30';
    expect(times(reykjavik, lastDay, false)[0]?.time).toBe('08:00');
    expect(times(reykjavik, '2026-10-01', false)[0]?.time).toBe('09:00');
  });
});

describe('pickupTimes', () => {
  it('offers 00:00 to 23:30 on a 24-hour day, none of it self-service', () => {
    const list = times(keflavik, '2026-07-01');
    expect(list.map((t) => t.time)).toEqual(timeSlots('00:00', '23:59'));
    expect(selfServiceOnly(list)).toEqual([]);
  });

  it('marks self-service times outside the staffed hours', () => {
    const list = times(keflavik, '2026-03-11');
    expect(list[0]).toEqual({ time: '06:00', selfService: true });
    expect(selfServiceOnly(list)).toEqual([
      '06:00',
      '06:30',
      '07:00',
      '07:30',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
      '23:00',
    ]);
    expect(staffedOnly(list)).toEqual(timeSlots('08:00', '17:00'));
  });

  it('shows only staffed times when the tenant has self-service off', () => {
    expect(times(keflavik, '2026-03-11', false)).toEqual(
      timeSlots('08:00', '17:00').map((time) => ({ time, selfService: false })),
    );
  });

  it('lets special hours override the week, self-service still around them', () => {
    const list = times(keflavik, '2026-12-24');
    expect(staffedOnly(list)).toEqual(timeSlots('08:00', '12:00'));
    expect(selfServiceOnly(list)).toContain('12:30');
    expect(selfServiceOnly(list)).toContain('07:30');
  });

  it('offers only self-service times on a day closed by special hours but open for self-service', () => {
    const list = times(keflavik, '2026-12-25');
    expect(list.map((t) => t.time)).toEqual(timeSlots('06:00', '23:00'));
    expect(list.every((t) => t.selfService)).toBe(true);
  });

  it('offers nothing on a day closed by special hours without self-service', () => {
    expect(times(keflavik, '2026-12-31')).toEqual([]);
    expect(times(keflavik, '2026-12-25', false)).toEqual([]);
  });

  it('keeps the weekly hours for a special "open" entry without times', () => {
    expect(times(reykjavik, '2026-03-18', false).map((t) => t.time)).toEqual(timeSlots('09:00', '17:00'));
  });

  it('counts a self-service time between staffed slots as staffed', () => {
    const offGrid: Location = {
      id: 'x',
      title: 'X',
      selfService: true,
      selfServiceHours: { from: '07:00', to: '10:00' },
      operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from: '08:15', to: '09:15' } },
    };
    expect(times(offGrid, '2026-03-11')).toEqual([
      { time: '07:00', selfService: true },
      { time: '07:30', selfService: true },
      { time: '08:00', selfService: true },
      { time: '08:15', selfService: false },
      { time: '08:30', selfService: false },
      { time: '08:45', selfService: false },
      { time: '09:00', selfService: false },
      { time: '09:15', selfService: false },
      { time: '09:30', selfService: true },
      { time: '10:00', selfService: true },
    ]);
  });

  it('treats a day with half-entered hours as closed', () => {
    const half: Location = {
      id: 'half',
      title: 'Half',
      operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from: '08:00' } },
    };
    expect(times(half, '2026-03-11')).toEqual([]);
    expect(pickup(half, '2026-03-11')).toBe(false);
  });

  it('hands out frozen lists, so no caller can spoil them for the next', () => {
    const list = times(keflavik, '2026-03-11');
    expect(Object.isFrozen(list)).toBe(true);
    expect(Object.isFrozen(list[0])).toBe(true);
    expect(() => (list as unknown as { time: string }[]).push({ time: '99:99' })).toThrow(TypeError);
    expect(Object.isFrozen(retTimes(keflavik, '2026-03-11'))).toBe(true);
  });
});

describe('isReturnDateAvailable and returnTimes', () => {
  it.each([
    [reykjavik, '2026-03-11', true],
    [reykjavik, '2026-03-14', false],
    [reykjavik, '2026-03-15', true],
    [reykjavik, '2026-12-25', false],
    [keflavik, '2026-12-25', false],
    [keflavik, '2026-12-31', false],
    [keflavik, '2026-03-15', false],
    [dropBox, '2026-03-11', true],
    [dropBox, '2026-07-01', true],
  ] as const)('%#: %s on %s → %s', (location, date, expected) => {
    expect(ret(location, date)).toBe(expected);
  });

  it('is all day with returnAnytime, even on a day closed by special hours', () => {
    expect(retTimes(dropBox, '2026-07-01')).toEqual(timeSlots('00:00', '23:59'));
    expect(retTimes(dropBox, '2026-03-11')).toHaveLength(48);
  });

  it('follows the staffed hours otherwise, without self-service', () => {
    expect(retTimes(keflavik, '2026-03-11')).toEqual(timeSlots('08:00', '17:00'));
    expect(retTimes(keflavik, '2026-12-24')).toEqual(timeSlots('08:00', '12:00'));
    expect(retTimes(keflavik, '2026-12-25')).toEqual([]);
    expect(retTimes(reykjavik, '2026-03-15')).toEqual(timeSlots('10:00', '12:00'));
  });
});

describe('objects edited in place (Studio previews)', () => {
  it('reads changed hours again instead of a cached answer', () => {
    const hours = { from: '08:00', to: '09:00' };
    const office: Location = {
      id: 'edited',
      title: 'Edited',
      operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: hours },
    };
    expect(times(office, '2026-03-11').map((t) => t.time)).toEqual(['08:00', '08:30', '09:00']);
    hours.to = '08:30';
    expect(times(office, '2026-03-11').map((t) => t.time)).toEqual(['08:00', '08:30']);
    hours.from = 'closed';
    expect(pickup(office, '2026-03-11')).toBe(false);
  });

  it('reads a changed season again', () => {
    const season = { start: { month: 3, day: 1 }, end: { month: 3, day: 31 } };
    const office: Location = {
      id: 'seasonal',
      title: 'Seasonal',
      operatingHoursHighSeason: { isSameHoursAllDays: true, allDaysHours: { is24Hours: true } },
    };
    expect(isPickupDateAvailable(office, '2026-03-11', season, false, TODAY)).toBe(true);
    season.end.day = 10;
    expect(isPickupDateAvailable(office, '2026-03-11', season, false, TODAY)).toBe(false);
  });
});

describe('visibleLocations', () => {
  it('drops hidden locations and keeps the order', () => {
    expect(visibleLocations(LOCATIONS).map((l) => l.id)).toEqual(['keflavik', 'reykjavik', 'drop-box']);
    expect(visibleLocations([hiddenOffice])).toEqual([]);
    expect(visibleLocations(null)).toEqual([]);
  });
});

describe('availability agrees with the time lists', () => {
  const anyDate = fc.integer({ min: 0, max: 1100 }).map((n) => addDaysToDate('2026-01-01', n));
  const anyLocation = fc.constantFrom(...LOCATIONS);

  it('a pickup day is available exactly when it has pickup times', () => {
    fc.assert(
      fc.property(anyLocation, anyDate, fc.boolean(), (location, date, selfService) => {
        expect(pickup(location, date, selfService)).toBe(times(location, date, selfService).length > 0);
      }),
    );
  });

  it('a return day is available exactly when it has return times', () => {
    fc.assert(
      fc.property(anyLocation, anyDate, (location, date) => {
        expect(ret(location, date)).toBe(retTimes(location, date).length > 0);
      }),
    );
  });
});
