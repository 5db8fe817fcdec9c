import { type Location, type OpeningDay, openingDays, pickupTimes, todayInReykjavik } from '@domain';
import { describe, expect, it } from 'vitest';
import { HIGH_SEASON, keflavik, reykjavik } from './fixtures.ts';

const byDate = (days: OpeningDay[]) => new Map(days.map((day) => [day.date, day]));

describe('openingDays (the Studio’s 14-day preview)', () => {
  it('lists 14 consecutive days from today with weekdays', () => {
    const days = openingDays(reykjavik, { highSeason: HIGH_SEASON }, '2026-12-28');
    expect(days).toHaveLength(14);
    expect(days[0]?.date).toBe('2026-12-28');
    // Over the year end, one day apart each.
    expect(days.map((d) => d.date).slice(3, 6)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(days.at(-1)?.date).toBe('2027-01-10');
    expect(days[0]?.weekday).toBe(1); // Monday 28 December 2026
  });

  it('switches from low to high season on the season’s first day, with that season’s hours', () => {
    const days = byDate(openingDays(reykjavik, { highSeason: HIGH_SEASON }, '2026-05-10'));
    // Sunday 10 May: low season, no Sunday hours, no self-service: closed.
    expect(days.get('2026-05-10')).toMatchObject({
      season: 'low',
      staffed: null,
      status: 'closed',
      pickup: false,
    });
    expect(days.get('2026-05-11')).toMatchObject({
      season: 'low',
      staffed: { from: '09:00', to: '17:00' },
      status: 'open',
    });
    // Friday 15 May: high season starts, every day 08:00–20:00, the weekend too.
    expect(days.get('2026-05-15')).toMatchObject({ season: 'high', staffed: { from: '08:00', to: '20:00' } });
    expect(days.get('2026-05-16')).toMatchObject({
      season: 'high',
      status: 'open',
      pickup: true,
      return: true,
    });
  });

  it('applies special hours: other hours, closed with self-service, closed entirely', () => {
    const settings = { highSeason: HIGH_SEASON, selfService: true };
    const days = byDate(openingDays(keflavik, settings, '2026-12-20'));
    expect(days.get('2026-12-24')).toMatchObject({
      special: 'hours',
      staffed: { from: '08:00', to: '12:00' },
    });
    // Closed by special hours, but self-service stays available that day.
    expect(days.get('2026-12-25')).toMatchObject({
      special: 'closed',
      staffed: null,
      selfService: { from: '06:00', to: '23:00' },
      status: 'self-service',
      pickup: true,
      return: false,
    });
    // New Year's Eve is closed including self-service.
    expect(days.get('2026-12-31')).toMatchObject({
      special: 'closed',
      selfService: null,
      status: 'closed',
      pickup: false,
    });
    // A low-season Sunday without staff: self-service only.
    expect(days.get('2026-12-27')).toMatchObject({ special: null, staffed: null, status: 'self-service' });
    expect(days.get('2026-12-28')).toMatchObject({
      staffed: { from: '08:00', to: '17:00' },
      status: 'open',
      season: 'low',
    });
  });

  it('offers no self-service when the brand has it switched off', () => {
    const days = byDate(openingDays(keflavik, { highSeason: HIGH_SEASON, selfService: false }, '2026-12-20'));
    expect(days.get('2026-12-25')).toMatchObject({ selfService: null, status: 'closed', pickup: false });
    expect(days.get('2026-12-27')).toMatchObject({ status: 'closed' });
  });

  it('marks 24-hour days and return-any-time locations', () => {
    const days = openingDays({ ...keflavik, returnAnytime: true }, { highSeason: HIGH_SEASON }, '2026-07-01');
    expect(days[0]).toMatchObject({ allDay: true, staffed: { from: '00:00', to: '23:59' }, season: 'high' });
    const closed = openingDays(
      { ...reykjavik, returnAnytime: true, specialOperatingHours: [{ date: '2026-03-11', open: false }] },
      { highSeason: HIGH_SEASON },
      '2026-03-11',
    )[0];
    expect(closed).toMatchObject({ status: 'closed', pickup: false, return: true, returnAnytime: true });
  });

  it('without settings every day is low season', () => {
    const days = openingDays(reykjavik, null, '2026-07-01');
    expect(days.every((day) => day.season === 'low')).toBe(true);
  });

  it('agrees with the pickup times the site offers on every day', () => {
    const settings = { highSeason: HIGH_SEASON, selfService: true };
    const today = todayInReykjavik();
    const locations: Location[] = [keflavik, reykjavik];
    for (const location of locations) {
      for (const day of openingDays(location, settings, today, 60)) {
        const times = pickupTimes(location, day.date, HIGH_SEASON, true, today);
        expect(day.pickup, `${location.id} ${day.date}`).toBe(times.length > 0);
        expect(day.status === 'self-service', `${location.id} ${day.date}`).toBe(
          times.length > 0 && times.every((time) => time.selfService),
        );
      }
    }
  });
});
