import type { SearchAnswer as SearchResponse } from '@booking/client.ts';
import {
  addDaysToDate,
  type IsoDate,
  isPickupDateAvailable,
  isReturnDateAvailable,
  type Locale,
  type Tenant,
} from '@domain';
import ui from '@web/components/booking/ui/booking.module.css';
import { VehicleArt } from '@web/components/vehicles/VehicleArt.tsx';
import { namedIn } from '@web/features/booking/names.ts';
import { searchBody } from '@web/features/booking/search/body.ts';
import type { SearchContent } from '@web/features/booking/search/content.ts';
import { searchQuery } from '@web/features/booking/search/query.ts';
import type { BookingSearch } from '@web/features/booking/state.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { durationText, formatWhen } from '@web/lib/booking/page-data.ts';
import { booking } from '@web/lib/booking/service.ts';
import { TENANT_CONFIG } from '@web/lib/tenants.ts';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { getTranslations } from 'next-intl/server';
import { selectVehicle } from './action.ts';
import { loadVehicleContent } from './content.ts';
import { type VehicleLabels, type VehicleMedia, VehicleResults } from './VehicleResults.tsx';
import styles from './vehicles.module.css';

/** The search's answer, or the business rule it broke (a code with a text of its own). */
const SEARCH_ERRORS = [
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
] as const;
type SearchError = (typeof SEARCH_ERRORS)[number];

async function runSearchOrRule(
  tenant: Tenant,
  search: BookingSearch,
): Promise<SearchResponse | { rule: SearchError } | null> {
  const result = await booking({ tenant }).search(searchBody(search));
  if (result.ok) return result.data;
  const rule = SEARCH_ERRORS.find((code) => code === result.error.code);
  if (rule) return { rule };
  console.error('Vehicles step: unexpected search answer', result.status, result.error);
  return null;
}

async function runSearch(tenant: Tenant, search: BookingSearch): Promise<SearchResponse | null> {
  const result = await runSearchOrRule(tenant, search);
  return result && 'vehicles' in result ? result : null;
}

/**
 * With nothing free, the next pickup days (same length of rental, same times) on which the pickup
 * location is open and some class is free: at most three, looking 60 days ahead.
 */
async function nextAvailableSearches(
  tenant: Tenant,
  search: BookingSearch,
  content: SearchContent,
): Promise<BookingSearch[]> {
  const pickup = content.locations.find((l) => l.id === search.pickupLocationId);
  const ret = content.locations.find((l) => l.id === search.returnLocationId);
  if (!pickup || !ret) return [];
  const length = differenceInCalendarDays(parseISO(search.returnDate), parseISO(search.pickupDate));
  const { highSeason, tenantSelfService } = content.rules;
  const found: BookingSearch[] = [];
  for (let offset = 1; offset <= 60 && found.length < 3; offset++) {
    const pickupDate: IsoDate = addDaysToDate(search.pickupDate, offset);
    const returnDate: IsoDate = addDaysToDate(pickupDate, length);
    if (!isPickupDateAvailable(pickup, pickupDate, highSeason, tenantSelfService)) continue;
    if (!isReturnDateAvailable(ret, returnDate, highSeason)) continue;
    const candidate = { ...search, pickupDate, returnDate };
    const result = await runSearch(tenant, candidate);
    if (result?.vehicles.some((v) => v.bookable)) found.push(candidate);
  }
  return found;
}

/**
 * The answer as the results list's browser code gets it: without each price's lines (labels and
 * amounts the list never shows; the later steps read them from the service). They were a third
 * of the list's props, which the page carries in its RSC payload (14 → 9 kB on the cars step).
 */
function withoutPriceLines(answer: SearchResponse): SearchResponse {
  return {
    ...answer,
    vehicles: answer.vehicles.map((v) => (v.price ? { ...v, price: { ...v.price, lines: [] } } : v)),
  };
}

function pluralMap(values: number[], format: (count: number) => string): Record<number, string> {
  return Object.fromEntries([...new Set(values)].map((n) => [n, format(n)]));
}

export interface VehiclesStepProps {
  tenant: Tenant;
  locale: Locale;
  search: BookingSearch;
  content: SearchContent;
  /** A class someone else booked while this visitor was choosing it. */
  taken?: string;
  /** The class the link asks for (a vehicle page's Book button): marked and scrolled to. */
  highlight?: string | null;
}

/** The Vehicles step's results, rendered on the server from the search in the address. */
export async function VehiclesStep({ tenant, locale, search, content, taken, highlight }: VehiclesStepProps) {
  const [t, tVehicle, answer, media] = await Promise.all([
    getTranslations({ locale, namespace: 'booking.vehicles' }),
    getTranslations({ locale, namespace: 'vehicle' }),
    runSearchOrRule(tenant, search),
    loadVehicleContent(tenant, locale),
  ]);
  if (answer && 'rule' in answer) {
    return (
      <p className={ui.alert} role="alert" data-search-error={answer.rule}>
        {t(`searchErrors.${answer.rule}`)}
      </p>
    );
  }
  if (!answer) {
    return (
      <div className={ui.alert} role="alert">
        <p>{t('error')}</p>
        <a className={ui.buttonSecondary} href={stepPath('vehicles', locale, searchQuery(search))}>
          {t('retry')}
        </a>
      </div>
    );
  }
  // Vehicle names in the page language, by the documents' rule (content's name, else English).
  const result = { ...answer, vehicles: namedIn(answer.vehicles, locale) };
  const features = TENANT_CONFIG[tenant].features;
  const monthly = features.monthlyPrices;
  const campers = tenant === 'campers';
  const duration = await durationText(locale, result.days, monthly, search.pickupDate);
  const bookable = result.vehicles.filter((v) => v.bookable);
  const vehicles = result.vehicles;
  const percent = vehicles.find((v) => v.price?.promo)?.price?.promo?.percent;
  const takenOffer = taken ? vehicles.find((v) => v.id === taken) : undefined;

  const labels: VehicleLabels = {
    count: t('count', { count: bookable.length, duration }),
    sortLabel: t('sortLabel'),
    sort: {
      recommended: t('sort.recommended'),
      priceAsc: t('sort.priceAsc'),
      priceDesc: t('sort.priceDesc'),
      size: t('sort.size'),
    },
    filters: t('filters'),
    transmission: t('transmission'),
    anyTransmission: t('anyTransmission'),
    automatic: t('automatic'),
    manual: t('manual'),
    fourByFourOnly: t('fourByFourOnly'),
    seatsFilter: t('seatsFilter'),
    sleepingFilter: t('sleepingFilter'),
    anyNumber: t('anyNumber'),
    atLeast: t('atLeast', { count: '{count}' }),
    clearFilters: t('clearFilters'),
    noMatch: t('noMatch'),
    fuel: {
      petrol: t('fuel.petrol'),
      diesel: t('fuel.diesel'),
      electric: t('fuel.electric'),
      hybrid: t('fuel.hybrid'),
      plugin_hybrid: t('fuel.plugin_hybrid'),
    },
    fourByFour: t('fourByFour'),
    fRoad: t('fRoad'),
    noFRoad: t('noFRoad'),
    kitchen: t('kitchen'),
    heating: t('heating'),
    perDay: t('perDay'),
    perMonth: t('perMonth'),
    totalFor: t('totalFor', { amount: '{amount}' }),
    orSimilar: t('orSimilar'),
    guaranteed: t('guaranteed'),
    select: t('select'),
    unavailable: {
      sold_out: t('unavailable.sold_out'),
      driver_age: t('unavailable.driver_age', { age: '{age}' }),
    },
    aboutVehicle: t('aboutVehicle', { name: '{name}' }),
    seats: pluralMap(
      vehicles.map((v) => v.seats),
      (count) => t('seats', { count }),
    ),
    doors: pluralMap(
      vehicles.map((v) => v.doors),
      (count) => t('doors', { count }),
    ),
    luggage: pluralMap(
      vehicles.map((v) => v.luggage),
      (count) => t('luggage', { count }),
    ),
    sleeps: pluralMap(
      vehicles.map((v) => v.sleepingSpots),
      (count) => t('sleeps', { count }),
    ),
    fewLeft: pluralMap([1, 2], (count) => t('fewLeft', { count })),
    chosen: tVehicle('chosen'),
  };

  // The drawing only where there is no photo: each is about 2 kB of the page's RSC payload, and
  // all eight cars classes carried one while one showed it (171 → 158 kB document).
  const mediaByRental: Record<number, VehicleMedia> = Object.fromEntries(
    vehicles.map((v) => {
      const found = media.get(v.rentalId) ?? { path: null, image: null };
      return [v.rentalId, { ...found, art: found.image ? null : <VehicleArt category={v.category} /> }];
    }),
  );
  const hidden: Record<string, string> = {
    locale,
    pickupLocation: search.pickupLocationId,
    returnLocation: search.returnLocationId,
    pickupDate: search.pickupDate,
    pickupTime: search.pickupTime,
    returnDate: search.returnDate,
    returnTime: search.returnTime,
    ...(search.couponCode ? { coupon: search.couponCode } : {}),
  };

  const alternatives = bookable.length === 0 ? await nextAvailableSearches(tenant, search, content) : [];

  return (
    <>
      {takenOffer ? (
        <div className={ui.alert} role="alert">
          {t('taken', { name: takenOffer.name })}
        </div>
      ) : null}
      {result.promo ? (
        <p
          className={result.promo.valid ? ui.success : ui.alert}
          role="status"
          data-promo={result.promo.valid ? 'applied' : 'invalid'}
        >
          {result.promo.valid
            ? t('promoApplied', { code: result.promo.code, percent: percent ?? 0 })
            : t('promoInvalid', { code: result.promo.code })}
        </p>
      ) : null}
      {result.selfService ? (
        <p className={ui.notice} data-testid="self-service-notice">
          {t('selfService')}
        </p>
      ) : null}
      {bookable.length === 0 ? (
        <section className={ui.card} aria-labelledby="no-vehicles">
          <h2 id="no-vehicles" className={ui.cardTitle}>
            {t('empty.title')}
          </h2>
          <p>{t('empty.text')}</p>
          {alternatives.length ? (
            <>
              <h3 className={ui.small}>{t('empty.next')}</h3>
              <ul className={styles.alternatives}>
                {alternatives.map((alt) => (
                  <li key={alt.pickupDate}>
                    <a className={ui.buttonSecondary} href={stepPath('vehicles', locale, searchQuery(alt))}>
                      {t('empty.option', {
                        pickup: formatWhen(alt.pickupDate, null, locale),
                        return: formatWhen(alt.returnDate, null, locale),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('empty.none')}</p>
          )}
        </section>
      ) : null}
      {vehicles.length > 0 ? (
        <VehicleResults
          tenant={tenant}
          locale={locale}
          request={searchBody(search)}
          initial={withoutPriceLines(result)}
          media={mediaByRental}
          monthly={monthly}
          campers={campers}
          labels={labels}
          hidden={hidden}
          selectAction={selectVehicle}
          highlight={highlight && vehicles.some((v) => v.id === highlight) ? highlight : null}
        />
      ) : null}
    </>
  );
}
