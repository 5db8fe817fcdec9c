import { z } from 'zod';
import {
  AffiliateClickInput,
  AffiliateConversionInput,
  CancelInput,
  CreateReservationInput,
  DetailsInput,
  EditOptionsInput,
  EditTermsInput,
  FindReservationInput,
  PaymentInput,
  QuoteInput,
  RefundRequestInput,
  SearchInput,
} from './schemas.ts';

type Op = {
  summary: string;
  body?: z.ZodType;
  idempotent?: boolean;
  session?: boolean;
  admin?: boolean;
  raw?: string;
  responses?: Record<string, string>;
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
  '/catalogue': {
    get: { summary: "The tenant's locations, vehicle classes, insurance, extras and policy limits" },
  },
  '/search': {
    post: { summary: 'Available vehicle classes with price summaries for the terms', body: SearchInput },
  },
  '/quote': { post: { summary: 'Price summary for one class with options', body: QuoteInput } },
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
      summary: 'Find by reference and e-mail; sets the reservation session cookie (rate-limited)',
      body: FindReservationInput,
      responses: { '429': 'rate_limited' },
    },
  },
  '/reservation': { get: { summary: 'The session reservation', session: true } },
  '/reservation/logout': { post: { summary: 'Clear the session cookie' } },
  '/reservation/payments': {
    get: { summary: 'Payments and ledger of the session reservation', session: true },
    post: {
      summary: 'Pay by card in ISK (due_now, balance or an amount); 402 when declined',
      body: PaymentInput,
      idempotent: true,
      session: true,
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
      summary: 'Check-in step 3: payment option 540 (pays the balance)',
      body: PaymentInput,
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
  '/payments/callback': {
    post: { summary: 'Signed gateway callback; replays are acknowledged and ignored' },
  },
  '/test-gateway/challenge/{ref}': {
    post: {
      summary: 'Test gateway 3-D Secure page: approve or fail',
      body: z.object({ approve: z.boolean() }),
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
    post: { summary: 'Record an affiliate conversion', body: AffiliateConversionInput },
  },
  '/public/shuttles': { post: { summary: 'Shuttle positions: id, lat, lon, heading, date' } },
  '/admin/exchangerates/import': {
    post: { summary: 'Import a central bank rates feed from a file or URL', admin: true },
  },
  '/admin/locations/sync': {
    post: { summary: 'Upsert the synced copy of the content lake locations', admin: true },
  },
  '/admin/reservations/{id}/refund': { post: { summary: 'Staff decision on a refund request', admin: true } },
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
      const responses: Record<string, unknown> = {
        '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
        '4XX': {
          description: 'Client mistake',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      };
      for (const [status, description] of Object.entries(op.responses ?? {})) {
        responses[status] = {
          description,
          content: {
            'application/json': {
              schema: status.startsWith('2') ? { type: 'object' } : { $ref: '#/components/schemas/Error' },
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
      description:
        'Booking backend of Vegur Car Rental, Vegur Campers and Vegur Lease. The tenant comes from the Host (cars.localhost, campers.localhost, lease.localhost) or an explicit x-tenant header / tenant field that must agree with it. Money is integer ISK; display conversions are informative, charges are in ISK.',
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
