/**
 * The search as a deep link: campaign and affiliate links land on the Vehicles step
 * with `/book/vehicles/?pickupLocation=ID&returnLocation=ID&pickupDate=YYYY-MM-DD&pickupTime=HH:MM
 * &returnDate=…&returnTime=…&coupon=CODE`. Reading checks what the address can know by itself
 * (dates, order, today); given the brand's locations and rules it also checks what the locations
 * offer, with the same predicates the search panel's calendar and time lists use.
 */
import { type IsoDate, isValidDateString, todayInReykjavik } from './dates.ts';
import type { Locale } from './locale.ts';
import {
  isPickupDateAvailable,
  isReturnDateAvailable,
  type Location,
  pickupTimes,
  returnTimes,
} from './opening-hours.ts';
import type { SearchRules } from './search-panel.ts';
import { DEFAULT_TIME, formatTime, parseTime } from './time-slots.ts';
import { SEARCH_FIELDS, type SearchField, validationMessages } from './validation-messages.ts';

/** The longest promo code an address may carry (as the booking API accepts). */
export const COUPON_MAX_LENGTH = 40;

export interface SearchQuery {
  pickupLocationId: string;
  returnLocationId: string;
  pickupDate: IsoDate;
  pickupTime: string;
  returnDate: IsoDate;
  returnTime: string;
  /** Trimmed; absent when the address has none. */
  couponCode?: string;
  /** The pickup time is a self-service time (known only when locations and rules were given). */
  selfService: boolean;
}

export type SearchQueryIssueCode = 'required' | 'invalid' | 'past' | 'order' | 'unavailable' | 'tooLong';

export interface SearchQueryIssue {
  field: SearchField;
  code: SearchQueryIssueCode;
  /** In `locale` (English by default). */
  message: string;
}

export type SearchQueryResult =
  | { ok: true; search: SearchQuery }
  | { ok: false; reason: 'missing' | 'invalid'; issues: SearchQueryIssue[] };

export interface SearchQueryOptions {
  today?: IsoDate;
  /** The brand's locations (hidden ones are refused). */
  locations?: readonly Location[];
  /** With `locations`: days and times are checked against the locations' hours. */
  rules?: SearchRules;
  locale?: Locale;
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function reader(params: Params): (name: SearchField) => string | undefined {
  return (name) => {
    const value = params instanceof URLSearchParams ? params.get(name) : params[name];
    const first = Array.isArray(value) ? value[0] : value;
    const trimmed = typeof first === 'string' ? first.trim() : '';
    return trimmed === '' ? undefined : trimmed;
  };
}

const REQUIRED: readonly SearchField[] = ['pickupLocation', 'pickupDate', 'returnDate'];

/**
 * Reads a deep link. `missing` means a required parameter (pickup location, both dates) is
 * absent, so the visitor should finish the search on the panel; `invalid` means the address
 * names something that cannot be booked. Return location defaults to the pickup location and
 * times to 12:00; a return on the pickup day must be later than the pickup time.
 */
export function parseSearchQuery(params: Params, options: SearchQueryOptions = {}): SearchQueryResult {
  const read = reader(params);
  const m = validationMessages(options.locale ?? 'en');
  const label = (field: SearchField) => m.searchLabels[field];
  const issues: SearchQueryIssue[] = [];
  const issue = (field: SearchField, code: SearchQueryIssueCode) => {
    if (issues.some((i) => i.field === field)) return;
    const text = {
      required: m.required(label(field)),
      invalid: m.invalid(label(field)),
      past: m.notInPast(label(field)),
      order: m.returnBeforePickup,
      unavailable: m.notAvailable(label(field)),
      tooLong: m.maxLength(label(field), COUPON_MAX_LENGTH),
    }[code];
    issues.push({ field, code, message: text });
  };

  for (const field of REQUIRED) if (!read(field)) issue(field, 'required');
  const missing = issues.length > 0;

  const today = options.today ?? options.rules?.today ?? todayInReykjavik();
  const pickupLocationId = read('pickupLocation') ?? '';
  const returnLocationId = read('returnLocation') ?? pickupLocationId;
  const time = (field: 'pickupTime' | 'returnTime') => {
    const text = read(field);
    if (text === undefined) return DEFAULT_TIME;
    const minutes = parseTime(text);
    if (minutes === null) {
      issue(field, 'invalid');
      return DEFAULT_TIME;
    }
    return formatTime(minutes);
  };
  const date = (field: 'pickupDate' | 'returnDate') => {
    const text = read(field);
    if (text === undefined) return null;
    if (!isValidDateString(text)) {
      issue(field, 'invalid');
      return null;
    }
    if (text < today) {
      issue(field, 'past');
      return null;
    }
    return text;
  };
  const pickupDate = date('pickupDate');
  const returnDate = date('returnDate');
  const pickupTime = time('pickupTime');
  const returnTime = time('returnTime');
  if (
    pickupDate &&
    returnDate &&
    (returnDate < pickupDate || (returnDate === pickupDate && returnTime <= pickupTime))
  ) {
    issue('returnDate', 'order');
  }
  const coupon = read('coupon');
  if (coupon && coupon.length > COUPON_MAX_LENGTH) issue('coupon', 'tooLong');

  let selfService = false;
  if (options.locations && pickupLocationId) {
    const visible = (id: string) => options.locations?.find((l) => l.id === id && !l.hidden);
    const pickup = visible(pickupLocationId);
    const back = visible(returnLocationId);
    if (!pickup) issue('pickupLocation', 'unavailable');
    if (!back) issue('returnLocation', 'unavailable');
    const rules = options.rules;
    if (rules && pickup && pickupDate) {
      if (!isPickupDateAvailable(pickup, pickupDate, rules.highSeason, rules.tenantSelfService, today)) {
        issue('pickupDate', 'unavailable');
      } else {
        const slot = pickupTimes(pickup, pickupDate, rules.highSeason, rules.tenantSelfService, today).find(
          (s) => s.time === pickupTime,
        );
        if (slot) selfService = slot.selfService;
        else issue('pickupTime', 'unavailable');
      }
    }
    if (rules && back && returnDate) {
      if (!isReturnDateAvailable(back, returnDate, rules.highSeason, today))
        issue('returnDate', 'unavailable');
      else if (!returnTimes(back, returnDate, rules.highSeason, today).includes(returnTime)) {
        issue('returnTime', 'unavailable');
      }
    }
  }

  if (issues.length > 0 || !pickupDate || !returnDate) {
    issues.sort((a, b) => SEARCH_FIELDS.indexOf(a.field) - SEARCH_FIELDS.indexOf(b.field));
    return { ok: false, reason: missing ? 'missing' : 'invalid', issues };
  }
  return {
    ok: true,
    search: {
      pickupLocationId,
      returnLocationId,
      pickupDate,
      pickupTime,
      returnDate,
      returnTime,
      ...(coupon ? { couponCode: coupon } : {}),
      selfService,
    },
  };
}

/**
 * The deep link's query string, without "?", in the order the address documents (pickup
 * location, return location, pickup date and time, return date and time, coupon when given).
 */
export function searchQueryString(
  search: Pick<
    SearchQuery,
    'pickupLocationId' | 'returnLocationId' | 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime'
  > & { couponCode?: string | null },
): string {
  const params = new URLSearchParams([
    ['pickupLocation', search.pickupLocationId],
    ['returnLocation', search.returnLocationId],
    ['pickupDate', search.pickupDate],
    ['pickupTime', search.pickupTime],
    ['returnDate', search.returnDate],
    ['returnTime', search.returnTime],
  ]);
  const coupon = search.couponCode?.trim();
  if (coupon) params.set('coupon', coupon);
  return params.toString();
}
