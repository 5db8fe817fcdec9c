'use client';

import { type IsoDate, todayGivenDay } from '@domain/dates.ts';
import type { Locale, Tenant } from '@domain/locale.ts';
import { type Location, pickupTimes, returnTimes } from '@domain/opening-hours.ts';
import { DAILY_RENTAL_LIMITS, LEASE_RENTAL_LIMITS } from '@domain/rental-limits.ts';
import { calendarAvailability, canUpdateSearch, SEARCH_SECTION } from '@domain/search-panel.ts';
import type { SeasonRange } from '@domain/season.ts';
import { cleanCoupon } from '@web/components/promotion/coupon.ts';
import { useStoredCoupon } from '@web/components/promotion/coupon-store.ts';
import { startLoading } from '@web/components/shell/loading-store.ts';
import { localizePath } from '@web/lib/paths.ts';
import { useRouter } from 'next/navigation';
import {
  type FormEvent,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  useTransition,
} from 'react';
import type { CloseReason } from './calendar-types.ts';
import { shortDate } from './date-text.ts';
import type { SearchPanelLabels } from './labels.ts';
import { DateField } from './panel/DateField.tsx';
import { LocationFields } from './panel/LocationFields.tsx';
import { PromoField } from './panel/PromoField.tsx';
import { SearchSummary } from './panel/SearchSummary.tsx';
import { TimeFields } from './panel/TimeFields.tsx';
import { createPanelState, panelReducer, type SearchInitial } from './panel-state.ts';
import styles from './SearchPanel.module.css';
import { type SearchLink, searchOfState, searchQueryString, VEHICLES_PATH } from './search-link.ts';

export interface SearchPanelProps {
  tenant: Tenant;
  locale: Locale;
  /** Visible locations only, in the brand's order: the first is the default pickup. */
  locations: readonly Location[];
  rules: { highSeason: SeasonRange | null; tenantSelfService: boolean };
  labels: SearchPanelLabels;
  mode: 'home' | 'detail';
  /** Detail mode: the search the visitor is looking at. */
  initial?: SearchInitial | null;
  /** A message above the panel (e.g. a search link that could not be used). */
  notice?: string;
  /** Today in Iceland, from the server, so that the server's HTML and the first client render agree. */
  today: IsoDate;
  /** When `today` begins and ends (epoch ms), from the server: the browser checks its clock against them. */
  todayBounds: { from: number; until: number };
  /** Where a search goes (a path without language prefix): the Vehicles step, or a reservation's change of terms. */
  targetPath?: string;
}

/**
 * The search panel: locations, the date range, times, promo code and the
 * Search (home) or Update (detail) button, driven by the domain's search-panel state machine.
 * Server-rendered as HTML; a plain GET form before hydration.
 */
export function SearchPanel({
  tenant,
  locale,
  locations,
  rules,
  labels,
  mode,
  initial,
  notice,
  today,
  todayBounds,
  targetPath = VEHICLES_PATH,
}: SearchPanelProps) {
  const router = useRouter();
  // The booking service's default limits for the brand (lease by the month); it checks the exact ones.
  const limits = tenant === 'lease' ? LEASE_RENTAL_LIMITS : DAILY_RENTAL_LIMITS;
  const [state, dispatch] = useReducer(
    panelReducer,
    { locations, rules: { ...rules, limits }, today, initial },
    createPanelState,
  );
  const [lingering, setLingering] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [pending, startTransition] = useTransition();
  const dateButton = useRef<HTMLButtonElement>(null);
  const lingerTimer = useRef<number | undefined>(undefined);
  const restoreFocus = useRef(false);
  const couponTouched = useRef(false);
  // The return location follows the pickup location until the visitor chooses another one.
  const returnChosen = useRef(Boolean(initial && initial.returnLocationId !== initial.pickupLocationId));
  const panelRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const storedCoupon = useStoredCoupon(tenant);
  const id = useId();
  const targetHref = (search: SearchLink) =>
    `${localizePath(targetPath, locale)}${searchQueryString(search)}`;
  const ids = {
    title: `${id}-title`,
    form: `${id}-form`,
    pickupLocation: `${id}-pickup-location`,
    returnLocation: `${id}-return-location`,
    dates: `${id}-dates`,
    calendar: `${id}-calendar`,
    pickupTime: `${id}-pickup-time`,
    returnTime: `${id}-return-time`,
    coupon: `${id}-coupon`,
  };
  const detail = mode === 'detail';
  const byId = (locationId: string) => locations.find((l) => l.id === locationId);
  const currentToday = state.rules.today ?? today;
  const calendarShown = state.section === SEARCH_SECTION.datePicker || lingering;

  // Once hydrated: a cached page may have been rendered before Iceland's midnight (the browser's
  // clock decides), and a visitor may have changed a field before the code arrived (hydration
  // keeps what the field shows; the state learns it here, before anything re-renders the field).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, against the server-rendered state.
  useEffect(() => {
    // Without time-zone work while the browser's clock is within the day the server rendered.
    dispatch({ type: 'setToday', today: todayGivenDay({ date: today, ...todayBounds }) });
    const form = formRef.current;
    const field = (name: string) =>
      (form?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value;
    const pickup = byId(field('pickupLocation') ?? '');
    if (pickup && pickup.id !== state.pickupLocation?.id) choosePickupLocation(pickup);
    const returnTo = byId(field('returnLocation') ?? '');
    if (returnTo && returnTo.id !== (state.returnLocation ?? state.pickupLocation)?.id)
      chooseReturnLocation(returnTo);
    const pickupTime = field('pickupTime');
    if (pickupTime && state.pickupDate && pickupTime !== state.pickupTime) {
      dispatch({ type: 'selectPickupTime', time: pickupTime });
    }
    const returnTime = field('returnTime');
    if (returnTime && state.returnDate && returnTime !== state.returnTime) {
      dispatch({ type: 'selectReturnTime', time: returnTime });
    }
    const coupon = field('coupon');
    if (coupon !== undefined && coupon !== state.couponCode) {
      couponTouched.current = true;
      dispatch({ type: 'setCouponCode', code: coupon });
    }
    // A mark for tests and tools: the panel answers from here on.
    if (panelRef.current) panelRef.current.dataset.hydrated = 'true';
  }, []);

  // `?coupon=CODE` in the address, else the brand's stored coupon (an applied promotion), fills
  // the promo code until the visitor types one. Detail mode shows the search's own code.
  useEffect(() => {
    if (detail || couponTouched.current) return;
    const code = cleanCoupon(new URLSearchParams(window.location.search).get('coupon')) ?? storedCoupon;
    if (code && code !== state.couponCode) dispatch({ type: 'setCouponCode', code });
  }, [detail, storedCoupon, state.couponCode]);

  // The state machine's effects: navigate after Search, close the calendar 200 ms after the range.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per effect the reducer emits.
  useEffect(() => {
    const effect = state.effect;
    if (!effect) return;
    if (effect.type === 'navigate') {
      const search = searchOfState(state);
      if (search) startTransition(() => router.push(targetHref(search)));
      return;
    }
    setLingering(true);
    window.clearTimeout(lingerTimer.current);
    lingerTimer.current = window.setTimeout(() => {
      const calendar = document.getElementById(ids.calendar);
      const active = document.activeElement;
      restoreFocus.current = !active || active === document.body || Boolean(calendar?.contains(active));
      setLingering(false);
    }, effect.delayMs);
  }, [state.effect]);

  useEffect(() => () => window.clearTimeout(lingerTimer.current), []);

  // The loading bar runs while the next page is on its way.
  useEffect(() => (pending ? startLoading() : undefined), [pending]);

  // Focus goes back to the date button once the calendar is gone (the modal sheet must be closed
  // first, or the button would still be inert).
  useEffect(() => {
    if (!calendarShown && restoreFocus.current) {
      restoreFocus.current = false;
      dateButton.current?.focus();
    }
  }, [calendarShown]);

  // The predicates read only the locations and the rules: the calendar's months are recomputed
  // when those change, not on every keystroke in the promo code.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  const availability = useMemo(
    () => calendarAvailability(state),
    [state.pickupLocation, state.returnLocation, state.rules],
  );

  const dateText = (date: IsoDate) => shortDate(date, labels.dates, currentToday);
  const { pickupLocation, pickupDate, returnDate } = state;
  const returnLocation = state.returnLocation ?? pickupLocation;
  const { highSeason, tenantSelfService } = state.rules;
  const pickupSlots =
    pickupLocation && pickupDate
      ? pickupTimes(pickupLocation, pickupDate, highSeason, tenantSelfService, state.rules.today)
      : null;
  const returnSlots =
    returnLocation && returnDate
      ? returnTimes(returnLocation, returnDate, highSeason, state.rules.today)
      : null;
  const search = searchOfState(state);

  const closeCalendar = (reason: CloseReason) => {
    restoreFocus.current = reason === 'escape' || reason === 'button';
    window.clearTimeout(lingerTimer.current);
    setLingering(false);
    // Only called while the calendar is shown: the focus moves once it is gone (effect above).
    if (state.section === SEARCH_SECTION.datePicker) dispatch({ type: 'close' });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch({ type: 'search' });
  };

  function choosePickupLocation(location: Location) {
    dispatch({ type: 'selectPickupLocation', location });
    // The domain's rules for a return location apply (dates it cannot serve are cleared).
    if (!returnChosen.current) dispatch({ type: 'selectReturnLocation', location });
  }
  function chooseReturnLocation(location: Location) {
    returnChosen.current = location.id !== state.pickupLocation?.id;
    dispatch({ type: 'selectReturnLocation', location });
  }
  const summary = search ? (
    <SearchSummary
      href={targetHref(search)}
      label={labels.summaryLink}
      pickup={{ when: `${dateText(search.pickupDate)}, ${search.pickupTime}`, where: pickupLocation?.title }}
      dropoff={{ when: `${dateText(search.returnDate)}, ${search.returnTime}`, where: returnLocation?.title }}
    />
  ) : null;

  return (
    <div ref={panelRef} className={styles.panel} data-mode={mode} data-testid="search-panel">
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      ) : null}
      {detail ? null : (
        <p id={ids.title} className={styles.title}>
          {labels.title}
        </p>
      )}
      {detail ? (
        <div className={styles.detailBar}>
          {summary}
          <button
            type="button"
            className={styles.changeButton}
            aria-expanded={expanded}
            aria-controls={ids.form}
            onClick={() => setExpanded((open) => !open)}
          >
            {labels.change}
          </button>
        </div>
      ) : null}
      <search aria-label={detail ? labels.title : undefined} aria-labelledby={detail ? undefined : ids.title}>
        <form
          id={ids.form}
          className={styles.form}
          data-collapsed={detail && !expanded ? 'true' : undefined}
          data-self-service={state.pickupTimeSelfService && pickupDate ? 'true' : undefined}
          action={localizePath(targetPath, locale)}
          method="get"
          onSubmit={onSubmit}
        >
          <LocationFields
            ids={ids}
            labels={labels}
            locations={locations}
            pickupLocationId={pickupLocation?.id ?? ''}
            returnLocationId={returnLocation?.id ?? ''}
            onPickup={choosePickupLocation}
            onReturn={chooseReturnLocation}
          />
          <DateField
            ids={ids}
            labels={labels}
            locale={locale}
            today={currentToday}
            pickupDate={pickupDate}
            returnDate={returnDate}
            dateText={dateText}
            calendarShown={calendarShown}
            availability={availability}
            buttonRef={dateButton}
            onToggle={() => dispatch({ type: 'toggleSection', section: SEARCH_SECTION.datePicker })}
            onSelect={(date) => dispatch({ type: 'selectDate', date })}
            onClose={closeCalendar}
          />
          <TimeFields
            ids={ids}
            labels={labels}
            pickupTime={state.pickupTime}
            returnTime={state.returnTime}
            pickupSlots={pickupSlots}
            returnSlots={returnSlots}
            selfServiceHint={Boolean(state.pickupTimeSelfService && pickupDate)}
            onPickupTime={(time) => dispatch({ type: 'selectPickupTime', time })}
            onReturnTime={(time) => dispatch({ type: 'selectReturnTime', time })}
          />
          <PromoField
            id={ids.coupon}
            labels={labels}
            value={state.couponCode}
            onChange={(code) => {
              couponTouched.current = true;
              dispatch({ type: 'setCouponCode', code });
            }}
          />
          <button
            type="submit"
            className={styles.submit}
            disabled={detail && !canUpdateSearch(state, true)}
            data-pending={pending ? 'true' : undefined}
          >
            {detail ? labels.update : labels.search}
          </button>
          {!detail && summary ? <div className={styles.homeSummary}>{summary}</div> : null}
        </form>
      </search>
    </div>
  );
}
