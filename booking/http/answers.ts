/**
 * What the booking API answers, as types: each route builds its body `satisfies` the type here,
 * and the typed client (`booking/client.ts`) hands the same type to its callers, so a changed
 * answer fails the typecheck on both sides instead of at run time in a page.
 */
import type { Locale, RentalLimits } from '../../domain/index.ts';
import type { ContractDocument } from '../rules/contract.ts';
import type { PriceSummary } from '../rules/pricing.ts';
import type { Extra, InsurancePackage, TenantSettings, VehicleClass } from '../rules/types.ts';
import type { checkInStatus, contractFor } from '../services/checkin.ts';
import type { convertSummary } from '../services/exchange-rates.ts';
import type { InspectionOverview, InspectionPhoto, StageState } from '../services/inspection.ts';
import type { LocationRecord } from '../services/locations.ts';
import type { PublicPayment } from '../services/payments.ts';
import type { publicReservation } from '../services/reservations.ts';
import type { AssignedVehicle } from '../services/vehicle-keys.ts';

export type { AssignedVehicle, PriceSummary };

/** The service's error body (`respond.ts` `errorResponse`). */
export interface BookingErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

/** A price as the site shows it: the search list leaves the per-day breakdown out. */
export type PriceView = Omit<PriceSummary, 'breakdown'> & { breakdown?: PriceSummary['breakdown'] };

/** Amounts in the display currency the request asked for; the charge stays in ISK. */
export type DisplayPrice = ReturnType<typeof convertSummary>;

/** `GET /catalogue`. */
export interface CatalogueAnswer {
  tenant: string;
  brandName: string;
  locations: LocationRecord[];
  vehicles: VehicleClass[];
  insurance: InsurancePackage[];
  extras: Extra[];
  policy: Pick<
    TenantSettings,
    | 'freeCancellationHours'
    | 'selfServiceMinHours'
    | 'termsChangeMinHours'
    | 'checkInOpensHours'
    | 'freeExtraDrivers'
    | 'extraDriverPerDay'
    | 'maxExtraDrivers'
    | 'roadTaxPerDay'
  > & { maxRental: RentalLimits['maxLength']; bookingHorizonMonths: RentalLimits['horizonMonths'] };
}

export type CatalogueVehicle = CatalogueAnswer['vehicles'][number];
export type CatalogueInsurance = CatalogueAnswer['insurance'][number];
export type CatalogueExtra = CatalogueAnswer['extras'][number];

/** One class in `POST /search`: its facts, availability and price for the trip. */
export type VehicleOffer = Omit<VehicleClass, 'rates'> & {
  available: number;
  bookable: boolean;
  unavailableReason: 'sold_out' | 'driver_age' | null;
  price: PriceView | null;
  display: DisplayPrice | null;
};

/** `POST /search`. */
export interface SearchAnswer {
  days: number;
  selfService: boolean;
  promo: { code: string; valid: boolean } | null;
  vehicles: VehicleOffer[];
}

/** `POST /quote`. */
export interface QuoteAnswer {
  selfService: boolean;
  price: PriceSummary;
  display: DisplayPrice | null;
}

/** `POST /contract/preview` (JSON): the agreement exactly as a booking would record it. */
export interface ContractPreviewAnswer {
  locale: Locale;
  document: ContractDocument;
  text: string;
  sha256: string;
}

/** What a reservation's session owner sees beyond its public columns. */
export interface ReservationViewExtras {
  paid: number;
  refunded: number;
  vehicle: { id: string; name: string; orSimilar: boolean } | null;
  pickupLocation: { id: string; title: string; address: string };
  returnLocation: { id: string; title: string; address: string };
  manageUrl: string | null;
}

/** A reservation as its session owner sees it (`GET /reservation`, `POST /reservations`). */
export type ReservationView = ReturnType<typeof publicReservation<ReservationViewExtras>>;

export interface ReservationAnswer {
  reservation: ReservationView;
}

/** `POST /reservation/payments`: the hosted checkout to send the customer to. */
export interface CheckoutAnswer {
  payment: PublicPayment;
  checkout: { ref: string; redirectUrl: string; expiresAt: string };
}

/** `GET /reservation/payments`. */
export interface PaymentsAnswer {
  payments: PublicPayment[];
  ledger: Record<string, unknown>[];
  balance: number;
}

/** `GET /reservation/payments/:id`. */
export interface PaymentAnswer {
  payment: PublicPayment;
}

/** `POST /public/exchangerates`: ISK per unit of each currency. */
export interface RatesAnswer {
  base: 'ISK';
  date: string;
  rates: Record<string, number>;
  table: { currency: string; iskPerUnit: number }[];
}

/** A reservation after a change, with what was paid and refunded on it. */
export type ChangedReservation = ReturnType<typeof publicReservation<{ paid: number; refunded: number }>>;

/** `POST /reservation/terms` (and its dry run, which changes nothing). */
export interface TermsChangeAnswer {
  dryRun: boolean;
  /** The new total less the old: positive is due now, negative was refunded. */
  difference: number;
  price: PriceSummary;
  reservation: ChangedReservation;
}

/** `POST /reservation/options`. */
export interface OptionsChangeAnswer {
  difference: number;
  price: PriceSummary;
  reservation: ChangedReservation;
}

/** `POST /reservation/logout`. */
export interface LogoutAnswer {
  ok: true;
}

/** `GET /reservation/vehicle`: the assigned car and its key arrangements. */
export interface VehicleAnswer {
  vehicle: AssignedVehicle;
}

/** `GET /reservation/checkin` (and the check-in steps that change it): where check-in stands. */
export type CheckInStatusAnswer = Awaited<ReturnType<typeof checkInStatus>>;

/** `POST /reservation/checkin/options`: the last-minute options, re-priced. */
export interface CheckInOptionsAnswer {
  difference: number;
  price: PriceSummary;
  balance: number;
}

/** `GET /reservation/checkin/contract`: the agreement to sign, with its hash. */
export type ContractAnswer = Awaited<ReturnType<typeof contractFor>>;

/** `POST /reservation/checkin/signing-link`: a link for signing on another device. */
export interface SigningLinkAnswer {
  token: string;
  expiresAt: string;
}

/** `GET /checkin/signing`: what a signing link may see (never the saved details). */
export interface SigningAnswer {
  reference: string;
  name: string;
  selfService: boolean;
  pickup: { title: string; address: string; at: string };
  status: Omit<CheckInStatusAnswer, 'details'> & { details?: undefined };
  /** The agreement to sign; null once it is signed. */
  contract: ContractAnswer | null;
}

/** `POST /checkin/signing`. */
export interface SignedAnswer {
  reference: string;
  status: CheckInStatusAnswer;
}

/**
 * `GET /reservation/inspection`, and `POST /reservation/inspection/:stage` once a step is taken:
 * both steps (their window, photos, readings and damage) and whether the return report exists.
 */
export type InspectionAnswer = InspectionOverview;

/** One inspection step as `InspectionAnswer` gives it. */
export type InspectionStageState = StageState;

/** `PUT /reservation/inspection/:stage/photos/:view`: the photo as stored (the server's time stamp). */
export interface InspectionPhotoAnswer {
  photo: InspectionPhoto;
}
