'use client';

// Module paths, not the @domain barrel: the barrel would bring date-fns-tz into the browser bundle.
import { convertFromIsk, type ExchangeRates } from '@domain/exchange-rates.ts';
import type { Locale, Tenant } from '@domain/locale.ts';
import type { Currency } from '@domain/money.ts';
import { useSyncExternalStore } from 'react';
import { useDisplayCurrency } from '../shell/currency-store.ts';
import { formatIskIn } from './price-text.ts';

const noSubscribe = () => () => {};

/** False while hydrating, true afterwards: the first client render must equal the server's HTML. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/**
 * A vehicle page's "from" price. The page is static (cached HTML): the server writes the amount in
 * the language's currency, and after hydration the visitor's stored currency replaces it, following
 * the region picker without a reload (as content price tables do).
 */
export function VehicleFromPrice({
  isk,
  tenant,
  locale,
  rates,
  serverCurrency,
  serverText,
  className,
}: {
  isk: number;
  tenant: Tenant;
  locale: Locale;
  rates: ExchangeRates | null;
  serverCurrency: Currency;
  /** `isk` formatted by the server in `serverCurrency`. */
  serverText: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const stored = useDisplayCurrency(tenant, locale);
  const currency = hydrated ? stored : serverCurrency;
  // The server's text stands for its own currency: browsers may format some currencies differently.
  const text = currency === serverCurrency ? serverText : formatIskIn(isk, currency, rates);
  const shown = convertFromIsk(isk, currency, rates) === null ? 'ISK' : currency;
  return (
    <strong className={className} data-testid="vehicle-from-price" data-currency={shown}>
      {text}
    </strong>
  );
}
