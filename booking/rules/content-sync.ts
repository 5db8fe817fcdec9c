// Content documents (locations, brand settings, promotions and the rental catalogue) as the
// content lake sends them, and their shape in the booking service's read copy. Pure: no I/O, so
// the mapping is unit-tested.
import { z } from 'zod';
import {
  type CatalogueIssue,
  type ClassRates,
  checkExtra,
  checkInsuranceLadder,
  checkOneWayFees,
  checkRateTable,
  DAILY_RENTAL_LIMITS,
  DEFAULT_AUTO_ASSIGN_HOURS,
  type DepositClass,
  LOCALES,
  MAX_AUTO_ASSIGN_HOURS,
  promotionWindow,
  SPECIAL_HOURS_PROJECTION,
  type SpecialHours,
  TIME_OF_DAY,
  TRANSMISSIONS,
  VEHICLE_FUELS,
  WEEKDAYS,
} from '../../domain/index.ts';
import type { StoredHours } from '../services/locations.ts';
import type {
  Extra,
  InsurancePackage,
  LocalizedNames,
  OneWayFee,
  TenantSettings,
  VehicleClass,
} from './types.ts';

/** The document types the booking service copies; the webhook filter and the catch-up query use it. */
export const CONTENT_TYPES = [
  'location',
  'settings',
  'promotionTemplate',
  'vehicleBase',
  'rental',
  'insuranceCover',
  'rentalExtra',
] as const;

/** GROQ filter of the webhook (the same text goes into sanity.io/manage). */
export const CONTENT_WEBHOOK_FILTER = `_type in ${JSON.stringify(CONTENT_TYPES)}`;

// Only what bookings need, in the booking service's words: "title" and "name" are the English ones,
// "titles" and "names" every language the content has, for documents in the reservation's language.
const CONTENT_FIELDS = `_id, _type, _updatedAt, tenant,
  _type == "location" => {
    locationId, "title": coalesce(title.en, locationId), "titles": title{ en, de, es, fr, is }, address, hidden, returnAnytime,
    selfService, selfServiceHours, operatingHoursHighSeason, operatingHoursLowSeason,
    specialOperatingHours[]${SPECIAL_HOURS_PROJECTION},
    "keyInstructions": keyInstructions{ en, de, es, fr, is }, keyReleaseHours, autoAssignHours
  },
  _type == "settings" => { highSeason, selfService, oneWayFees[]{ from, to, fee }, defaultOneWayFee, bookingRules },
  _type == "promotionTemplate" => { code, discount, validDates },
  _type == "vehicleBase" => {
    classId, name, "names": localizedName{ en, de, es, fr, is }, "rentalRef": rental._ref, category, transmission, fuel, seats, doors, luggage,
    sleepingSpots, fourWheelDrive, fRoadAllowed, minDriverAge, orSimilar, depositClass, sortOrder,
    retired, rates{ kind, perMonth, seasons[]{ season, tiers[]{ minDays, perDay } } },
    units[]{ plate, locationId, inService }
  },
  _type == "rental" => { rentalId },
  _type == "insuranceCover" => {
    coverId, kind, "name": coalesce(name.en, coverId), "names": name{ en, de, es, fr, is }, perDay, excess, deposit, depositHigh,
    includes, sortOrder, retired
  },
  _type == "rentalExtra" => {
    extraId, "name": coalesce(name.en, extraId), "names": name{ en, de, es, fr, is }, pricing, price, maxQuantity, sortOrder, retired
  }`;

/** GROQ projection of the webhook: the fields above plus the operation (create, update, delete). */
export const CONTENT_WEBHOOK_PROJECTION = `{"operation": delta::operation(), ${CONTENT_FIELDS}}`;

/** Every published document the booking service copies, for catching up on start. */
export const CONTENT_CATCH_UP_QUERY = `*[${CONTENT_WEBHOOK_FILTER} && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{${CONTENT_FIELDS}}`;

const TENANT = z.string().regex(/^[a-z][a-z0-9-]{1,40}$/, 'tenant is a lower-case brand name');
const TIME = z.string().regex(TIME_OF_DAY, 'a time is HH:MM');
const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD');
const nullish = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

const HoursRange = z.object({ is24Hours: z.boolean().nullish(), from: TIME.nullish(), to: TIME.nullish() });
// Objects keep only the fields named here: the Studio's `_type` and `_key` are dropped.
const WeeklyHours = z.object({
  isSameHoursAllDays: z.boolean().nullish(),
  allDaysHours: HoursRange.nullish(),
  dailyHours: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, HoursRange.nullish()]))).nullish(),
});
const MonthDay = z.object({ month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) });

const Base = {
  _id: z.string().min(1).max(128),
  _updatedAt: z.iso.datetime({ offset: true }),
  tenant: TENANT,
};
const ID = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'an id is a short lower-case booking id such as "gps"');
/** A localized name as the Studio stores it; empty languages are dropped (English is `name`). */
const Names = z
  .object(Object.fromEntries(LOCALES.map((l) => [l, z.string().max(200).nullish()])))
  .nullish()
  .transform(
    (names): LocalizedNames =>
      Object.fromEntries(
        Object.entries(names ?? {}).flatMap(([l, v]) =>
          typeof v === 'string' && v.trim() ? [[l, v.trim()]] : [],
        ),
      ),
  );
const ISK = z.number().int('an amount is a whole number of krónur').min(0, 'an amount cannot be negative');
/** A catalogue document's own check (domain rules), turned into zod issues. */
const refine =
  <T>(check: (value: T) => CatalogueIssue[]) =>
  (value: T, ctx: z.RefinementCtx) => {
    for (const issue of check(value)) {
      ctx.addIssue({
        code: 'custom',
        message: issue.path ? `${issue.path}: ${issue.message}` : issue.message,
      });
    }
  };

export const ContentLocation = z.object({
  ...Base,
  _type: z.literal('location'),
  locationId: z.string().regex(/^[a-z0-9_-]{1,64}$/, 'locationId is a short booking id such as "kef"'),
  title: z.string().min(1).max(200),
  titles: Names,
  address: nullish(
    z.object({ street: z.string().nullish(), postalCode: z.string().nullish(), city: z.string().nullish() }),
  ),
  hidden: z.boolean().nullish(),
  returnAnytime: z.boolean().nullish(),
  selfService: z.boolean().nullish(),
  selfServiceHours: nullish(z.object({ from: TIME.nullish(), to: TIME.nullish() })),
  keyInstructions: nullish(
    z.object({
      en: z.string().max(2000).nullish(),
      de: z.string().max(2000).nullish(),
      es: z.string().max(2000).nullish(),
      fr: z.string().max(2000).nullish(),
      is: z.string().max(2000).nullish(),
    }),
  ),
  keyReleaseHours: nullish(z.number().int().min(0).max(72)),
  autoAssignHours: nullish(z.number().int().min(1).max(MAX_AUTO_ASSIGN_HOURS)),
  operatingHoursHighSeason: nullish(WeeklyHours),
  operatingHoursLowSeason: nullish(WeeklyHours),
  specialOperatingHours: nullish(
    z
      .array(
        z.object({
          date: DATE,
          open: z.boolean().nullish(),
          from: TIME.nullish(),
          to: TIME.nullish(),
          selfServiceAvailable: z.boolean().nullish(),
        }),
      )
      .max(1000),
  ),
});

const Count = z.number().int().min(0);
const BookingRules = z.object({
  brandName: z.string().min(1).max(120),
  minRentalDays: Count.min(1),
  graceMinutes: Count,
  turnaroundMinutes: Count,
  freeCancellationHours: Count,
  selfServiceMinHours: Count,
  termsChangeMinHours: Count,
  checkInOpensHours: Count,
  freeExtraDrivers: Count,
  maxExtraDrivers: Count,
  extraDriverPerDay: ISK,
  roadTaxElectric: ISK,
  roadTaxHybrid: ISK,
  dueNow: z.enum(['percent', 'first_month']),
  dueNowPercent: Count.max(100).nullish(),
  maxRentalDays: Count.nullish(),
  maxRentalMonths: Count.nullish(),
  horizonMonths: Count.min(1).nullish(),
});

export const ContentSettings = z.object({
  ...Base,
  _type: z.literal('settings'),
  highSeason: nullish(z.object({ start: MonthDay, end: MonthDay })),
  selfService: z.boolean().nullish(),
  oneWayFees: nullish(
    z
      .array(z.object({ from: ID, to: ID, fee: ISK }))
      .max(500)
      .superRefine(refine(checkOneWayFees)),
  ),
  defaultOneWayFee: nullish(ISK),
  bookingRules: nullish(BookingRules),
});

const RateTableShape = z.object({
  kind: z.enum(['daily', 'monthly']).nullish(),
  perMonth: z.number().nullish(),
  seasons: z
    .array(
      z.object({
        season: z.string().nullish(),
        tiers: z
          .array(z.object({ minDays: z.number().nullish(), perDay: z.number().nullish() }))
          .max(50)
          .nullish(),
      }),
    )
    .max(10)
    .nullish(),
});

export const ContentVehicleClass = z.object({
  ...Base,
  _type: z.literal('vehicleBase'),
  classId: ID,
  name: z.string().min(1).max(200),
  names: Names,
  rentalRef: z.string().min(1).max(128).nullish(),
  category: ID,
  transmission: z.enum(TRANSMISSIONS),
  fuel: z.enum(VEHICLE_FUELS),
  seats: z.number().int().min(1).max(9),
  doors: z.number().int().min(2).max(6),
  luggage: z.number().int().min(0).max(10),
  sleepingSpots: z.number().int().min(0).max(8).nullish(),
  fourWheelDrive: z.boolean().nullish(),
  fRoadAllowed: z.boolean().nullish(),
  minDriverAge: z.number().int().min(17).max(30).nullish(),
  orSimilar: z.boolean().nullish(),
  depositClass: z.enum(['standard', 'high']).nullish(),
  sortOrder: z.number().int().nullish(),
  retired: z.boolean().nullish(),
  // The Studio refuses a malformed table; this refuses one written past it (API, import).
  rates: RateTableShape.superRefine((table, ctx) => {
    const checked = checkRateTable(table);
    if (!checked.ok) refine(() => checked.issues)(table, ctx);
  }),
  units: nullish(
    z
      .array(
        z.object({
          plate: z.string().regex(/^[A-Z0-9-]{2,12}$/, 'a plate is 2 to 12 capitals, digits or dashes'),
          locationId: ID,
          inService: z.boolean().nullish(),
        }),
      )
      .max(2000),
  ),
});

export const ContentRental = z.object({
  _id: Base._id,
  _updatedAt: Base._updatedAt,
  _type: z.literal('rental'),
  rentalId: z.string().regex(/^\d{1,9}$/, 'rentalId is the booking number of the group, e.g. "101"'),
});

export const ContentInsurance = z
  .object({
    ...Base,
    _type: z.literal('insuranceCover'),
    coverId: ID,
    kind: z.enum(['package', 'addon']),
    name: z.string().min(1).max(200),
    names: Names,
    perDay: z.number(),
    excess: z.number().nullish(),
    deposit: z.number().nullish(),
    depositHigh: z.number().nullish(),
    includes: nullish(z.array(ID).max(50)),
    sortOrder: z.number().int().nullish(),
    retired: z.boolean().nullish(),
  })
  .superRefine(
    refine((c) =>
      checkInsuranceLadder([{ ...c, id: c.coverId }]).filter(
        (i) => i.message !== 'The insurance ladder has no base package',
      ),
    ),
  );

export const ContentExtra = z
  .object({
    ...Base,
    _type: z.literal('rentalExtra'),
    extraId: ID,
    name: z.string().min(1).max(200),
    names: Names,
    pricing: z.enum(['per_day', 'per_rental']),
    price: z.number(),
    maxQuantity: z.number(),
    sortOrder: z.number().int().nullish(),
    retired: z.boolean().nullish(),
  })
  .superRefine(refine(checkExtra));

const PromotionDateTime = z.object({ date: DATE, time: TIME.nullish() });

export const ContentPromotion = z.object({
  ...Base,
  _type: z.literal('promotionTemplate'),
  code: z.string().regex(/^[A-Z0-9-]{3,20}$/, 'code is 3 to 20 capitals, digits or dashes'),
  discount: z.number().int('discount is a whole number').min(1).max(90),
  validDates: z.object({ from: PromotionDateTime, to: PromotionDateTime }),
});

export const ContentDocument = z.discriminatedUnion('_type', [
  ContentLocation,
  ContentSettings,
  ContentPromotion,
  ContentVehicleClass,
  ContentRental,
  ContentInsurance,
  ContentExtra,
]);
export type ContentDocument = z.infer<typeof ContentDocument>;

/**
 * A webhook delivery: the operation, then the document. A delete carries the document as it was
 * before, so only what identifies it is required (a deleted promotion may never have been valid).
 */
export const ContentOperation = z.object({ operation: z.enum(['create', 'update', 'delete']) });

export const ContentDelete = z.object({
  _id: Base._id,
  _type: z.enum(CONTENT_TYPES),
  // Rental groups belong to no one brand.
  tenant: TENANT.nullish(),
  locationId: z.string().max(64).nullish(),
  classId: z.string().max(64).nullish(),
  coverId: z.string().max(64).nullish(),
  extraId: z.string().max(64).nullish(),
  /** The deleted version's last edit: the delete is ordered just after it. */
  _updatedAt: Base._updatedAt.nullish(),
});
export type ContentDelete = z.infer<typeof ContentDelete>;

export type ContentEvent =
  | { operation: 'create' | 'update'; document: ContentDocument }
  | { operation: 'delete'; document: ContentDelete };

/** Reads a delivery's body; the zod error says what is wrong with it. */
export function parseContentEvent(
  body: unknown,
): { success: true; event: ContentEvent } | { success: false; error: z.ZodError } {
  const op = ContentOperation.safeParse(body);
  if (!op.success) return { success: false, error: op.error };
  if (op.data.operation === 'delete') {
    const doc = ContentDelete.safeParse(body);
    return doc.success
      ? { success: true, event: { operation: 'delete', document: doc.data } }
      : { success: false, error: doc.error };
  }
  const doc = ContentDocument.safeParse(body);
  return doc.success
    ? { success: true, event: { operation: op.data.operation, document: doc.data } }
    : { success: false, error: doc.error };
}

export interface LocationCopy {
  tenant: string;
  id: string;
  title: string;
  titles: LocalizedNames;
  address: string;
  hidden: boolean;
  hours: StoredHours;
  /** Self-service key instructions per language; the code itself is not content. */
  keys: { instructions: Partial<Record<string, string>>; releaseHours: number };
  /** Hours before pickup the service fixes a unit staff have not assigned. */
  autoAssignHours: number;
  contentUpdatedAt: Date;
}

export interface SettingsCopy {
  tenant: string;
  /** The content-owned keys merged into the stored settings. */
  keys: Partial<TenantSettings>;
  /** Every key a brand needs: with it, a database without this brand gets it set up. */
  complete: boolean;
  contentUpdatedAt: Date;
}

export interface PromoCopy {
  tenant: string;
  code: string;
  percent: number;
  validFrom: Date;
  validTo: Date;
  sourceId: string;
  contentUpdatedAt: Date;
}

/** Hours before pickup a key-box code is released when the location does not say. */
export const DEFAULT_KEY_RELEASE_HOURS = 1;

export function locationCopy(doc: z.infer<typeof ContentLocation>): LocationCopy {
  const a = doc.address;
  const address = [a?.street, [a?.postalCode, a?.city].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return {
    tenant: doc.tenant,
    id: doc.locationId,
    title: doc.title,
    titles: doc.titles,
    address,
    hidden: doc.hidden ?? false,
    // Exactly the domain's Location fields, so the opening-hours rules read it unchanged.
    hours: {
      selfService: doc.selfService ?? false,
      returnAnytime: doc.returnAnytime ?? false,
      selfServiceHours: doc.selfServiceHours,
      operatingHoursHighSeason: doc.operatingHoursHighSeason,
      operatingHoursLowSeason: doc.operatingHoursLowSeason,
      specialOperatingHours: (doc.specialOperatingHours ?? []).map(
        (s): SpecialHours => ({
          date: s.date,
          open: s.open ?? false,
          from: s.from ?? null,
          to: s.to ?? null,
          selfServiceAvailable: s.selfServiceAvailable ?? false,
        }),
      ),
    } as StoredHours,
    keys: {
      instructions: Object.fromEntries(
        Object.entries(doc.keyInstructions ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
        ),
      ),
      releaseHours: doc.keyReleaseHours ?? DEFAULT_KEY_RELEASE_HOURS,
    },
    autoAssignHours: doc.autoAssignHours ?? DEFAULT_AUTO_ASSIGN_HOURS,
    contentUpdatedAt: new Date(doc._updatedAt),
  };
}

export function settingsCopy(doc: z.infer<typeof ContentSettings>): SettingsCopy {
  const keys: Partial<TenantSettings> = { highSeason: doc.highSeason, selfService: doc.selfService ?? false };
  if (doc.oneWayFees)
    keys.oneWayFees = doc.oneWayFees.map((f): OneWayFee => ({ from: f.from, to: f.to, fee: f.fee }));
  if (doc.defaultOneWayFee != null) keys.defaultOneWayFee = doc.defaultOneWayFee;
  const r = doc.bookingRules;
  if (r) {
    Object.assign(keys, {
      brandName: r.brandName,
      minRentalDays: r.minRentalDays,
      graceMinutes: r.graceMinutes,
      turnaroundMinutes: r.turnaroundMinutes,
      freeCancellationHours: r.freeCancellationHours,
      selfServiceMinHours: r.selfServiceMinHours,
      termsChangeMinHours: r.termsChangeMinHours,
      checkInOpensHours: r.checkInOpensHours,
      freeExtraDrivers: r.freeExtraDrivers,
      maxExtraDrivers: r.maxExtraDrivers,
      extraDriverPerDay: r.extraDriverPerDay,
      roadTaxPerDay: { electric: r.roadTaxElectric, hybrid: r.roadTaxHybrid },
      dueNow:
        r.dueNow === 'first_month'
          ? { kind: 'first_month' }
          : { kind: 'percent', percent: r.dueNowPercent ?? 100 },
      rentalLimits: {
        maxLength: r.maxRentalMonths
          ? { months: r.maxRentalMonths }
          : { days: r.maxRentalDays || (DAILY_RENTAL_LIMITS.maxLength as { days: number }).days },
        horizonMonths: r.horizonMonths ?? DAILY_RENTAL_LIMITS.horizonMonths,
      },
    } satisfies Partial<TenantSettings>);
  }
  return {
    tenant: doc.tenant,
    keys,
    complete: !!r && keys.oneWayFees !== undefined && keys.defaultOneWayFee !== undefined,
    contentUpdatedAt: new Date(doc._updatedAt),
  };
}

export interface ClassCopy {
  tenant: string;
  class: Omit<VehicleClass, 'rentalId' | 'images'> & { depositClass: DepositClass };
  rentalRef: string | null;
  active: boolean;
  units: { plate: string; locationId: string; active: boolean }[];
  contentUpdatedAt: Date;
}

export function classCopy(doc: z.infer<typeof ContentVehicleClass>): ClassCopy {
  const rates = checkRateTable(doc.rates);
  // The schema refuses a table that does not check; this keeps the type honest.
  if (!rates.ok) throw new Error(`${doc._id}: invalid rates`);
  const active = !doc.retired;
  return {
    tenant: doc.tenant,
    class: {
      id: doc.classId,
      name: doc.name,
      names: doc.names,
      orSimilar: doc.orSimilar ?? true,
      category: doc.category,
      transmission: doc.transmission,
      fuel: doc.fuel,
      seats: doc.seats,
      doors: doc.doors,
      luggage: doc.luggage,
      sleepingSpots: doc.sleepingSpots ?? 0,
      fourWheelDrive: doc.fourWheelDrive ?? false,
      fRoadAllowed: doc.fRoadAllowed ?? false,
      minDriverAge: doc.minDriverAge ?? 20,
      depositClass: doc.depositClass ?? 'standard',
      rates: rates.value satisfies ClassRates,
      sort: doc.sortOrder ?? 0,
    },
    rentalRef: doc.rentalRef ?? null,
    active,
    units: (doc.units ?? []).map((u) => ({
      plate: u.plate,
      locationId: u.locationId,
      active: active && u.inService !== false,
    })),
    contentUpdatedAt: new Date(doc._updatedAt),
  };
}

export interface InsuranceCopy {
  tenant: string;
  cover: InsurancePackage;
  active: boolean;
  contentUpdatedAt: Date;
}

export function insuranceCopy(doc: z.infer<typeof ContentInsurance>): InsuranceCopy {
  const pkg = doc.kind === 'package';
  return {
    tenant: doc.tenant,
    cover: {
      id: doc.coverId,
      name: doc.name,
      names: doc.names,
      kind: doc.kind,
      perDay: doc.perDay,
      // Only packages carry excess and deposit (pricing reads them from the chosen package).
      excess: pkg ? (doc.excess ?? 0) : null,
      deposit: pkg ? (doc.deposit ?? 0) : null,
      depositHigh: pkg ? (doc.depositHigh ?? null) : null,
      includes: doc.includes ?? [],
      sort: doc.sortOrder ?? 0,
    },
    active: !doc.retired,
    contentUpdatedAt: new Date(doc._updatedAt),
  };
}

export interface ExtraCopy {
  tenant: string;
  extra: Extra;
  active: boolean;
  contentUpdatedAt: Date;
}

export function extraCopy(doc: z.infer<typeof ContentExtra>): ExtraCopy {
  return {
    tenant: doc.tenant,
    extra: {
      id: doc.extraId,
      name: doc.name,
      names: doc.names,
      pricing: doc.pricing,
      price: doc.price,
      maxQuantity: doc.maxQuantity,
      sort: doc.sortOrder ?? 0,
    },
    active: !doc.retired,
    contentUpdatedAt: new Date(doc._updatedAt),
  };
}

/** Null when the dates do not make a window (the Studio refuses that; an API write might not). */
export function promoCopy(doc: z.infer<typeof ContentPromotion>): PromoCopy | null {
  const { startsAt, endsAt } = promotionWindow({ promoCode: doc.code, validDates: doc.validDates });
  if (startsAt === null || endsAt === null || endsAt <= startsAt) return null;
  return {
    tenant: doc.tenant,
    code: doc.code,
    percent: doc.discount,
    validFrom: new Date(startsAt),
    // The window's end is exclusive; the booking rule compares `now <= validTo`.
    validTo: new Date(endsAt - 1),
    sourceId: doc._id,
    contentUpdatedAt: new Date(doc._updatedAt),
  };
}
