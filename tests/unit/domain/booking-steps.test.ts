import {
  BOOKING_STEPS,
  type BookingStep,
  type BookingStepState,
  bookingStepIndex,
  currentBookingStep,
  isBookingStep,
  stepAllowed,
} from '@domain';
import { describe, expect, it } from 'vitest';

const search = { pickupLocationId: 'kef' };

describe('currentBookingStep', () => {
  it.each([
    [{}, null],
    [{ search: null, vehicleId: 'golf', optionsSaved: true }, null],
    [{ search }, 'vehicles'],
    [{ search, vehicleId: null, optionsSaved: true }, 'vehicles'],
    [{ search, vehicleId: 'golf' }, 'options'],
    [{ search, vehicleId: 'golf', detailsSaved: true }, 'options'],
    [{ search, vehicleId: 'golf', optionsSaved: true }, 'details'],
    [{ search, vehicleId: 'golf', optionsSaved: true, detailsSaved: true }, 'contract'],
    [
      { search, vehicleId: 'golf', optionsSaved: true, detailsSaved: true, reservationConfirmed: true },
      'confirmation',
    ],
    // The confirmed reservation stands even once the search state is gone
    [{ reservationConfirmed: true }, 'confirmation'],
  ] as [BookingStepState, BookingStep | null][])('%j → %s', (state, step) => {
    expect(currentBookingStep(state)).toBe(step);
  });
});

describe('stepAllowed', () => {
  const allowed = (state: BookingStepState) => BOOKING_STEPS.filter((step) => stepAllowed(step, state));

  it('allows every step up to the current one, none beyond', () => {
    expect(allowed({})).toEqual([]);
    expect(allowed({ search })).toEqual(['vehicles']);
    expect(allowed({ search, vehicleId: 'golf' })).toEqual(['vehicles', 'options']);
    expect(allowed({ search, vehicleId: 'golf', optionsSaved: true })).toEqual([
      'vehicles',
      'options',
      'details',
    ]);
    expect(allowed({ search, vehicleId: 'golf', optionsSaved: true, detailsSaved: true })).toEqual([
      'vehicles',
      'options',
      'details',
      'contract',
    ]);
  });

  it('after confirmation only the confirmation', () => {
    expect(
      allowed({
        search,
        vehicleId: 'golf',
        optionsSaved: true,
        detailsSaved: true,
        reservationConfirmed: true,
      }),
    ).toEqual(['confirmation']);
  });
});

describe('steps', () => {
  it('are the five of the SPEC, in order', () => {
    expect(BOOKING_STEPS).toEqual(['vehicles', 'options', 'details', 'contract', 'confirmation']);
    expect(bookingStepIndex('details')).toBe(2);
    expect(isBookingStep('contract')).toBe(true);
    expect(isBookingStep('payment')).toBe(false);
  });
});
