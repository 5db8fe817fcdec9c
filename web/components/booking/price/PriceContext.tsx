'use client';

// Module paths, not the @domain barrel: the barrel would bring date-fns-tz into the browser bundle.
import { convertFromIsk, convertParts, type ExchangeRates } from '@domain/exchange-rates.ts';
import { type Currency, formatPrice, pickDisplayCurrency, preferredCurrencyKey } from '@domain/money.ts';
import { readBrowserCookie } from '@web/lib/browser-cookie.ts';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { subscribeDisplayCurrency } from '../../shell/currency-store.ts';

export interface PriceFormat {
  currency: Currency;
  /** An ISK amount in the display currency, formatted; ISK when no rate exists. */
  format(iskAmount: number): string;
  /** The amount as it is charged: always ISK. */
  formatIsk(iskAmount: number): string;
  /** Parts of `totalIsk` (price lines), formatted so that the shown parts add up to the shown total. */
  formatParts(partsIsk: readonly number[], totalIsk: number): string[];
}

const PriceContext = createContext<PriceFormat | null>(null);

/**
 * Booking prices are computed and charged in ISK; every page converts them for display in the
 * browser with the day's rates, so switching currency in the region dialog re-prices the page at
 * once (no request). The server renders with the currency of the visitor's cookie, which the
 * browser reads the same way: no hydration mismatch and no shift when prices settle.
 */
export function PriceProvider({
  tenant,
  locale,
  serverCurrency,
  rates,
  fixedCurrency,
  children,
}: {
  tenant: string;
  locale: string;
  serverCurrency: Currency;
  rates: ExchangeRates;
  /** Brands without a currency picker (lease) show ISK whatever the cookie says. */
  fixedCurrency?: Currency;
  children: ReactNode;
}) {
  const key = preferredCurrencyKey(tenant);
  const chosen = useSyncExternalStore(
    subscribeDisplayCurrency,
    () => pickDisplayCurrency(locale, readBrowserCookie(key) ?? window.localStorage.getItem(key)),
    () => serverCurrency,
  );
  const currency = fixedCurrency ?? chosen;
  const value = useMemo<PriceFormat>(
    () => ({
      currency,
      format(iskAmount) {
        const converted = convertFromIsk(iskAmount, currency, rates);
        return converted === null ? formatPrice(iskAmount, 'ISK') : formatPrice(converted, currency);
      },
      formatIsk: (iskAmount) => formatPrice(iskAmount, 'ISK'),
      formatParts(partsIsk, totalIsk) {
        const converted = convertParts(partsIsk, totalIsk, currency, rates);
        return converted === null
          ? partsIsk.map((amount) => formatPrice(amount, 'ISK'))
          : converted.parts.map((amount) => formatPrice(amount, currency));
      },
    }),
    [currency, rates],
  );
  return <PriceContext.Provider value={value}>{children}</PriceContext.Provider>;
}

export function usePrice(): PriceFormat {
  const value = useContext(PriceContext);
  if (!value) throw new Error('usePrice() outside <PriceProvider>');
  return value;
}

/** An ISK amount shown in the display currency. */
export function Price({ isk }: { isk: number }) {
  return <>{usePrice().format(isk)}</>;
}

/**
 * "Charged in Icelandic krónur: …" beside amounts shown in another currency: what the card is
 * charged is always ISK. Nothing when the display currency is ISK. `label` holds `{amount}`.
 */
export function ChargedInIsk({ label, isk, className }: { label: string; isk: number; className?: string }) {
  const { currency, formatIsk } = usePrice();
  if (currency === 'ISK') return null;
  return (
    <p className={className} data-testid="charged-in-isk">
      {label.replace('{amount}', formatIsk(isk))}
    </p>
  );
}
