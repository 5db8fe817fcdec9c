import type { CatalogueAnswer } from '@booking/client.ts';
import { SEED_EXTRAS, SEED_INSURANCE, SEED_SETTINGS } from '@booking/seed/fleet.ts';
import {
  type Choices,
  choicesFromOptions,
  coverageRows,
  DEFAULT_MAX_EXTRA_DRIVERS,
  defaultChoices,
  extraDriversCost,
  normalizeChoices,
  type OptionsCatalogue,
  optionsCatalogue,
  parseOptionsForm,
  parseOptionsInput,
  type QuoteBase,
  quoteKey,
  quoteRequest,
  reduceChoices,
  toBookingOptions,
} from '@web/features/booking/options/model.ts';
import { describe, expect, it } from 'vitest';

/** A `/catalogue` answer for a brand, built from the seed the booking service serves. */
function catalogueBody(tenant: 'cars' | 'campers' | 'lease', policy: Record<string, number> = {}) {
  const settings = SEED_SETTINGS[tenant];
  return {
    tenant,
    brandName: settings.brandName,
    locations: [],
    vehicles: [],
    // The service lists insurance in storage order, not display order.
    insurance: [...SEED_INSURANCE[tenant]].reverse(),
    extras: SEED_EXTRAS[tenant],
    policy: {
      freeCancellationHours: settings.freeCancellationHours,
      selfServiceMinHours: settings.selfServiceMinHours,
      termsChangeMinHours: settings.termsChangeMinHours,
      checkInOpensHours: settings.checkInOpensHours,
      freeExtraDrivers: settings.freeExtraDrivers,
      extraDriverPerDay: settings.extraDriverPerDay,
      ...policy,
    },
  };
}

function catalogue(
  tenant: 'cars' | 'campers' | 'lease',
  policy: Record<string, number> = {},
): OptionsCatalogue {
  const raw = catalogueBody(tenant, policy);
  // The catalogue answer's parts the Options step reads; the rest of the answer is not needed here.
  const parsed = raw as unknown as CatalogueAnswer;
  return optionsCatalogue(parsed, raw);
}

const cars = catalogue('cars');

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe('the Options catalogue', () => {
  it('lists packages and add-ons in display order, whatever order the service sends', () => {
    expect(cars.packages.map((p) => p.id)).toEqual(['cdw', 'scdw', 'premium']);
    expect(cars.addons.map((a) => a.id)).toEqual(['gravel', 'sand_ash', 'theft']);
    expect(catalogue('lease').packages.map((p) => p.id)).toEqual(['cdw', 'premium']);
  });

  it('compares by the base package, covers other packages contain, and add-ons (no row for a bundle)', () => {
    expect(coverageRows(cars)).toEqual(['cdw', 'scdw', 'gravel', 'sand_ash', 'theft']);
    expect(coverageRows(catalogue('lease'))).toEqual(['cdw', 'gravel', 'sand_ash', 'theft']);
  });

  it('takes the extra-driver cap from the catalogue when the service states it, else the state bound', () => {
    expect(cars.maxExtraDrivers).toBe(DEFAULT_MAX_EXTRA_DRIVERS);
    expect(catalogue('cars', { maxExtraDrivers: 4 }).maxExtraDrivers).toBe(4);
  });
});

describe('choices', () => {
  it('default to the included package and nothing else', () => {
    expect(defaultChoices(cars)).toEqual({
      insurancePackageId: 'cdw',
      insuranceAddons: [],
      extras: {},
      extraDrivers: 0,
    });
    expect(choicesFromOptions(null, cars)).toEqual(defaultChoices(cars));
  });

  it('from saved options drop what the catalogue no longer has and clamp quantities', () => {
    const choices = choicesFromOptions(
      {
        insurancePackageId: 'scdw',
        insuranceAddons: ['theft', 'retired_cover', 'gravel'],
        extras: [
          { id: 'child_seat', quantity: 7 },
          { id: 'jetpack', quantity: 1 },
        ],
        extraDrivers: 3,
      },
      cars,
    );
    expect(choices).toEqual({
      insurancePackageId: 'scdw',
      insuranceAddons: ['gravel', 'theft'],
      extras: { child_seat: 3 },
      extraDrivers: 3,
    });
    // A package that disappeared falls back to the included one.
    expect(
      choicesFromOptions(
        { insurancePackageId: 'gone', insuranceAddons: [], extras: [], extraDrivers: 0 },
        cars,
      ),
    ).toMatchObject({ insurancePackageId: 'cdw' });
  });

  it('switching to a package that contains chosen add-ons drops them; quantities stay in bounds', () => {
    let choices: Choices = defaultChoices(cars);
    choices = reduceChoices(choices, { type: 'addon', id: 'gravel', on: true }, cars);
    choices = reduceChoices(choices, { type: 'addon', id: 'theft', on: true }, cars);
    choices = reduceChoices(choices, { type: 'package', id: 'scdw' }, cars);
    expect(choices.insuranceAddons).toEqual(['gravel', 'theft']);
    choices = reduceChoices(choices, { type: 'package', id: 'premium' }, cars);
    expect(choices.insuranceAddons).toEqual([]);
    // Premium contains theft: it cannot be added a second time.
    choices = reduceChoices(choices, { type: 'addon', id: 'theft', on: true }, cars);
    expect(choices.insuranceAddons).toEqual([]);

    choices = reduceChoices(choices, { type: 'extra', id: 'child_seat', quantity: 9 }, cars);
    expect(choices.extras).toEqual({ child_seat: 3 });
    choices = reduceChoices(choices, { type: 'extra', id: 'child_seat', quantity: 0 }, cars);
    expect(choices.extras).toEqual({});
    choices = reduceChoices(choices, { type: 'drivers', count: -2 }, cars);
    expect(choices.extraDrivers).toBe(0);
    // A cap learned from the service (it refused more drivers) bounds the stepper.
    expect(reduceChoices(choices, { type: 'drivers', count: 6 }, cars, 4).extraDrivers).toBe(4);
  });

  it('equal choices make equal quote requests (a stable SWR key), in the booking service shape', () => {
    const base = { pickupLocationId: 'kef', returnLocationId: 'kef', classId: 'aygo' } as QuoteBase;
    const a = reduceChoices(
      reduceChoices(defaultChoices(cars), { type: 'addon', id: 'theft', on: true }, cars),
      { type: 'addon', id: 'gravel', on: true },
      cars,
    );
    const b = reduceChoices(
      reduceChoices(defaultChoices(cars), { type: 'addon', id: 'gravel', on: true }, cars),
      { type: 'addon', id: 'theft', on: true },
      cars,
    );
    expect(quoteKey('cars', quoteRequest(base, a))).toBe(quoteKey('cars', quoteRequest(base, b)));
    const withSeat = reduceChoices(a, { type: 'extra', id: 'child_seat', quantity: 2 }, cars);
    expect(quoteRequest(base, { ...withSeat, extraDrivers: 2 })).toEqual({
      ...base,
      options: {
        insurancePackageId: 'cdw',
        insuranceAddons: ['gravel', 'theft'],
        extras: [{ id: 'child_seat', quantity: 2 }],
      },
      extraDrivers: 2,
    });
    expect(toBookingOptions(withSeat).extras).toEqual([{ id: 'child_seat', quantity: 2 }]);
  });

  it('the first extra driver is free, further ones cost the daily price for every day', () => {
    expect(extraDriversCost(0, cars, 4)).toBe(0);
    expect(extraDriversCost(1, cars, 4)).toBe(0);
    expect(extraDriversCost(3, cars, 4)).toBe(2 * 1000 * 4);
  });
});

describe('the form the save action reads', () => {
  it('accepts every choice as posted (before hydration too), dropping a contained add-on', () => {
    const parsed = parseOptionsForm(
      form([
        ['locale', 'en'],
        ['insurancePackageId', 'premium'],
        ['insuranceAddons', 'gravel'],
        ['extra:child_seat', '2'],
        ['extra:gps', '1'],
        ['extra:booster_seat', ''],
        ['extraDrivers', '2'],
      ]),
      cars,
    );
    expect(parsed).toEqual({
      success: true,
      choices: {
        insurancePackageId: 'premium',
        insuranceAddons: [],
        extras: { gps: 1, child_seat: 2 },
        extraDrivers: 2,
      },
    });
  });

  it.each([
    [
      'an unknown package',
      [['insurancePackageId', 'platinum']],
      /insurancePackageId: Unknown insurance package/,
    ],
    ['no package', [], /insurancePackageId/],
    ['an unknown add-on', [['insuranceAddons', 'meteor']], /insuranceAddons.0: Unknown insurance add-on/],
    ['a package as an add-on', [['insuranceAddons', 'scdw']], /Unknown insurance add-on/],
    ['an unknown extra', [['extra:jetpack', '1']], /extras.0.id: Unknown extra/],
    ['too many of an extra', [['extra:child_seat', '4']], /At most 3 of child_seat/],
    ['a negative quantity', [['extra:child_seat', '-1']], /whole number/],
    ['a fraction', [['extra:child_seat', '1.5']], /whole number/],
    ['too many drivers', [['extraDrivers', '11']], /At most 10 extra drivers/],
    ['drivers as text', [['extraDrivers', 'two']], /extraDrivers/],
  ] as [string, [string, string][], RegExp][])(
    'refuses %s with a message that names the field',
    (_name, fields, message) => {
      const withPackage =
        fields.some(([name]) => name === 'insurancePackageId') || _name === 'no package'
          ? fields
          : [['insurancePackageId', 'cdw'] as [string, string], ...fields];
      const parsed = parseOptionsForm(form(withPackage), cars);
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.issues.join('\n')).toMatch(message);
    },
  );

  it('the browser auto-save takes the booking state shape under the same rules', () => {
    expect(
      parseOptionsInput(
        {
          insurancePackageId: 'scdw',
          insuranceAddons: ['theft'],
          extras: [{ id: 'wifi', quantity: 1 }],
          extraDrivers: 1,
        },
        cars,
      ),
    ).toEqual({
      success: true,
      choices: {
        insurancePackageId: 'scdw',
        insuranceAddons: ['theft'],
        extras: { wifi: 1 },
        extraDrivers: 1,
      },
    });
    const refused = parseOptionsInput(
      {
        insurancePackageId: 'scdw',
        insuranceAddons: [],
        extras: [{ id: 'wifi', quantity: 2 }],
        extraDrivers: 0,
        admin: true,
      },
      cars,
    );
    expect(refused.success).toBe(false);
    if (!refused.success) expect(refused.issues.join('\n')).toMatch(/At most 1 of wifi|Unrecognized key/);
    expect(parseOptionsInput('scdw', cars).success).toBe(false);
  });

  it('normalizing keeps catalogue order and drops zero quantities', () => {
    expect(
      normalizeChoices(
        {
          insurancePackageId: 'cdw',
          insuranceAddons: ['theft', 'gravel'],
          extras: { ski_rack: 1, gps: 0, wifi: 1 },
          extraDrivers: 0,
        },
        cars,
      ),
    ).toEqual({
      insurancePackageId: 'cdw',
      insuranceAddons: ['gravel', 'theft'],
      extras: { wifi: 1, ski_rack: 1 },
      extraDrivers: 0,
    });
  });
});
