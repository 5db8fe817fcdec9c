/** The booking service's catalogue as the site's pages read it (server only). */
import type { Locale, Tenant } from '@domain';
import { catalogueIn } from '@web/features/booking/names.ts';
import { callBooking } from './service.ts';
import { type CatalogueResponse, CatalogueResponseSchema } from './types.ts';

/** GET /catalogue in `locale`; null (logged) when the answer is not one. */
export async function loadCatalogueIn(tenant: Tenant, locale: Locale): Promise<CatalogueResponse | null> {
  const result = await callBooking('/catalogue', { tenant });
  const parsed = CatalogueResponseSchema.safeParse(result.body);
  if (!parsed.success) {
    console.error('Unexpected catalogue answer', result.status, parsed.error.issues.slice(0, 3));
    return null;
  }
  return catalogueIn(parsed.data, locale);
}
