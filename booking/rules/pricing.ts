import {
  depositFor,
  PRICE_LINE_LABELS,
  type PriceLineCode,
  rentalAmount,
  rentalRoadTax,
  roadTaxPerDay as roadTaxPerDayFor,
  tierRateFor,
} from '../../domain/index.ts';
import { BookingError } from '../errors.ts';
import { isInSeasonEveryYear } from './season.ts';
import type {
  ClassRates,
  Extra,
  InsurancePackage,
  Promo,
  RateTier,
  TenantSettings,
  VehicleClass,
} from './types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ExtraSelection {
  id: string;
  quantity: number;
}

export interface PriceInput {
  vehicle: Pick<VehicleClass, 'id' | 'rates' | 'fuel' | 'orSimilar' | 'depositClass'>;
  settings: TenantSettings;
  pickupAt: Date;
  returnAt: Date;
  /** Reykjavik calendar date of each rental day start, computed by the caller (see rentalDates). */
  rentalDates: string[];
  pickupLocationId: string;
  returnLocationId: string;
  insurance: InsurancePackage[];
  extras: Extra[];
  selection: {
    insurancePackageId?: string;
    insuranceAddons?: string[];
    extras?: ExtraSelection[];
    extraDrivers?: number;
  };
  promo?: Promo | null;
  /** Booking time: decides promo validity and which years the season is laid out for. */
  now: Date;
  today: string;
}

export type SummaryCode = PriceLineCode;

export interface SummaryLine {
  code: SummaryCode;
  label: string;
  amount: number;
}

export interface PriceSummary {
  currency: 'ISK';
  days: number;
  lines: SummaryLine[];
  rentalPrice: number;
  discount: number;
  extras: number;
  insurance: number;
  oneWayFee: number;
  roadTax: number;
  total: number;
  dueNow: number;
  payAtPickup: number;
  guaranteedModel: boolean;
  excess: number;
  deposit: number;
  promo: { code: string; percent: number } | null;
  breakdown: {
    days: { date: string; season: 'high' | 'low'; perDay: number }[];
    months: number | null;
    extras: { id: string; quantity: number; amount: number }[];
    insurance: { id: string; amount: number }[];
  };
}

// The service's own lines carry the English names; the contract and e-mails name them per language.
const LABELS: Record<SummaryCode, string> = PRICE_LINE_LABELS.en;

/**
 * Charged rental days: every started 24 hours counts, except a grace period after the last full
 * day (returning at 12:30 after a 12:00 pickup is not another day). At least one day.
 */
export function rentalDays(pickupAt: Date, returnAt: Date, graceMinutes: number): number {
  const ms = returnAt.getTime() - pickupAt.getTime();
  if (ms <= 0) throw new BookingError('invalid_period', 'Return must be after pickup', 422);
  const full = Math.floor(ms / DAY_MS);
  const rest = ms - full * DAY_MS;
  const days = rest > graceMinutes * 60_000 ? full + 1 : full;
  return Math.max(1, days);
}

/** The tier for the whole rental's length applies to every day (longer rentals are cheaper per day). */
export function tierRate(tiers: RateTier[], days: number): number {
  const rate = tierRateFor(tiers, days);
  if (rate === null) throw new BookingError('no_rate', 'No rate for this rental length', 422);
  return rate;
}

function rentalPrice(
  rates: ClassRates,
  dates: string[],
  days: number,
  settings: TenantSettings,
): { amount: number; days: PriceSummary['breakdown']['days']; months: number | null } {
  // Any year: the booking horizon decides how far ahead prices are asked for, not the season.
  const seasons = dates.map((date) => ({
    date,
    season: isInSeasonEveryYear(date, settings.highSeason) ? ('high' as const) : ('low' as const),
  }));
  const amount = rentalAmount(rates, seasons, days);
  if (!amount) throw new BookingError('no_rate', 'No rate for this rental length', 422);
  return amount;
}

export function promoApplies(promo: Promo | null | undefined, now: Date): promo is Promo {
  return !!promo && promo.active && now >= promo.validFrom && now <= promo.validTo;
}

export function oneWayFee(settings: TenantSettings, from: string, to: string): number {
  if (from === to) return 0;
  const fee = settings.oneWayFees.find(
    (f) => (f.from === from && f.to === to) || (f.from === to && f.to === from),
  );
  return fee ? fee.fee : settings.defaultOneWayFee;
}

export function roadTaxPerDay(settings: TenantSettings, fuel: VehicleClass['fuel']): number {
  return roadTaxPerDayFor(settings.roadTaxPerDay, fuel);
}

/** The complete price of one offer. Throws BookingError for selections the catalogue forbids. */
export function priceRental(input: PriceInput): PriceSummary {
  const { settings, vehicle, selection } = input;
  const days = rentalDays(input.pickupAt, input.returnAt, settings.graceMinutes);
  if (days < settings.minRentalDays) {
    throw new BookingError('rental_too_short', `The shortest rental is ${settings.minRentalDays} days`, 422);
  }
  const dates = input.rentalDates.slice(0, days);
  const rental = rentalPrice(vehicle.rates, dates, days, settings);

  const promo = promoApplies(input.promo, input.now) ? input.promo : null;
  const discount = promo ? Math.round((rental.amount * promo.percent) / 100) : 0;

  // Insurance: exactly one package (the first by sort order, CDW, when none is chosen) plus
  // add-ons the package does not already contain.
  const packages = input.insurance.filter((i) => i.kind === 'package').sort((a, b) => a.sort - b.sort);
  const chosen = selection.insurancePackageId
    ? packages.find((p) => p.id === selection.insurancePackageId)
    : packages[0];
  if (!chosen) throw new BookingError('unknown_insurance', 'Unknown insurance package', 422);
  const insuranceBreakdown = [{ id: chosen.id, amount: chosen.perDay * days }];
  const addonIds = [...new Set(selection.insuranceAddons ?? [])];
  for (const id of addonIds) {
    const addon = input.insurance.find((i) => i.id === id && i.kind === 'addon');
    if (!addon) throw new BookingError('unknown_insurance', `Unknown insurance add-on ${id}`, 422);
    if (chosen.includes.includes(id)) {
      throw new BookingError('insurance_included', `${addon.name} is already part of ${chosen.name}`, 422);
    }
    insuranceBreakdown.push({ id, amount: addon.perDay * days });
  }
  const insurance = insuranceBreakdown.reduce((sum, i) => sum + i.amount, 0);

  const extrasBreakdown: PriceSummary['breakdown']['extras'] = [];
  const seen = new Set<string>();
  for (const { id, quantity } of selection.extras ?? []) {
    if (quantity === 0) continue;
    const extra = input.extras.find((e) => e.id === id);
    if (!extra) throw new BookingError('unknown_extra', `Unknown extra ${id}`, 422);
    if (seen.has(id)) throw new BookingError('duplicate_extra', `Extra ${id} listed twice`, 422);
    seen.add(id);
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > extra.maxQuantity) {
      throw new BookingError('extra_quantity', `${extra.name}: at most ${extra.maxQuantity}`, 422);
    }
    const amount = extra.pricing === 'per_day' ? extra.price * quantity * days : extra.price * quantity;
    extrasBreakdown.push({ id, quantity, amount });
  }
  const extraDrivers = selection.extraDrivers ?? 0;
  if (extraDrivers > settings.maxExtraDrivers) {
    throw new BookingError('too_many_drivers', `At most ${settings.maxExtraDrivers} extra drivers`, 422);
  }
  const paidDrivers = Math.max(0, extraDrivers - settings.freeExtraDrivers);
  if (extraDrivers > 0) {
    extrasBreakdown.push({
      id: 'extra_drivers',
      quantity: extraDrivers,
      amount: paidDrivers * settings.extraDriverPerDay * days,
    });
  }
  const extras = extrasBreakdown.reduce((sum, e) => sum + e.amount, 0);

  const oneWay = oneWayFee(settings, input.pickupLocationId, input.returnLocationId);
  const roadTax = rentalRoadTax(vehicle.rates, roadTaxPerDay(settings, vehicle.fuel), dates[0], days);
  const total = rental.amount - discount + extras + insurance + oneWay + roadTax;
  const dueNow = dueNowAmount(settings, total, vehicle.rates);

  const lines: SummaryLine[] = [];
  const line = (code: SummaryCode, amount: number) => lines.push({ code, label: LABELS[code], amount });
  line('rental', rental.amount);
  if (discount) line('discount', -discount);
  if (extras) line('extras', extras);
  line('insurance', insurance);
  if (oneWay) line('one_way_fee', oneWay);
  if (roadTax) line('road_tax', roadTax);
  line('total', total);
  line('due_now', dueNow);
  line('pay_at_pickup', total - dueNow);

  return {
    currency: 'ISK',
    days,
    lines,
    rentalPrice: rental.amount,
    discount,
    extras,
    insurance,
    oneWayFee: oneWay,
    roadTax,
    total,
    dueNow,
    payAtPickup: total - dueNow,
    guaranteedModel: !vehicle.orSimilar,
    excess: chosen.excess ?? 0,
    deposit: depositFor(chosen, vehicle.depositClass ?? 'standard'),
    promo: promo ? { code: promo.code, percent: promo.percent } : null,
    breakdown: {
      days: rental.days,
      months: rental.months,
      extras: extrasBreakdown,
      insurance: insuranceBreakdown,
    },
  };
}

export function dueNowAmount(settings: TenantSettings, total: number, rates: ClassRates): number {
  if (settings.dueNow.kind === 'first_month') {
    return rates.kind === 'monthly' ? Math.min(total, rates.perMonth) : total;
  }
  return Math.round((total * settings.dueNow.percent) / 100);
}
