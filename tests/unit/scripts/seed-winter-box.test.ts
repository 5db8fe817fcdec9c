import { SEED_EXTRAS } from '@booking/seed/fleet.ts';
import { winterBox } from '@scripts/seed/build/documents.ts';
import { describe, expect, it } from 'vitest';

// The lease home page said every car has studded tyres while Options sold them.
describe('the home page winter box', () => {
  const sellsTyres = (tenant: 'cars' | 'campers' | 'lease') =>
    SEED_EXTRAS[tenant].some((extra) => extra.id === 'winter_tyres');

  it('does not promise studded tyres on every vehicle where they are an option', () => {
    expect(sellsTyres('lease')).toBe(true);
    const box = winterBox('lease');
    expect(box.en).not.toMatch(/all our vehicles/i);
    expect(box.en).toMatch(/option/i);
    expect(box.de).not.toMatch(/alle unsere fahrzeuge/i);
    expect(box.is).not.toMatch(/allir bílarnir/i);
    expect(box.fr).not.toMatch(/tous nos véhicules/i);
    expect(box.es).not.toMatch(/todos nuestros vehículos/i);
  });

  it('keeps the promise where no brand option contradicts it', () => {
    for (const tenant of ['cars', 'campers'] as const) {
      expect(sellsTyres(tenant)).toBe(false);
      expect(winterBox(tenant).en).toMatch(/all our vehicles get studded tyres/i);
    }
  });
});
