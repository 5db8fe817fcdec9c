import { selectCalendarDate } from './calendar.ts';
import { type IsoDate, todayInReykjavik } from './dates.ts';
import {
  isPickupDateAvailable,
  isReturnDateAvailable,
  type Location,
  pickupTimes,
  returnTimes,
  selfServiceHoursOf,
} from './opening-hours.ts';
import { latestPickupDate, latestReturnDate, type RentalLimits } from './rental-limits.ts';
import type { SeasonRange } from './season.ts';
import { DEFAULT_TIME } from './time-slots.ts';

/** The panel's sections, in the order the panel shows them. */
export const SEARCH_SECTION = {
  closed: 0,
  datePicker: 1,
  pickupLocation: 2,
  pickupTime: 3,
  returnLocation: 4,
  returnTime: 5,
} as const;
export type SearchSection = (typeof SEARCH_SECTION)[keyof typeof SEARCH_SECTION];

/** The panel closes this long after the return date completes the range, so the range is seen. */
export const DATE_CLOSE_DELAY_MS = 200;

export interface SearchRules {
  highSeason: SeasonRange | null;
  tenantSelfService: boolean;
  /** Defaults to the clock; fixed in tests and previews. */
  today?: IsoDate;
  /** How far ahead and how long a rental may be: days past them are not offered. */
  limits?: RentalLimits;
}

export type SearchPanelEffect =
  | { type: 'close'; delayMs: number }
  | { type: 'navigate'; to: 'vehicles'; selfService: boolean };

export interface SearchPanelState {
  section: SearchSection;
  pickupLocation: Location | null;
  returnLocation: Location | null;
  pickupDate: IsoDate | null;
  returnDate: IsoDate | null;
  pickupTime: string;
  returnTime: string;
  /** The pickup location offers self-service (and the tenant has it on). */
  selfServiceAvailable: boolean;
  /** The chosen pickup time lies outside the staffed hours. */
  pickupTimeSelfService: boolean;
  couponCode: string;
  /** Something changed since the last search: enables the Update button. */
  changed: boolean;
  /** What the view must do after this transition; null when nothing. */
  effect: SearchPanelEffect | null;
  rules: SearchRules;
}

export type SearchPanelEvent =
  | { type: 'toggleSection'; section: Exclude<SearchSection, 0> }
  | { type: 'close' }
  | { type: 'selectPickupLocation'; location: Location }
  | { type: 'selectReturnLocation'; location: Location }
  | { type: 'selectDate'; date: IsoDate }
  | { type: 'selectPickupTime'; time: string }
  | { type: 'selectReturnTime'; time: string }
  | { type: 'setCouponCode'; code: string }
  | { type: 'search' }
  | { type: 'effectHandled' };

export function initialSearchPanelState(
  rules: SearchRules,
  values: Partial<Omit<SearchPanelState, 'rules' | 'effect' | 'section' | 'changed'>> = {},
): SearchPanelState {
  return {
    section: SEARCH_SECTION.closed,
    pickupLocation: null,
    returnLocation: null,
    pickupDate: null,
    returnDate: null,
    pickupTime: DEFAULT_TIME,
    returnTime: DEFAULT_TIME,
    selfServiceAvailable: false,
    pickupTimeSelfService: false,
    couponCode: '',
    ...values,
    changed: false,
    effect: null,
    rules,
  };
}

/**
 * The calendar's two predicates for the current locations: pickup days at the pickup location,
 * return days at the return location (the pickup location while none is chosen).
 */
export function calendarAvailability(state: SearchPanelState): {
  isStartUnavailable: (date: IsoDate) => boolean;
  isEndUnavailable: (date: IsoDate) => boolean;
  /** Past the latest pickup (or, as a return, the latest return): the calendar says why. */
  isBeyondLimit: (date: IsoDate, asReturn: boolean) => boolean;
} {
  const { pickupLocation, rules } = state;
  const returnLocation = state.returnLocation ?? pickupLocation;
  // The booking service refuses pickups past its horizon and returns past the longest rental;
  // the calendar does not offer them. The exact longest return depends on the pickup
  // day, which the service checks with its own message.
  const lastPickup = rules.limits ? latestPickupDate(rules.today ?? todayInReykjavik(), rules.limits) : null;
  const lastReturn = lastPickup && rules.limits ? latestReturnDate(lastPickup, rules.limits) : null;
  return {
    isStartUnavailable: (date) =>
      (lastPickup !== null && date > lastPickup) ||
      (pickupLocation !== null &&
        !isPickupDateAvailable(pickupLocation, date, rules.highSeason, rules.tenantSelfService, rules.today)),
    isEndUnavailable: (date) =>
      (lastReturn !== null && date > lastReturn) ||
      (returnLocation !== null &&
        !isReturnDateAvailable(returnLocation, date, rules.highSeason, rules.today)),
    isBeyondLimit: (date, asReturn) => {
      const last = asReturn ? lastReturn : lastPickup;
      return last !== null && date > last;
    },
  };
}

/** The Update button: always in detail mode (an existing search), otherwise only after a change. */
export function canUpdateSearch(state: SearchPanelState, detailMode: boolean): boolean {
  return detailMode || state.changed;
}

function pickupSlots(state: SearchPanelState) {
  const { pickupLocation, pickupDate, rules } = state;
  if (!pickupLocation || !pickupDate) return null;
  return pickupTimes(pickupLocation, pickupDate, rules.highSeason, rules.tenantSelfService, rules.today);
}

/** Keeps a valid pickup time, otherwise takes the first slot of the day; records self-service. */
function settlePickupTime(state: SearchPanelState): SearchPanelState {
  const slots = pickupSlots(state);
  if (!slots) return state.selfServiceAvailable ? state : { ...state, pickupTimeSelfService: false };
  const current = slots.find((slot) => slot.time === state.pickupTime);
  const chosen = current ?? slots[0];
  if (!chosen) return { ...state, pickupTimeSelfService: false };
  return { ...state, pickupTime: chosen.time, pickupTimeSelfService: chosen.selfService };
}

function returnSlots(state: SearchPanelState): readonly string[] | null {
  const location = state.returnLocation ?? state.pickupLocation;
  if (!location || !state.returnDate) return null;
  return returnTimes(location, state.returnDate, state.rules.highSeason, state.rules.today);
}

/**
 * Keeps a valid return time, otherwise 12:00; when 12:00 is not offered that
 * day either, the first offered time, so that the search never carries a closed time.
 */
function settleReturnTime(state: SearchPanelState): SearchPanelState {
  const times = returnSlots(state);
  if (!times || times.length === 0 || times.includes(state.returnTime)) return state;
  const returnTime = times.includes(DEFAULT_TIME) ? DEFAULT_TIME : (times[0] ?? DEFAULT_TIME);
  return { ...state, returnTime };
}

function withPickupLocation(state: SearchPanelState, location: Location): SearchPanelState {
  const { rules } = state;
  let next: SearchPanelState = {
    ...state,
    pickupLocation: location,
    selfServiceAvailable: selfServiceHoursOf(location, rules.tenantSelfService) !== null,
  };
  if (
    next.pickupDate &&
    !isPickupDateAvailable(location, next.pickupDate, rules.highSeason, rules.tenantSelfService, rules.today)
  ) {
    next = { ...next, pickupDate: null, returnDate: null };
  }
  if (!next.selfServiceAvailable) next = { ...next, pickupTimeSelfService: false };
  return settlePickupTime(next);
}

function withReturnLocation(state: SearchPanelState, location: Location): SearchPanelState {
  const { rules } = state;
  let next: SearchPanelState = { ...state, returnLocation: location };
  if (next.returnDate && !isReturnDateAvailable(location, next.returnDate, rules.highSeason, rules.today)) {
    next = { ...next, pickupDate: null, returnDate: null };
  }
  return settleReturnTime(next);
}

function withDate(state: SearchPanelState, date: IsoDate): SearchPanelState {
  const { rules } = state;
  const selection = selectCalendarDate({ start: state.pickupDate, end: state.returnDate }, date, 'range');
  const returnLocation = state.returnLocation ?? state.pickupLocation;
  // The calendar greys these days out already; the reducer refuses them too, so that no other
  // caller can put a closed day into the search.
  if (selection.start !== state.pickupDate && state.pickupLocation) {
    const ok = isPickupDateAvailable(
      state.pickupLocation,
      date,
      rules.highSeason,
      rules.tenantSelfService,
      rules.today,
    );
    if (!ok) return state;
  }
  if (selection.end !== null && returnLocation) {
    if (!isReturnDateAvailable(returnLocation, date, rules.highSeason, rules.today)) return state;
  }
  const next = settleReturnTime(
    settlePickupTime({ ...state, pickupDate: selection.start, returnDate: selection.end, changed: true }),
  );
  if (selection.end === null) return next;
  return { ...next, section: SEARCH_SECTION.closed, effect: { type: 'close', delayMs: DATE_CLOSE_DELAY_MS } };
}

/** The search panel's state machine (docs/booking-flow.md). */
export function searchPanelReducer(state: SearchPanelState, event: SearchPanelEvent): SearchPanelState {
  const base: SearchPanelState = state.effect ? { ...state, effect: null } : state;
  switch (event.type) {
    case 'toggleSection':
      return { ...base, section: base.section === event.section ? SEARCH_SECTION.closed : event.section };
    case 'close':
      return { ...base, section: SEARCH_SECTION.closed };
    case 'selectPickupLocation': {
      let next = withPickupLocation(base, event.location);
      // Returning where the vehicle was collected is the usual case; an explicit return location stays.
      if (!base.returnLocation) next = withReturnLocation(next, event.location);
      return { ...next, section: SEARCH_SECTION.closed, changed: true };
    }
    case 'selectReturnLocation':
      return { ...withReturnLocation(base, event.location), section: SEARCH_SECTION.closed, changed: true };
    case 'selectDate':
      return withDate(base, event.date);
    case 'selectPickupTime': {
      const slots = pickupSlots(base);
      const slot = slots?.find((s) => s.time === event.time);
      if (slots && !slot) return base;
      return {
        ...base,
        pickupTime: event.time,
        pickupTimeSelfService: slot?.selfService ?? false,
        section: SEARCH_SECTION.closed,
        changed: true,
      };
    }
    case 'selectReturnTime': {
      const times = returnSlots(base);
      if (times && !times.includes(event.time)) return base;
      return { ...base, returnTime: event.time, section: SEARCH_SECTION.closed, changed: true };
    }
    case 'setCouponCode':
      return { ...base, couponCode: event.code, changed: true };
    case 'search': {
      if (!base.pickupDate || !base.returnDate) return { ...base, section: SEARCH_SECTION.datePicker };
      const slot = pickupSlots(base)?.find((s) => s.time === base.pickupTime);
      const selfService = slot?.selfService ?? false;
      return {
        ...base,
        section: SEARCH_SECTION.closed,
        pickupTimeSelfService: selfService,
        changed: false,
        effect: { type: 'navigate', to: 'vehicles', selfService },
      };
    }
    case 'effectHandled':
      return base;
  }
}
