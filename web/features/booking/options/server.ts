/**
 * The Options step's calls to the booking service, for the page and its server actions (server
 * only: the service runs in this process).
 */
import type { CatalogueAnswer, PriceSummary, QuoteRequest } from '@booking/client.ts';
import type { Locale, Tenant } from '@domain';
import { catalogueIn } from '@web/features/booking/names.ts';
import { searchBody } from '@web/features/booking/search/body.ts';
import type { BookingState } from '@web/features/booking/state.ts';
import { catalogueOf } from '@web/lib/booking/catalogue.ts';
import { booking } from '@web/lib/booking/service.ts';
import { type OptionsCatalogue, optionsCatalogue, type QuoteBase } from './model.ts';

export interface LoadedCatalogue {
  catalogue: CatalogueAnswer;
  options: OptionsCatalogue;
}

/** The catalogue, its cover and extra names in `locale` (content's names, as in the documents). */
export async function loadOptionsCatalogue(tenant: Tenant, locale: Locale): Promise<LoadedCatalogue | null> {
  const result = await catalogueOf(tenant);
  if (!result.ok) {
    console.error('Options step: unexpected catalogue answer', result.status);
    return null;
  }
  const catalogue = catalogueIn(result.data, locale);
  return { catalogue, options: optionsCatalogue(catalogue, result.data) };
}

/** The quote request's terms for the booking in progress (the vehicle is its class). */
export function quoteBase(state: BookingState & { vehicleId: string }): QuoteBase {
  return { ...searchBody(state.search), classId: state.vehicleId };
}

export type QuoteOutcome =
  | { ok: true; price: PriceSummary; selfService: boolean }
  | { ok: false; status: number; code: string };

export async function quoteOptions(tenant: Tenant, request: QuoteRequest): Promise<QuoteOutcome> {
  const result = await booking({ tenant }).quote(request);
  if (result.status === 200 && result.ok) {
    return { ok: true, price: result.data.price, selfService: result.data.selfService };
  }
  return { ok: false, status: result.status, code: result.ok ? 'unexpected_answer' : result.error.code };
}
