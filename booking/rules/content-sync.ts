// Content documents (locations, brand settings, promotions) as the content lake sends them, and
// their shape in the booking service's read copy. Pure: no I/O, so the mapping is unit-tested.
import { z } from 'zod';
import { promotionWindow, type SeasonRange, WEEKDAYS } from '../../domain/index.ts';
import type { StoredHours } from '../services/locations.ts';

/** The document types the booking service copies; the webhook filter and the catch-up query use it. */
export const CONTENT_TYPES = ['location', 'settings', 'promotionTemplate'] as const;

/** GROQ filter of the webhook (the same text goes into sanity.io/manage). */
export const CONTENT_WEBHOOK_FILTER = `_type in ${JSON.stringify(CONTENT_TYPES)}`;

// Only what bookings need, in the booking service's words; localized titles keep English.
const CONTENT_FIELDS = `_id, _type, _updatedAt, tenant,
  _type == "location" => {
    locationId, "title": coalesce(title.en, locationId), address, hidden, returnAnytime,
    selfService, selfServiceHours, operatingHoursHighSeason, operatingHoursLowSeason,
    specialOperatingHours[]{ date, open, from, to, selfServiceAvailable }
  },
  _type == "settings" => { highSeason, selfService },
  _type == "promotionTemplate" => { code, discount, validDates }`;

/** GROQ projection of the webhook: the fields above plus the operation (create, update, delete). */
export const CONTENT_WEBHOOK_PROJECTION = `{"operation": delta::operation(), ${CONTENT_FIELDS}}`;

/** Every published document the booking service copies, for catching up on start. */
export const CONTENT_CATCH_UP_QUERY = `*[${CONTENT_WEBHOOK_FILTER} && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{${CONTENT_FIELDS}}`;

const TENANT = z.string().regex(/^[a-z][a-z0-9-]{1,40}$/, 'tenant is a lower-case brand name');
const TIME = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time is HH:MM');
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

export const ContentLocation = z.object({
  ...Base,
  _type: z.literal('location'),
  locationId: z.string().regex(/^[a-z0-9_-]{1,64}$/, 'locationId is a short booking id such as "kef"'),
  title: z.string().min(1).max(200),
  address: nullish(
    z.object({ street: z.string().nullish(), postalCode: z.string().nullish(), city: z.string().nullish() }),
  ),
  hidden: z.boolean().nullish(),
  returnAnytime: z.boolean().nullish(),
  selfService: z.boolean().nullish(),
  selfServiceHours: nullish(z.object({ from: TIME.nullish(), to: TIME.nullish() })),
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

export const ContentSettings = z.object({
  ...Base,
  _type: z.literal('settings'),
  highSeason: nullish(z.object({ start: MonthDay, end: MonthDay })),
  selfService: z.boolean().nullish(),
});

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
  tenant: TENANT,
  locationId: z.string().max(64).nullish(),
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
  address: string;
  hidden: boolean;
  hours: StoredHours;
  contentUpdatedAt: Date;
}

export interface SettingsCopy {
  tenant: string;
  highSeason: SeasonRange | null;
  selfService: boolean;
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
    address,
    hidden: doc.hidden ?? false,
    // Exactly the domain's Location fields, so the opening-hours rules read it unchanged.
    hours: {
      selfService: doc.selfService ?? false,
      returnAnytime: doc.returnAnytime ?? false,
      selfServiceHours: doc.selfServiceHours,
      operatingHoursHighSeason: doc.operatingHoursHighSeason,
      operatingHoursLowSeason: doc.operatingHoursLowSeason,
      specialOperatingHours: (doc.specialOperatingHours ?? []).map((s) => ({
        date: s.date,
        open: s.open ?? false,
        from: s.from ?? null,
        to: s.to ?? null,
        selfServiceAvailable: s.selfServiceAvailable ?? false,
      })),
    } as StoredHours,
    contentUpdatedAt: new Date(doc._updatedAt),
  };
}

export function settingsCopy(doc: z.infer<typeof ContentSettings>): SettingsCopy {
  return {
    tenant: doc.tenant,
    highSeason: doc.highSeason,
    selfService: doc.selfService ?? false,
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
