/**
 * Names from the booking service in the page's language. The service's answers carry the content's
 * names in every language (`names`, locations' `titles`); the site picks by the
 * same rule as the documents and e-mails (booking/rules `nameIn`: the language's name, else the
 * English one), so a name edited in the Studio reads the same on the page and in the PDF. Pure:
 * the browser's Vehicles list uses it too.
 */

import type { CatalogueAnswer } from '@booking/client.ts';
import { nameIn } from '@booking/rules/types.ts';
import type { Locale } from '@domain';

interface Named {
  name: string;
  names?: Partial<Record<Locale, string>>;
}

/** Each item with its name in `locale`. */
export function namedIn<T extends Named>(items: readonly T[], locale: Locale): T[] {
  return items.map((item) => ({ ...item, name: nameIn(item.name, item.names, locale) }));
}

/** The catalogue with every vehicle, cover, extra and location name in `locale`. */
export function catalogueIn(catalogue: CatalogueAnswer, locale: Locale): CatalogueAnswer {
  return {
    ...catalogue,
    locations: catalogue.locations.map((l) => ({ ...l, title: nameIn(l.title, l.titles, locale) })),
    vehicles: namedIn(catalogue.vehicles, locale),
    insurance: namedIn(catalogue.insurance, locale),
    extras: namedIn(catalogue.extras, locale),
  };
}
