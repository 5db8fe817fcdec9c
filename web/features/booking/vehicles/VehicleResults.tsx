'use client';

import type { SearchRequest, SearchAnswer as SearchResponse, VehicleOffer } from '@booking/client.ts';
import type { Locale } from '@domain';
import { rentalUnitPrice } from '@domain/exchange-rates.ts';
import { usePrice } from '@web/components/booking/price/PriceContext.tsx';
import ui from '@web/components/booking/ui/booking.module.css';
import { searchVehicles } from '@web/features/booking/api.ts';
import { namedIn } from '@web/features/booking/names.ts';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import styles from './vehicles.module.css';

export interface VehicleMedia {
  path: string | null;
  image: { src: string; srcSet: string; alt: string } | null;
  /** The class's drawing, rendered on the server (web/components/vehicles), where there is no photo. */
  art: ReactNode;
}

export interface VehicleLabels {
  count: string;
  sortLabel: string;
  sort: Record<SortKey, string>;
  filters: string;
  transmission: string;
  anyTransmission: string;
  automatic: string;
  manual: string;
  fourByFourOnly: string;
  seatsFilter: string;
  sleepingFilter: string;
  anyNumber: string;
  atLeast: string;
  clearFilters: string;
  noMatch: string;
  fuel: Record<VehicleOffer['fuel'], string>;
  fourByFour: string;
  fRoad: string;
  noFRoad: string;
  kitchen: string;
  heating: string;
  perDay: string;
  perMonth: string;
  totalFor: string;
  orSimilar: string;
  guaranteed: string;
  select: string;
  unavailable: Record<'sold_out' | 'driver_age', string>;
  aboutVehicle: string;
  /** Plural texts, formatted by the server for the counts that occur. */
  seats: Record<number, string>;
  doors: Record<number, string>;
  luggage: Record<number, string>;
  sleeps: Record<number, string>;
  fewLeft: Record<number, string>;
  /** The badge on the class a link asked for. */
  chosen: string;
}

export type SortKey = 'recommended' | 'priceAsc' | 'priceDesc' | 'size';

export interface VehicleResultsProps {
  tenant: string;
  /** The page language, for the vehicle names. */
  locale: Locale;
  /** The body of `POST /search`: the results are kept fresh with SWR from this key. */
  request: SearchRequest;
  initial: SearchResponse;
  media: Record<number, VehicleMedia>;
  monthly: boolean;
  campers: boolean;
  labels: VehicleLabels;
  /** The form fields that carry the search to the select action. */
  hidden: Record<string, string>;
  selectAction: (formData: FormData) => Promise<void>;
  /** A class id from the link (a vehicle page's Book button): marked and scrolled into view. */
  highlight?: string | null;
}

interface Filters {
  transmission: 'any' | 'automatic' | 'manual';
  fourByFour: boolean;
  minSeats: number;
  minSleeping: number;
}

const NO_FILTERS: Filters = { transmission: 'any', fourByFour: false, minSeats: 0, minSleeping: 0 };

function sortOffers(offers: VehicleOffer[], key: SortKey): VehicleOffer[] {
  const bookableFirst = (a: VehicleOffer, b: VehicleOffer) => Number(!a.bookable) - Number(!b.bookable);
  const total = (o: VehicleOffer) => o.price?.total ?? Number.POSITIVE_INFINITY;
  const size = (o: VehicleOffer) => o.sleepingSpots * 100 + o.seats * 10 + o.luggage;
  const sorted = [...offers];
  switch (key) {
    case 'recommended':
      return sorted.sort((a, b) => bookableFirst(a, b) || a.sort - b.sort);
    case 'priceAsc':
      return sorted.sort((a, b) => bookableFirst(a, b) || total(a) - total(b));
    case 'priceDesc':
      return sorted.sort((a, b) => bookableFirst(a, b) || total(b) - total(a));
    case 'size':
      return sorted.sort((a, b) => bookableFirst(a, b) || size(b) - size(a) || total(a) - total(b));
  }
}

function matches(offer: VehicleOffer, filters: Filters): boolean {
  if (filters.transmission !== 'any' && offer.transmission !== filters.transmission) return false;
  if (filters.fourByFour && !offer.fourWheelDrive) return false;
  if (offer.seats < filters.minSeats) return false;
  if (offer.sleepingSpots < filters.minSleeping) return false;
  return true;
}

function Facts({ offer, labels, campers }: { offer: VehicleOffer; labels: VehicleLabels; campers: boolean }) {
  const facts: { key: string; text: string }[] = [
    { key: 'seats', text: labels.seats[offer.seats] ?? String(offer.seats) },
    ...(campers && offer.sleepingSpots > 0
      ? [{ key: 'sleeps', text: labels.sleeps[offer.sleepingSpots] ?? String(offer.sleepingSpots) }]
      : []),
    { key: 'transmission', text: offer.transmission === 'automatic' ? labels.automatic : labels.manual },
    { key: 'fuel', text: labels.fuel[offer.fuel] },
    ...(campers ? [] : [{ key: 'doors', text: labels.doors[offer.doors] ?? String(offer.doors) }]),
    { key: 'luggage', text: labels.luggage[offer.luggage] ?? String(offer.luggage) },
    ...(offer.fourWheelDrive ? [{ key: '4x4', text: labels.fourByFour }] : []),
    { key: 'froad', text: offer.fRoadAllowed ? labels.fRoad : labels.noFRoad },
    ...(campers ? [{ key: 'heating', text: labels.heating }] : []),
    ...(campers && offer.category !== '4x4_camper' ? [{ key: 'kitchen', text: labels.kitchen }] : []),
  ];
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact.key} data-fact={fact.key}>
          {fact.text}
        </li>
      ))}
    </ul>
  );
}

function VehicleCard({
  offer,
  media,
  labels,
  monthly,
  campers,
  days,
  hidden,
  selectAction,
  chosen,
}: {
  offer: VehicleOffer;
  media: VehicleMedia | undefined;
  labels: VehicleLabels;
  monthly: boolean;
  campers: boolean;
  days: number;
  hidden: Record<string, string>;
  selectAction: (formData: FormData) => Promise<void>;
  chosen: boolean;
}) {
  const { format } = usePrice();
  const nameId = useId();
  const price = offer.price;
  // Lease prices read per calendar month, rentals per day; both of the whole rental's total,
  // the promotion's discount included as the total includes it.
  const months = price?.breakdown?.months;
  const unit = price ? rentalUnitPrice(price, monthly ? { months: months ?? days / 30 } : { days }) : null;
  const reason = offer.unavailableReason
    ? labels.unavailable[offer.unavailableReason].replace('{age}', String(offer.minDriverAge))
    : null;
  return (
    <li
      className={styles.card}
      data-vehicle={offer.id}
      data-bookable={offer.bookable}
      data-chosen={chosen || undefined}
      aria-current={chosen || undefined}
    >
      <div className={styles.media}>
        {media?.image ? (
          // biome-ignore lint/performance/noImgElement: a fixed-size content image with its own 1x/2x srcset.
          <img
            src={media.image.src}
            srcSet={media.image.srcSet}
            alt={media.image.alt}
            width={480}
            height={320}
            loading="lazy"
            decoding="async"
          />
        ) : (
          (media?.art ?? null)
        )}
      </div>
      <div className={styles.body}>
        {chosen ? (
          <p className={styles.chosen} data-testid="chosen-badge">
            {labels.chosen}
          </p>
        ) : null}
        <h2 className={styles.name} id={nameId}>
          {offer.name}{' '}
          <span className={styles.similar}>{offer.orSimilar ? labels.orSimilar : labels.guaranteed}</span>
        </h2>
        <Facts offer={offer} labels={labels} campers={campers} />
        {media?.path ? (
          <a className={styles.more} href={media.path}>
            {labels.aboutVehicle.replace('{name}', offer.name)}
          </a>
        ) : null}
      </div>
      <div className={styles.buy}>
        {price && unit !== null ? (
          <p className={styles.price}>
            <strong>{format(unit)}</strong> <span>{monthly ? labels.perMonth : labels.perDay}</span>
            <span className={styles.total}>{labels.totalFor.replace('{amount}', format(price.total))}</span>
          </p>
        ) : null}
        {offer.bookable && offer.available > 0 && offer.available <= 2 ? (
          <p className={styles.few}>{labels.fewLeft[offer.available]}</p>
        ) : null}
        {reason ? <p className={styles.reason}>{reason}</p> : null}
        <form action={selectAction}>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="classId" value={offer.id} />
          <button
            type="submit"
            className={ui.button}
            disabled={!offer.bookable}
            aria-describedby={nameId}
            data-testid={`select-${offer.id}`}
          >
            {labels.select}
          </button>
        </form>
      </div>
    </li>
  );
}

/**
 * The Vehicles step's results: sorting and filters in the browser (the list is small), prices in
 * the display currency, the chosen class posted to a server action (works before hydration too).
 * SWR keeps availability fresh when the visitor comes back to the tab.
 */
export function VehicleResults({
  tenant,
  locale,
  request,
  initial,
  media,
  monthly,
  campers,
  labels,
  hidden,
  selectAction,
  highlight,
}: VehicleResultsProps) {
  const { data } = useSWR(['search', tenant, JSON.stringify(request)], () => searchVehicles(request), {
    fallbackData: initial,
    revalidateOnMount: false,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
  // Names in the page language, fresh answers included (the service sends every language's).
  const answer = data ?? initial;
  const result = useMemo(() => ({ ...answer, vehicles: namedIn(answer.vehicles, locale) }), [answer, locale]);
  const [sort, setSort] = useState<SortKey>('recommended');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // Phones show the filters on demand; wider screens always.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const offers = useMemo(
    () => sortOffers(result.vehicles, sort).filter((o) => matches(o, filters)),
    [result.vehicles, sort, filters],
  );
  const seatOptions = [...new Set(result.vehicles.map((v) => v.seats))].sort((a, b) => a - b);
  const sleepOptions = [...new Set(result.vehicles.map((v) => v.sleepingSpots).filter((n) => n > 0))].sort(
    (a, b) => a - b,
  );
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const listRef = useRef<HTMLUListElement>(null);
  // Once, on arrival: the class the link asked for comes into view (instantly, so reduced motion
  // needs no special case); later sorting or filtering leaves the visitor where they are.
  useEffect(() => {
    if (!highlight) return;
    const card = listRef.current?.querySelector(`[data-vehicle="${CSS.escape(highlight)}"]`);
    card?.scrollIntoView({ block: 'center' });
  }, [highlight]);

  return (
    <div className={styles.results}>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {labels.count}
        </p>
        <label className={styles.sort}>
          <span>{labels.sortLabel}</span>
          <select className={ui.select} value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
            {(Object.keys(labels.sort) as SortKey[]).map((key) => (
              <option key={key} value={key}>
                {labels.sort[key]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button
        type="button"
        className={`${ui.buttonSecondary} ${styles.filtersToggle}`}
        aria-expanded={filtersOpen}
        aria-controls={`${filtersId}-set`}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {labels.filters}
        {filtered ? ' •' : ''}
      </button>
      <fieldset className={styles.filters} id={`${filtersId}-set`} data-open={filtersOpen}>
        <legend id={filtersId}>{labels.filters}</legend>
        <label>
          <span>{labels.transmission}</span>
          <select
            className={ui.select}
            value={filters.transmission}
            onChange={(e) =>
              setFilters({ ...filters, transmission: e.target.value as Filters['transmission'] })
            }
          >
            <option value="any">{labels.anyTransmission}</option>
            <option value="automatic">{labels.automatic}</option>
            <option value="manual">{labels.manual}</option>
          </select>
        </label>
        {campers ? (
          <label>
            <span>{labels.sleepingFilter}</span>
            <select
              className={ui.select}
              value={filters.minSleeping}
              onChange={(e) => setFilters({ ...filters, minSleeping: Number(e.target.value) })}
            >
              <option value={0}>{labels.anyNumber}</option>
              {sleepOptions.map((n) => (
                <option key={n} value={n}>
                  {labels.atLeast.replace('{count}', String(n))}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label>
            <span>{labels.seatsFilter}</span>
            <select
              className={ui.select}
              value={filters.minSeats}
              onChange={(e) => setFilters({ ...filters, minSeats: Number(e.target.value) })}
            >
              <option value={0}>{labels.anyNumber}</option>
              {seatOptions.map((n) => (
                <option key={n} value={n}>
                  {labels.atLeast.replace('{count}', String(n))}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className={ui.checkbox}>
          <input
            type="checkbox"
            checked={filters.fourByFour}
            onChange={(e) => setFilters({ ...filters, fourByFour: e.target.checked })}
          />
          <span>{labels.fourByFourOnly}</span>
        </label>
        {filtered ? (
          <button type="button" className={ui.buttonGhost} onClick={() => setFilters(NO_FILTERS)}>
            {labels.clearFilters}
          </button>
        ) : null}
      </fieldset>
      {offers.length === 0 ? (
        <p className={ui.notice}>{labels.noMatch}</p>
      ) : (
        <ul className={styles.list} ref={listRef}>
          {offers.map((offer) => (
            <VehicleCard
              key={offer.id}
              offer={offer}
              media={media[offer.rentalId]}
              labels={labels}
              monthly={monthly}
              campers={campers}
              days={result.days}
              hidden={hidden}
              selectAction={selectAction}
              chosen={offer.id === highlight}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
