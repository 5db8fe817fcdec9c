/**
 * The booking API as typed functions: inputs are the request schemas' own types
 * (`http/schemas.ts`), answers the routes' own (`http/answers.ts`, which every route's body
 * `satisfies`). A transport carries each call to the one handler, in process (the site's server
 * code) or over HTTP (the browser), so rate limits, tenant checks and validation stay on one path.
 *
 * Calls answer with a reply rather than throwing: callers branch on the service's error codes
 * (a taken vehicle, a changed price) as they branch on success.
 *
 * Pure: no server module is imported, only types, so the browser can use it too.
 */
import type { z } from 'zod';
import type { InspectionStage } from '../domain/index.ts';
import type {
  BookingErrorBody,
  CatalogueAnswer,
  CheckInOptionsAnswer,
  CheckInStatusAnswer,
  CheckoutAnswer,
  ContractAnswer,
  ContractPreviewAnswer,
  InspectionAnswer,
  LogoutAnswer,
  OptionsChangeAnswer,
  PaymentAnswer,
  PaymentsAnswer,
  QuoteAnswer,
  RatesAnswer,
  ReservationAnswer,
  SearchAnswer,
  SignedAnswer,
  SigningAnswer,
  SigningLinkAnswer,
  TermsChangeAnswer,
  VehicleAnswer,
} from './http/answers.ts';
import type {
  CancelInput,
  CheckInDetailsInput,
  CheckInPaymentInput,
  ContractPreviewInput,
  CreateReservationInput,
  DetailsInput,
  EditOptionsInput,
  EditTermsInput,
  FindReservationInput,
  InspectionCompleteInput,
  PaymentInput,
  QuoteInput,
  RefundRequestInput,
  RemoteSignatureInput,
  SearchInput,
} from './http/schemas.ts';

export type {
  AssignedVehicle,
  BookingErrorBody,
  CatalogueAnswer,
  CatalogueExtra,
  CatalogueInsurance,
  CatalogueVehicle,
  ChangedReservation,
  CheckInOptionsAnswer,
  CheckInStatusAnswer,
  CheckoutAnswer,
  ContractAnswer,
  ContractPreviewAnswer,
  DisplayPrice,
  InspectionAnswer,
  InspectionPhotoAnswer,
  InspectionStageState,
  OptionsChangeAnswer,
  PaymentAnswer,
  PaymentsAnswer,
  PriceSummary,
  PriceView,
  QuoteAnswer,
  RatesAnswer,
  ReservationAnswer,
  ReservationView,
  SearchAnswer,
  SignedAnswer,
  SigningAnswer,
  SigningLinkAnswer,
  TermsChangeAnswer,
  VehicleAnswer,
  VehicleOffer,
} from './http/answers.ts';

export type SearchRequest = z.input<typeof SearchInput>;
export type QuoteRequest = z.input<typeof QuoteInput>;
export type ContractPreviewRequest = z.input<typeof ContractPreviewInput>;
export type CreateReservationRequest = z.input<typeof CreateReservationInput>;
export type PaymentRequest = z.input<typeof PaymentInput>;
export type FindReservationRequest = z.input<typeof FindReservationInput>;
export type CancelRequest = z.input<typeof CancelInput>;
export type RefundRequest = z.input<typeof RefundRequestInput>;
export type EditTermsRequest = z.input<typeof EditTermsInput>;
export type EditOptionsRequest = z.input<typeof EditOptionsInput>;
export type EditDetailsRequest = z.input<typeof DetailsInput>;
export type CheckInDetailsRequest = z.input<typeof CheckInDetailsInput>;
export type CheckInPaymentRequest = z.input<typeof CheckInPaymentInput>;
export type RemoteSignatureRequest = z.input<typeof RemoteSignatureInput>;
export type InspectionCompleteRequest = z.input<typeof InspectionCompleteInput>;

export interface BookingCallInit {
  method: 'GET' | 'POST';
  body?: unknown;
}

/** An answer as it came back: status, the body parsed as JSON (or text), headers. */
export interface RawAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** Carries one call to the booking handler. */
export type BookingTransport = (path: string, init: BookingCallInit) => Promise<RawAnswer>;

export type BookingReply<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; error: BookingErrorBody; headers: Headers };

function errorBody(body: unknown, status: number): BookingErrorBody {
  if (typeof body === 'object' && body !== null && 'code' in body && 'message' in body) {
    const { code, message, details } = body as Record<string, unknown>;
    if (typeof code === 'string' && typeof message === 'string')
      return details === undefined ? { code, message } : { code, message, details };
  }
  return { code: status >= 500 ? 'unavailable' : 'http_error', message: `HTTP ${status}` };
}

/**
 * The one place an answer's body takes its type: the route that answered `satisfies` the same
 * type, so it is the route's contract, not a guess at it.
 */
export function replyOf<T>(answer: RawAnswer): BookingReply<T> {
  const { status, headers, body } = answer;
  if (status >= 200 && status < 300) return { ok: true, status, headers, data: body as T };
  return { ok: false, status, headers, error: errorBody(body, status) };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function bookingClient(transport: BookingTransport) {
  const get = async <T>(path: string) => replyOf<T>(await transport(path, { method: 'GET' }));
  const post = async <T>(path: string, body?: unknown) =>
    replyOf<T>(await transport(path, { method: 'POST', body }));
  return {
    catalogue: () => get<CatalogueAnswer>('/catalogue'),
    search: (input: SearchRequest) => post<SearchAnswer>('/search', input),
    quote: (input: QuoteRequest) => post<QuoteAnswer>('/quote', input),
    previewContract: (input: ContractPreviewRequest) =>
      post<ContractPreviewAnswer>('/contract/preview', input),
    createReservation: (input: CreateReservationRequest) => post<ReservationAnswer>('/reservations', input),
    /** Opens a session for the reservation with this reference and owner (the answer sets its cookie). */
    findReservation: (input: FindReservationRequest) => post<ReservationAnswer>('/reservations/find', input),
    /** The reservation of the session the call carries; names in `locale` when given. */
    reservation: (locale?: string) =>
      get<ReservationAnswer>(locale ? `/reservation?${query({ locale })}` : '/reservation'),
    /** The assigned car and its key arrangements, in `locale`. */
    vehicle: (locale: string) => get<VehicleAnswer>(`/reservation/vehicle?${query({ locale })}`),
    logout: () => post<LogoutAnswer>('/reservation/logout', {}),
    cancel: (input: CancelRequest) => post<ReservationAnswer>('/reservation/cancel', input),
    requestRefund: (input: RefundRequest) => post<ReservationAnswer>('/reservation/refund', input),
    changeTerms: (input: EditTermsRequest) => post<TermsChangeAnswer>('/reservation/terms', input),
    changeOptions: (input: EditOptionsRequest) => post<OptionsChangeAnswer>('/reservation/options', input),
    changeDetails: (input: EditDetailsRequest) => post<ReservationAnswer>('/reservation/details', input),
    /** A hosted checkout for the session's reservation. */
    startPayment: (input: PaymentRequest) => post<CheckoutAnswer>('/reservation/payments', input),
    payments: () => get<PaymentsAnswer>('/reservation/payments'),
    payment: (id: string) => get<PaymentAnswer>(`/reservation/payments/${encodeURIComponent(id)}`),
    checkIn: () => get<CheckInStatusAnswer>('/reservation/checkin'),
    saveCheckInDetails: (input: CheckInDetailsRequest) =>
      post<CheckInStatusAnswer>('/reservation/checkin/details', input),
    checkInOptions: (input: EditOptionsRequest) =>
      post<CheckInOptionsAnswer>('/reservation/checkin/options', input),
    /** The balance at check-in (payment option 540), through the hosted checkout. */
    checkInPayment: (input: CheckInPaymentRequest) =>
      post<CheckoutAnswer>('/reservation/checkin/payment', input),
    checkInContract: (locale: string) =>
      get<ContractAnswer>(`/reservation/checkin/contract?${query({ locale })}`),
    signingLink: () => post<SigningLinkAnswer>('/reservation/checkin/signing-link'),
    /** What a signing link (no session) may see. */
    signing: (token: string, locale: string) =>
      get<SigningAnswer>(`/checkin/signing?${query({ token, locale })}`),
    signWithLink: (input: RemoteSignatureRequest) => post<SignedAnswer>('/checkin/signing', input),
    /** The session's inspections at pickup and return, and whether the return report exists. */
    inspection: () => get<InspectionAnswer>('/reservation/inspection'),
    /** Takes a step (its six photos already stored) with its readings; the inspections as they now stand. */
    completeInspection: (stage: InspectionStage, input: InspectionCompleteRequest) =>
      post<InspectionAnswer>(`/reservation/inspection/${stage}`, input),
    exchangeRates: () => post<RatesAnswer>('/public/exchangerates'),
  };
}

export type BookingClient = ReturnType<typeof bookingClient>;
