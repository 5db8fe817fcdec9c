import type { PriceSummary } from '@booking/client.ts';
import type { Locale, Tenant } from '@domain';
import { searchBody } from '@web/features/booking/search/body.ts';
import { loadSearchContent } from '@web/features/booking/search/content.ts';
import type { BookingState } from '@web/features/booking/state.ts';
import { loadCatalogueIn } from '@web/lib/booking/catalogue.ts';
import { durationText, formatWhen, summaryLabels } from '@web/lib/booking/page-data.ts';
import { booking } from '@web/lib/booking/service.ts';
import { TENANT_CONFIG } from '@web/lib/tenants.ts';
import { SummaryPanel } from './SummaryPanel.tsx';

/** The quote for the booking as it stands (search, vehicle, options). */
export async function quoteFor(tenant: Tenant, state: BookingState): Promise<PriceSummary | null> {
  if (!state.vehicleId) return null;
  const options = state.options;
  const result = await booking({ tenant }).quote({
    ...searchBody(state.search),
    classId: state.vehicleId,
    options: options
      ? {
          insurancePackageId: options.insurancePackageId,
          insuranceAddons: options.insuranceAddons,
          extras: options.extras,
        }
      : undefined,
    extraDrivers: options?.extraDrivers ?? 0,
  });
  return result.ok ? result.data.price : null;
}

/**
 * The summary panel for a step after Options, from the booking state: names from content and the
 * catalogue, the price from a fresh quote.
 */
export async function BookingSummary({
  tenant,
  locale,
  state,
  price: given,
}: {
  tenant: Tenant;
  locale: Locale;
  state: BookingState;
  price?: PriceSummary | null;
}) {
  const [labels, content, catalogue, price] = await Promise.all([
    summaryLabels(locale, tenant),
    loadSearchContent(tenant, locale),
    loadCatalogueIn(tenant, locale),
    given === undefined ? quoteFor(tenant, state) : Promise.resolve(given),
  ]);
  const vehicle = catalogue?.vehicles.find((c) => c.id === state.vehicleId);
  const title = (id: string) => content.locations.find((l) => l.id === id)?.title ?? id;
  const { search } = state;
  return (
    <SummaryPanel
      trip={{
        vehicleName: vehicle?.name ?? null,
        orSimilar: vehicle?.orSimilar ?? true,
        pickupLocation: title(search.pickupLocationId),
        returnLocation: title(search.returnLocationId),
        pickupWhen: formatWhen(search.pickupDate, search.pickupTime, locale),
        returnWhen: formatWhen(search.returnDate, search.returnTime, locale),
        selfService: search.selfService,
      }}
      duration={
        await durationText(
          locale,
          price?.days ?? 0,
          TENANT_CONFIG[tenant].features.monthlyPrices,
          search.pickupDate,
        )
      }
      price={price}
      labels={labels}
    />
  );
}
