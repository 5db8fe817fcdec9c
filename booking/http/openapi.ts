import { z } from 'zod';
import { BRAND_NAMES, DEFAULT_HOST_MAP } from '../../domain/brands.ts';
import {
  AddNoteInput,
  AffiliateClickInput,
  AffiliateConversionInput,
  ApproveRefundInput,
  AssignUnitInput,
  CancelInput,
  CheckInPaymentInput,
  ContractPreviewInput,
  CreateReservationInput,
  DenyRefundInput,
  DetailsInput,
  EditOptionsInput,
  EditTermsInput,
  FindReservationInput,
  InspectionCompleteInput,
  KeyCodeInput,
  PaymentInput,
  QuoteInput,
  RefundRequestInput,
  RemoteSignatureInput,
  RetireUnitInput,
  SearchInput,
  ServicePeriodInput,
} from './schemas.ts';

type Op = {
  summary: string;
  body?: z.ZodType;
  idempotent?: boolean;
  session?: boolean;
  admin?: boolean;
  raw?: string;
  /** Body media type other than JSON (form posts of the test gateway's pages). */
  form?: Record<string, unknown>;
  /** Response media type other than JSON (HTML pages, calendar files, redirects). */
  produces?: string;
  query?: { name: string; required?: boolean; description: string }[];
  responses?: Record<string, string>;
};

const PERIOD_QUERY = [
  { name: 'from', required: true, description: 'First day, YYYY-MM-DD (Iceland)' },
  { name: 'to', required: true, description: 'Last day, YYYY-MM-DD (at most 366 days)' },
];

const CardForm = {
  type: 'object',
  required: ['number', 'expiry', 'cvc'],
  properties: {
    number: { type: 'string', description: 'Card number as typed (spaces allowed)' },
    expiry: { type: 'string', description: 'MM/YY' },
    cvc: { type: 'string', description: '3 or 4 digits' },
  },
};

const ErrorSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'Stable machine-readable code, e.g. vehicle_unavailable' },
    message: { type: 'string' },
    details: {},
  },
};

const OPS: Record<string, Record<string, Op>> = {
  '/health': { get: { summary: 'Liveness and database kind' } },
  '/openapi.json': { get: { summary: 'This OpenAPI document' } },
  '/catalogue': {
    get: { summary: "The tenant's locations, vehicle classes, insurance, extras and policy limits" },
  },
  '/search': {
    post: {
      summary: 'Available vehicle classes with price summaries for the terms',
      body: SearchInput,
      responses: {
        '422': 'invalid_period, pickup_in_past, rental_too_long, beyond_booking_horizon, pickup_closed',
      },
    },
  },
  '/quote': { post: { summary: 'Price summary for one class with options', body: QuoteInput } },
  '/contract/preview': {
    post: {
      summary:
        "The rental agreement before booking: priced and worded as POST /reservations would book it, in the body's locale; ?format=pdf answers the PDF",
      body: ContractPreviewInput,
      query: [{ name: 'format', description: 'json (default) or pdf' }],
      responses: { '422': 'pickup_in_past, pickup_closed, invalid_period and the other booking refusals' },
    },
  },
  '/reservations': {
    post: {
      summary: 'Create a reservation (holds a unit; pending payment until the amount due now is paid)',
      body: CreateReservationInput,
      idempotent: true,
      responses: {
        '201': 'Created; sets the session cookie',
        '200': 'Replay of the same Idempotency-Key',
        '409': 'vehicle_unavailable, price_changed, idempotency_key_reused',
      },
    },
  },
  '/reservations/find': {
    post: {
      summary:
        'Find by reference and e-mail or last name; sets the reservation session cookie (rate-limited). Every miss answers the same 404.',
      body: FindReservationInput,
      responses: { '404': 'reservation_not_found', '429': 'rate_limited (details.retryAfter, seconds)' },
    },
  },
  '/reservation': {
    get: {
      summary: 'The session reservation',
      session: true,
      query: [
        {
          name: 'locale',
          description:
            'Language of the vehicle and location names (content’s, English where it has none; default: English)',
        },
      ],
    },
  },
  '/reservation/vehicle': {
    get: {
      summary:
        "The session reservation's assigned plate and the pickup location's key instructions; the key-box code only to a checked-in reservation from the location's release time",
      session: true,
      query: [{ name: 'locale', description: 'Language of the instructions (default: the reservation’s)' }],
    },
  },
  '/reservation/inspection': {
    get: {
      summary:
        "The pickup and return inspections of the session reservation: each one's window (pickup: a checked-in reservation from 12 hours before pickup until return; return: after the pickup inspection until 24 hours after return), photos taken, readings, marked damage; whether the return report exists",
      session: true,
    },
  },
  '/reservation/inspection/{stage}/photos/{view}': {
    put: {
      summary:
        'One photo of the inspection (stage pickup or return; view front, back, left, right, interior or dashboard): JPEG, PNG or WebP up to 8 MB, raw body; decoded, re-encoded without metadata and time-stamped by the server; a retake replaces it (rate-limited)',
      session: true,
      raw: 'image/jpeg',
      responses: {
        '409':
          'inspection_not_checked_in, inspection_not_open, inspection_pickup_first, inspection_done, inspection_closed',
        '413': 'file_too_large',
        '415': 'unsupported_media_type, content_mismatch',
        '429': 'rate_limited',
      },
    },
    get: { summary: "A photo of the inspection, only to this reservation's session", session: true },
  },
  '/reservation/inspection/{stage}': {
    post: {
      summary:
        'Submit the inspection step: mileage (km), fuel (eighths) and damage marks; all six photos first. Once only. The return step e-mails the return report.',
      session: true,
      body: InspectionCompleteInput,
      responses: {
        '409':
          'inspection_incomplete (details.missing), inspection_done, inspection_not_open, inspection_closed, inspection_pickup_first, inspection_not_checked_in',
        '422': 'mileage_below_pickup',
      },
    },
  },
  '/reservation/inspection/report.pdf': {
    get: {
      summary:
        "The return report (PDF, the reservation's language): pickup and return photos side by side, distance driven, fuel difference",
      session: true,
      produces: 'application/pdf',
      responses: { '409': 'report_not_ready' },
    },
  },
  '/reservation/logout': { post: { summary: 'Clear the session cookie and revoke its token' } },
  '/reservation/contract.pdf': {
    get: {
      summary: 'The rental agreement of the session reservation as it stands (unsigned), ?locale= optional',
      session: true,
    },
  },
  '/reservation/payments': {
    get: {
      summary: 'Payments (effective status), ledger and balance of the session reservation',
      session: true,
    },
    post: {
      summary:
        'Start a hosted checkout in ISK (due_now, balance or an amount) and redirect the browser to checkout.redirectUrl; no card data is ever sent here. Answers {payment, checkout: {ref, redirectUrl, expiresAt}}. While a checkout of the reservation is open, any further request gets that same checkout (200).',
      body: PaymentInput,
      idempotent: true,
      session: true,
      responses: {
        '201': 'Checkout created',
        '200':
          'The open checkout of the reservation, or a replay of the same Idempotency-Key (idempotent-replayed: true)',
        '400': 'invalid_return_url, validation_failed (a card field is refused)',
        '409':
          'nothing_due, amount_exceeds_balance, amount_below_due_now, hold_expired, not_payable, idempotency_key_reused',
        '502': 'gateway_unavailable',
      },
    },
  },
  '/reservation/payments/{id}': {
    get: {
      summary:
        'One payment of the session reservation: status pending | requires_action | succeeded | failed (an expired checkout reads failed / checkout_expired), failureCode, amount, currency ISK. The return page reads the outcome here, never from its query string.',
      session: true,
    },
  },
  '/reservation/calendar.ics': {
    get: {
      summary: 'Pickup and return as an iCalendar file (two VEVENTs in UTC)',
      session: true,
      produces: 'text/calendar',
    },
  },
  '/reservation/open': {
    get: {
      summary:
        "The e-mail's manage link: verifies the signed token, sets the reservation session cookie and answers 303 to the localized /reservation/ (a bad or expired token: 303 to /reservation/find/?link=expired)",
      produces: 'text/plain',
      query: [
        { name: 'token', required: true, description: 'Signed, expiring manage token' },
        { name: 'locale', description: 'en, de, es, fr or is' },
      ],
      responses: { '303': 'Redirect to the site' },
    },
  },
  '/reservation/cancel': {
    post: {
      summary: 'Cancel: free until the tenant limit, else by request with a reason',
      body: CancelInput,
      session: true,
    },
  },
  '/reservation/refund': {
    post: {
      summary: 'Request a refund with a reason (after pickup or a late cancellation)',
      body: RefundRequestInput,
      session: true,
    },
  },
  '/reservation/terms': {
    post: {
      summary: 'Change dates, times, locations or class until 24 h before pickup; dryRun prices only',
      body: EditTermsInput,
      session: true,
    },
  },
  '/reservation/options': {
    post: {
      summary: 'Change insurance and extras until pickup; re-priced',
      body: EditOptionsInput,
      session: true,
    },
  },
  '/reservation/details': {
    post: {
      summary: 'Change customer, drivers and trip details until pickup',
      body: DetailsInput,
      session: true,
    },
  },
  '/reservation/checkin': {
    get: { summary: 'Check-in window and step status (opens 168 h before pickup)', session: true },
  },
  '/reservation/checkin/details': {
    post: { summary: 'Check-in step 1: all driver fields and licence numbers', session: true },
  },
  '/reservation/checkin/licence/{side}': {
    put: {
      summary: 'Upload the licence photo (front or back): JPEG, PNG, WebP or PDF up to 8 MB, raw body',
      session: true,
      raw: 'image/jpeg',
    },
    get: { summary: "The uploaded photo, only to this reservation's session", session: true },
  },
  '/reservation/checkin/options': {
    post: {
      summary: 'Check-in step 2: upsell options (same as options edit)',
      body: EditOptionsInput,
      session: true,
    },
  },
  '/reservation/checkin/payment': {
    post: {
      summary: 'Check-in step 3: payment option 540 (the balance) through the hosted checkout',
      body: CheckInPaymentInput,
      idempotent: true,
      session: true,
    },
  },
  '/reservation/checkin/contract': {
    get: { summary: 'Check-in step 4: rental agreement from template 1830 with its SHA-256', session: true },
  },
  '/reservation/checkin/signature': {
    post: { summary: 'Check-in step 5: sign the contract (hash, time and IP stored)', session: true },
  },
  '/reservation/checkin/contract.pdf': { get: { summary: 'The signed contract as PDF', session: true } },
  '/reservation/checkin/signing-link': {
    post: { summary: 'A 30-minute signing link for another device (the QR code)', session: true },
  },
  '/checkin/signing': {
    get: {
      summary: 'The agreement a signing link may sign (no session)',
      query: [
        { name: 'token', required: true, description: 'The signing link token' },
        { name: 'locale', description: 'Language of the agreement' },
      ],
    },
    post: { summary: 'Sign through a signing link (no session)', body: RemoteSignatureInput },
  },
  '/checkin/signing/contract.pdf': {
    get: {
      summary: 'The signed contract as PDF, through a signing link',
      query: [{ name: 'token', required: true, description: 'The signing link token' }],
      produces: 'application/pdf',
    },
  },
  '/admin/reservations/{id}/licence/{side}': {
    get: { summary: 'Staff: a licence photo of a reservation', admin: true, produces: 'image/*' },
  },
  '/payments/callback': {
    post: {
      summary:
        'Signed gateway callback (test gateway: x-test-gateway-signature t=…,v1=HMAC-SHA256 of "t.body"); replays are acknowledged and ignored',
      responses: { '401': 'bad_signature, stale_callback', '404': 'unknown_charge' },
    },
  },
  '/test-gateway/checkout/{ref}': {
    get: {
      summary: "Test gateway: the hosted card page (test cards listed), or the checkout's end state",
      produces: 'text/html',
    },
  },
  '/test-gateway/checkout/{ref}/pay': {
    post: {
      summary:
        'Test gateway: the card form. Invalid input re-renders with field errors (422); otherwise the signed callback is delivered, then 303 to the return URL with status (and code), or to the 3-D Secure challenge',
      form: CardForm,
      produces: 'text/html',
      responses: {
        '303': 'To the return URL or the challenge',
        '409': 'Already completed',
        '410': 'Expired',
      },
    },
  },
  '/test-gateway/checkout/{ref}/challenge': {
    get: { summary: 'Test gateway: the 3-D Secure page with Approve and Deny', produces: 'text/html' },
    post: {
      summary: 'Test gateway: approve or deny the challenge; callback, then 303 to the return URL',
      form: {
        type: 'object',
        required: ['decision'],
        properties: { decision: { type: 'string', enum: ['approve', 'deny'] } },
      },
      produces: 'text/html',
    },
  },
  '/public/exchangerates': { post: { summary: 'Exchange-rate table: ISK per unit of each site currency' } },
  '/public/afiliate/click': {
    post: {
      summary: 'Record an affiliate click; answers the clickId for the per-tenant cookie',
      body: AffiliateClickInput,
    },
  },
  '/public/afiliate/conversion': {
    post: {
      summary:
        "Report the conversion of a booking of this tenant made with this click; amount and coupon are the booking's (the body's are ignored)",
      body: AffiliateConversionInput,
      responses: { '404': 'unknown_conversion' },
    },
  },
  '/public/shuttles': { post: { summary: 'Shuttle positions: id, lat, lon, heading, date' } },
  '/admin/exchangerates/import': {
    post: { summary: 'Import a central bank rates feed from a file or URL', admin: true },
  },
  '/admin/content/sync': {
    post: {
      summary:
        'Catch the read copy of locations, brand settings and promotions up with the published content',
      admin: true,
    },
  },
  '/content/webhook': {
    post: {
      summary:
        'GROQ-powered content webhook (signed with sanity-webhook-signature): a location, brand settings or promotion was published, changed or unpublished',
      responses: { '401': 'signature_missing | signature_invalid', '422': 'content_invalid' },
    },
  },
  '/admin/reservations/{id}/refund': { post: { summary: 'Staff decision on a refund request', admin: true } },
  '/admin/affiliates/stats': {
    get: {
      summary:
        "Staff: clicks and conversions (confirmed, reported) per referral code of the host's tenant, with the confirmed bookings' total",
      admin: true,
      query: [
        { name: 'referralCode', required: false, description: 'Only this code' },
        { name: 'from', required: false, description: 'ISO date-time, inclusive' },
        { name: 'to', required: false, description: 'ISO date-time, exclusive' },
      ],
    },
  },
  '/staff/me': {
    get: { summary: 'Staff: who the bearer login is (lake user or script token)', admin: true },
  },
  '/staff/jobs': {
    get: {
      summary:
        "Staff: this brand's background jobs that keep failing (retrying after an error, or given up), newest first",
      admin: true,
    },
  },
  '/staff/operations/days': {
    get: { summary: "Staff: today's and tomorrow's pickups and returns per location", admin: true },
  },
  '/staff/operations/report': {
    get: {
      summary: 'Staff: bookings, revenue and rental length per day, with the previous period',
      admin: true,
      query: PERIOD_QUERY,
    },
  },
  '/staff/operations/utilisation': {
    get: { summary: 'Staff: utilisation by vehicle class', admin: true, query: PERIOD_QUERY },
  },
  '/staff/operations/affiliates': {
    get: { summary: 'Staff: affiliate clicks and conversions', admin: true, query: PERIOD_QUERY },
  },
  '/staff/refunds': { get: { summary: 'Staff: refund requests waiting for a decision', admin: true } },
  '/staff/refunds/{id}/approve': {
    post: {
      summary: 'Staff: refund (all or part) to the card and e-mail the customer',
      admin: true,
      body: ApproveRefundInput,
    },
  },
  '/staff/refunds/{id}/deny': {
    post: {
      summary: 'Staff: deny a refund request and e-mail the customer',
      admin: true,
      body: DenyRefundInput,
    },
  },
  '/staff/desk/search': {
    get: {
      summary: 'Staff: reservations by reference, e-mail, customer or driver name, or unit plate',
      admin: true,
      query: [{ name: 'q', required: true, description: '2 to 100 characters' }],
    },
  },
  '/staff/desk/reservations/{id}': {
    get: {
      summary:
        'Staff: one reservation for the desk (customer, drivers, unit, payments, check-in, documents, notes, staff log)',
      admin: true,
    },
  },
  '/staff/desk/reservations/{id}/unit': {
    post: {
      summary:
        'Staff: move the reservation to a unit of its class that is in service and free for its period',
      admin: true,
      body: AssignUnitInput,
    },
  },
  '/staff/desk/reservations/{id}/notes': {
    post: {
      summary: 'Staff: add a note to the reservation (never shown to the customer)',
      admin: true,
      body: AddNoteInput,
    },
  },
  '/staff/desk/reservations/{id}/agreement.pdf': {
    get: { summary: 'Staff: the signed rental agreement (PDF)', admin: true, produces: 'application/pdf' },
  },
  '/staff/desk/reservations/{id}/inspections': {
    get: {
      summary:
        'Staff: the pickup and return inspections of a reservation with their photo URLs (logged as inspection.view)',
      admin: true,
    },
  },
  '/staff/desk/reservations/{id}/inspections/{stage}/{view}': {
    get: { summary: 'Staff: one inspection photo', admin: true, produces: 'image/jpeg' },
  },
  '/staff/locations/{id}/key-code': {
    post: {
      summary: "Staff: set or clear a location's key-box code (kept by the booking service only)",
      admin: true,
      body: KeyCodeInput,
    },
  },
  '/staff/units': {
    get: {
      summary:
        'Staff: the units of every location with their status, service periods to come, and reservations that collide with them',
      admin: true,
    },
  },
  '/staff/units/{id}/service-periods': {
    post: {
      summary:
        'Staff: take a unit out of service for whole days (Iceland); answers the reservations that still hold it then',
      admin: true,
      body: ServicePeriodInput,
    },
  },
  '/staff/units/service-periods/{id}': {
    post: {
      summary: "Staff: change a service period's days or reason",
      admin: true,
      body: ServicePeriodInput,
    },
  },
  '/staff/units/service-periods/{id}/remove': {
    post: {
      summary: 'Staff: remove a service period (the unit is in service on those days again)',
      admin: true,
    },
  },
  '/staff/units/{id}/retire': {
    post: {
      summary: 'Staff: retire a unit from a day on (it stays with the reservations it carried before)',
      admin: true,
      body: RetireUnitInput,
    },
  },
  '/staff/units/{id}/reinstate': {
    post: { summary: "Staff: undo a unit's retirement", admin: true },
  },
  '/staff/catalogue/usage': {
    get: {
      summary:
        'Staff: how many upcoming and active reservations use a vehicle class, location, insurance cover or extra (asked before the Studio deletes or unpublishes it)',
      admin: true,
      query: [
        { name: 'type', required: true, description: 'class, location, cover or extra' },
        { name: 'id', required: true, description: 'The booking id (classId, locationId, coverId, extraId)' },
      ],
    },
  },
  '/staff/audit': {
    get: {
      summary: 'Staff: the staff action log, newest first',
      admin: true,
      query: [
        { name: 'limit', description: '1 to 200 (default 50)' },
        { name: 'before', description: 'Entries older than this id' },
      ],
    },
  },
};

let cached: Record<string, unknown> | null = null;

/** OpenAPI 3.1; request bodies come from the same zod schemas that validate them. */
export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, methods] of Object.entries(OPS)) {
    paths[path] = {};
    for (const [method, op] of Object.entries(methods)) {
      const parameters: unknown[] = [];
      if (op.idempotent)
        parameters.push({
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          schema: { type: 'string', minLength: 8, maxLength: 200 },
        });
      for (const m of path.matchAll(/\{(\w+)\}/g))
        parameters.push({ name: m[1], in: 'path', required: true, schema: { type: 'string' } });
      for (const q of op.query ?? [])
        parameters.push({
          name: q.name,
          in: 'query',
          required: q.required ?? false,
          description: q.description,
          schema: { type: 'string' },
        });
      const responses: Record<string, unknown> = {
        '200': {
          description: 'OK',
          content: op.produces
            ? { [op.produces]: { schema: { type: 'string' } } }
            : { 'application/json': { schema: { type: 'object' } } },
        },
        '4XX': {
          description:
            'Client mistake: 400 validation_failed / invalid_json / too_deeply_nested (over 32 levels) / invalid_characters (NUL), 413 payload_too_large, 415 unsupported_media_type (JSON bodies need Content-Type: application/json), 422 business rules',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      };
      for (const [status, description] of Object.entries(op.responses ?? {})) {
        if (status.startsWith('3')) {
          responses[status] = {
            description,
            headers: { Location: { schema: { type: 'string' } } },
          };
          continue;
        }
        responses[status] = {
          description,
          content: op.produces
            ? { [op.produces]: { schema: { type: 'string' } } }
            : {
                'application/json': {
                  schema: status.startsWith('2')
                    ? { type: 'object' }
                    : { $ref: '#/components/schemas/Error' },
                },
              },
        };
      }
      paths[path][method] = {
        summary: op.summary,
        parameters,
        ...(op.body
          ? {
              requestBody: {
                required: true,
                content: {
                  'application/json': {
                    schema: z.toJSONSchema(op.body, { io: 'input', unrepresentable: 'any' }),
                  },
                },
              },
            }
          : op.raw
            ? {
                requestBody: {
                  required: true,
                  content: { [op.raw]: { schema: { type: 'string', format: 'binary' } } },
                },
              }
            : op.form
              ? {
                  requestBody: {
                    required: true,
                    content: { 'application/x-www-form-urlencoded': { schema: op.form } },
                  },
                }
              : {}),
        responses,
        ...(op.session
          ? { security: [{ reservationSession: [] }] }
          : op.admin
            ? { security: [{ staffToken: [] }] }
            : {}),
      };
    }
  }
  cached = {
    openapi: '3.1.0',
    info: {
      title: 'Vegur booking API',
      version: '1.0.0',
      description: `Booking backend of ${Object.values(BRAND_NAMES).join(', ')}. The tenant comes from the Host (${Object.keys(DEFAULT_HOST_MAP).join(', ')}) or an explicit x-tenant header / tenant field that must agree with it. Money is integer ISK; display conversions are informative, charges are in ISK.`,
    },
    servers: [{ url: '/functions/v1' }],
    paths,
    components: {
      schemas: { Error: ErrorSchema },
      securitySchemes: {
        reservationSession: { type: 'apiKey', in: 'cookie', name: 'vegur_reservation' },
        staffToken: { type: 'http', scheme: 'bearer' },
      },
    },
  };
  return cached;
}
