import { priceRental, rentalDays } from '@booking/rules/pricing.ts';
import { SEED_CLASSES, SEED_EXTRAS, SEED_INSURANCE, SEED_SETTINGS } from '@booking/seed/fleet.ts';
import { rentalLimitsOf } from '@booking/services/availability.ts';
import {
  addMonthsToDate,
  checkRentalLimits,
  DAILY_RENTAL_LIMITS,
  isInSeason,
  isInSeasonEveryYear,
  LEASE_RENTAL_LIMITS,
  latestPickupDate,
  latestReturnDate,
} from '@domain';
import { rentalDates, reykjavikInstant } from '@domain/dates.ts';
import { describe, expect, it } from 'vitest';

const today = '2026-11-25';

describe('rental limits (domain)', () => {
  it('cars and campers rent at most 90 days, lease 36 months, all bookable 24 months ahead', () => {
    expect(rentalLimitsOf(SEED_SETTINGS.cars)).toEqual({ maxLength: { days: 90 }, horizonMonths: 24 });
    expect(rentalLimitsOf(SEED_SETTINGS.campers)).toEqual(DAILY_RENTAL_LIMITS);
    expect(rentalLimitsOf(SEED_SETTINGS.lease)).toEqual({ maxLength: { months: 36 }, horizonMonths: 24 });
    // Settings stored before the limits existed get the defaults of their kind.
    const { rentalLimits: _cars, ...oldCars } = SEED_SETTINGS.cars;
    const { rentalLimits: _lease, ...oldLease } = SEED_SETTINGS.lease;
    expect(rentalLimitsOf(oldCars)).toEqual(DAILY_RENTAL_LIMITS);
    expect(rentalLimitsOf(oldLease)).toEqual(LEASE_RENTAL_LIMITS);
  });

  it('90 days is allowed, the 91st is not', () => {
    expect(
      checkRentalLimits({ pickupDate: '2027-01-10', returnDate: '2027-04-10' }, DAILY_RENTAL_LIMITS, today),
    ).toBeNull();
    expect(latestReturnDate('2027-01-10', DAILY_RENTAL_LIMITS)).toBe('2027-04-10');
    expect(
      checkRentalLimits({ pickupDate: '2027-01-10', returnDate: '2027-04-11' }, DAILY_RENTAL_LIMITS, today),
    ).toEqual({
      code: 'rental_too_long',
      message: 'A rental lasts at most 90 days: return by 2027-04-10',
      latest: '2027-04-10',
    });
  });

  it('lease: 36 calendar months from the pickup date', () => {
    expect(latestReturnDate('2027-01-31', LEASE_RENTAL_LIMITS)).toBe('2030-01-31');
    expect(
      checkRentalLimits({ pickupDate: '2027-01-31', returnDate: '2030-01-31' }, LEASE_RENTAL_LIMITS, today),
    ).toBeNull();
    expect(
      checkRentalLimits({ pickupDate: '2027-01-31', returnDate: '2030-02-01' }, LEASE_RENTAL_LIMITS, today)
        ?.code,
    ).toBe('rental_too_long');
  });

  it('the horizon: pickups up to 24 months from today', () => {
    expect(latestPickupDate(today, DAILY_RENTAL_LIMITS)).toBe('2028-11-25');
    expect(
      checkRentalLimits({ pickupDate: '2028-11-25', returnDate: '2028-11-28' }, DAILY_RENTAL_LIMITS, today),
    ).toBeNull();
    expect(
      checkRentalLimits({ pickupDate: '2028-11-26', returnDate: '2028-11-28' }, DAILY_RENTAL_LIMITS, today),
    ).toEqual({
      code: 'beyond_booking_horizon',
      message: 'Bookings open 24 months ahead: the latest pickup date is 2028-11-25',
      latest: '2028-11-25',
    });
    // An absurd return date is refused in constant time.
    const started = performance.now();
    expect(
      checkRentalLimits({ pickupDate: '2027-01-01', returnDate: '9999-12-31' }, DAILY_RENTAL_LIMITS, today)
        ?.code,
    ).toBe('rental_too_long');
    expect(performance.now() - started).toBeLessThan(5);
  });

  it('months are added on the calendar; a missing day becomes the month end', () => {
    expect(addMonthsToDate('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsToDate('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonthsToDate('2026-12-15', 24)).toBe('2028-12-15');
  });
});

describe('high season in any year', () => {
  const summer = SEED_SETTINGS.cars.highSeason;
  const winter = { start: { month: 12, day: 1 }, end: { month: 2, day: 29 } };
  it('July 2029 is high season although the layout of today covers only three years', () => {
    expect(isInSeason('2029-07-10', summer, today)).toBe(false);
    expect(isInSeasonEveryYear('2029-07-10', summer)).toBe(true);
    expect(isInSeasonEveryYear('2131-06-01', summer)).toBe(true);
    expect(isInSeasonEveryYear('2029-09-01', summer)).toBe(false);
    expect(isInSeasonEveryYear('2029-05-31', summer)).toBe(false);
  });
  it('a season over the year end, with 29 February as its end', () => {
    expect(isInSeasonEveryYear('2031-01-15', winter)).toBe(true);
    expect(isInSeasonEveryYear('2031-02-28', winter)).toBe(true);
    expect(isInSeasonEveryYear('2032-02-29', winter)).toBe(true);
    expect(isInSeasonEveryYear('2031-03-01', winter)).toBe(false);
    expect(isInSeasonEveryYear('2031-12-01', winter)).toBe(true);
    expect(isInSeasonEveryYear('2031-11-30', winter)).toBe(false);
  });

  it('prices July 2029 at the high-season rate', () => {
    const vehicle = SEED_CLASSES.cars.find((c) => c.id === 'golf');
    if (vehicle?.rates.kind !== 'daily') throw new Error('golf');
    const pickupAt = reykjavikInstant('2029-07-10', '12:00');
    const returnAt = reykjavikInstant('2029-07-13', '12:00');
    const days = rentalDays(pickupAt, returnAt, SEED_SETTINGS.cars.graceMinutes);
    const price = priceRental({
      vehicle,
      settings: SEED_SETTINGS.cars,
      pickupAt,
      returnAt,
      rentalDates: rentalDates(pickupAt, days),
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      insurance: SEED_INSURANCE.cars,
      extras: SEED_EXTRAS.cars,
      selection: {},
      promo: null,
      now: new Date('2026-11-25T12:00:00Z'),
      today,
    });
    expect(price.breakdown.days.map((d) => d.season)).toEqual(['high', 'high', 'high']);
    const high = vehicle.rates.high.filter((t) => t.minDays <= 3).at(-1)?.perDay;
    expect(price.rentalPrice).toBe(3 * (high ?? 0));
  });
});
