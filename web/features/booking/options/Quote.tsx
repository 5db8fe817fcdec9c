'use client';

import type { PriceSummary } from '@booking/client.ts';
import { BookingApiError, quotePrice } from '@web/features/booking/api.ts';
import type { BookingOptions } from '@web/lib/session-cookies.ts';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import useSWR, { type Cache, SWRConfig } from 'swr';
import {
  type ChoiceAction,
  type Choices,
  type OptionsCatalogue,
  type QuoteBase,
  quoteKey,
  quoteRequest,
  reduceChoices,
  toBookingOptions,
} from './model.ts';

/** A quote together with the request it answers: what is shown always says which choices it prices. */
interface KeyedQuote {
  key: string;
  price: PriceSummary;
}

export interface OptionsQuoteState {
  catalogue: OptionsCatalogue;
  choices: Choices;
  dispatch(action: ChoiceAction): void;
  /** The newest price that arrived: for the current choices, or the previous ones while updating. */
  price: PriceSummary;
  /** A quote for the current choices is on its way; `price` is the previous one meanwhile. */
  updating: boolean;
  /** The last quote failed (`BookingApiError` code, or `network`); `price` is the last good one. */
  error: string | null;
  retry(): void;
  /** The most extra drivers the service accepts (lowered when it refuses more). */
  maxDrivers: number;
  /** The current choices are the ones in the booking state (a reload shows them). */
  saved: boolean;
}

const Context = createContext<OptionsQuoteState | null>(null);

export function useOptionsQuote(): OptionsQuoteState {
  const value = useContext(Context);
  if (!value) throw new Error('useOptionsQuote() outside <OptionsQuoteProvider>');
  return value;
}

export interface OptionsQuoteProviderProps {
  tenant: string;
  base: QuoteBase;
  catalogue: OptionsCatalogue;
  initialChoices: Choices;
  /** The server's quote for `initialChoices`: the first paint shows the final price. */
  initialPrice: PriceSummary;
  /** Saves priced choices in the booking state (a server action). */
  remember(options: BookingOptions): Promise<{ ok: boolean }>;
  children: ReactNode;
}

/**
 * The Options step's shared state: the choices, and the price for them from `POST /quote` through
 * SWR. The SWR cache is this step's own and starts with the server's quote, so hydration fetches
 * nothing and coming back to earlier choices costs no request. Each change is a new key;
 * `keepPreviousData` keeps the last price on screen while the next one loads, and since only the
 * current key's answer is ever shown, a slow answer for older choices can never replace a newer
 * one.
 */
export function OptionsQuoteProvider(props: OptionsQuoteProviderProps) {
  const initialKey = quoteKey(props.tenant, quoteRequest(props.base, props.initialChoices));
  const [cache] = useState(
    () =>
      new Map<string, { data: KeyedQuote }>([
        [initialKey, { data: { key: initialKey, price: props.initialPrice } }],
      ]),
  );
  return (
    // SWR's Cache type names its internal state shape; `{data}` is that state with nothing in flight.
    <SWRConfig value={{ provider: () => cache as unknown as Cache }}>
      <QuoteState {...props} />
    </SWRConfig>
  );
}

function QuoteState({
  tenant,
  base,
  catalogue,
  initialChoices,
  initialPrice,
  remember,
  children,
}: OptionsQuoteProviderProps) {
  const [choices, setChoices] = useState(initialChoices);
  const [maxDrivers, setMaxDrivers] = useState(catalogue.maxExtraDrivers);
  const [saved, setSaved] = useState(() => JSON.stringify(toBookingOptions(initialChoices)));
  const request = useMemo(() => quoteRequest(base, choices), [base, choices]);
  const key = quoteKey(tenant, request);
  const { data, error, mutate } = useSWR<KeyedQuote>(
    key,
    async () => ({ key, price: (await quotePrice(request)).price }),
    {
      keepPreviousData: true,
      // A quote is a pure function of its request within a visit: never refetched behind the visitor.
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  const shown = data ?? { key: '', price: initialPrice };
  const current = shown.key === key;
  const errorCode = error ? (error instanceof BookingApiError ? error.code : 'network') : null;

  // The service caps extra drivers (its limit is not in the catalogue yet): learn it from the refusal.
  useEffect(() => {
    if (errorCode !== 'too_many_drivers' || choices.extraDrivers === 0) return;
    const cap = choices.extraDrivers - 1;
    setMaxDrivers(cap);
    setChoices((c) => reduceChoices(c, { type: 'drivers', count: cap }, catalogue, cap));
  }, [errorCode, choices.extraDrivers, catalogue]);

  // Priced choices go into the booking state, shortly after the last change.
  const options = useMemo(() => JSON.stringify(toBookingOptions(choices)), [choices]);
  useEffect(() => {
    if (!current || options === saved) return;
    const timer = window.setTimeout(() => {
      startTransition(async () => {
        try {
          const result = await remember(JSON.parse(options) as BookingOptions);
          if (result.ok) setSaved(options);
        } catch (failure) {
          // Continue saves the choices anyway; this only makes a reload remember them.
          console.warn('Options step: could not remember the choices', failure);
        }
      });
    }, 250);
    return () => window.clearTimeout(timer);
  }, [current, options, saved, remember]);

  const dispatch = useCallback(
    (action: ChoiceAction) => setChoices((c) => reduceChoices(c, action, catalogue, maxDrivers)),
    [catalogue, maxDrivers],
  );
  const retry = useCallback(() => void mutate(), [mutate]);

  const value = useMemo<OptionsQuoteState>(
    () => ({
      catalogue,
      choices,
      dispatch,
      price: shown.price,
      updating: !current && !error,
      error: errorCode === 'too_many_drivers' ? null : errorCode,
      retry,
      maxDrivers,
      saved: options === saved,
    }),
    [catalogue, choices, dispatch, shown.price, current, error, errorCode, retry, maxDrivers, options, saved],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
