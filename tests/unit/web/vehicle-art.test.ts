import { type CatalogueAnswer, replyOf } from '@booking/client.ts';
import { SEED_CLASSES } from '@booking/seed/fleet.ts';
import { TENANTS } from '@domain';
import { categoriesByRental } from '@web/components/content/vehicle-offer.ts';
import { DRAWN_CATEGORIES, hasVehicleArt, VehicleArt } from '@web/components/vehicles/VehicleArt.tsx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const draw = (category: string | null) => renderToStaticMarkup(createElement(VehicleArt, { category }));

/** The drawing without its colours: what is left when a brand recolours it. */
const shapes = (svg: string) => svg.replace(/(fill|stroke)="[^"]*"/g, '');

// Every vehicle page showed the same cartoon car in another colour.
describe('vehicle class drawings', () => {
  it('every class of every brand in the seed fleet has a drawing of its own', () => {
    const categories = new Set(TENANTS.flatMap((tenant) => SEED_CLASSES[tenant].map((c) => c.category)));
    for (const category of categories) {
      expect(hasVehicleArt(category), category).toBe(true);
      expect(draw(category)).toContain(`data-vehicle-art="${category}"`);
    }
  });

  it('no two classes share a drawing, even with the colours taken away', () => {
    const seen = new Map<string, string>();
    for (const category of DRAWN_CATEGORIES) {
      const outline = shapes(draw(category));
      expect(seen.get(outline), `${category} draws the same as ${seen.get(outline)}`).toBeUndefined();
      seen.set(outline, category);
    }
    expect(seen.size).toBe(DRAWN_CATEGORIES.length);
  });

  it("draws in the brand's colour tokens and hides itself from assistive technology", () => {
    const svg = draw('suv');
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toContain('focusable="false"');
    expect(svg).toContain('fill="var(--vg-colors-primary)"');
    expect(svg).toContain('var(--vg-colors-accent)');
    // No pictures or fonts to fetch: the drawing is all inline.
    expect(svg).not.toMatch(/<image|href=|<text/);
  });

  it('an unknown class gets the family hatchback rather than nothing', () => {
    expect(hasVehicleArt('hovercraft')).toBe(false);
    expect(draw('hovercraft')).toContain('data-vehicle-art="compact"');
    expect(draw(null)).toContain('data-vehicle-art="compact"');
  });

  it('stays small enough to inline on every card (under 3 kB of markup each)', () => {
    for (const category of DRAWN_CATEGORIES) {
      expect(draw(category).length, category).toBeLessThan(3000);
    }
  });

  it("listing cards find each class's drawing from the catalogue by rental id", () => {
    const body = {
      vehicles: SEED_CLASSES.campers.map(({ units: _units, ...vehicle }) => ({ active: true, ...vehicle })),
    };
    const categories = categoriesByRental(
      replyOf<CatalogueAnswer>({ status: 200, headers: new Headers(), body }),
    );
    for (const vehicle of SEED_CLASSES.campers) {
      expect(categories.get(vehicle.rentalId), vehicle.name).toBe(vehicle.category);
    }
    expect(new Set(categories.values()).size).toBeGreaterThan(1);
    // The service down: every card keeps the generic drawing.
    const down = replyOf<CatalogueAnswer>({ status: 503, headers: new Headers(), body: null });
    expect(categoriesByRental(down).size).toBe(0);
  });
});
