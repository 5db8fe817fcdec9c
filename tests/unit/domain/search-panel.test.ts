import {
  addDaysToDate,
  calendarAvailability,
  calendarMonths,
  canUpdateSearch,
  DAILY_RENTAL_LIMITS,
  DATE_CLOSE_DELAY_MS,
  initialSearchPanelState,
  isPickupDateAvailable,
  isReturnDateAvailable,
  LEASE_RENTAL_LIMITS,
  type Location,
  pickupTimes,
  returnTimes,
  SEARCH_SECTION,
  type SearchPanelEvent,
  type SearchPanelState,
  searchPanelReducer,
} from '@domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropBox, HIGH_SEASON, keflavik, reykjavik, TODAY } from './fixtures.ts';

const rules = { highSeason: HIGH_SEASON, tenantSelfService: true, today: TODAY };

function run(state: SearchPanelState, ...events: SearchPanelEvent[]): SearchPanelState {
  return events.reduce(searchPanelReducer, state);
}

const start = initialSearchPanelState(rules);

/** Keflavik for pickup and return, 11–14 March 2026 (Wednesday to Saturday). */
const booked = run(
  start,
  { type: 'selectPickupLocation', location: keflavik },
  { type: 'selectDate', date: '2026-03-11' },
  { type: 'selectDate', date: '2026-03-14' },
);

describe('initial state', () => {
  it('starts closed with both times at 12:00 and nothing chosen', () => {
    expect(start).toMatchObject({
      section: 0,
      pickupTime: '12:00',
      returnTime: '12:00',
      pickupDate: null,
      returnDate: null,
      pickupLocation: null,
      changed: false,
      effect: null,
    });
  });
});

describe('sections', () => {
  it('opens a section, closes it on a second click and switches between sections', () => {
    const open = run(start, { type: 'toggleSection', section: SEARCH_SECTION.pickupLocation });
    expect(open.section).toBe(2);
    expect(run(open, { type: 'toggleSection', section: SEARCH_SECTION.pickupLocation }).section).toBe(0);
    expect(run(open, { type: 'toggleSection', section: SEARCH_SECTION.returnTime }).section).toBe(5);
    expect(run(open, { type: 'close' }).section).toBe(0);
  });

  it('numbers the sections as the spec does', () => {
    expect(SEARCH_SECTION).toEqual({
      closed: 0,
      datePicker: 1,
      pickupLocation: 2,
      pickupTime: 3,
      returnLocation: 4,
      returnTime: 5,
    });
  });
});

describe('choosing the pickup location', () => {
  it('closes the panel, flags self-service and lets the return location follow', () => {
    const state = run(
      start,
      { type: 'toggleSection', section: SEARCH_SECTION.pickupLocation },
      { type: 'selectPickupLocation', location: keflavik },
    );
    expect(state).toMatchObject({
      section: 0,
      pickupLocation: keflavik,
      returnLocation: keflavik,
      selfServiceAvailable: true,
      changed: true,
    });
  });

  it('keeps an explicitly chosen return location', () => {
    const state = run(
      start,
      { type: 'selectReturnLocation', location: dropBox },
      { type: 'selectPickupLocation', location: keflavik },
    );
    expect(state.returnLocation).toBe(dropBox);
  });

  it('clears both dates when the pickup date is unavailable at the new location', () => {
    // Sunday 22 March: Keflavik offers self-service, Reykjavik is closed.
    const sunday = run(
      start,
      { type: 'selectPickupLocation', location: keflavik },
      { type: 'selectDate', date: '2026-03-22' },
      { type: 'selectDate', date: '2026-03-24' },
    );
    expect(sunday.pickupDate).toBe('2026-03-22');
    const moved = run(sunday, { type: 'selectPickupLocation', location: reykjavik });
    expect(moved).toMatchObject({ pickupDate: null, returnDate: null });
  });

  it('keeps dates that stay available and a pickup time that stays valid', () => {
    const moved = run(booked, { type: 'selectPickupLocation', location: reykjavik });
    expect(moved).toMatchObject({ pickupDate: '2026-03-11', returnDate: '2026-03-14', pickupTime: '12:00' });
  });

  it('resets an invalid pickup time to the first slot and drops the self-service flags', () => {
    const early = run(booked, { type: 'selectPickupTime', time: '06:00' });
    expect(early).toMatchObject({ pickupTime: '06:00', pickupTimeSelfService: true });
    const moved = run(early, { type: 'selectPickupLocation', location: reykjavik });
    expect(moved).toMatchObject({
      pickupTime: '09:00',
      pickupTimeSelfService: false,
      selfServiceAvailable: false,
    });
  });

  it('clears a self-service selection at a location without self-service even without dates', () => {
    const state = initialSearchPanelState(rules, { pickupTimeSelfService: true, selfServiceAvailable: true });
    const moved = run(state, { type: 'selectPickupLocation', location: reykjavik });
    expect(moved).toMatchObject({ selfServiceAvailable: false, pickupTimeSelfService: false });
  });

  it('does not offer self-service when the tenant has it off', () => {
    const off = initialSearchPanelState({ ...rules, tenantSelfService: false });
    expect(run(off, { type: 'selectPickupLocation', location: keflavik }).selfServiceAvailable).toBe(false);
  });
});

describe('choosing the return location', () => {
  it('clears the dates when the return date is closed there', () => {
    // Saturday 14 March: Keflavik is open 10–14, Reykjavik is closed in low season.
    const moved = run(booked, { type: 'selectReturnLocation', location: reykjavik });
    expect(moved).toMatchObject({
      pickupDate: null,
      returnDate: null,
      returnLocation: reykjavik,
      section: 0,
    });
  });

  it('resets an invalid return time to 12:00', () => {
    const late = run(
      start,
      { type: 'selectPickupLocation', location: keflavik },
      { type: 'selectReturnLocation', location: dropBox },
      { type: 'selectDate', date: '2026-03-09' },
      { type: 'selectDate', date: '2026-03-11' },
      { type: 'selectReturnTime', time: '21:00' },
    );
    expect(late.returnTime).toBe('21:00');
    expect(run(late, { type: 'selectReturnLocation', location: reykjavik }).returnTime).toBe('12:00');
  });

  it('keeps a valid return time', () => {
    const state = run(booked, { type: 'selectReturnTime', time: '13:30' });
    expect(run(state, { type: 'selectReturnLocation', location: dropBox }).returnTime).toBe('13:30');
  });

  it('falls back to the first time of the day when 12:00 is not offered either', () => {
    const afternoons: Location = {
      id: 'pm',
      title: 'Afternoons',
      operatingHoursLowSeason: { isSameHoursAllDays: true, allDaysHours: { from: '13:00', to: '17:00' } },
    };
    const late = run(booked, { type: 'selectReturnTime', time: '10:00' });
    expect(run(late, { type: 'selectReturnLocation', location: afternoons }).returnTime).toBe('13:00');
  });
});

describe('choosing dates', () => {
  it('keeps the date picker open after the pickup date and closes it after the return date', () => {
    const first = run(
      start,
      { type: 'selectPickupLocation', location: keflavik },
      { type: 'toggleSection', section: SEARCH_SECTION.datePicker },
      { type: 'selectDate', date: '2026-03-11' },
    );
    expect(first).toMatchObject({ section: 1, pickupDate: '2026-03-11', returnDate: null, effect: null });
    const second = run(first, { type: 'selectDate', date: '2026-03-14' });
    expect(second).toMatchObject({
      section: 0,
      returnDate: '2026-03-14',
      effect: { type: 'close', delayMs: DATE_CLOSE_DELAY_MS },
    });
    expect(DATE_CLOSE_DELAY_MS).toBe(200);
  });

  it('refuses a pickup date the location cannot serve', () => {
    const state = run(start, { type: 'selectPickupLocation', location: reykjavik });
    expect(run(state, { type: 'selectDate', date: '2026-03-14' }).pickupDate).toBeNull();
  });

  it('refuses a return date the return location is closed on', () => {
    const state = run(
      start,
      { type: 'selectPickupLocation', location: reykjavik },
      { type: 'selectDate', date: '2026-03-11' },
      { type: 'selectDate', date: '2026-03-14' },
    );
    expect(state).toMatchObject({ pickupDate: '2026-03-11', returnDate: null });
  });

  it('moves the pickup time onto the new day’s hours', () => {
    // Saturday hours at Keflavik in low season are 10–14 plus self-service 06–23.
    const state = run(
      initialSearchPanelState({ ...rules, tenantSelfService: false }),
      { type: 'selectPickupLocation', location: keflavik },
      { type: 'selectPickupTime', time: '16:00' },
      { type: 'selectDate', date: '2026-03-14' },
    );
    expect(state.pickupTime).toBe('10:00');
  });
});

describe('choosing times', () => {
  it('closes the panel and records whether the pickup time is self-service', () => {
    const open = run(booked, { type: 'toggleSection', section: SEARCH_SECTION.pickupTime });
    const staffed = run(open, { type: 'selectPickupTime', time: '09:00' });
    expect(staffed).toMatchObject({ section: 0, pickupTime: '09:00', pickupTimeSelfService: false });
    const selfService = run(open, { type: 'selectPickupTime', time: '22:00' });
    expect(selfService).toMatchObject({ section: 0, pickupTime: '22:00', pickupTimeSelfService: true });
  });

  it('ignores a time that the day does not offer', () => {
    const settled = run(booked, { type: 'effectHandled' });
    expect(run(settled, { type: 'selectPickupTime', time: '23:30' })).toBe(settled);
    expect(run(settled, { type: 'selectReturnTime', time: '16:00' })).toBe(settled);
  });

  it('closes the panel on a return time', () => {
    const open = run(booked, { type: 'toggleSection', section: SEARCH_SECTION.returnTime });
    expect(run(open, { type: 'selectReturnTime', time: '11:00' })).toMatchObject({
      section: 0,
      returnTime: '11:00',
    });
  });
});

describe('search', () => {
  it('opens the date picker when a date is missing', () => {
    const state = run(start, { type: 'selectPickupLocation', location: keflavik }, { type: 'search' });
    expect(state).toMatchObject({ section: 1, effect: null });
  });

  it('navigates to the vehicles with the self-service flag of the pickup time', () => {
    expect(run(booked, { type: 'search' }).effect).toEqual({
      type: 'navigate',
      to: 'vehicles',
      selfService: false,
    });
    const early = run(booked, { type: 'selectPickupTime', time: '07:30' }, { type: 'search' });
    expect(early.effect).toEqual({ type: 'navigate', to: 'vehicles', selfService: true });
    expect(early.changed).toBe(false);
  });

  it('drops a handled effect', () => {
    const searched = run(booked, { type: 'search' });
    expect(run(searched, { type: 'effectHandled' }).effect).toBeNull();
    expect(run(searched, { type: 'toggleSection', section: 1 }).effect).toBeNull();
  });

  it('enables Update in detail mode or after a change', () => {
    const searched = run(booked, { type: 'search' });
    expect(canUpdateSearch(searched, false)).toBe(false);
    expect(canUpdateSearch(searched, true)).toBe(true);
    expect(canUpdateSearch(run(searched, { type: 'setCouponCode', code: 'SUMMER' }), false)).toBe(true);
  });
});

describe('calendarAvailability', () => {
  it('greys out pickup days by the pickup location and return days by the return location', () => {
    const state = run(
      start,
      { type: 'selectPickupLocation', location: keflavik },
      { type: 'selectReturnLocation', location: reykjavik },
      { type: 'selectDate', date: '2026-03-11' },
    );
    const [march] = calendarMonths('2026-03', 1, {
      today: TODAY,
      ...calendarAvailability(state),
      selection: { start: state.pickupDate, end: state.returnDate },
    });
    const disabled = march?.days.filter((d) => !d.enabled).map((d) => d.day);
    // Before today: 1–9. From the start on, Reykjavik's closed days: low-season weekends except
    // the special opening on Sunday 15 March.
    expect(disabled).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 14, 21, 22, 28, 29]);
  });

  it('offers no pickup past the booking horizon and no return past the longest rental from it', () => {
    const limited = initialSearchPanelState({ ...rules, limits: DAILY_RENTAL_LIMITS });
    const { isStartUnavailable, isEndUnavailable } = calendarAvailability(limited);
    // Today is 10 March 2026: pickups until 10 March 2028, returns until 90 days after that.
    expect(isStartUnavailable('2028-03-10')).toBe(false);
    expect(isStartUnavailable('2028-03-11')).toBe(true);
    expect(isEndUnavailable('2028-06-08')).toBe(false);
    expect(isEndUnavailable('2028-06-09')).toBe(true);
    const lease = calendarAvailability(initialSearchPanelState({ ...rules, limits: LEASE_RENTAL_LIMITS }));
    expect(lease.isEndUnavailable('2031-03-10')).toBe(false);
    expect(lease.isEndUnavailable('2031-03-11')).toBe(true);
  });

  // A closed day looked like a past day, with no reason given.
  it('says why a day cannot be chosen: past, closed, or outside the booking limits', () => {
    const state = run(initialSearchPanelState({ ...rules, limits: DAILY_RENTAL_LIMITS }), {
      type: 'selectPickupLocation',
      location: reykjavik,
    });
    const [march] = calendarMonths('2026-03', 1, { today: TODAY, ...calendarAvailability(state) });
    const reason = (day: number) => march?.days[day - 1]?.unavailable;
    expect(reason(9)).toBe('past');
    // Reykjavik is closed at low-season weekends (Saturday 14 March).
    expect(reason(14)).toBe('closed');
    expect(reason(16)).toBeNull();
    const [later] = calendarMonths('2028-03', 1, { today: TODAY, ...calendarAvailability(state) });
    expect(later?.days[10]?.unavailable).toBe('limit');
  });

  it('allows every day while no location is chosen', () => {
    const { isStartUnavailable, isEndUnavailable } = calendarAvailability(start);
    expect(isStartUnavailable('2026-03-14')).toBe(false);
    expect(isEndUnavailable('2026-03-14')).toBe(false);
  });
});

describe('search panel properties', () => {
  const location = fc.constantFrom(keflavik, reykjavik, dropBox);
  const date = fc.oneof(
    fc.integer({ min: 0, max: 30 }).map((n) => addDaysToDate('2026-03-08', n)),
    fc.integer({ min: 0, max: 10 }).map((n) => addDaysToDate('2026-12-22', n)),
  );
  const time = fc
    .integer({ min: 0, max: 47 })
    .map((n) => `${String(Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`);
  const event: fc.Arbitrary<SearchPanelEvent> = fc.oneof(
    location.map((l) => ({ type: 'selectPickupLocation' as const, location: l })),
    location.map((l) => ({ type: 'selectReturnLocation' as const, location: l })),
    date.map((d) => ({ type: 'selectDate' as const, date: d })),
    date.map((d) => ({ type: 'selectDate' as const, date: d })),
    time.map((t) => ({ type: 'selectPickupTime' as const, time: t })),
    time.map((t) => ({ type: 'selectReturnTime' as const, time: t })),
    fc.constant({ type: 'search' as const }),
  );

  it('never holds a closed day, a closed time or a range that runs backwards', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 25 }), (selfService, events) => {
        const rules2 = { ...rules, tenantSelfService: selfService };
        let state = initialSearchPanelState(rules2);
        for (const e of events) {
          state = searchPanelReducer(state, e);
          const { pickupLocation, pickupDate, returnDate } = state;
          const returnLocation = state.returnLocation ?? pickupLocation;
          if (returnDate !== null) expect(pickupDate !== null && pickupDate <= returnDate).toBe(true);
          if (pickupLocation && pickupDate) {
            expect(isPickupDateAvailable(pickupLocation, pickupDate, HIGH_SEASON, selfService, TODAY)).toBe(
              true,
            );
            const slot = pickupTimes(pickupLocation, pickupDate, HIGH_SEASON, selfService, TODAY).find(
              (s) => s.time === state.pickupTime,
            );
            expect(slot).toBeDefined();
            expect(state.pickupTimeSelfService).toBe(slot?.selfService);
          }
          if (returnLocation && returnDate) {
            expect(isReturnDateAvailable(returnLocation, returnDate, HIGH_SEASON, TODAY)).toBe(true);
            expect(returnTimes(returnLocation, returnDate, HIGH_SEASON, TODAY)).toContain(state.returnTime);
          }
          if (e.type === 'search' && state.effect?.type === 'navigate') {
            expect(state.effect.selfService).toBe(state.pickupTimeSelfService);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
