import {
  isPickupDateAvailable,
  type Location,
  openingDays,
  pickupTimes,
  selfServiceHoursOn,
  timeSlots,
} from '@domain';
import { describe, expect, it } from 'vitest';
import { HIGH_SEASON, keflavik } from './fixtures.ts';

// An open special day 10:00–14:00 with "Self-service pickup still possible" off
// offered 00:00–05:00 and 22:00–23:30 self-service slots, and the booking API took them.
const DAY = '2026-11-26';
const TODAY = '2026-11-20';
const withSpecial = (selfServiceAvailable: boolean): Location => ({
  ...keflavik,
  selfServiceHours: { from: '00:00', to: '23:30' },
  specialOperatingHours: [{ date: DAY, open: true, from: '10:00', to: '14:00', selfServiceAvailable }],
});

describe('the self-service flag of an open special day', () => {
  it('off: only the special staffed hours, no self-service slot, in every list', () => {
    const location = withSpecial(false);
    expect(selfServiceHoursOn(location, DAY, true)).toBeNull();
    const list = pickupTimes(location, DAY, HIGH_SEASON, true, TODAY);
    expect(list.map((t) => t.time)).toEqual(timeSlots('10:00', '14:00'));
    expect(list.some((t) => t.selfService)).toBe(false);
    expect(isPickupDateAvailable(location, DAY, HIGH_SEASON, true, TODAY)).toBe(true);
    const preview = openingDays(location, { highSeason: HIGH_SEASON, selfService: true }, TODAY).find(
      (d) => d.date === DAY,
    );
    expect(preview).toMatchObject({
      staffed: { from: '10:00', to: '14:00' },
      selfService: null,
      status: 'open',
    });
  });

  it('on: self-service slots around the special hours, and the preview says so', () => {
    const location = withSpecial(true);
    const list = pickupTimes(location, DAY, HIGH_SEASON, true, TODAY);
    expect(list.find((t) => t.time === '00:00')?.selfService).toBe(true);
    expect(list.find((t) => t.time === '12:00')?.selfService).toBe(false);
    const preview = openingDays(location, { highSeason: HIGH_SEASON, selfService: true }, TODAY).find(
      (d) => d.date === DAY,
    );
    expect(preview?.selfService).toEqual({ from: '00:00', to: '23:30' });
  });

  it('days without special hours keep the location’s self-service hours', () => {
    expect(selfServiceHoursOn(withSpecial(false), '2026-11-25', true)).toEqual({
      from: '00:00',
      to: '23:30',
    });
  });
});
