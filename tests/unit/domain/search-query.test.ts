import { parseSearchQuery, type SearchQueryOptions, type SearchRules, searchQueryString } from '@domain';
import { describe, expect, it } from 'vitest';
import { HIGH_SEASON, LOCATIONS, TODAY } from './fixtures.ts';

const RULES: SearchRules = { highSeason: HIGH_SEASON, tenantSelfService: true, today: TODAY };
const WITH_LOCATIONS: SearchQueryOptions = { today: TODAY, locations: LOCATIONS, rules: RULES };

/** A Wednesday-to-Friday search at the airport in low season (open 08:00–17:00). */
const LINK = {
  pickupLocation: 'keflavik',
  returnLocation: 'reykjavik',
  pickupDate: '2026-03-11',
  pickupTime: '10:00',
  returnDate: '2026-03-13',
  returnTime: '16:30',
  coupon: 'SPRING10',
};
const link = (overrides: Record<string, string | undefined> = {}) => ({ ...LINK, ...overrides });

describe('parseSearchQuery: the address alone', () => {
  it('reads a full deep link from URLSearchParams', () => {
    const params = new URLSearchParams(searchQueryString({ ...reads(), couponCode: 'SPRING10' }));
    expect(parseSearchQuery(params, { today: TODAY })).toEqual({ ok: true, search: reads() });
  });

  function reads() {
    return {
      pickupLocationId: 'keflavik',
      returnLocationId: 'reykjavik',
      pickupDate: '2026-03-11',
      pickupTime: '10:00',
      returnDate: '2026-03-13',
      returnTime: '16:30',
      couponCode: 'SPRING10',
      selfService: false,
    };
  }

  it('defaults the return location to the pickup location and times to 12:00', () => {
    const result = parseSearchQuery(
      { pickupLocation: 'keflavik', pickupDate: '2026-03-11', returnDate: '2026-03-12' },
      { today: TODAY },
    );
    expect(result).toEqual({
      ok: true,
      search: {
        pickupLocationId: 'keflavik',
        returnLocationId: 'keflavik',
        pickupDate: '2026-03-11',
        pickupTime: '12:00',
        returnDate: '2026-03-12',
        returnTime: '12:00',
        selfService: false,
      },
    });
  });

  it('takes the first of repeated parameters, trims values, normalises H:MM', () => {
    const result = parseSearchQuery(link({ pickupTime: ' 9:00 ', coupon: '  ' }) as Record<string, string>, {
      today: TODAY,
    });
    expect(result.ok && result.search.pickupTime).toBe('09:00');
    expect(result.ok && 'couponCode' in result.search).toBe(false);
    const repeated = parseSearchQuery(
      { ...link(), pickupLocation: ['reykjavik', 'keflavik'] },
      { today: TODAY },
    );
    expect(repeated.ok && repeated.search.pickupLocationId).toBe('reykjavik');
  });

  it('missing required parameters: reason missing, each named', () => {
    expect(parseSearchQuery({}, { today: TODAY })).toEqual({
      ok: false,
      reason: 'missing',
      issues: [
        { field: 'pickupLocation', code: 'required', message: 'Pickup location is required' },
        { field: 'pickupDate', code: 'required', message: 'Pickup date is required' },
        { field: 'returnDate', code: 'required', message: 'Return date is required' },
      ],
    });
    const onlyPlace = parseSearchQuery(new URLSearchParams('pickupLocation=keflavik&coupon=X'), {
      today: TODAY,
    });
    expect(onlyPlace).toMatchObject({ ok: false, reason: 'missing' });
  });

  it.each([
    [{ pickupDate: '2026-02-30' }, 'pickupDate', 'invalid', 'Pickup date is invalid'],
    [{ pickupDate: '11.03.2026' }, 'pickupDate', 'invalid', 'Pickup date is invalid'],
    [{ pickupDate: '2026-03-09' }, 'pickupDate', 'past', 'Pickup date cannot be in the past'],
    [{ returnDate: '2026-03-10' }, 'returnDate', 'order', 'The return must be after the pickup'],
    [{ pickupTime: '25:00' }, 'pickupTime', 'invalid', 'Pickup time is invalid'],
    [{ returnTime: 'noon' }, 'returnTime', 'invalid', 'Return time is invalid'],
    [{ coupon: 'X'.repeat(41) }, 'coupon', 'tooLong', 'Promo code must be at most 40 characters'],
  ])('%j → %s %s', (overrides, field, code, message) => {
    expect(parseSearchQuery(link(overrides), { today: TODAY })).toEqual({
      ok: false,
      reason: 'invalid',
      issues: [{ field, code, message }],
    });
  });

  it('a same-day rental needs a later return time', () => {
    const sameDay = { returnDate: '2026-03-11' };
    expect(parseSearchQuery(link({ ...sameDay, returnTime: '10:00' }), { today: TODAY }).ok).toBe(false);
    expect(parseSearchQuery(link({ ...sameDay, returnTime: '09:30' }), { today: TODAY }).ok).toBe(false);
    expect(parseSearchQuery(link({ ...sameDay, returnTime: '10:30' }), { today: TODAY }).ok).toBe(true);
  });

  it('today is allowed and comes from the Iceland clock by default', () => {
    expect(parseSearchQuery(link({ pickupDate: TODAY }), { today: TODAY }).ok).toBe(true);
    expect(parseSearchQuery(link({ pickupDate: '2020-01-01', returnDate: '2020-01-02' })).ok).toBe(false);
  });

  it('messages in the visitor language', () => {
    const de = parseSearchQuery({ pickupDate: '2026-03-09' }, { today: TODAY, locale: 'de' });
    expect(!de.ok && de.issues.map((i) => i.message)).toEqual([
      'Abholort ist erforderlich',
      'Abholdatum darf nicht in der Vergangenheit liegen',
      'Rückgabedatum ist erforderlich',
    ]);
    const is = parseSearchQuery(link({ returnDate: '2026-03-01' }), { today: TODAY, locale: 'is' });
    expect(!is.ok && is.issues[0]?.message).toBe(
      'Reiturinn „Dagsetning skila“ má ekki vera liðin dagsetning',
    );
  });
});

describe('parseSearchQuery: against the locations and their hours', () => {
  it('accepts what the panel would offer and marks self-service times', () => {
    expect(parseSearchQuery(link(), WITH_LOCATIONS)).toMatchObject({
      ok: true,
      search: { selfService: false },
    });
    // 07:00 is before the airport desk opens (08:00) but inside its key box hours (06:00–23:00)
    expect(parseSearchQuery(link({ pickupTime: '07:00' }), WITH_LOCATIONS)).toMatchObject({
      ok: true,
      search: { pickupTime: '07:00', selfService: true },
    });
  });

  it.each([
    [{ pickupLocation: 'nowhere' }, 'pickupLocation'],
    [{ pickupLocation: 'hidden', returnLocation: 'keflavik' }, 'pickupLocation'],
    [{ returnLocation: 'hidden' }, 'returnLocation'],
    // Reykjavik is closed on low-season Saturdays
    [{ returnDate: '2026-03-14' }, 'returnDate'],
    // New Year's Eve at the airport: closed, no self-service
    [{ pickupDate: '2026-12-31', returnDate: '2027-01-04' }, 'pickupDate'],
    // 23:30 is outside the key box hours
    [{ pickupTime: '23:30' }, 'pickupTime'],
    // Reykjavik closes at 17:00
    [{ returnTime: '18:00' }, 'returnTime'],
  ])('%j: %s not available', (overrides, field) => {
    const result = parseSearchQuery(link(overrides), WITH_LOCATIONS);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe('invalid');
    expect(result.issues.map((i) => [i.field, i.code])).toContainEqual([field, 'unavailable']);
  });

  it('a closed day with self-service allowed keeps only self-service times', () => {
    const christmas = link({ pickupDate: '2026-12-25', pickupTime: '10:00', returnDate: '2026-12-28' });
    expect(parseSearchQuery(christmas, WITH_LOCATIONS)).toMatchObject({
      ok: true,
      search: { selfService: true },
    });
  });

  it('locations without rules check existence only', () => {
    const options = { today: TODAY, locations: LOCATIONS };
    expect(parseSearchQuery(link({ returnDate: '2026-03-14' }), options).ok).toBe(true);
    expect(parseSearchQuery(link({ pickupLocation: 'nowhere' }), options).ok).toBe(false);
  });

  it('says what is unavailable in the language', () => {
    const result = parseSearchQuery(link({ returnTime: '18:00' }), { ...WITH_LOCATIONS, locale: 'fr' });
    expect(!result.ok && result.issues[0]?.message).toBe(
      'La valeur du champ «\u00a0Heure de retour\u00a0» n’est pas disponible',
    );
  });
});

describe('searchQueryString', () => {
  it('writes the documented order, the coupon only when given', () => {
    const search = {
      pickupLocationId: 'kef',
      returnLocationId: 'rvk',
      pickupDate: '2026-06-01',
      pickupTime: '09:30',
      returnDate: '2026-06-08',
      returnTime: '12:00',
    };
    expect(searchQueryString(search)).toBe(
      'pickupLocation=kef&returnLocation=rvk&pickupDate=2026-06-01&pickupTime=09%3A30&returnDate=2026-06-08&returnTime=12%3A00',
    );
    expect(searchQueryString({ ...search, couponCode: ' SUMMER 25 ' })).toMatch(/&coupon=SUMMER\+25$/);
    expect(searchQueryString({ ...search, couponCode: null })).not.toContain('coupon');
  });

  it('round-trips through parseSearchQuery', () => {
    const search = {
      pickupLocationId: 'keflavik',
      returnLocationId: 'keflavik',
      pickupDate: '2026-07-01',
      pickupTime: '08:00',
      returnDate: '2026-07-10',
      returnTime: '20:00',
      couponCode: 'Ö&=?',
      selfService: false,
    };
    expect(parseSearchQuery(new URLSearchParams(searchQueryString(search)), WITH_LOCATIONS)).toEqual({
      ok: true,
      search,
    });
  });
});
