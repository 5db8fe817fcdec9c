import type { Locale } from '@domain';
import type { BookingState } from '@web/features/booking/state.ts';
import { type GuardedStep, stepPath, stepRedirect } from '@web/features/booking/steps.ts';
import { describe, expect, it } from 'vitest';

const search: BookingState['search'] = {
  pickupLocationId: 'kef',
  returnLocationId: 'rvk',
  pickupDate: '2026-06-15',
  pickupTime: '12:00',
  returnDate: '2026-06-20',
  returnTime: '10:00',
  selfService: false,
};
const options: NonNullable<BookingState['options']> = {
  insurancePackageId: 'basic',
  insuranceAddons: [],
  extras: [],
  extraDrivers: 0,
};
const reservation = { id: '6f7c1c8e-8a55-4c55-9a0e-3d6c5b1f2a10', reference: 'VG-ABC123' };

const searched: BookingState = { search, vehicleId: null, options: null, reservation: null };
const chosen: BookingState = { ...searched, vehicleId: 'yaris-hybrid' };
const optioned: BookingState = { ...chosen, options };
const reserved: BookingState = { ...optioned, reservation };

const STEPS: GuardedStep[] = ['options', 'details', 'contract', 'payment'];
const vehiclesWithSearch = (locale: Locale) =>
  `${stepPath('vehicles', locale)}?pickupLocation=kef&returnLocation=rvk&pickupDate=2026-06-15&pickupTime=12%3A00&returnDate=2026-06-20&returnTime=10%3A00`;

/** Each state of a booking with the page every guarded step sends to (null: the step shows). */
const TABLE: [
  string,
  BookingState | null,
  boolean,
  Record<GuardedStep, (locale: Locale) => string | null>,
][] = [
  [
    'no booking',
    null,
    false,
    {
      options: (l) => stepPath('vehicles', l),
      details: (l) => stepPath('vehicles', l),
      contract: (l) => stepPath('vehicles', l),
      payment: (l) => stepPath('contract', l),
    },
  ],
  [
    'a search only',
    searched,
    false,
    {
      options: vehiclesWithSearch,
      details: vehiclesWithSearch,
      contract: vehiclesWithSearch,
      payment: (l) => stepPath('contract', l),
    },
  ],
  [
    'a vehicle chosen',
    chosen,
    false,
    {
      options: () => null,
      details: (l) => stepPath('options', l),
      contract: (l) => stepPath('options', l),
      payment: (l) => stepPath('contract', l),
    },
  ],
  [
    // Details kept from an earlier pass do not open the Contract before the options are saved.
    'a vehicle chosen, details kept',
    chosen,
    true,
    {
      options: () => null,
      details: (l) => stepPath('options', l),
      contract: (l) => stepPath('options', l),
      payment: (l) => stepPath('contract', l),
    },
  ],
  [
    'options saved',
    optioned,
    false,
    {
      options: () => null,
      details: () => null,
      contract: (l) => stepPath('details', l),
      payment: (l) => stepPath('contract', l),
    },
  ],
  [
    'details saved',
    optioned,
    true,
    {
      options: () => null,
      details: () => null,
      contract: () => null,
      payment: (l) => stepPath('contract', l),
    },
  ],
  [
    'a reservation made, awaiting payment',
    reserved,
    true,
    { options: () => null, details: () => null, contract: () => null, payment: () => null },
  ],
];

describe('the booking step guard', () => {
  for (const [name, state, hasDetails, expected] of TABLE) {
    for (const step of STEPS) {
      it(`${name}: ${step} → ${expected[step]('en') ?? 'shown'}`, () => {
        for (const locale of ['en', 'de'] as const) {
          expect(stepRedirect(step, state, hasDetails, locale)).toBe(expected[step](locale));
        }
      });
    }
  }

  it('sends German visitors to German addresses', () => {
    expect(stepRedirect('details', chosen, false, 'de')).toBe('/de/book/options/');
    expect(stepRedirect('options', null, false, 'de')).toBe('/de/book/vehicles/');
  });
});
