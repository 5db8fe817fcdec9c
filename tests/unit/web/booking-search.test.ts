import { SEARCH_SECTION, searchPanelReducer } from '@domain';
import {
  addDays,
  addMonthsClamped,
  addMonthsToMonth,
  clampDate,
  daysBetween,
  isInWindow,
  keyTarget,
  mondayIndex,
  monthsBetween,
  windowFor,
} from '@web/features/booking/search/calendar-keys.ts';
import { mayReload } from '@web/features/booking/search/chunk-reload.ts';
import {
  countText,
  dateFormatsFor,
  fillTemplate,
  formatDate,
  intlDateText,
  monthNamesFor,
  shortDate,
  weekdayNamesFor,
} from '@web/features/booking/search/date-text.ts';
import { createPanelState, panelReducer } from '@web/features/booking/search/panel-state.ts';
import { searchOfState, searchQueryString, vehiclesHref } from '@web/features/booking/search/search-link.ts';
import { describe, expect, it } from 'vitest';
import { HIGH_SEASON, keflavik, reykjavik, TODAY } from '../domain/fixtures.ts';

const rules = { highSeason: HIGH_SEASON, tenantSelfService: true };

describe('calendar keyboard moves (WAI-ARIA date grid)', () => {
  // 10 March 2026 is a Tuesday.
  const day = '2026-03-10';

  it('arrows move by a day and a week, across month and year ends', () => {
    expect(keyTarget(day, 'ArrowLeft')).toBe('2026-03-09');
    expect(keyTarget(day, 'ArrowRight')).toBe('2026-03-11');
    expect(keyTarget(day, 'ArrowUp')).toBe('2026-03-03');
    expect(keyTarget(day, 'ArrowDown')).toBe('2026-03-17');
    expect(keyTarget('2026-03-31', 'ArrowRight')).toBe('2026-04-01');
    expect(keyTarget('2026-12-29', 'ArrowDown')).toBe('2027-01-05');
    expect(keyTarget('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
  });

  it('Home and End go to the Monday and the Sunday of the week', () => {
    expect(keyTarget(day, 'Home')).toBe('2026-03-09');
    expect(keyTarget(day, 'End')).toBe('2026-03-15');
    expect(keyTarget('2026-03-09', 'Home')).toBe('2026-03-09');
    expect(keyTarget('2026-03-15', 'End')).toBe('2026-03-15');
    // A week that spans two months.
    expect(keyTarget('2026-04-01', 'Home')).toBe('2026-03-30');
  });

  it('Page Up and Page Down move by a month (Shift: a year), keeping the day where the month has it', () => {
    expect(keyTarget(day, 'PageDown')).toBe('2026-04-10');
    expect(keyTarget(day, 'PageUp')).toBe('2026-02-10');
    expect(keyTarget('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(keyTarget('2028-01-31', 'PageDown')).toBe('2028-02-29');
    expect(keyTarget('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(keyTarget(day, 'PageDown', true)).toBe('2027-03-10');
    expect(keyTarget('2028-02-29', 'PageUp', true)).toBe('2027-02-28');
  });

  it('ignores other keys', () => {
    expect(keyTarget(day, 'Enter')).toBeNull();
    expect(keyTarget(day, 'a')).toBeNull();
  });

  it('counts weekdays from Monday', () => {
    expect(mondayIndex('2026-03-09')).toBe(0);
    expect(mondayIndex('2026-03-15')).toBe(6);
  });
});

describe('calendar month window', () => {
  it('keeps the window when the month is in view, else moves it just far enough', () => {
    expect(windowFor('2026-03', 2, '2026-04')).toBe('2026-03');
    expect(windowFor('2026-03', 2, '2026-05')).toBe('2026-04');
    expect(windowFor('2026-03', 4, '2026-08')).toBe('2026-05');
    expect(windowFor('2026-03', 2, '2026-02')).toBe('2026-02');
    expect(windowFor('2026-12', 2, '2027-01')).toBe('2026-12');
    expect(windowFor('2026-12', 2, '2027-02')).toBe('2027-01');
  });

  it('tells whether a date is in view', () => {
    expect(isInWindow('2026-11', 2, '2026-12-31')).toBe(true);
    expect(isInWindow('2026-11', 2, '2027-01-01')).toBe(false);
    expect(isInWindow('2026-11', 2, '2026-10-31')).toBe(false);
  });

  it('does month and day arithmetic without time-zone drift', () => {
    expect(addMonthsToMonth('2026-11', 3)).toBe('2027-02');
    expect(addMonthsToMonth('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(addMonthsClamped('2026-05-31', 1)).toBe('2026-06-30');
    // Across the March and October daylight-saving changes of Europe and the US.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 8)).toBe('2026-11-01');
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(daysBetween('2026-12-31', '2026-12-30')).toBe(-1);
    expect(clampDate('2026-01-01', '2026-03-01', '2026-04-01')).toBe('2026-03-01');
    expect(clampDate('2026-05-01', '2026-03-01', '2026-04-01')).toBe('2026-04-01');
    expect(clampDate('2026-03-15', '2026-03-01', '2026-04-01')).toBe('2026-03-15');
  });
});

describe('dates in the page language', () => {
  const LOCALES = ['en', 'de', 'es', 'fr', 'is'] as const;
  const FULL = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
  const SHORT = { weekday: 'short', day: 'numeric', month: 'short' } as const;
  const SHORT_YEAR = { ...SHORT, year: 'numeric' } as const;
  // Every weekday and month, single- and double-digit days, a leap day, several years.
  const dates = Array.from({ length: 70 }, (_, i) => addDays('2026-01-01', i * 23));
  dates.push('2028-02-29', '2026-12-31', '2027-01-01');

  it('reproduces the server’s Intl formats exactly, in every language (what the browser shows)', () => {
    for (const locale of LOCALES) {
      const formats = dateFormatsFor(locale);
      for (const date of dates) {
        expect(formatDate(date, formats.full)).toBe(intlDateText(date, locale, FULL));
        expect(formatDate(date, formats.short)).toBe(intlDateText(date, locale, SHORT));
        expect(formatDate(date, formats.shortWithYear)).toBe(intlDateText(date, locale, SHORT_YEAR));
      }
    }
  });

  it('names each calendar day in full in the page language', () => {
    expect(formatDate('2026-12-10', dateFormatsFor('en').full)).toMatch(/^Thursday,? 10 December 2026$/);
    expect(formatDate('2026-12-10', dateFormatsFor('de').full)).toBe('Donnerstag, 10. Dezember 2026');
    expect(formatDate('2026-12-10', dateFormatsFor('is').full)).toMatch(/^fimmtudagur,? 10\. desember 2026$/);
  });

  it('adds the year to a short date only outside today’s year', () => {
    const en = dateFormatsFor('en');
    expect(shortDate('2027-01-01', en)).toMatch(/^Fri,? 1 Jan$/);
    expect(shortDate('2027-01-01', en, '2026-11-25')).toMatch(/2027/);
    expect(shortDate('2026-12-10', en, '2026-11-25')).not.toMatch(/2026/);
  });

  it('gives month and weekday names, January and Monday first', () => {
    expect(monthNamesFor('en')[0]).toBe('January');
    expect(monthNamesFor('de')[11]).toBe('Dezember');
    expect(weekdayNamesFor('en', 'long')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayNamesFor('fr', 'short')[0]).toMatch(/^lun/);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillTemplate('{pickup} – {return} · {days}', { pickup: 'a', return: 'b', days: '3 days' })).toBe(
      'a – b · 3 days',
    );
    expect(fillTemplate('Next available: {date} {oops}', { date: 'Tue 1 Jun' })).toBe(
      'Next available: Tue 1 Jun {oops}',
    );
  });

  it('counts days with each language’s plural rule', () => {
    const en = { one: '{count} day', other: '{count} days' };
    const is = { one: '{count} dagur', other: '{count} dagar' };
    expect(countText(1, 'en', en)).toBe('1 day');
    expect(countText(4, 'en', en)).toBe('4 days');
    expect(countText(21, 'is', is)).toBe('21 dagur');
    expect(countText(11, 'is', is)).toBe('11 dagar');
  });
});

describe('the Vehicles step link', () => {
  const search = {
    pickupLocationId: 'kef',
    returnLocationId: 'rvk',
    pickupDate: '2026-12-10',
    pickupTime: '10:00',
    returnDate: '2026-12-14',
    returnTime: '16:30',
  };

  it('carries the search in the deep-link format, coupon only when set', () => {
    expect(searchQueryString(search)).toBe(
      '?pickupLocation=kef&returnLocation=rvk&pickupDate=2026-12-10&pickupTime=10%3A00&returnDate=2026-12-14&returnTime=16%3A30',
    );
    expect(searchQueryString({ ...search, couponCode: '  ' })).not.toContain('coupon');
    expect(searchQueryString({ ...search, couponCode: ' VEGUR10 ' })).toMatch(/&coupon=VEGUR10$/);
  });

  it('is localised: English without prefix, other languages with theirs', () => {
    expect(vehiclesHref('en', search)).toMatch(/^\/book\/vehicles\/\?pickupLocation=kef&/);
    expect(vehiclesHref('de', search)).toMatch(/^\/de\/book\/vehicles\/\?pickupLocation=kef&/);
    const url = new URL(vehiclesHref('is', { ...search, couponCode: 'CAMP15' }), 'http://x');
    expect(url.pathname).toBe('/is/book/vehicles/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pickupLocation: 'kef',
      returnLocation: 'rvk',
      pickupDate: '2026-12-10',
      pickupTime: '10:00',
      returnDate: '2026-12-14',
      returnTime: '16:30',
      coupon: 'CAMP15',
    });
  });
});

describe('the panel state', () => {
  it('starts at the first location, returning there, without dates', () => {
    const state = createPanelState({ locations: [keflavik, reykjavik], rules, today: TODAY });
    expect(state.pickupLocation?.id).toBe('keflavik');
    expect(state.returnLocation?.id).toBe('keflavik');
    expect(state.pickupDate).toBeNull();
    expect(state.section).toBe(SEARCH_SECTION.closed);
    expect(state.rules.today).toBe(TODAY);
    expect(searchOfState(state)).toBeNull();
  });

  it('replays a search through the domain: same link out as in, nothing marked changed', () => {
    const initial = {
      pickupLocationId: 'keflavik',
      returnLocationId: 'reykjavik',
      pickupDate: '2026-03-11',
      pickupTime: '09:00',
      returnDate: '2026-03-13',
      returnTime: '15:30',
      couponCode: 'VEGUR10',
    };
    const state = createPanelState({ locations: [keflavik, reykjavik], rules, today: TODAY, initial });
    expect(state.changed).toBe(false);
    expect(state.effect).toBeNull();
    expect(state.section).toBe(SEARCH_SECTION.closed);
    expect(searchOfState(state)).toEqual(initial);
  });

  it('lets the domain refuse what the locations cannot serve', () => {
    // Reykjavik is closed on low-season Sundays (15 March has special hours; 22 March is a plain Sunday).
    const state = createPanelState({
      locations: [reykjavik, keflavik],
      rules,
      today: TODAY,
      initial: {
        pickupLocationId: 'reykjavik',
        returnLocationId: 'reykjavik',
        pickupDate: '2026-03-22',
        pickupTime: '12:00',
        returnDate: '2026-03-24',
        returnTime: '12:00',
      },
    });
    expect(state.pickupDate).toBeNull();
    expect(state.returnDate).toBeNull();
    expect(searchOfState(state)).toBeNull();
  });

  it('keeps a time the day offers instead of one it does not, and marks self-service times', () => {
    // Keflavik's low-season Wednesday is staffed 08:00–17:00 with a key box 06:00–23:00: 03:00 is neither.
    const refused = createPanelState({
      locations: [keflavik],
      rules,
      today: TODAY,
      initial: {
        pickupLocationId: 'keflavik',
        returnLocationId: 'keflavik',
        pickupDate: '2026-03-11',
        pickupTime: '03:00',
        returnDate: '2026-03-12',
        returnTime: '12:00',
      },
    });
    expect(refused.pickupTime).toBe('12:00');
    expect(refused.pickupTimeSelfService).toBe(false);
    const keyBox = createPanelState({
      locations: [keflavik],
      rules,
      today: TODAY,
      initial: {
        pickupLocationId: 'keflavik',
        returnLocationId: 'keflavik',
        pickupDate: '2026-03-11',
        pickupTime: '22:30',
        returnDate: '2026-03-12',
        returnTime: '12:00',
      },
    });
    expect(keyBox.pickupTime).toBe('22:30');
    expect(keyBox.pickupTimeSelfService).toBe(true);
  });

  it('takes the browser’s today after a cached page, and passes every other event to the domain', () => {
    const state = createPanelState({ locations: [keflavik], rules, today: TODAY });
    const later = panelReducer(state, { type: 'setToday', today: '2026-03-11' });
    expect(later.rules.today).toBe('2026-03-11');
    expect(panelReducer(later, { type: 'setToday', today: '2026-03-11' })).toBe(later);
    const event = { type: 'toggleSection', section: SEARCH_SECTION.datePicker } as const;
    expect(panelReducer(state, event)).toEqual(searchPanelReducer(state, event));
  });
});

describe('a failed chunk load', () => {
  it('reloads the page at most once per 10 s for the same path', () => {
    const now = 1_000_000;
    expect(mayReload(null, now)).toBe(true);
    expect(mayReload(now - 9_999, now)).toBe(false);
    expect(mayReload(now - 10_000, now)).toBe(true);
    expect(mayReload(Number.NaN, now)).toBe(true);
  });
});
