import { parseReadings, pickupKmOf, problemOf } from '@web/features/inspection/readings/model.ts';
import { describe, expect, it } from 'vitest';

describe('inspection readings form', () => {
  it('reads the mileage as typed on a phone and the fuel in eighths', () => {
    expect(parseReadings({ mileageKm: ' 41 250 ', fuelEighths: '8', damage: '' })).toEqual({
      ok: true,
      input: { mileageKm: 41_250, fuelEighths: 8, damage: [] },
    });
    expect(parseReadings({ mileageKm: '41.250', fuelEighths: '0', damage: '[]' })).toMatchObject({
      ok: true,
      input: { mileageKm: 41_250, fuelEighths: 0 },
    });
  });

  it('names each problem: no mileage, no fuel, a mark without a note', () => {
    expect(parseReadings({ mileageKm: '', fuelEighths: '', damage: '[]' })).toEqual({
      ok: false,
      problems: ['mileage', 'fuel'],
    });
    expect(parseReadings({ mileageKm: '-5', fuelEighths: '9', damage: '[]' })).toEqual({
      ok: false,
      problems: ['mileage', 'fuel'],
    });
    expect(
      parseReadings({
        mileageKm: '100',
        fuelEighths: '4',
        damage: JSON.stringify([{ x: 10, y: 10, note: ' ' }]),
      }),
    ).toEqual({ ok: false, problems: ['note'] });
    expect(parseReadings({ mileageKm: '100', fuelEighths: '4', damage: '{nope' })).toEqual({
      ok: false,
      problems: ['note'],
    });
  });

  it('maps the service refusals to what the form says', () => {
    expect(problemOf('inspection_incomplete')).toBe('photos');
    expect(problemOf('inspection_done')).toBe('done');
    expect(problemOf('mileage_below_pickup')).toBe('belowPickup');
    expect(problemOf('inspection_closed')).toBe('closed');
    expect(problemOf(undefined)).toBe('failed');
  });

  it('says the pickup mileage a below-pickup refusal carries, and nothing it cannot read', () => {
    expect(pickupKmOf({ pickupKm: 48_210 })).toBe(48_210);
    expect(pickupKmOf({ pickupKm: '48210' })).toBeUndefined();
    expect(pickupKmOf(undefined)).toBeUndefined();
    expect(pickupKmOf(null)).toBeUndefined();
  });
});
