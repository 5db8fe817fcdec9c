/**
 * The panel's state is the domain's search-panel state machine; this only builds the first state
 * from a search (by replaying it as events, so the domain settles times and refuses closed days
 * exactly as it would for a visitor) and lets the browser correct "today" after a cached page.
 */
import type { IsoDate } from '@domain/dates.ts';
import type { Location } from '@domain/opening-hours.ts';
import {
  initialSearchPanelState,
  SEARCH_SECTION,
  type SearchPanelEvent,
  type SearchPanelState,
  type SearchRules,
  searchPanelReducer,
} from '@domain/search-panel.ts';

/** A search the panel starts from (detail mode: the one the visitor is looking at). */
export interface SearchInitial {
  pickupLocationId: string;
  returnLocationId: string;
  pickupDate: IsoDate;
  pickupTime: string;
  returnDate: IsoDate;
  returnTime: string;
  couponCode?: string | null;
}

export type PanelEvent = SearchPanelEvent | { type: 'setToday'; today: IsoDate };

export function panelReducer(state: SearchPanelState, event: PanelEvent): SearchPanelState {
  if (event.type === 'setToday') {
    return state.rules.today === event.today
      ? state
      : { ...state, rules: { ...state.rules, today: event.today } };
  }
  return searchPanelReducer(state, event);
}

export interface PanelSetup {
  /** Visible locations, in the brand's order; the first is the default pickup. */
  locations: readonly Location[];
  rules: Omit<SearchRules, 'today'>;
  today: IsoDate;
  initial?: SearchInitial | null;
}

export function createPanelState({ locations, rules, today, initial }: PanelSetup): SearchPanelState {
  const byId = (id: string | undefined) => locations.find((l) => l.id === id);
  let state = initialSearchPanelState({ ...rules, today });
  const step = (event: SearchPanelEvent) => {
    state = searchPanelReducer(state, event);
  };
  const pickup = byId(initial?.pickupLocationId) ?? locations[0];
  if (pickup) step({ type: 'selectPickupLocation', location: pickup });
  const returnTo = byId(initial?.returnLocationId);
  if (returnTo) step({ type: 'selectReturnLocation', location: returnTo });
  if (initial) {
    // Both dates or none: a refused pickup date must not turn the return date into the pickup.
    const withoutDates = state;
    step({ type: 'selectDate', date: initial.pickupDate });
    if (state.pickupDate === initial.pickupDate) step({ type: 'selectDate', date: initial.returnDate });
    if (state.pickupDate === initial.pickupDate && state.returnDate === initial.returnDate) {
      step({ type: 'selectPickupTime', time: initial.pickupTime });
      step({ type: 'selectReturnTime', time: initial.returnTime });
    } else {
      state = withoutDates;
    }
    if (initial.couponCode) step({ type: 'setCouponCode', code: initial.couponCode });
  }
  return { ...state, section: SEARCH_SECTION.closed, changed: false, effect: null };
}
