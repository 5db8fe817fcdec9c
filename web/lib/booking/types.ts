/**
 * What is left of the hand-written mirror of the booking service's answers: the reservation and
 * check-in pages still parse with it. The booking steps use the typed client (`booking/client.ts`,
 * answer types `booking/http/answers.ts`); these go once the reservation pages move to it too.
 *
 * The booking service's answers as the site reads them. Parsed with zod wherever they enter the
 * site (server or browser), so a change in the service fails loudly at the boundary instead of
 * rendering `undefined` prices. Only the fields the site uses are listed; zod drops the rest.
 */
import { LOCALES } from '@domain';
import { VehicleClassFactsSchema } from '@domain/catalogue.ts';
import { z } from 'zod';

/** A name in the languages content has it in (`{"de": "…"}`); the English one is the plain field. */
export const LocalizedNamesSchema = z.partialRecord(z.enum(LOCALES), z.string());

export const SummaryLineSchema = z.object({
  code: z.string(),
  label: z.string(),
  amount: z.number(),
});
export type SummaryLine = z.infer<typeof SummaryLineSchema>;

export const PriceSummarySchema = z.object({
  currency: z.literal('ISK'),
  days: z.number(),
  lines: z.array(SummaryLineSchema),
  rentalPrice: z.number(),
  discount: z.number(),
  extras: z.number(),
  insurance: z.number(),
  oneWayFee: z.number(),
  roadTax: z.number(),
  total: z.number(),
  dueNow: z.number(),
  payAtPickup: z.number(),
  guaranteedModel: z.boolean(),
  excess: z.number(),
  deposit: z.number(),
  promo: z.object({ code: z.string(), percent: z.number() }).nullable(),
  breakdown: z
    .object({
      days: z.array(z.object({ date: z.string(), season: z.enum(['high', 'low']), perDay: z.number() })),
      months: z.number().nullable(),
      extras: z.array(z.object({ id: z.string(), quantity: z.number(), amount: z.number() })),
      insurance: z.array(z.object({ id: z.string(), amount: z.number() })),
    })
    .optional(),
});
export type PriceSummary = z.infer<typeof PriceSummarySchema>;

export const VehicleOfferSchema = VehicleClassFactsSchema.extend({
  names: LocalizedNamesSchema.optional(),
  orSimilar: z.boolean(),
  minDriverAge: z.number(),
  sort: z.number(),
  available: z.number(),
  bookable: z.boolean(),
  unavailableReason: z.enum(['sold_out', 'driver_age']).nullable(),
  price: PriceSummarySchema.nullable(),
});
export type VehicleOffer = z.infer<typeof VehicleOfferSchema>;

export const QuoteResponseSchema = z.object({
  selfService: z.boolean(),
  price: PriceSummarySchema,
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

export const InsuranceSchema = z.object({
  id: z.string(),
  name: z.string(),
  names: LocalizedNamesSchema.optional(),
  kind: z.enum(['package', 'addon']),
  perDay: z.number(),
  excess: z.number().nullable(),
  deposit: z.number().nullable(),
  includes: z.array(z.string()),
  sort: z.number(),
});
export type Insurance = z.infer<typeof InsuranceSchema>;

export const ExtraSchema = z.object({
  id: z.string(),
  name: z.string(),
  names: LocalizedNamesSchema.optional(),
  pricing: z.enum(['per_day', 'per_rental']),
  price: z.number(),
  maxQuantity: z.number(),
  sort: z.number(),
});
export type Extra = z.infer<typeof ExtraSchema>;

export const CatalogueResponseSchema = z.object({
  tenant: z.string(),
  brandName: z.string(),
  locations: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      title: z.string(),
      titles: LocalizedNamesSchema.optional(),
    }),
  ),
  vehicles: z.array(
    VehicleOfferSchema.pick({
      id: true,
      rentalId: true,
      name: true,
      names: true,
      orSimilar: true,
      category: true,
      transmission: true,
      fuel: true,
      seats: true,
      sleepingSpots: true,
      fourWheelDrive: true,
      fRoadAllowed: true,
      minDriverAge: true,
    }),
  ),
  insurance: z.array(InsuranceSchema),
  extras: z.array(ExtraSchema),
  policy: z.object({
    freeCancellationHours: z.number(),
    selfServiceMinHours: z.number(),
    termsChangeMinHours: z.number(),
    checkInOpensHours: z.number(),
    freeExtraDrivers: z.number(),
    extraDriverPerDay: z.number(),
  }),
});
export type CatalogueResponse = z.infer<typeof CatalogueResponseSchema>;

/** The service's error body: `{code, message, details?}`. */
export const BookingErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type BookingErrorBody = z.infer<typeof BookingErrorSchema>;
