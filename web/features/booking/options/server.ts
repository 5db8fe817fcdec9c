/**
 * The Options step's calls to the booking service, for the page and its server actions (server
 * only: the service runs in this process).
 */
import type { Locale, Tenant } from '@domain';
import { catalogueIn } from '@web/features/booking/names.ts';
import { searchBody } from '@web/features/booking/search/body.ts';
import type { BookingState } from '@web/features/booking/state.ts';
import { callBooking } from '@web/lib/booking/service.ts';
import {
  type CatalogueResponse,
  CatalogueResponseSchema,
  type PriceSummary,
  QuoteResponseSchema,
} from '@web/lib/booking/types.ts';
import { type OptionsCatalogue, optionsCatalogue, type QuoteBase } from './model.ts';

export interface LoadedCatalogue {
  catalogue: CatalogueResponse;
  options: OptionsCatalogue;
}

/** The catalogue, its cover and extra names in `locale` (content's names, as in the documents). */
export async function loadOptionsCatalogue(tenant: Tenant, locale: Locale): Promise<LoadedCatalogue | null> {
  const result = await callBooking('/catalogue', { tenant });
  const parsed = CatalogueResponseSchema.safeParse(result.body);
  if (!parsed.success) {
    console.error('Options step: unexpected catalogue answer', result.status);
    return null;
  }
  const catalogue = catalogueIn(parsed.data, locale);
  return { catalogue, options: optionsCatalogue(catalogue, result.body) };
}

/** The quote request's terms for the booking in progress (the vehicle is its class). */
export function quoteBase(state: BookingState & { vehicleId: string }): QuoteBase {
  return { ...searchBody(state.search), classId: state.vehicleId };
}

export type QuoteOutcome =
  | { ok: true; price: PriceSummary; selfService: boolean }
  | { ok: false; status: number; code: string };

export async function quoteOptions(tenant: Tenant, body: Record<string, unknown>): Promise<QuoteOutcome> {
  const result = await callBooking('/quote', { tenant, body });
  const parsed = QuoteResponseSchema.safeParse(result.body);
  if (result.status === 200 && parsed.success) {
    return { ok: true, price: parsed.data.price, selfService: parsed.data.selfService };
  }
  const code = (result.body as { code?: unknown } | null)?.code;
  return { ok: false, status: result.status, code: typeof code === 'string' ? code : 'unexpected_answer' };
}
