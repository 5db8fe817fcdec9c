/** The booking service's catalogue as the site's pages read it (server only). */
import type { CatalogueAnswer } from '@booking/client.ts';
import type { Locale, Tenant } from '@domain';
import { catalogueIn } from '@web/features/booking/names.ts';
import { cache } from 'react';
import { booking } from './service.ts';

/** GET /catalogue, once per request however many parts of the page need it. */
export const catalogueOf = cache((tenant: Tenant) => booking({ tenant }).catalogue());

/** The catalogue in `locale`; null (logged) when the service did not answer with one. */
export async function loadCatalogueIn(tenant: Tenant, locale: Locale): Promise<CatalogueAnswer | null> {
  const reply = await catalogueOf(tenant);
  if (!reply.ok) {
    console.error('Unexpected catalogue answer', reply.status, reply.error.code);
    return null;
  }
  return catalogueIn(reply.data, locale);
}
