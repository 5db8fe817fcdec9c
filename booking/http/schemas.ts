import { z } from 'zod';
import {
  CURRENCIES,
  DAMAGE_MARKS_MAX,
  DAMAGE_NOTE_MAX,
  type FormField,
  FUEL_EIGHTHS_MAX,
  fieldSchema,
  IS_CUSTOMER,
  isValidDateString,
  LOCALES,
  MILEAGE_MAX_KM,
  SERVICE_REASON_MAX,
  servicePeriodProblem,
  TIME_OF_DAY,
} from '../../domain/index.ts';

// Server-side validation reuses the domain's field rules (lengths included), so the API answers
// with the very messages the site's forms show.
const field = (name: FormField) => fieldSchema(name, 'en') as z.ZodType<string>;
const optionalField = (name: FormField) => field(name).optional();

export const IsoDate = z.string().refine(isValidDateString, 'Date must be YYYY-MM-DD');
export const Time = z.string().regex(TIME_OF_DAY, 'Time must be HH:MM');
const Id = z.string().min(1).max(64);

export const TermsInput = z.object({
  pickupLocationId: Id,
  returnLocationId: Id,
  pickupDate: IsoDate,
  pickupTime: Time,
  returnDate: IsoDate,
  returnTime: Time,
});

export const CurrencyInput = z.enum(CURRENCIES);
export const LocaleInput = z.enum(LOCALES);

export const SearchInput = TermsInput.extend({
  promoCode: z.string().max(40).optional(),
  currency: CurrencyInput.optional(),
  driverAge: z.number().int().min(16).max(120).optional(),
});

export const OptionsInput = z.object({
  insurancePackageId: Id.optional(),
  insuranceAddons: z.array(Id).max(10).optional(),
  extras: z
    .array(z.object({ id: Id, quantity: z.number().int().min(0).max(20) }))
    .max(30)
    .optional(),
});

export const QuoteInput = TermsInput.extend({
  classId: Id,
  options: OptionsInput.optional(),
  extraDrivers: z.number().int().min(0).max(10).optional(),
  promoCode: z.string().max(40).optional(),
  currency: CurrencyInput.optional(),
});

export const Customer = z.object({
  firstName: field('firstName'),
  lastName: field('lastName'),
  email: field('email'),
  phone: field('phone'),
  country: field('country'),
  /**
   * The kennitala: only bounded here. The Details schema (`rules/booking-details.ts`) requires
   * it of Icelandic residents and checks it, with its message in the customer's language.
   */
  ssn: z.string().trim().max(20).optional(),
  address: optionalField('address'),
  zipcode: optionalField('zipcode'),
  city: optionalField('city'),
  dateOfBirth: optionalField('dateOfBirth'),
});

export const Driver = z.object({
  firstName: field('firstName'),
  lastName: field('lastName'),
  dateOfBirth: optionalField('dateOfBirth'),
  email: optionalField('email'),
  phone: optionalField('phone'),
});

/** "Is the booker the driver?" — the spec's Yes / Someone else. */
export const MainDriver = z.discriminatedUnion('isCustomer', [
  z.object({ isCustomer: z.literal(IS_CUSTOMER.yes) }),
  Driver.extend({ isCustomer: z.literal(IS_CUSTOMER.someoneElse) }),
]);

export const Trip = z.object({
  numberOfPassengers: (fieldSchema('numberOfPassengers', 'en') as z.ZodType<number>).optional(),
  flightNumber: optionalField('flightNumber'),
  arrivalTime: optionalField('arrivalTime'),
  specialComments: z.string().max(2000).nullish(),
});

export const Lease = z.object({
  leaseStartDate: field('leaseStartDate'),
  leaseEndDate: field('leaseEndDate'),
  deliveryTime: field('deliveryTime'),
  deliveryLocation: field('deliveryLocation'),
});

export const CreateReservationInput = TermsInput.extend({
  classId: Id,
  options: OptionsInput.optional(),
  promoCode: z.string().max(40).optional(),
  customer: Customer,
  mainDriver: MainDriver,
  extraDrivers: z.array(Driver).max(10).default([]),
  trip: Trip.optional(),
  lease: Lease.optional(),
  /** An unknown click id is dropped from the booking (not an error). */
  affiliate: z.object({ clickId: z.uuid(), ref: z.string().max(64) }).optional(),
  /** The total the customer saw; a changed price is refused rather than charged silently. */
  expectedTotal: z.number().int().nonnegative().optional(),
  /** The customer's language: confirmation e-mail, calendar file and links use it. */
  locale: LocaleInput.default('en'),
  /** SHA-256 (hex) of the rental agreement text the customer accepted; stored with the time. */
  contractSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'contractSha256 must be 64 lowercase hex characters')
    .optional(),
});

/** The reference plus the booker's e-mail address, or (on its own) their last name. */
export const FindReservationInput = z
  .object({
    reference: z.string().min(4).max(20),
    email: z.string().trim().min(3).max(254).optional(),
    lastName: z.string().trim().min(2).max(100).optional(),
  })
  .refine((input) => Boolean(input.email) !== Boolean(input.lastName), {
    message: 'Send either email or lastName with the reference',
  });

const NO_CARDS =
  'Card details are typed on the payment page of the gateway and never sent to this service; send returnUrl and redirect to checkout.redirectUrl';

/**
 * A hosted checkout. Strict: a `card` field (or any other unknown field) is refused with 400, so a
 * client still built for direct card payments fails loudly instead of posting card numbers here.
 */
export const PaymentInput = z.strictObject(
  {
    amount: z
      .union([z.literal('due_now'), z.literal('balance'), z.number().int().positive().max(100_000_000)])
      .default('due_now'),
    optionId: z.number().int().min(1).max(1_000_000).optional(),
    /** A path on the site ("/book/payment/") or an absolute URL on the request's own origin. */
    returnUrl: z.string().min(1).max(500),
    /** Language of the gateway's page; defaults to the reservation's. */
    locale: LocaleInput.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' && issue.keys.includes('card') ? NO_CARDS : undefined,
  },
);

/** Check-in payment option 540: the balance (`due_now` means the balance here). */
export const CheckInPaymentInput = PaymentInput.omit({ optionId: true });

export const CancelInput = z.object({ reason: z.string().trim().max(2000).optional() });
export const RefundRequestInput = z.object({ reason: z.string().trim().min(5).max(2000) });

export const DetailsInput = z.object({
  customer: Customer.extend({ ssn: optionalField('ssn') })
    .partial()
    .optional(),
  mainDriver: MainDriver.optional(),
  extraDrivers: z.array(Driver).max(10).optional(),
  trip: Trip.optional(),
  lease: Lease.optional(),
});

export const EditOptionsInput = OptionsInput;

export const EditTermsInput = TermsInput.extend({
  classId: Id.optional(),
  /** Only price the change, do not apply it. */
  dryRun: z.boolean().optional(),
});

export const AffiliateClickInput = z.object({
  tenant: z.string().max(32).optional(),
  ref: z.string().min(1).max(64),
  referralCode: z.string().min(1).max(64),
});

export const AffiliateConversionInput = z.object({
  tenant: z.string().max(32).optional(),
  ref: z.string().min(1).max(64),
  clickId: z.uuid(),
  externalId: z.string().min(1).max(64),
  customerId: z.string().max(64).nullish(),
  amount: z.number().nonnegative().nullish(),
  coupon: z.string().max(64).nullish(),
});

export type CreateReservation = z.infer<typeof CreateReservationInput>;
export type TermsInputT = z.infer<typeof TermsInput>;

const LicensedDriver = z.object({
  firstName: field('firstName'),
  lastName: field('lastName'),
  dateOfBirth: field('dateOfBirth'),
  licenseNumber: field('licenseNumber'),
});

export const CheckInDetailsInput = z.object({
  mainDriver: LicensedDriver.extend({
    email: field('email'),
    phone: field('phone'),
    address: field('address'),
    zipcode: field('zipcode'),
    city: field('city'),
    country: field('country'),
  }),
  extraDrivers: z.array(LicensedDriver).max(10).default([]),
});

export type CheckInDetails = z.output<typeof CheckInDetailsInput>;

export const SignatureInput = z.object({
  signerName: field('fullName'),
  contractSha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The drawn signature as a PNG data URL. */
  signature: z.string().max(800_000),
});

/** A signature sent from the signing link (the desktop's QR code): the link's token names the reservation. */
export const RemoteSignatureInput = SignatureInput.extend({ token: z.string().min(10).max(512) });

/** Staff approval of a refund request (Operations tool). */
export const ApproveRefundInput = z.object({
  /** ISK to pay back; the whole refundable amount when left out. */
  amount: z.number().int().nonnegative().max(100_000_000).optional(),
});

/** The desk moves a reservation to this unit. */
export const AssignUnitInput = z.object({
  unitId: z.number().int().positive().max(2_147_483_647),
});

/** A location's key-box code, set by staff; null clears it. */
export const KeyCodeInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9#*-]{1,20}$/, 'A key-box code is 1 to 20 letters, digits, #, * or -')
    .nullable(),
});

/** A period a unit is out of service: whole days in Iceland, the last one included. */
export const ServicePeriodInput = z
  .object({
    from: IsoDate,
    to: IsoDate,
    reason: z
      .string()
      .trim()
      .min(1, 'Say why the unit is out of service')
      .max(SERVICE_REASON_MAX, `At most ${SERVICE_REASON_MAX} characters`),
  })
  .superRefine((period, issue) => {
    const problem = servicePeriodProblem(period);
    if (problem) issue.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });

/** A unit's retirement, from 00:00 of a day in Iceland (today or later). */
export const RetireUnitInput = z.object({ from: IsoDate });

/** A staff note on a reservation; the customer never sees it. */
export const AddNoteInput = z.object({
  text: z.string().trim().min(1, 'Write the note first').max(2_000, 'At most 2000 characters'),
});

/** Staff denial of a refund request; the note stays in the staff log. */
export const DenyRefundInput = z.object({
  note: z.string().trim().max(1_000).optional(),
});

/**
 * `POST /reservations`'s body without what only a booking carries (affiliate click, the total
 * the customer saw, the hash of the accepted agreement), plus the agreement's language.
 */
export const ContractPreviewInput = CreateReservationInput.omit({
  affiliate: true,
  expectedTotal: true,
  contractSha256: true,
}).extend({
  locale: z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` }).default('en'),
});

/** A submitted inspection step: the odometer, the fuel gauge and the damage marked on the outline. */
export const InspectionCompleteInput = z
  .object({
    mileageKm: z.number().int('The mileage is whole kilometres').min(0).max(MILEAGE_MAX_KM),
    fuelEighths: z.number().int().min(0).max(FUEL_EIGHTHS_MAX, 'Fuel is read in eighths: 0 to 8'),
    damage: z
      .array(
        z
          .object({
            x: z.number().min(0).max(100),
            y: z.number().min(0).max(100),
            note: z.string().trim().min(1, 'Say what the damage is').max(DAMAGE_NOTE_MAX),
          })
          .strict(),
      )
      .max(DAMAGE_MARKS_MAX)
      .default([]),
  })
  .strict();
