'use client';

import { type IsoDate, todayInReykjavik } from '@domain/dates.ts';
import type { Locale, Tenant } from '@domain/locale.ts';
import { type Location, pickupTimes, returnTimes } from '@domain/opening-hours.ts';
import { DAILY_RENTAL_LIMITS, LEASE_RENTAL_LIMITS } from '@domain/rental-limits.ts';
import { calendarAvailability, canUpdateSearch, SEARCH_SECTION } from '@domain/search-panel.ts';
import type { SeasonRange } from '@domain/season.ts';
import { cleanCoupon } from '@web/components/promotion/coupon.ts';
import { useStoredCoupon } from '@web/components/promotion/coupon-store.ts';
import { startLoading } from '@web/components/shell/loading-store.ts';
import { localizePath } from '@web/lib/paths.ts';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import {
  type ChangeEvent,
  Component,
  type ComponentProps,
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  useTransition,
} from 'react';
import type { CloseReason } from './calendar-types.ts';
import { reloadAfterChunkError } from './chunk-reload.ts';
import { fillTemplate, shortDate } from './date-text.ts';
import type { SearchPanelLabels } from './labels.ts';
import { createPanelState, panelReducer, type SearchInitial } from './panel-state.ts';
import styles from './SearchPanel.module.css';
import { type SearchLink, searchOfState, searchQueryString, VEHICLES_PATH } from './search-link.ts';

// The calendar is most of the panel's code and only needed once the visitor opens it: loaded on
// intent (pointer over, touch or focus of the date button) or, at the latest, on opening.
const loadCalendar = () => import('./DateRangeCalendar.tsx');
const DateRangeCalendar = lazy(() =>
  loadCalendar().then(
    (m) => ({ default: m.DateRangeCalendar }),
    (error: unknown) => {
      reloadAfterChunkError();
      throw error;
    },
  ),
);
const preloadCalendar = () => {
  // A failed preload is retried when the calendar opens (and handled there).
  loadCalendar().catch(() => undefined);
};

/** Keeps the panel usable when the calendar's code cannot be loaded (and no reload is allowed). */
class CalendarBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
  /** Where a search goes (a path without language prefix): the Vehicles step, or a reservation's change of terms. */
  targetPath?: string;
}

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

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
    dispatch({ type: 'setToday', today: todayInReykjavik() });
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
  const onPickupLocation = (event: ChangeEvent<HTMLSelectElement>) => {
    const location = byId(event.target.value);
    if (location) choosePickupLocation(location);
  };
  const onReturnLocation = (event: ChangeEvent<HTMLSelectElement>) => {
    const location = byId(event.target.value);
    if (location) chooseReturnLocation(location);
  };
  const locationOptions = locations.map((location) => (
    <option key={location.id} value={location.id}>
      {location.title}
    </option>
  ));

  const summary = search ? (
    <Link href={targetHref(search)} prefetch={false} className={styles.summary} data-testid="search-summary">
      <span className="visually-hidden">{labels.summaryLink} </span>
      <span className={styles.summaryLeg}>
        <span className={styles.summaryWhen}>
          {dateText(search.pickupDate)}, {search.pickupTime}
        </span>
        <span className={styles.summaryWhere}>{pickupLocation?.title}</span>
      </span>
      <span className={styles.summaryArrow} aria-hidden="true">
        →
      </span>
      <span className={styles.summaryLeg}>
        <span className={styles.summaryWhen}>
          {dateText(search.returnDate)}, {search.returnTime}
        </span>
        <span className={styles.summaryWhere}>{returnLocation?.title}</span>
      </span>
    </Link>
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
          <SelectField
            className={styles.pickupLocation}
            id={ids.pickupLocation}
            label={labels.pickupLocation}
            name="pickupLocation"
            value={pickupLocation?.id ?? ''}
            onChange={onPickupLocation}
          >
            {locationOptions}
          </SelectField>
          <SelectField
            className={styles.returnLocation}
            id={ids.returnLocation}
            label={labels.returnLocation}
            name="returnLocation"
            value={returnLocation?.id ?? ''}
            onChange={onReturnLocation}
          >
            {locationOptions}
          </SelectField>
          <div className={cx(styles.field, styles.dates)}>
            <button
              ref={dateButton}
              id={ids.dates}
              type="button"
              className={styles.dateButton}
              // Named by its labels and values, so that it is found by the date labels too.
              aria-labelledby={
                pickupDate
                  ? `${ids.dates}-pl ${ids.dates}-pv ${ids.dates}-rl ${ids.dates}-rv`
                  : `${ids.dates}-pl ${ids.dates}-pv`
              }
              aria-haspopup="dialog"
              aria-expanded={calendarShown}
              aria-controls={calendarShown ? ids.calendar : undefined}
              data-testid="date-button"
              onPointerEnter={preloadCalendar}
              onTouchStart={preloadCalendar}
              onFocus={preloadCalendar}
              onClick={() => dispatch({ type: 'toggleSection', section: SEARCH_SECTION.datePicker })}
            >
              {pickupDate ? (
                <>
                  <span className={styles.dateHalf}>
                    <span id={`${ids.dates}-pl`} className={styles.label}>
                      {labels.pickupDate}
                    </span>{' '}
                    <span id={`${ids.dates}-pv`} className={styles.value}>
                      {dateText(pickupDate)}
                    </span>
                  </span>
                  <span className={styles.dateArrow} aria-hidden="true" />{' '}
                  <span className={styles.dateHalf}>
                    <span id={`${ids.dates}-rl`} className={styles.label}>
                      {labels.returnDate}
                    </span>{' '}
                    <span
                      id={`${ids.dates}-rv`}
                      className={cx(styles.value, !returnDate && styles.placeholder)}
                    >
                      {returnDate ? dateText(returnDate) : labels.calendar.chooseReturn}
                    </span>
                  </span>
                </>
              ) : (
                <span className={styles.dateHalf}>
                  <span id={`${ids.dates}-pl`} className={styles.label}>
                    {labels.pickupDate} – {labels.returnDate}
                  </span>{' '}
                  <span id={`${ids.dates}-pv`} className={cx(styles.value, styles.prompt)}>
                    {labels.selectDates}
                  </span>
                </span>
              )}
              <CalendarIcon />
            </button>
            <input type="hidden" name="pickupDate" value={pickupDate ?? ''} />
            <input type="hidden" name="returnDate" value={returnDate ?? ''} />
            {calendarShown ? (
              <CalendarBoundary onError={() => closeCalendar('button')}>
                <Suspense
                  fallback={
                    <div className={styles.calendarLoading} role="status">
                      {labels.calendar.loading}
                    </div>
                  }
                >
                  <DateRangeCalendar
                    id={ids.calendar}
                    locale={locale}
                    labels={labels.calendar}
                    today={currentToday}
                    selection={{ start: pickupDate, end: returnDate }}
                    isStartUnavailable={availability.isStartUnavailable}
                    isEndUnavailable={availability.isEndUnavailable}
                    isBeyondLimit={availability.isBeyondLimit}
                    anchor={dateButton}
                    dateText={dateText}
                    onSelect={(date) => dispatch({ type: 'selectDate', date })}
                    onClose={closeCalendar}
                  />
                </Suspense>
              </CalendarBoundary>
            ) : null}
          </div>
          <SelectField
            className={styles.pickupTime}
            time
            id={ids.pickupTime}
            label={labels.pickupTime}
            name="pickupTime"
            value={state.pickupTime}
            disabled={!pickupSlots || pickupSlots.length === 0}
            onChange={(event) => dispatch({ type: 'selectPickupTime', time: event.target.value })}
          >
            {pickupSlots && pickupSlots.length > 0 ? (
              pickupSlots.map((slot) => (
                <option
                  key={slot.time}
                  value={slot.time}
                  className={slot.selfService ? styles.selfServiceOption : undefined}
                  data-self-service={slot.selfService ? 'true' : undefined}
                >
                  {slot.selfService ? `${slot.time} · ${labels.selfService}` : slot.time}
                </option>
              ))
            ) : (
              <option value={state.pickupTime}>{state.pickupTime}</option>
            )}
          </SelectField>
          <SelectField
            className={styles.returnTime}
            time
            id={ids.returnTime}
            label={labels.returnTime}
            name="returnTime"
            value={state.returnTime}
            disabled={!returnSlots || returnSlots.length === 0}
            onChange={(event) => dispatch({ type: 'selectReturnTime', time: event.target.value })}
          >
            {returnSlots && returnSlots.length > 0 ? (
              returnSlots.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))
            ) : (
              <option value={state.returnTime}>{state.returnTime}</option>
            )}
          </SelectField>
          {state.pickupTimeSelfService && pickupDate ? (
            <p className={styles.selfServiceHint} role="status">
              <span className={styles.badge}>{labels.selfService}</span>{' '}
              {fillTemplate(labels.selfServiceHint, { time: state.pickupTime })}
            </p>
          ) : null}
          <div className={cx(styles.field, styles.coupon)}>
            <label className={styles.label} htmlFor={ids.coupon}>
              {labels.promoCode}
            </label>
            <input
              id={ids.coupon}
              name="coupon"
              className={styles.control}
              value={state.couponCode}
              placeholder={labels.promoPlaceholder}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              enterKeyHint="search"
              onChange={(event) => {
                couponTouched.current = true;
                dispatch({ type: 'setCouponCode', code: event.target.value });
              }}
            />
          </div>
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

/** A labelled select in the panel's grid; `time` narrows it to the time columns' width. */
function SelectField({
  className,
  id,
  label,
  time = false,
  children,
  ...select
}: { className?: string; id: string; label: string; time?: boolean } & ComponentProps<'select'>) {
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={cx(styles.control, time && styles.timeControl)} {...select}>
        {children}
      </select>
    </div>
  );
}

function CalendarIcon() {
  return (
    <svg
      className={styles.dateIcon}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M7 2a1 1 0 0 1 1 1v1h8V3a1 1 0 1 1 2 0v1h1a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3h1V3a1 1 0 0 1 1-1Zm13 8H4v9a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-9ZM5 6a1 1 0 0 0-1 1v1h16V7a1 1 0 0 0-1-1H5Z"
      />
    </svg>
  );
}
