import type { Locale } from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import { routeMetadata } from '@web/components/RoutePage.tsx';
import { BookingFrame } from '@web/features/booking/frame/BookingFrame.tsx';
import { requireStep } from '@web/features/booking/guard.ts';
import { rememberOptions, saveOptions } from '@web/features/booking/options/action.ts';
import { type ItemText, OptionsForm, type OptionsLabels } from '@web/features/booking/options/Form.tsx';
import { choicesFromOptions, defaultChoices, quoteRequest } from '@web/features/booking/options/model.ts';
import { OptionsQuoteProvider } from '@web/features/booking/options/Quote.tsx';
import { OptionsSummary } from '@web/features/booking/options/Summary.tsx';
import { loadOptionsCatalogue, quoteBase, quoteOptions } from '@web/features/booking/options/server.ts';
import { loadSearchContent } from '@web/features/booking/search/content.ts';
import { searchQuery } from '@web/features/booking/search/query.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { durationText, formatWhen, summaryLabels } from '@web/lib/booking/page-data.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { TENANT_CONFIG } from '@web/lib/tenants.ts';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

export const dynamic = 'force-dynamic';

export const generateMetadata: (props: { params: Promise<SiteParams> }) => Promise<Metadata> =
  routeMetadata('bookOptions');

type Query = Record<string, string | string[] | undefined>;

/** The quote's refusals that are about the trip itself: the Vehicles step explains each. */
const TRIP_RULES = new Set([
  'rental_too_short',
  'rental_too_long',
  'beyond_booking_horizon',
  'self_service_too_soon',
  'pickup_closed',
  'return_closed',
  'pickup_time_unavailable',
  'return_time_unavailable',
  'pickup_in_past',
  'invalid_period',
]);

type Translate = Awaited<ReturnType<typeof getTranslations<'bookingOptions'>>>;

/**
 * Name and short text by id: the name is the catalogue's (content's, in the page language, as the
 * documents name it); the short text stays a site message.
 */
function itemTexts(
  t: Translate,
  group: 'insurance' | 'extras',
  items: { id: string; name: string }[],
): Record<string, ItemText> {
  return Object.fromEntries(
    items.map((item) => {
      const descriptionKey = `${group}.descriptions.${item.id}` as Parameters<Translate>[0];
      return [item.id, { name: item.name, description: t.has(descriptionKey) ? t(descriptionKey) : null }];
    }),
  );
}

function labelsFor(
  t: Translate,
  tb: Awaited<ReturnType<typeof getTranslations<'booking'>>>,
  monthly: boolean,
  freeExtraDrivers: number,
  insurance: { id: string; name: string }[],
  extras: { id: string; name: string }[],
): OptionsLabels {
  // Placeholders stay in the texts: the browser fills in prices in the display currency.
  const price = { price: '{price}' };
  const coverageKeys = ['cdw', 'scdw', 'gravel', 'sand_ash', 'theft'] as const;
  return {
    insurance: {
      title: t('insurance.title'),
      intro: t('insurance.intro'),
      legend: t('insurance.legend'),
      included: t('insurance.included'),
      perDay: t('insurance.perDay', price),
      perMonth: t('insurance.perMonth', price),
      forRental: t('insurance.forRental', price),
      excess: t('insurance.excess'),
      deposit: t('insurance.deposit'),
      noExcess: t('insurance.noExcess'),
      terms: t('insurance.terms'),
      covered: t('insurance.covered'),
      notCovered: t('insurance.notCovered'),
      coverageTitle: t('insurance.coverageTitle'),
      chosen: t('insurance.chosen', { package: '{package}', excess: '{excess}', deposit: '{deposit}' }),
      chosenNoExcess: t('insurance.chosenNoExcess', { package: '{package}', deposit: '{deposit}' }),
      addonsTitle: t('insurance.addonsTitle'),
      addonsIntro: t('insurance.addonsIntro'),
      addonIncluded: t('insurance.addonIncluded'),
    },
    extras: {
      title: t('extras.title'),
      intro: t('extras.intro'),
      perDay: t('extras.perDay', price),
      perRental: t('extras.perRental', price),
      add: t('extras.add', { name: '{name}' }),
      remove: t('extras.remove', { name: '{name}' }),
      quantity: t('extras.quantity', { name: '{name}' }),
      subtotal: t('extras.subtotal', price),
      max: t('extras.max', { count: '{count}' }),
    },
    drivers: {
      title: t('drivers.title'),
      intro: t('drivers.intro'),
      free: t('drivers.free', { count: freeExtraDrivers }),
      price: monthly ? t('drivers.priceMonth', price) : t('drivers.price', price),
      label: t('drivers.label'),
      add: t('drivers.add'),
      remove: t('drivers.remove'),
      costFree: t('drivers.costFree'),
      cost: t('drivers.cost', price),
      max: t('drivers.max', { count: '{count}' }),
    },
    errors: {
      invalid: t('errors.invalid'),
      price: t('errors.price'),
      quote: t('errors.quote'),
      retry: t('errors.retry'),
    },
    back: tb('back'),
    continue: tb('continue'),
    insuranceText: itemTexts(t, 'insurance', insurance),
    coverage: Object.fromEntries(coverageKeys.map((id) => [id, t(`insurance.coverage.${id}`)])),
    extraText: itemTexts(t, 'extras', extras),
  };
}

function serverError(value: Query[string]): 'invalid' | 'price' | null {
  return value === 'invalid' || value === 'price' ? value : null;
}

/**
 * The Options step: insurance, add-ons, extras and extra drivers for the chosen vehicle, priced
 * on the server for the first paint (from the saved choices, else the included package) and
 * re-quoted in the browser as the choices change.
 */
export default async function OptionsPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Query>;
}) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const { state } = await requireStep('options', tenant, locale);
  const { vehicleId } = state;
  const vehicles = stepPath('vehicles', locale, searchQuery(state.search));
  const [query, t, tb, labels, content, loaded] = await Promise.all([
    searchParams,
    getTranslations({ locale, namespace: 'bookingOptions' }),
    getTranslations({ locale, namespace: 'booking' }),
    summaryLabels(locale, tenant),
    loadSearchContent(tenant, locale),
    loadOptionsCatalogue(tenant, locale),
  ]);
  const vehicle = loaded?.catalogue.vehicles.find((v) => v.id === vehicleId);
  if (loaded && !vehicle) redirect(vehicles);

  const base = quoteBase({ ...state, vehicleId });
  let choices = loaded ? choicesFromOptions(state.options, loaded.options) : null;
  let quote = loaded && choices ? await quoteOptions(tenant, quoteRequest(base, choices)) : null;
  // Saved choices the catalogue no longer prices: start again from the included package.
  if (loaded && quote && !quote.ok && !TRIP_RULES.has(quote.code) && state.options) {
    choices = defaultChoices(loaded.options);
    quote = await quoteOptions(tenant, quoteRequest(base, choices));
  }
  if (quote && !quote.ok && TRIP_RULES.has(quote.code)) redirect(vehicles);

  const monthly = TENANT_CONFIG[tenant].features.monthlyPrices;
  const frame = {
    tenant,
    locale: locale as Locale,
    step: 'options' as const,
    title: t('title'),
    vehiclesQuery: searchQuery(state.search),
  };
  if (!loaded || !choices || !quote?.ok || !vehicle) {
    console.error('Options step: no price for the booking', quote && !quote.ok ? quote.code : 'no catalogue');
    return (
      <BookingFrame {...frame}>
        <div className={ui.alert} role="alert">
          <p>{t('errors.unavailable')}</p>
          <a className={ui.buttonSecondary} href={vehicles}>
            {t('errors.chooseAgain')}
          </a>
        </div>
      </BookingFrame>
    );
  }

  const title = (id: string) => content.locations.find((l) => l.id === id)?.title ?? id;
  const { search } = state;
  const duration = await durationText(locale, quote.price.days, monthly, search.pickupDate);
  return (
    <OptionsQuoteProvider
      tenant={tenant}
      base={base}
      catalogue={loaded.options}
      initialChoices={choices}
      initialPrice={quote.price}
      remember={rememberOptions}
    >
      <BookingFrame
        {...frame}
        lead={t('lead')}
        summary={
          <OptionsSummary
            trip={{
              vehicleName: vehicle.name,
              orSimilar: vehicle.orSimilar,
              pickupLocation: title(search.pickupLocationId),
              returnLocation: title(search.returnLocationId),
              pickupWhen: formatWhen(search.pickupDate, search.pickupTime, locale),
              returnWhen: formatWhen(search.returnDate, search.returnTime, locale),
              selfService: quote.selfService,
            }}
            duration={duration}
            labels={labels}
          />
        }
      >
        <OptionsForm
          locale={locale}
          monthly={monthly}
          labels={labelsFor(
            t,
            tb,
            monthly,
            loaded.options.freeExtraDrivers,
            loaded.catalogue.insurance,
            loaded.catalogue.extras,
          )}
          action={saveOptions}
          backHref={vehicles}
          serverError={serverError(query.error)}
        />
      </BookingFrame>
    </OptionsQuoteProvider>
  );
}
