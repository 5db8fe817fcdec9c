import {
  focusForKey,
  focusOn,
  lastDay,
  monthPaging,
  nextAvailableAfterView,
  openingDay,
  slideBetween,
  statusText,
  tabStop,
} from '@web/features/booking/search/calendar-model.ts';
import { describe, expect, it } from 'vitest';

// A fixed "today": 10 March 2026, a Tuesday.
const TODAY = '2026-03-10';
const wide = { firstMonth: '2026-03', count: 2 };

describe('calendar keyboard model', () => {
  it('opens on the chosen pickup day unless it is past', () => {
    expect(openingDay(TODAY, null)).toBe(TODAY);
    expect(openingDay(TODAY, '2026-05-02')).toBe('2026-05-02');
    expect(openingDay(TODAY, '2026-03-01')).toBe(TODAY);
  });

  it('moves the focus by key and keeps the months in view unless the day leaves them', () => {
    expect(focusForKey(wide, TODAY, '2026-03-10', 'ArrowRight')).toEqual({
      focused: '2026-03-11',
      firstMonth: '2026-03',
    });
    // Into the second month in view: the view stays.
    expect(focusForKey(wide, TODAY, '2026-03-31', 'ArrowDown')).toEqual({
      focused: '2026-04-07',
      firstMonth: '2026-03',
    });
    // Past the last month in view: the view moves just one month.
    expect(focusForKey(wide, TODAY, '2026-04-28', 'ArrowDown')).toEqual({
      focused: '2026-05-05',
      firstMonth: '2026-04',
    });
    expect(focusForKey(wide, TODAY, '2026-03-10', 'PageDown', true)?.firstMonth).toBe('2027-02');
    expect(focusForKey(wide, TODAY, '2026-03-10', 'a')).toBeNull();
  });

  it('keeps the focus between the first day of this month and the horizon', () => {
    expect(focusForKey(wide, TODAY, '2026-03-03', 'PageUp')).toEqual({
      focused: '2026-03-01',
      firstMonth: '2026-03',
    });
    const horizon = lastDay(TODAY);
    expect(horizon).toBe('2028-03-09');
    const far = focusOn({ firstMonth: '2028-02', count: 2 }, TODAY, '2028-04-20');
    expect(far).toEqual({ focused: horizon, firstMonth: '2028-02' });
  });

  it('offers the month buttons only while there is somewhere to go', () => {
    expect(monthPaging(wide, TODAY)).toEqual({ back: false, forward: true });
    expect(monthPaging({ firstMonth: '2027-01', count: 2 }, TODAY)).toEqual({ back: true, forward: true });
    expect(monthPaging({ firstMonth: '2028-02', count: 2 }, TODAY)).toEqual({ back: true, forward: false });
    expect(monthPaging({ firstMonth: '2027-12', count: 4 }, TODAY)).toEqual({ back: true, forward: false });
  });

  it('puts the one tab stop on the focused day, else the pickup day, else the first open day', () => {
    expect(tabStop(wide, '2026-04-02', '2026-03-20', '2026-03-11')).toBe('2026-04-02');
    expect(tabStop(wide, '2026-06-02', '2026-03-20', '2026-03-11')).toBe('2026-03-20');
    expect(tabStop(wide, '2026-06-02', null, '2026-03-11')).toBe('2026-03-11');
    expect(tabStop(wide, '2026-06-02', null, undefined)).toBe('2026-03-01');
  });

  it('offers the next pickup day after the view only when none is in view', () => {
    const closedUntil = (open: string) => (date: string) => date < open;
    expect(nextAvailableAfterView(wide, TODAY, false, closedUntil('2026-04-30'))).toBeUndefined();
    expect(nextAvailableAfterView(wide, TODAY, false, closedUntil('2026-06-15'))).toBe('2026-06-15');
    // Days before today do not count as open days in view.
    expect(nextAvailableAfterView(wide, TODAY, false, (date) => date !== '2026-03-02')).toBeNull();
    // While the return is chosen, nothing is offered.
    expect(nextAvailableAfterView(wide, TODAY, true, closedUntil('2026-06-15'))).toBeUndefined();
  });

  it('slides towards the months it moves to', () => {
    expect(slideBetween('2026-03', '2026-04')).toBe('next');
    expect(slideBetween('2026-03', '2025-12')).toBe('prev');
    expect(slideBetween('2026-03', '2026-03')).toBeNull();
  });

  it('says what to choose next, or the range and its days', () => {
    const labels = {
      rangeStatus: '{pickup} – {return}, {days}',
      chooseReturn: 'Choose return',
      choosePickup: 'Choose pickup',
      days: { one: '{count} day', other: '{count} days' },
    };
    const dateText = (date: string) => date.slice(5);
    expect(statusText({ start: null, end: null }, labels, 'en', dateText)).toBe('Choose pickup');
    expect(statusText({ start: '2026-03-12', end: null }, labels, 'en', dateText)).toBe('Choose return');
    expect(statusText({ start: '2026-03-12', end: '2026-03-15' }, labels, 'en', dateText)).toBe(
      '03-12 – 03-15, 3 days',
    );
    // A same-day rental counts as one day.
    expect(statusText({ start: '2026-03-12', end: '2026-03-12' }, labels, 'en', dateText)).toBe(
      '03-12 – 03-12, 1 day',
    );
  });
});
