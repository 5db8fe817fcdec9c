import {
  countdown,
  hasPromotion,
  hiddenCouponsKey,
  isBookingPath,
  type PromotionSettings,
  promotionState,
  promotionStateAt,
  promotionWindow,
} from '@domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const settings: PromotionSettings = {
  promoCode: 'SUMMER25',
  validDates: { from: { date: '2026-06-01', time: '09:00' }, to: { date: '2026-06-30' } },
};
const during = Date.UTC(2026, 5, 15, 12);
const home = { path: '/', storedCoupon: null, hiddenCodes: [] };

describe('promotionState', () => {
  it('opens the popup and activates the banner while valid, not applied, not dismissed, off booking paths', () => {
    expect(promotionState(settings, during, home)).toMatchObject({
      valid: true,
      applied: false,
      popupOpen: true,
      bannerActive: true,
      endsAt: Date.UTC(2026, 6, 1),
    });
  });

  it('keeps the window in Iceland time: from its start minute, to the end of the last day', () => {
    expect(promotionState(settings, Date.UTC(2026, 5, 1, 8, 59), home).valid).toBe(false);
    expect(promotionState(settings, Date.UTC(2026, 5, 1, 9, 0), home).valid).toBe(true);
    expect(promotionState(settings, Date.UTC(2026, 5, 30, 23, 59, 59), home).valid).toBe(true);
    expect(promotionState(settings, Date.UTC(2026, 6, 1), home).valid).toBe(false);
  });

  it('ends at the given time when the end has one', () => {
    const withEnd = {
      ...settings,
      validDates: { ...settings.validDates, to: { date: '2026-06-30', time: '18:00' } },
    };
    expect(promotionState(withEnd, Date.UTC(2026, 5, 30, 17, 59), home).valid).toBe(true);
    expect(promotionState(withEnd, Date.UTC(2026, 5, 30, 18, 0), home).valid).toBe(false);
  });

  it('is off without dates or without a code', () => {
    expect(promotionState({ promoCode: 'X' }, during, home).popupOpen).toBe(false);
    expect(promotionState({ ...settings, promoCode: '' }, during, home).bannerActive).toBe(false);
    expect(promotionState(null, during, home).valid).toBe(false);
  });

  it('stays closed once the coupon is applied, in any case', () => {
    const state = promotionState(settings, during, { ...home, storedCoupon: 'summer25' });
    expect(state).toMatchObject({ applied: true, popupOpen: false, bannerActive: false });
  });

  it('shows only the banner after the visitor dismissed the code', () => {
    const state = promotionState(settings, during, { ...home, hiddenCodes: ['OLD', 'SUMMER25'] });
    expect(state).toMatchObject({ popupOpen: false, bannerActive: true });
  });

  it('opens again for a new code even if an older one was dismissed', () => {
    expect(promotionState(settings, during, { ...home, hiddenCodes: ['SPRING'] }).popupOpen).toBe(true);
  });

  it.each([
    ['/reservation/', true],
    ['/de/reservation/checkin/start/', true],
    ['/book/options/', true],
    ['/is/book/details/', true],
    ['/book/payment/', true],
    ['/book/error/', true],
    ['/book/vehicles/', false],
    ['/', false],
    ['/fr/blog/iceland/', false],
  ])('on %s booking path: %s', (path, booking) => {
    expect(isBookingPath(path)).toBe(booking);
    const state = promotionState(settings, during, { ...home, path });
    expect(state.popupOpen).toBe(!booking);
    expect(state.bannerActive).toBe(!booking);
  });
});

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 5, 1, 0, 0, 0);
    const to = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdown(to, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, showDays: true });
  });

  it('hides days when none are left', () => {
    const now = Date.UTC(2026, 5, 1);
    expect(countdown(now + 86_399_000, now)).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
      showDays: false,
    });
  });

  it('stops at zero', () => {
    const now = new Date(Date.UTC(2026, 5, 2));
    expect(countdown(new Date(Date.UTC(2026, 5, 1)), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      showDays: false,
    });
  });
});

describe('promotion tenants and storage', () => {
  it('exists for cars and campers only', () => {
    expect(hasPromotion('cars')).toBe(true);
    expect(hasPromotion('campers')).toBe(true);
    expect(hasPromotion('lease')).toBe(false);
  });

  it('stores dismissed codes per tenant', () => {
    expect(hiddenCouponsKey('cars')).toBe('cars-hide-coupon');
  });
});

describe('promotionWindow', () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const point = fc.record({
    y: fc.constantFrom(2025, 2026),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
    time: fc.option(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 59))),
  });
  const asSetting = (p: { y: number; m: number; d: number; time: [number, number] | null }) => ({
    date: `${p.y}-${pad(p.m)}-${pad(p.d)}`,
    time: p.time ? `${pad(p.time[0])}:${pad(p.time[1])}` : null,
  });

  // Iceland keeps UTC all year (no daylight saving), so UTC arithmetic is an independent oracle.
  it('reads the dates in Iceland time: from the start minute or day, to the end minute or the end of the day', () => {
    fc.assert(
      fc.property(point, point, (from, to) => {
        const window = promotionWindow({
          promoCode: ' CODE ',
          validDates: { from: asSetting(from), to: asSetting(to) },
        });
        expect(window.code).toBe('CODE');
        expect(window.startsAt).toBe(
          Date.UTC(from.y, from.m - 1, from.d, from.time?.[0] ?? 0, from.time?.[1] ?? 0),
        );
        expect(window.endsAt).toBe(
          to.time
            ? Date.UTC(to.y, to.m - 1, to.d, to.time[0], to.time[1])
            : Date.UTC(to.y, to.m - 1, to.d + 1),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('has no instants for missing or broken dates, and such a promotion is never valid', () => {
    const broken = promotionWindow({
      promoCode: 'X',
      validDates: { from: { date: '2026-02-30' }, to: null },
    });
    expect(broken).toEqual({ code: 'X', startsAt: null, endsAt: null });
    expect(promotionStateAt(broken, during, home).valid).toBe(false);
    expect(promotionWindow(null)).toEqual({ code: '', startsAt: null, endsAt: null });
  });

  it('is what promotionState decides on, edges included', () => {
    const window = promotionWindow(settings);
    expect(promotionStateAt(window, during, home)).toEqual(promotionState(settings, during, home));
    expect(promotionStateAt(window, window.startsAt!, home).valid).toBe(true);
    expect(promotionStateAt(window, window.startsAt! - 1, home).valid).toBe(false);
    expect(promotionStateAt(window, window.endsAt! - 1, home).valid).toBe(true);
    expect(promotionStateAt(window, window.endsAt!, home).valid).toBe(false);
  });
});
