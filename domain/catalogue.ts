// The rental catalogue's shapes and its pricing rules: the Studio validates and previews
// with these functions, the booking service prices with them, so a table the Studio accepts is a
// table the booking service can price, and the preview shows what a customer will be quoted.
// Pure: no I/O, no framework.

import { isValidDateString } from './dates.ts';
import { leaseLength } from './rental-limits.ts';

export const SEASONS = ['low', 'high'] as const;
export type SeasonName = (typeof SEASONS)[number];

/** A daily rate that applies from `minDays` rental days upward. */
export interface RateTier {
  minDays: number;
  perDay: number;
}

/** What the booking service prices with: per-day tiers for each season, or a monthly price. */
export type ClassRates =
  | { kind: 'daily'; low: RateTier[]; high: RateTier[] }
  | { kind: 'monthly'; perMonth: number };

/** A rate table as the Studio stores it: one row per season, each a ladder of length tiers. */
export interface RateTable {
  kind?: 'daily' | 'monthly' | null;
  perMonth?: number | null;
  seasons?:
    | { season?: string | null; tiers?: { minDays?: number | null; perDay?: number | null }[] | null }[]
    | null;
}

export interface CatalogueIssue {
  /** Where in the table, e.g. `seasons[1].tiers[0].perDay`. */
  path: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: CatalogueIssue[] };

/** Highest price the catalogue accepts for one unit (guards against a typo of three extra zeros). */
export const MAX_PRICE_ISK = 10_000_000;

function priceIssue(value: unknown, path: string, label: string): CatalogueIssue | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return { path, message: `${label} is missing` };
  if (value < 0) return { path, message: `${label} cannot be negative` };
  if (!Number.isInteger(value)) return { path, message: `${label} is a whole number of krónur` };
  if (value > MAX_PRICE_ISK) return { path, message: `${label} is above ${MAX_PRICE_ISK} kr` };
  return null;
}

/**
 * A season's ladder: it starts with a base tier from day 1 (otherwise short rentals have no
 * price), each tier starts on a later day than the one before, and no price is negative.
 */
export function checkTiers(
  tiers: { minDays?: number | null; perDay?: number | null }[] | null | undefined,
  path: string,
): Checked<RateTier[]> {
  const issues: CatalogueIssue[] = [];
  const list = tiers ?? [];
  if (list.length === 0)
    return { ok: false, issues: [{ path, message: 'Add at least the base tier (from 1 day)' }] };
  const out: RateTier[] = [];
  list.forEach((tier, i) => {
    const at = `${path}[${i}]`;
    const minDays = tier.minDays;
    if (typeof minDays !== 'number' || !Number.isInteger(minDays) || minDays < 1 || minDays > 365) {
      issues.push({
        path: `${at}.minDays`,
        message: 'A tier starts at a whole number of days from 1 to 365',
      });
    }
    const price = priceIssue(tier.perDay, `${at}.perDay`, 'The price per day');
    if (price) issues.push(price);
    out.push({ minDays: minDays ?? 0, perDay: tier.perDay ?? 0 });
  });
  if (issues.length > 0) return { ok: false, issues };
  const sorted = [...out].sort((a, b) => a.minDays - b.minDays);
  if (sorted[0]?.minDays !== 1) {
    issues.push({ path, message: 'The ladder has no base tier: one tier must start at 1 day' });
  }
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]?.minDays === sorted[i - 1]?.minDays) {
      issues.push({ path, message: `Two tiers start at ${sorted[i]?.minDays} days` });
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, value: sorted };
}

/** A rate table into the booking service's rates, or every reason it cannot price. */
export function checkRateTable(table: RateTable | null | undefined): Checked<ClassRates> {
  if (!table) return { ok: false, issues: [{ path: '', message: 'The class has no rate table' }] };
  if (table.kind === 'monthly') {
    const issue = priceIssue(table.perMonth, 'perMonth', 'The monthly price');
    return issue
      ? { ok: false, issues: [issue] }
      : { ok: true, value: { kind: 'monthly', perMonth: table.perMonth ?? 0 } };
  }
  const issues: CatalogueIssue[] = [];
  const bySeason = new Map<SeasonName, RateTier[]>();
  const listed = new Set<SeasonName>();
  (table.seasons ?? []).forEach((row, i) => {
    const season = row.season as SeasonName;
    if (!SEASONS.includes(season)) {
      issues.push({ path: `seasons[${i}].season`, message: 'Pick the season: low or high' });
      return;
    }
    if (listed.has(season)) {
      // Two rows for one season overlap on every day of it: which price would apply is unclear.
      issues.push({
        path: `seasons[${i}].season`,
        message: `Seasons overlap: the ${season} season has two rows`,
      });
      return;
    }
    listed.add(season);
    const tiers = checkTiers(row.tiers, `seasons[${i}].tiers`);
    if (!tiers.ok) issues.push(...tiers.issues);
    else bySeason.set(season, tiers.value);
  });
  for (const season of SEASONS) {
    if (!listed.has(season)) {
      issues.push({ path: 'seasons', message: `The ${season} season has no prices` });
    }
  }
  const low = bySeason.get('low');
  const high = bySeason.get('high');
  if (issues.length > 0 || !low || !high) return { ok: false, issues };
  return { ok: true, value: { kind: 'daily', low, high } };
}

/** The rates back into the Studio's table shape (seed content, tests). */
export function rateTableOf(rates: ClassRates): RateTable {
  if (rates.kind === 'monthly') return { kind: 'monthly', perMonth: rates.perMonth };
  return {
    kind: 'daily',
    seasons: SEASONS.map((season) => ({ season, tiers: rates[season].map((t) => ({ ...t })) })),
  };
}

/** The tier for the whole rental's length applies to every day; null when no tier covers it. */
export function tierRateFor(tiers: readonly RateTier[], days: number): number | null {
  let rate: number | null = null;
  let best = -1;
  for (const tier of tiers) {
    if (tier.minDays <= days && tier.minDays > best) {
      best = tier.minDays;
      rate = tier.perDay;
    }
  }
  return rate;
}

export const DAYS_PER_MONTH = 30;

export interface RentalAmount {
  amount: number;
  days: { date: string; season: SeasonName; perDay: number }[];
  months: number | null;
}

/**
 * The rental price (before discount, insurance and extras) for rental days whose seasons are given
 * in order; `days` is the charged length that picks the tier. Null when a season has no tier for it.
 */
export function rentalAmount(
  rates: ClassRates,
  dates: readonly { date: string; season: SeasonName }[],
  days: number,
): RentalAmount | null {
  if (rates.kind === 'monthly') {
    // Whole calendar months from the pickup date at the monthly price, the remaining days pro rata.
    const length = monthlyLength(dates[0]?.date, days);
    const amount =
      length.months * rates.perMonth + Math.round((rates.perMonth * length.days) / DAYS_PER_MONTH);
    return { amount, days: [], months: length.months + length.days / DAYS_PER_MONTH };
  }
  const out: RentalAmount['days'] = [];
  let amount = 0;
  for (const { date, season } of dates) {
    const perDay = tierRateFor(rates[season], days);
    if (perDay === null) return null;
    amount += perDay;
    out.push({ date, season, perDay });
  }
  return { amount, days: out, months: null };
}

/**
 * Months and days of a monthly rental starting on `pickupDate` (see `leaseLength`). The Studio's
 * sample quote has no calendar date, so there a month is 30 days.
 */
export function monthlyLength(
  pickupDate: string | undefined,
  days: number,
): { months: number; days: number } {
  if (pickupDate !== undefined && isValidDateString(pickupDate)) return leaseLength(pickupDate, days);
  const months = Math.floor(days / DAYS_PER_MONTH);
  return { months, days: days - months * DAYS_PER_MONTH };
}

export interface SampleRental {
  season: SeasonName;
  days: number;
  /** Insurance package price per day (the base package is usually included at 0). */
  insurancePerDay?: number;
}

export interface SampleQuote {
  perDay: number | null;
  rental: number;
  insurance: number;
  total: number;
}

/** The quote for a sample rental wholly inside one season: the Studio's preview beside the table. */
export function sampleQuote(rates: ClassRates, sample: SampleRental): SampleQuote | null {
  const days = Math.max(1, Math.floor(sample.days));
  const dates = Array.from({ length: days }, (_, i) => ({ date: `day ${i + 1}`, season: sample.season }));
  const rental = rentalAmount(rates, dates, days);
  if (!rental) return null;
  const insurance = (sample.insurancePerDay ?? 0) * days;
  return {
    perDay: rental.days[0]?.perDay ?? null,
    rental: rental.amount,
    insurance,
    total: rental.amount + insurance,
  };
}

// ------------------------------------------------------------------ road tax

/** The road tax the law has us collect per rental day, by fuel. */
export interface RoadTaxRates {
  electric: number;
  hybrid: number;
}

export const VEHICLE_FUELS = ['petrol', 'diesel', 'electric', 'hybrid', 'plugin_hybrid'] as const;
export type VehicleFuel = (typeof VEHICLE_FUELS)[number];
export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export type VehicleTransmission = (typeof TRANSMISSIONS)[number];

/** Electric and hybrid vehicles pay road tax per rental day; fuel-burning ones none. */
export function roadTaxPerDay(rates: RoadTaxRates, fuel: VehicleFuel): number {
  if (fuel === 'electric') return rates.electric;
  if (fuel === 'hybrid' || fuel === 'plugin_hybrid') return rates.hybrid;
  return 0;
}

/**
 * The road tax of a rental. A monthly rental pays it per month like its price (a month counts
 * 30 days of tax whatever its calendar length, the rest days each one day), so a month's road
 * tax is the same every month and can be quoted beside the monthly price.
 */
export function rentalRoadTax(
  rates: ClassRates,
  taxPerDay: number,
  pickupDate: string | undefined,
  days: number,
): number {
  if (rates.kind !== 'monthly') return taxPerDay * days;
  const length = monthlyLength(pickupDate, days);
  return taxPerDay * (length.months * DAYS_PER_MONTH + length.days);
}

/**
 * The lowest price a class is offered at (the site's "from" price). A month is quoted with
 * everything charged every month (its road tax), as the lease pages say "road tax included";
 * a daily rate is quoted alone, its road tax shown as its own line with what it is.
 */
export function fromPrice(rates: ClassRates, taxPerDay = 0): number {
  if (rates.kind === 'monthly')
    return rates.perMonth + rentalRoadTax(rates, taxPerDay, undefined, DAYS_PER_MONTH);
  return Math.min(...[...rates.low, ...rates.high].map((t) => t.perDay));
}

// ------------------------------------------------------------------ insurance, extras, fees

export const DEPOSIT_CLASSES = ['standard', 'high'] as const;
export type DepositClass = (typeof DEPOSIT_CLASSES)[number];

export interface InsuranceCoverInput {
  id: string;
  kind: 'package' | 'addon';
  perDay?: number | null;
  excess?: number | null;
  deposit?: number | null;
  depositHigh?: number | null;
  sort?: number | null;
}

/**
 * The insurance ladder: one package is the base every rental gets (the first by order, usually
 * included at no charge), and every price, excess and deposit is a non-negative whole number.
 */
export function checkInsuranceLadder(covers: readonly InsuranceCoverInput[]): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  covers.forEach((c) => {
    for (const [field, label] of [
      ['perDay', 'The price per day'],
      ['excess', 'The excess'],
      ['deposit', 'The deposit'],
      ['depositHigh', 'The deposit for high-deposit classes'],
    ] as const) {
      const value = c[field];
      if (field === 'perDay' || (c.kind === 'package' && field !== 'depositHigh') || value != null) {
        const issue = priceIssue(value, `${c.id}.${field}`, label);
        if (issue) issues.push(issue);
      }
    }
  });
  if (!covers.some((c) => c.kind === 'package')) {
    issues.push({ path: '', message: 'The insurance ladder has no base package' });
  }
  return issues;
}

/** The deposit a package asks for a class of the given deposit class. */
export function depositFor(
  cover: { deposit: number | null; depositHigh?: number | null },
  depositClass: DepositClass,
): number {
  if (depositClass === 'high' && cover.depositHigh != null) return cover.depositHigh;
  return cover.deposit ?? 0;
}

export interface ExtraInput {
  price?: number | null;
  maxQuantity?: number | null;
}

export function checkExtra(extra: ExtraInput): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  const price = priceIssue(extra.price, 'price', 'The price');
  if (price) issues.push(price);
  const max = extra.maxQuantity;
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > 20) {
    issues.push({ path: 'maxQuantity', message: 'At most is a whole number from 1 to 20' });
  }
  return issues;
}

export interface OneWayFeeInput {
  from?: string | null;
  to?: string | null;
  fee?: number | null;
}

/** Each route once (either direction), between two different locations, at a non-negative fee. */
export function checkOneWayFees(fees: readonly OneWayFeeInput[]): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  const seen = new Set<string>();
  fees.forEach((f, i) => {
    if (!f.from || !f.to) issues.push({ path: `[${i}]`, message: 'Name both locations' });
    else if (f.from === f.to)
      issues.push({ path: `[${i}]`, message: 'A one-way fee joins two different locations' });
    else {
      const key = [f.from, f.to].sort().join('|');
      if (seen.has(key)) issues.push({ path: `[${i}]`, message: `${f.from} – ${f.to} is listed twice` });
      seen.add(key);
    }
    const fee = priceIssue(f.fee, `[${i}].fee`, 'The fee');
    if (fee) issues.push(fee);
  });
  return issues;
}
