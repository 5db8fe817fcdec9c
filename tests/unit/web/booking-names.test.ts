/**
 * On the site: the names the booking pages show come from the booking service's
 * content names in the page language, by the rule the documents use (booking/rules `nameIn`),
 * against the real service over HTTP (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
 */
import { randomUUID } from 'node:crypto';
import type { CatalogueAnswer, ReservationAnswer, SearchAnswer } from '@booking/client.ts';
import { catalogueIn, namedIn } from '@web/features/booking/names.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  booking,
  type Client,
  daysFrom,
  ENGINES,
  type Harness,
  startHarness,
} from '../../integration/booking/harness.ts';

for (const engine of ENGINES) {
  describe(`names in the page language (${engine})`, () => {
    let h: Harness;
    let c: Client;
    beforeAll(async () => {
      h = await startHarness(engine);
      // A fixed Wednesday: pickups 30 days on fall on a Friday every office opens.
      h.clock.now = new Date('2027-02-03T10:00:00Z');
      c = await h.tenant('campers');
    });
    afterAll(async () => {
      await h?.close();
    });

    it('the catalogue names locations, vehicles, covers and extras in German, English where content has none', async () => {
      const raw = await c.call('GET', '/catalogue');
      // The route's own answer type (its body `satisfies` it).
      const parsed = raw.body as CatalogueAnswer;
      const de = catalogueIn(parsed, 'de');
      expect(de.locations.find((l) => l.id === 'kef')?.title).toBe('Flughafen Keflavík');
      expect(de.vehicles.find((v) => v.id === 'hilux-rooftop')?.name).toBe('Toyota Hilux mit Dachzelt');
      expect(de.insurance.find((i) => i.id === 'cdw')?.name).toBe('Haftungsbeschränkung (CDW), inbegriffen');
      expect(de.extras.find((x) => x.id === 'bedding')?.name).toBe('Schlafsack und Kissen');
      // English pages keep the English names.
      const en = catalogueIn(parsed, 'en');
      expect(en.vehicles.find((v) => v.id === 'hilux-rooftop')?.name).toBe(
        parsed.vehicles.find((v) => v.id === 'hilux-rooftop')?.name,
      );
      expect(en.extras.find((x) => x.id === 'bedding')?.name).toBe('Sleeping bag and pillow');
    });

    it("the search's vehicles are named in German", async () => {
      const result = await c.call('POST', '/search', {
        pickupLocationId: 'kef',
        returnLocationId: 'kef',
        pickupDate: daysFrom(h.clock.now, 30),
        pickupTime: '12:00',
        returnDate: daysFrom(h.clock.now, 35),
        returnTime: '12:00',
      });
      expect(result.status).toBe(200);
      const { vehicles } = result.body as SearchAnswer;
      expect(namedIn(vehicles, 'de').find((v) => v.id === 'hilux-rooftop')?.name).toBe(
        'Toyota Hilux mit Dachzelt',
      );
    });

    it('GET /reservation?locale=de names the vehicle and places in German; without it in English', async () => {
      const body = booking({
        locale: 'de',
        classId: 'hilux-rooftop',
        pickupLocationId: 'kef',
        returnLocationId: 'rvk',
        pickupDate: daysFrom(h.clock.now, 30),
        returnDate: daysFrom(h.clock.now, 35),
      });
      const preview = await c.call('POST', '/contract/preview', body);
      expect(preview.status).toBe(200);
      const created = await c.call(
        'POST',
        '/reservations',
        { ...body, contractSha256: preview.body.sha256 },
        { 'idempotency-key': `names-${randomUUID()}` },
      );
      expect(created.status).toBe(201);

      // The route's own answer type, as the reservation pages read it.
      const { reservation: de }: ReservationAnswer = (await c.call('GET', '/reservation?locale=de')).body;
      expect(de.vehicle?.name).toBe('Toyota Hilux mit Dachzelt');
      expect(de.pickupLocation?.title).toBe('Flughafen Keflavík');
      expect(de.returnLocation?.title).toBe('Büro Reykjavík');

      const { reservation: plain }: ReservationAnswer = (await c.call('GET', '/reservation')).body;
      expect(plain.vehicle?.name).toBe('Toyota Hilux with rooftop tent');
      expect(plain.pickupLocation?.title).toBe('Keflavik Airport');
    });
  });
}
