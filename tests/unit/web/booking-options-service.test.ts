/**
 * The Options step's model against the real booking service over HTTP (PGlite, and PostgreSQL
 * when TEST_DATABASE_URL is set): every combination the step can send prices, and the amounts the
 * step shows beside each choice are the amounts the service charges for it.
 */

import type { CatalogueAnswer, QuoteAnswer } from '@booking/client.ts';
import {
  type Choices,
  coverageOf,
  defaultChoices,
  extraCost,
  extraDriversCost,
  type OptionsCatalogue,
  optionsCatalogue,
  type QuoteBase,
  quoteRequest,
  reduceChoices,
} from '@web/features/booking/options/model.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  daysFrom,
  ENGINES,
  type Harness,
  startHarness,
} from '../../integration/booking/harness.ts';

const BRANDS = [
  { template: 'cars', classId: 'aygo', pickup: 30, days: 4 },
  { template: 'campers', classId: 'trafic-camper', pickup: 30, days: 5 },
  { template: 'lease', classId: null, pickup: 30, days: 45 },
] as const;

for (const engine of ENGINES) {
  describe(`Options step against the booking service (${engine})`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness(engine);
      // A fixed Wednesday: pickup 30 days on is a Friday, a weekday every office opens, whatever
      // day the suite runs.
      h.clock.now = new Date('2027-02-03T10:00:00Z');
    });
    afterAll(async () => {
      await h?.close();
    });

    for (const brand of BRANDS) {
      describe(brand.template, () => {
        let c: Client;
        let cat: OptionsCatalogue;
        let base: QuoteBase;

        beforeAll(async () => {
          c = await h.tenant(brand.template);
          const raw = await c.call('GET', '/catalogue');
          const parsed = raw.body as CatalogueAnswer;
          cat = optionsCatalogue(parsed, raw.body);
          const classId = brand.classId ?? parsed.vehicles[0]?.id ?? '';
          // The airport office every brand has (the catalogue lists offices by name, Akureyri first).
          const location = 'kef';
          base = {
            pickupLocationId: location,
            returnLocationId: location,
            pickupDate: daysFrom(h.clock.now, brand.pickup),
            pickupTime: '12:00',
            returnDate: daysFrom(h.clock.now, brand.pickup + brand.days),
            returnTime: '12:00',
            classId,
          };
        });

        async function quote(choices: Choices) {
          const response = await c.call('POST', '/quote', quoteRequest(base, choices));
          expect(response.status, JSON.stringify(response.body)).toBe(200);
          return (response.body as QuoteAnswer).price;
        }

        it('prices every package with every add-on it lets the visitor add, at the amounts the cards show', async () => {
          const plain = await quote(defaultChoices(cat));
          for (const pkg of cat.packages) {
            let choices = reduceChoices(defaultChoices(cat), { type: 'package', id: pkg.id }, cat);
            for (const addon of cat.addons)
              choices = reduceChoices(choices, { type: 'addon', id: addon.id, on: true }, cat);
            const addable = cat.addons.filter((a) => !coverageOf(pkg).has(a.id));
            expect(choices.insuranceAddons).toEqual(addable.map((a) => a.id));
            const price = await quote(choices);
            expect(price.excess).toBe(pkg.excess ?? 0);
            expect(price.deposit).toBe(pkg.deposit ?? 0);
            // "{price} for your rental" on a card and an add-on row is the service's own line.
            expect(price.breakdown?.insurance).toEqual([
              { id: pkg.id, amount: pkg.perDay * price.days },
              ...addable.map((a) => ({ id: a.id, amount: a.perDay * price.days })),
            ]);
            expect(price.total - plain.total).toBe(price.insurance - plain.insurance);
          }
        });

        it('prices every extra at its largest quantity, at the subtotal the row shows', async () => {
          let choices = defaultChoices(cat);
          for (const extra of cat.extras) {
            choices = reduceChoices(
              choices,
              { type: 'extra', id: extra.id, quantity: extra.maxQuantity },
              cat,
            );
          }
          const price = await quote(choices);
          for (const extra of cat.extras) {
            expect(price.breakdown?.extras.find((e) => e.id === extra.id)).toEqual({
              id: extra.id,
              quantity: extra.maxQuantity,
              amount: extraCost(extra, extra.maxQuantity, price.days),
            });
          }
        });

        it('charges extra drivers as the step says: the free ones first', async () => {
          for (const count of [1, 2, 3]) {
            const price = await quote(reduceChoices(defaultChoices(cat), { type: 'drivers', count }, cat));
            const line = price.breakdown?.extras.find((e) => e.id === 'extra_drivers');
            expect(line?.amount).toBe(extraDriversCost(count, cat, price.days));
          }
        });
      });
    }

    it('refuses more extra drivers than the brand allows with a code the step recognises', async () => {
      const c = await h.tenant('cars', { maxExtraDrivers: 2 });
      const raw = await c.call('GET', '/catalogue');
      const cat = optionsCatalogue(raw.body as CatalogueAnswer, raw.body);
      const body = quoteRequest(
        {
          pickupLocationId: 'kef',
          returnLocationId: 'kef',
          pickupDate: daysFrom(h.clock.now, 30),
          pickupTime: '12:00',
          returnDate: daysFrom(h.clock.now, 33),
          returnTime: '12:00',
          classId: 'aygo',
        },
        { ...defaultChoices(cat), extraDrivers: 3 },
      );
      const response = await c.call('POST', '/quote', body);
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('too_many_drivers');
    });
  });
}
