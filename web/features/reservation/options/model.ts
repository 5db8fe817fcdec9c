/**
 * A reservation's options as the edit page shows and re-prices them: the stored choice, the
 * visitor's new choice read from the page's address (validated against the catalogue) and the
 * quote for it on the reservation's own terms.
 */
import type { CatalogueAnswer, QuoteRequest } from '@booking/client.ts';
import type { Tenant } from '@domain';
import { termsOf } from '@web/features/reservation/page.ts';
import type { Reservation } from '@web/features/reservation/session.ts';
import { booking } from '@web/lib/booking/service.ts';

export interface OptionsChoice {
  insurancePackageId?: string;
  insuranceAddons: string[];
  extras: { id: string; quantity: number }[];
}

export function storedChoice(reservation: Reservation): OptionsChoice {
  const stored = reservation.options ?? {};
  return {
    insurancePackageId: stored.insurancePackageId,
    insuranceAddons: stored.insuranceAddons ?? [],
    extras: (stored.extras ?? []).filter((e) => e.quantity > 0),
  };
}

type Query = Record<string, string | string[] | undefined>;
const list = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/** The choice in the address (`insurance`, `addon`, `extra:<id>`), ids and bounds checked; null if invalid. */
export function choiceFromQuery(query: Query, catalogue: CatalogueAnswer): OptionsChoice | null {
  const packages = catalogue.insurance.filter((i) => i.kind === 'package');
  const insurance = typeof query.insurance === 'string' ? query.insurance : undefined;
  const chosen = insurance ? packages.find((p) => p.id === insurance) : packages[0];
  if (!chosen) return null;
  const addons: string[] = [];
  for (const id of list(query.addon)) {
    if (!catalogue.insurance.some((i) => i.id === id && i.kind === 'addon')) return null;
    // An add-on the package already contains is not sold twice.
    if (!chosen.includes.includes(id) && !addons.includes(id)) addons.push(id);
  }
  const extras: OptionsChoice['extras'] = [];
  for (const extra of catalogue.extras) {
    const raw = query[`extra:${extra.id}`];
    if (raw === undefined) continue;
    const quantity = Number(Array.isArray(raw) ? raw[0] : raw);
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > extra.maxQuantity) return null;
    if (quantity > 0) extras.push({ id: extra.id, quantity });
  }
  return { insurancePackageId: chosen.id, insuranceAddons: addons, extras };
}

/** The total for a choice on the reservation's terms, class, drivers and promo code. */
export async function quoteChoice(
  tenant: Tenant,
  reservation: Reservation,
  choice: OptionsChoice,
): Promise<number | null> {
  const stored = reservation.options ?? {};
  const body: QuoteRequest = {
    ...termsOf(reservation),
    classId: reservation.classId,
    options: choice,
    extraDrivers: stored.extraDrivers ?? 0,
  };
  const attempts = reservation.promoCode ? [{ ...body, promoCode: reservation.promoCode }, body] : [body];
  for (const attempt of attempts) {
    const reply = await booking({ tenant }).quote(attempt);
    if (reply.ok && reply.status === 200) return reply.data.price.total;
  }
  return null;
}
