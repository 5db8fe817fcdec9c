// Plain data shapes shared by the pure rules and the services. No I/O here.

export type Fuel = VehicleFuel;
export type Transmission = VehicleTransmission;

import type { ClassRates, DepositClass, Locale, RentalLimits, SeasonRange } from '../../domain/index.ts';

// The rate shapes belong to domain/ (the Studio validates and previews with the same rules).
export type { ClassRates, RateTier } from '../../domain/index.ts';

import type { VehicleFuel, VehicleTransmission } from '../../domain/catalogue.ts';

export interface OneWayFee {
  from: string;
  to: string;
  fee: number;
}

export type DueNowRule = { kind: 'percent'; percent: number } | { kind: 'first_month' };

/** Per-tenant business settings, stored as JSON in tenant_settings. */
export interface TenantSettings {
  brandName: string;
  /** Decides daily rates and which weekly opening hours apply. */
  highSeason: SeasonRange | null;
  /** The tenant offers self-service pickup at locations that have it. */
  selfService: boolean;
  /** Minutes a unit stays blocked after a return (cleaning, inspection). */
  turnaroundMinutes: number;
  /** Minutes past a full day that are not charged as another day. */
  graceMinutes: number;
  freeCancellationHours: number;
  selfServiceMinHours: number;
  termsChangeMinHours: number;
  checkInOpensHours: number;
  freeExtraDrivers: number;
  extraDriverPerDay: number;
  maxExtraDrivers: number;
  oneWayFees: OneWayFee[];
  defaultOneWayFee: number;
  /** Road tax per rental day collected for the state on electric and hybrid vehicles. */
  roadTaxPerDay: { electric: number; hybrid: number };
  dueNow: DueNowRule;
  /** Shortest rental in days (the lease brand rents by the month). */
  minRentalDays: number;
  /** Longest rental and booking horizon; settings stored before it existed lack it (see `rentalLimitsOf`). */
  rentalLimits?: RentalLimits;
}

export interface VehicleClass {
  id: string;
  rentalId: number;
  name: string;
  orSimilar: boolean;
  category: string;
  transmission: Transmission;
  fuel: Fuel;
  seats: number;
  doors: number;
  luggage: number;
  sleepingSpots: number;
  fourWheelDrive: boolean;
  fRoadAllowed: boolean;
  minDriverAge: number;
  /** Which deposit of the chosen insurance package applies (content; older rows are standard). */
  depositClass?: DepositClass;
  images: string[];
  rates: ClassRates;
  sort: number;
  /** The name in the languages the content words it differently (the English one is `name`). */
  names?: LocalizedNames;
}

/** A catalogue name in the languages the content has it in (the English one is `name`). */
export type LocalizedNames = Partial<Record<Locale, string>>;

/**
 * A name as a document in `locale` writes it: the content's own wording in that language, else the
 * English one. The one rule every document (agreement, PDF, e-mail, calendar file) names things by.
 */
export function nameIn(english: string, names: LocalizedNames | null | undefined, locale: Locale): string {
  const local = names?.[locale]?.trim();
  return local || english;
}

export interface InsurancePackage {
  id: string;
  name: string;
  names?: LocalizedNames;
  kind: 'package' | 'addon';
  perDay: number;
  /** Only packages carry excess and deposit; add-ons leave them as the package sets them. */
  excess: number | null;
  deposit: number | null;
  /** The deposit for classes of the high deposit class; null: the same as `deposit`. */
  depositHigh?: number | null;
  /** Ids of covers this one contains (a package containing an add-on makes it unselectable). */
  includes: string[];
  sort: number;
}

export interface Extra {
  id: string;
  name: string;
  names?: LocalizedNames;
  pricing: 'per_day' | 'per_rental';
  price: number;
  maxQuantity: number;
  sort: number;
}

export interface Promo {
  code: string;
  percent: number;
  validFrom: Date;
  validTo: Date;
  active: boolean;
}
