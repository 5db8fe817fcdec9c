import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Currency } from '../../domain/index.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { reservations } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { TestGateway } from '../payments/test-gateway.ts';
import { normalizeReference } from '../rules/reference.ts';
import { seedAll } from '../seed/seed.ts';
import { checkTerms, search } from '../services/availability.ts';
import { loadCatalogue } from '../services/catalogue.ts';
import { convertSummary, rateTable } from '../services/exchange-rates.ts';
import {
  cancelReservation,
  editDetails,
  editOptions,
  editTerms,
  requestRefund,
} from '../services/lifecycle.ts';
import { handleGatewayEvent, pay, paymentSummary, publicPayment } from '../services/payments.ts';
import {
  createReservation,
  expireStaleHolds,
  getReservation,
  priceFor,
  publicReservation,
  type ReservationRow,
  resolvePromo,
  termsFrom,
} from '../services/reservations.ts';
import {
  rateLimit,
  readCookie,
  SESSION_COOKIE,
  sessionCookie,
  signSession,
  verifySession,
} from '../services/session.ts';
import { DiskStorage, type FileStorage } from '../storage/files.ts';
import { checkinRoutes } from './checkin-routes.ts';
import { openApiDocument } from './openapi.ts';
import { publicRoutes } from './public-routes.ts';
import { errorResponse, json, readJson } from './respond.ts';
import {
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

export const BASE_PATH = '/functions/v1';

export const DEFAULT_HOSTS: Record<string, string> = {
  'cars.localhost': 'cars',
  'campers.localhost': 'campers',
  'lease.localhost': 'lease',
  localhost: 'cars',
};

export interface BookingHandlerOptions {
  /** A database, or how to open one (defaults to `openDatabase()`: DATABASE_URL or PGlite). */
  database?: Database | (() => Promise<Database>);
  /** Host name (without port) → tenant. */
  hosts?: Record<string, string>;
  /** Tenant for hosts outside the map when the request names none. */
  defaultTenant?: string;
  sessionSecret?: string;
  gateway?: PaymentGateway;
  storage?: FileStorage;
  /** Reads X-Forwarded-Host / -For / -Proto (behind a trusted proxy only). */
  trustProxy?: boolean;
  /** Seeds the three brands on first use (embedded default). */
  seed?: boolean;
  clock?: () => Date;
  /** Bearer token for staff endpoints (refund decisions, location sync); off when unset. */
  adminToken?: string;
}

export interface Context {
  request: Request;
  url: URL;
  params: Record<string, string>;
  tenant: string;
  now: Date;
  ip: string;
  secure: boolean;
  database: Database;
  gateway: PaymentGateway;
  testGateway: TestGateway | null;
  storage: FileStorage;
  options: BookingHandlerOptions & { sessionSecret: string; hosts: Record<string, string> };
  /** Resolves the tenant again with an explicit value from a body (affiliate calls carry one). */
  withTenant(explicit: string | undefined): string;
  /** The reservation of the session cookie, or a 401. */
  session(): Promise<ReservationRow>;
}

export type Route = {
  method: string;
  pattern: RegExp;
  handle: (ctx: Context) => Promise<Response>;
  /** Public endpoints need no tenant to be set up (health, OpenAPI). */
  tenantless?: boolean;
};

function route(method: string, path: string, handle: Route['handle'], tenantless = false): Route {
  const source = path.replace(/:([a-zA-Z]+)/g, '(?<$1>[^/]+)');
  return { method, pattern: new RegExp(`^${source}/?$`), handle, tenantless };
}

export { route };

function idempotencyKey(request: Request): string {
  const key = request.headers.get('idempotency-key');
  if (!key || key.length < 8 || key.length > 200) {
    throw new BookingError(
      'idempotency_key_required',
      'Send an Idempotency-Key header (8 to 200 characters)',
      400,
    );
  }
  return key;
}

function currencyOf(input: { currency?: Currency }): Currency | undefined {
  return input.currency && input.currency !== 'ISK' ? input.currency : undefined;
}

async function sessionJson(ctx: Context, row: ReservationRow, status = 200, headers: HeadersInit = {}) {
  const { paid, refunded } = await paymentSummary(ctx.database, row.id);
  return json({ reservation: publicReservation(row, { paid, refunded }) }, status, headers);
}

const coreRoutes: Route[] = [
  route('GET', '/health', async (ctx) => json({ ok: true, database: ctx.database.kind }), true),
  route(
    'GET',
    '/openapi.json',
    async () => json(openApiDocument(), 200, { 'cache-control': 'public, max-age=300' }),
    true,
  ),

  route('GET', '/catalogue', async (ctx) => {
    const c = await loadCatalogue(ctx.database, ctx.tenant);
    return json({
      tenant: c.tenant,
      brandName: c.settings.brandName,
      locations: c.locations.filter((l) => !l.hidden),
      vehicles: c.classes,
      insurance: c.insurance,
      extras: c.extras,
      policy: {
        freeCancellationHours: c.settings.freeCancellationHours,
        selfServiceMinHours: c.settings.selfServiceMinHours,
        termsChangeMinHours: c.settings.termsChangeMinHours,
        checkInOpensHours: c.settings.checkInOpensHours,
        freeExtraDrivers: c.settings.freeExtraDrivers,
        extraDriverPerDay: c.settings.extraDriverPerDay,
      },
    });
  }),

  route('POST', '/search', async (ctx) => {
    const input = await readJson(ctx.request, SearchInput);
    const catalogue = await loadCatalogue(ctx.database, ctx.tenant);
    const promo = await resolvePromo(ctx.database, ctx.tenant, input.promoCode, ctx.now, false);
    const result = await search(ctx.database, catalogue, termsFrom(input), {
      promo,
      now: ctx.now,
      driverAge: input.driverAge,
    });
    const currency = currencyOf(input);
    const table = currency ? await rateTable(ctx.database) : null;
    return json({
      days: result.days,
      selfService: result.selfService,
      promo: input.promoCode ? { code: input.promoCode, valid: promo !== null } : null,
      vehicles: result.offers.map(({ vehicle: { rates: _rates, ...vehicle }, ...o }) => ({
        ...vehicle,
        available: o.available,
        bookable: o.unavailableReason === null,
        unavailableReason: o.unavailableReason,
        // The per-day breakdown stays out of the list (it is most of the bytes); /quote has it.
        price: o.price ? { ...o.price, breakdown: undefined } : null,
        display: o.price && currency && table ? convertSummary(o.price, currency, table) : null,
      })),
    });
  }),

  route('POST', '/quote', async (ctx) => {
    const input = await readJson(ctx.request, QuoteInput);
    const catalogue = await loadCatalogue(ctx.database, ctx.tenant);
    const terms = termsFrom(input);
    const { selfService } = checkTerms(catalogue, terms, ctx.now);
    const promo = await resolvePromo(ctx.database, ctx.tenant, input.promoCode, ctx.now, true);
    const price = priceFor(
      catalogue,
      input.classId,
      terms,
      input.options ?? {},
      input.extraDrivers ?? 0,
      promo,
      ctx.now,
    );
    const currency = currencyOf(input);
    return json({
      selfService,
      price,
      display: currency ? convertSummary(price, currency, await rateTable(ctx.database)) : null,
    });
  }),

  route('POST', '/reservations', async (ctx) => {
    const key = idempotencyKey(ctx.request);
    const input = await readJson(ctx.request, CreateReservationInput);
    const { reservation, replayed } = await createReservation(ctx.database, ctx.tenant, input, key, ctx.now);
    const cookie = sessionCookie(
      signSession(ctx.options.sessionSecret, reservation.id, ctx.tenant, ctx.now, reservation.returnAt),
      ctx.secure,
      ctx.now,
      reservation.returnAt,
    );
    return sessionJson(ctx, reservation, replayed ? 200 : 201, {
      'set-cookie': cookie,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
  }),

  route('POST', '/reservations/find', async (ctx) => {
    const input = await readJson(ctx.request, FindReservationInput);
    // Per client address and per reference: guessing needs both the code and the e-mail, and
    // either limit stops enumeration long before 29^7 codes.
    // Without a known address (no trusted proxy) the per-reference limit still bounds guessing;
    // one shared bucket for every visitor would lock everyone out.
    if (ctx.ip !== 'unknown') await rateLimit(ctx.database, `find:ip:${ctx.ip}`, 20, 900, ctx.now);
    const reference = normalizeReference(input.reference);
    if (reference) await rateLimit(ctx.database, `find:ref:${reference}`, 8, 900, ctx.now);
    const rows = reference
      ? await ctx.database.db
          .select()
          .from(reservations)
          .where(and(eq(reservations.tenant, ctx.tenant), eq(reservations.reference, reference)))
      : [];
    const row = rows[0];
    if (!row || row.email !== input.email.trim().toLowerCase()) {
      throw new BookingError(
        'reservation_not_found',
        'No reservation matches this reference and e-mail',
        404,
      );
    }
    const cookie = sessionCookie(
      signSession(ctx.options.sessionSecret, row.id, ctx.tenant, ctx.now, row.returnAt),
      ctx.secure,
      ctx.now,
      row.returnAt,
    );
    return sessionJson(ctx, row, 200, { 'set-cookie': cookie });
  }),

  route('GET', '/reservation', async (ctx) => sessionJson(ctx, await ctx.session())),

  route('POST', '/reservation/logout', async () =>
    json({ ok: true }, 200, {
      'set-cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    }),
  ),

  route('POST', '/reservation/payments', async (ctx) => {
    const row = await ctx.session();
    const key = idempotencyKey(ctx.request);
    const input = await readJson(ctx.request, PaymentInput);
    const result = await pay(ctx.database, ctx.gateway, ctx.tenant, row.id, input, key, ctx.now);
    const status = result.payment.status === 'failed' ? 402 : result.replayed ? 200 : 201;
    const body = { payment: publicPayment(result.payment, { challengeUrl: result.challengeUrl }) };
    if (result.payment.status === 'failed') {
      return json(
        {
          code: 'payment_failed',
          message: `The payment was not accepted (${result.payment.failureCode})`,
          ...body,
        },
        status,
      );
    }
    return json(body, status, result.replayed ? { 'idempotent-replayed': 'true' } : {});
  }),

  route('GET', '/reservation/payments', async (ctx) => {
    const row = await ctx.session();
    const list = await ctx.database.query<Record<string, unknown>>(
      'SELECT id, kind, amount, status, failure_code AS "failureCode", created_at AS "createdAt" FROM payments WHERE reservation_id = $1 ORDER BY created_at',
      [row.id],
    );
    const ledgerRows = await ctx.database.query<Record<string, unknown>>(
      'SELECT kind, amount, memo, created_at AS "createdAt" FROM ledger WHERE reservation_id = $1 ORDER BY id',
      [row.id],
    );
    return json({ payments: list, ledger: ledgerRows, balance: row.balance });
  }),

  route('POST', '/payments/callback', async (ctx) => {
    const body = await ctx.request.text();
    const result = await handleGatewayEvent(ctx.database, ctx.gateway, body, ctx.request.headers, ctx.now);
    return json({ received: true, ...result });
  }),

  // The test gateway's 3-D Secure page: approving or failing sends the signed callback, exactly
  // as a real gateway would, through the public callback route.
  route('POST', '/test-gateway/challenge/:ref', async (ctx) => {
    if (!ctx.testGateway) throw new BookingError('not_found', 'No test gateway configured', 404);
    const input = await readJson(ctx.request, z.object({ approve: z.boolean() }));
    const event = ctx.testGateway.signedEvent(ctx.params.ref ?? '', input.approve);
    const result = await handleGatewayEvent(
      ctx.database,
      ctx.gateway,
      event.body,
      new Headers(event.headers),
      ctx.now,
    );
    return json({ ...result, callback: event });
  }),

  route('POST', '/reservation/cancel', async (ctx) => {
    const row = await ctx.session();
    const input = await readJson(ctx.request, CancelInput);
    const updated = await cancelReservation(
      ctx.database,
      ctx.gateway,
      ctx.tenant,
      row.id,
      input.reason || undefined,
      ctx.now,
    );
    return sessionJson(ctx, updated);
  }),

  route('POST', '/reservation/refund', async (ctx) => {
    const row = await ctx.session();
    const input = await readJson(ctx.request, RefundRequestInput);
    return sessionJson(ctx, await requestRefund(ctx.database, ctx.tenant, row.id, input.reason, ctx.now));
  }),

  route('POST', '/reservation/terms', async (ctx) => {
    const row = await ctx.session();
    const input = await readJson(ctx.request, EditTermsInput);
    const result = await editTerms(
      ctx.database,
      ctx.gateway,
      ctx.tenant,
      row.id,
      termsFrom(input),
      input.classId,
      input.dryRun ?? false,
      ctx.now,
    );
    const { paid, refunded } = await paymentSummary(ctx.database, row.id);
    return json({
      dryRun: input.dryRun ?? false,
      difference: result.difference,
      price: result.price,
      reservation: publicReservation(result.reservation, { paid, refunded }),
    });
  }),

  route('POST', '/reservation/options', async (ctx) => {
    const row = await ctx.session();
    const input = await readJson(ctx.request, EditOptionsInput);
    const result = await editOptions(ctx.database, ctx.gateway, ctx.tenant, row.id, input, ctx.now);
    const { paid, refunded } = await paymentSummary(ctx.database, row.id);
    return json({
      difference: result.difference,
      price: result.price,
      reservation: publicReservation(result.reservation, { paid, refunded }),
    });
  }),

  route('POST', '/reservation/details', async (ctx) => {
    const row = await ctx.session();
    const input = await readJson(ctx.request, DetailsInput);
    return sessionJson(ctx, await editDetails(ctx.database, ctx.tenant, row.id, input, ctx.now));
  }),
];

function hostOf(request: Request, url: URL, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host') : null;
  const host = (forwarded?.split(',')[0] ?? request.headers.get('host') ?? url.host).trim().toLowerCase();
  return host.replace(/:\d+$/, '');
}

const TENANT_NAME = /^[a-z][a-z0-9-]{1,40}$/;

// The socket address a hosting server vouches for; a header would be forgeable by the client.
const clientAddresses = new WeakMap<Request, string>();

/** Called by a server that knows the peer address (booking/server.ts) before handing the request over. */
export function setClientAddress(request: Request, address: string): void {
  clientAddresses.set(request, address);
}

/**
 * One handler for everything under /functions/v1, Web-standard Request in, Response out: the
 * same function serves Next.js route handlers and the standalone node:http server.
 */
export function createBookingHandler(
  options: BookingHandlerOptions = {},
): (request: Request) => Promise<Response> {
  const sessionSecret =
    options.sessionSecret ?? process.env.BOOKING_SESSION_SECRET ?? process.env.SESSION_SECRET;
  if (!sessionSecret) throw new Error('createBookingHandler needs a session secret (BOOKING_SESSION_SECRET)');
  const hosts = options.hosts ?? DEFAULT_HOSTS;
  const resolved = { ...options, sessionSecret, hosts };
  const clock = options.clock ?? (() => new Date());
  const testGateway = options.gateway
    ? null
    : new TestGateway(sessionSecret, `${BASE_PATH}/test-gateway/challenge`, clock);
  const gateway = options.gateway ?? (testGateway as TestGateway);
  const storage = options.storage ?? new DiskStorage(process.env.BOOKING_UPLOAD_DIR ?? '.data/uploads');
  let databasePromise: Promise<Database> | null = null;
  const database = (): Promise<Database> => {
    if (!databasePromise) {
      databasePromise = (async () => {
        const db =
          typeof options.database === 'function'
            ? await options.database()
            : (options.database ?? (await openDatabase()));
        if (options.seed) await seedAll(db);
        return db;
      })();
      databasePromise.catch(() => {
        databasePromise = null;
      });
    }
    return databasePromise;
  };
  const routes: Route[] = [...coreRoutes, ...publicRoutes, ...checkinRoutes];
  const lastExpiry = new Map<string, number>();

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(BASE_PATH))
      return errorResponse(new BookingError('not_found', `No route ${url.pathname}`, 404));
    const path = url.pathname.slice(BASE_PATH.length) || '/';
    let matchedPath = false;
    for (const r of routes) {
      const match = r.pattern.exec(path);
      if (!match) continue;
      matchedPath = true;
      if (r.method !== request.method) continue;
      try {
        const db = await database();
        const now = clock();
        const host = hostOf(request, url, options.trustProxy ?? false);
        const hostTenant = hosts[host];
        const withTenant = (explicit: string | undefined): string => {
          const wanted = explicit?.trim().toLowerCase() || undefined;
          if (wanted && !TENANT_NAME.test(wanted))
            throw new BookingError('unknown_tenant', 'Unknown tenant', 400);
          if (hostTenant && wanted && wanted !== hostTenant) {
            throw new BookingError('tenant_mismatch', `This host serves ${hostTenant}, not ${wanted}`, 400);
          }
          return hostTenant ?? wanted ?? options.defaultTenant ?? 'cars';
        };
        const tenant = withTenant(
          request.headers.get('x-tenant') ?? url.searchParams.get('tenant') ?? undefined,
        );
        // The right-most X-Forwarded-For entry is the one our own proxy added; entries left of it
        // come from the client and prove nothing.
        const forwardedFor = options.trustProxy
          ? request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
          : undefined;
        const ctx: Context = {
          request,
          url,
          params: { ...match.groups },
          tenant,
          now,
          ip: clientAddresses.get(request) ?? forwardedFor ?? 'unknown',
          secure:
            url.protocol === 'https:' ||
            (options.trustProxy === true && request.headers.get('x-forwarded-proto') === 'https'),
          database: db,
          gateway,
          testGateway,
          storage,
          options: resolved,
          withTenant,
          async session() {
            const token = readCookie(request, SESSION_COOKIE);
            const id = token ? verifySession(sessionSecret, token, tenant, now) : null;
            if (!id) throw new BookingError('no_session', 'Find your reservation first', 401);
            return getReservation(db, tenant, id);
          },
        };
        // Lapsed payment holds are released lazily, at most once a minute per tenant and instance.
        if (!r.tenantless && (lastExpiry.get(tenant) ?? 0) < now.getTime() - 60_000) {
          lastExpiry.set(tenant, now.getTime());
          await expireStaleHolds(db, tenant, now);
        }
        return await r.handle(ctx);
      } catch (error) {
        if (error instanceof BookingError) return errorResponse(error);
        console.error('booking handler error', error);
        return errorResponse(new BookingError('internal_error', 'Something went wrong on our side', 500));
      }
    }
    if (matchedPath)
      return errorResponse(
        new BookingError('method_not_allowed', `${request.method} is not allowed here`, 405),
      );
    return errorResponse(new BookingError('not_found', `No route ${url.pathname}`, 404));
  };
}
