import { SEED_CLASSES, SEED_EXTRAS, SEED_INSURANCE, SEED_LOCATIONS } from '@booking/seed/fleet.ts';
import { LOCALES, TENANTS } from '@domain';
import * as fleet from '@scripts/seed/content/fleet.ts';
import * as pages from '@scripts/seed/content/pages.ts';
import { describe, expect, it } from 'vitest';

/**
 * The demo content names every location, cover and extra in the five languages (the documents
 * read these names), and words German cover names correctly.
 */
describe('seed names in every language', () => {
  it('locations, covers and extras have a name in each language; the wordy vehicle names too', () => {
    for (const location of SEED_LOCATIONS) {
      expect(Object.keys(location.titles).sort()).toEqual([...LOCALES].sort());
      expect(location.titles.en).toBe(location.title);
    }
    for (const tenant of TENANTS) {
      for (const item of [...SEED_INSURANCE[tenant], ...SEED_EXTRAS[tenant]]) {
        for (const locale of LOCALES.filter((l) => l !== 'en')) {
          expect(item.names?.[locale], `${tenant} ${item.id} in ${locale}`).toBeTruthy();
        }
      }
    }
    const hilux = SEED_CLASSES.campers.find((c) => c.id === 'hilux-rooftop');
    expect(hilux?.names).toMatchObject({ de: 'Toyota Hilux mit Dachzelt', is: 'Toyota Hilux með þaktjaldi' });
  });

  it('a cover with an excess is a Haftungsbeschränkung in German, never Vollkasko', () => {
    for (const tenant of TENANTS) {
      const cdw = SEED_INSURANCE[tenant].find((c) => c.id === 'cdw');
      expect(cdw?.excess).toBeGreaterThan(0);
      expect(cdw?.names?.de).toContain('Haftungsbeschränkung (CDW)');
    }
    const car = { name: 'Kia Picanto', seats: 4, transmission: 'manual' as const, fourWheelDrive: false };
    const intro = fleet.vehicleIntro({ ...car, sleepingSpots: 0, fuel: 'petrol' }, 'cars');
    const german = JSON.stringify([pages, fleet, SEED_INSURANCE, intro]);
    expect(german).not.toContain('Vollkasko');
  });
});
