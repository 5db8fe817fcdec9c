import type { Locale, Tenant } from '@domain';
import { displayCurrency, loadRates } from '@web/lib/booking/page-data.ts';
import { TENANT_CONFIG } from '@web/lib/tenants.ts';
import type { ReactNode } from 'react';
import { PriceProvider } from './PriceContext.tsx';

/**
 * The price context for a server page (booking steps, reservation pages): today's rates and the
 * visitor's display currency, so ISK amounts show in the currency the header names.
 */
export async function DisplayPrices({
  tenant,
  locale,
  children,
}: {
  tenant: Tenant;
  locale: Locale;
  children: ReactNode;
}) {
  const [rates, currency] = await Promise.all([loadRates(tenant), displayCurrency(tenant, locale)]);
  return (
    <PriceProvider
      tenant={tenant}
      locale={locale}
      serverCurrency={currency}
      rates={rates}
      fixedCurrency={TENANT_CONFIG[tenant].features.currencyPicker ? undefined : 'ISK'}
    >
      {children}
    </PriceProvider>
  );
}
