import {
  addHiddenCode,
  cleanCoupon,
  couponCookieName,
  parseHiddenCodes,
} from '@web/components/promotion/coupon.ts';
import { formatExpiry, promotionModel } from '@web/components/promotion/promotion-model.ts';
import type { PROMOTION_SETTINGS_QUERY_RESULT } from '@web/sanity.types.ts';
import { describe, expect, it } from 'vitest';

const raw: NonNullable<PROMOTION_SETTINGS_QUERY_RESULT> = {
  _id: 'promotionSettings.cars',
  _type: 'promotionSettings',
  validDates: { from: { date: '2026-11-01', time: '00:00' }, to: { date: '2026-12-17', time: '23:59' } },
  labels: { buttonText: 'Use the code', days: 'days', hours: 'hours', minutes: 'minutes', seconds: null },
  template: {
    _id: 'promotionTemplate.cars.current',
    _type: 'promotionTemplate',
    promoCode: 'WINTER15',
    discount: 15,
    banner: 'Winter deal: {percentage} off with code {promoCode} until {expiryDate}',
    title: 'Northern lights season',
    text: 'Book before {expiryDate} and save {percentage} with {promoCode}.',
    note: null,
    image: null,
  },
};
const fallback = { buttonText: 'Use it', days: 'd', hours: 'h', minutes: 'min', seconds: 's' };
const now = Date.UTC(2026, 10, 23, 12);
const options = { tenant: 'cars' as const, locale: 'en' as const, now, fallback };

describe('promotionModel', () => {
  it('fills {promoCode}, {percentage} and {expiryDate} in every text', () => {
    const model = promotionModel(raw, options);
    expect(model?.banner).toBe('Winter deal: 15% off with code WINTER15 until December 17, 2026');
    expect(model?.text).toBe('Book before December 17, 2026 and save 15% with WINTER15.');
    expect(model?.code).toBe('WINTER15');
    expect(model?.units).toEqual({ days: 'days', hours: 'hours', minutes: 'minutes', seconds: 's' });
    // Iceland is on UTC all year.
    expect(model?.window).toEqual({
      code: 'WINTER15',
      startsAt: Date.UTC(2026, 10, 1),
      endsAt: Date.UTC(2026, 11, 17, 23, 59),
    });
  });

  it('writes the last day in the page language and in Iceland time', () => {
    expect(promotionModel(raw, { ...options, locale: 'de' })?.expiryDate).toBe('17. Dezember 2026');
    // The discount is a number in the content; each language writes the percentage its own way.
    expect(promotionModel(raw, { ...options, locale: 'de' })?.percentage).toBe('15\u00a0%');
    expect(promotionModel(raw, { ...options, locale: 'is' })?.percentage).toBe('15%');
    expect(promotionModel(raw, { ...options, locale: 'is' })?.expiryDate).toBe('17. desember 2026');
    // Without an end time the promotion runs to the end of its last day, still that day.
    const allDay = {
      ...raw,
      validDates: { from: { date: '2026-11-01', time: '00:00' }, to: { date: '2026-12-17', time: null } },
    };
    expect(promotionModel(allDay, options)?.expiryDate).toBe('December 17, 2026');
    expect(formatExpiry(Date.UTC(2026, 11, 18), 'fr')).toBe('17 décembre 2026');
  });

  it('is never mounted for lease', () => {
    expect(promotionModel(raw, { ...options, tenant: 'lease' })).toBeNull();
    expect(promotionModel(raw, { ...options, tenant: 'campers' })).not.toBeNull();
  });

  it('is not mounted without a code, without dates or once over; a coming one is', () => {
    expect(promotionModel({ ...raw, template: { ...raw.template!, promoCode: ' ' } }, options)).toBeNull();
    expect(promotionModel({ ...raw, template: null }, options)).toBeNull();
    expect(promotionModel({ ...raw, validDates: null }, options)).toBeNull();
    expect(promotionModel(raw, { ...options, now: Date.UTC(2026, 11, 18) })).toBeNull();
    const backwards = { from: raw.validDates!.to, to: raw.validDates!.from };
    expect(promotionModel({ ...raw, validDates: backwards }, { ...options, now: 0 })).toBeNull();
    expect(promotionModel(raw, { ...options, now: Date.UTC(2026, 9, 1) })).not.toBeNull();
  });
});

describe('coupon storage', () => {
  it('keys the coupon cookie by brand', () => {
    expect(couponCookieName('campers')).toBe('campers-coupon');
  });

  it('accepts codes only', () => {
    expect(cleanCoupon(' WINTER15 ')).toBe('WINTER15');
    expect(cleanCoupon('a b')).toBeNull();
    expect(cleanCoupon('<x>')).toBeNull();
    expect(cleanCoupon(undefined)).toBeNull();
  });

  it('reads dismissed codes as a list, a JSON string or a bare code', () => {
    expect(parseHiddenCodes('["A","B"]')).toEqual(['A', 'B']);
    expect(parseHiddenCodes('"A"')).toEqual(['A']);
    expect(parseHiddenCodes('WINTER15')).toEqual(['WINTER15']);
    expect(parseHiddenCodes(null)).toEqual([]);
  });

  it('adds a dismissed code once, whatever its case', () => {
    expect(addHiddenCode(['OLD'], 'WINTER15')).toEqual(['OLD', 'WINTER15']);
    expect(addHiddenCode(['winter15'], 'WINTER15')).toEqual(['winter15']);
  });
});
