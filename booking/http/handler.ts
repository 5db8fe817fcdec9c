import { and, eq } from 'drizzle-orm';
import { DEFAULT_HOST_MAP, DEFAULT_TENANT } from '../../domain/brands.ts';
import { type Currency, isLocale, type Locale } from '../../domain/index.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { reservations } from '../db/schema.ts';
import { BookingError } from '../errors.ts';
import { TestGateway } from '../payments/test-gateway.ts';
import { contractPdf } from '../rules/contract-pdf.ts';
import { normalizeReference } from '../rules/reference.ts';
import { nameIn } from '../rules/types.ts';
import { autoAssignDue } from '../services/auto-assign.ts';
import { checkTerms, rentalLimitsOf, search } from '../services/availability.ts';
import { invalidateCatalogue, loadCatalogue } from '../services/catalogue.ts';
import { contractFor } from '../services/checkin.ts';
import { type ContentSource, catchUpFromContent } from '../services/content-sync.ts';
import { convertSummary, ensureExchangeRates, rateTable } from '../services/exchange-rates.ts';
import { sendReturnReport } from '../services/inspection.ts';
import { enqueueJob, JobRunner, SETTLE_WAIT_MINUTES } from '../services/jobs.ts';
import { type NoticeCause, sendLateCaptureNotice } from '../services/late-capture-notice.ts';
import {
  cancelReservation,
  editDetails,
  editOptions,
  editTerms,
  requestRefund,
} from '../services/lifecycle.ts';
import { mailerFromEnv } from '../services/mail.ts';
import { localeOr, parseSiteOrigins } from '../services/manage-link.ts';
import { localeOf, manageUrlFor, Notifier } from '../services/notifications.ts';
import {
  afterCaptureJob,
  type PaymentEffects,
  paymentSummary,
  releaseLapsedHolds,
} from '../services/payments.ts';
import { type ChangeJob, changeJobs } from '../services/reservation-lock.ts';
import {
  createReservation,
  getReservation,
  priceFor,
  publicReservation,
  type ReservationRow,
  resolvePromo,
  termsFrom,
} from '../services/reservations.ts';
import {
  checkAttempts,
  isRevoked,
  readCookie,
  revokeSession,
  SESSION_COOKIE,
  sessionCookie,
  sessionExpiry,
  signSession,
  spendAttempt,
  verifySession,
} from '../services/session.ts';
import { recordStaffAction } from '../services/staff-audit.ts';
import { isUuid } from '../services/util.ts';
import { assignedVehicle } from '../services/vehicle-keys.ts';
import { fileStorageFromEnv } from '../storage/files.ts';
import { affiliateRoutes } from './affiliate-routes.ts';
import type {
  CatalogueAnswer,
  LogoutAnswer,
  OptionsChangeAnswer,
  QuoteAnswer,
  ReservationAnswer,
  ReservationView,
  SearchAnswer,
  TermsChangeAnswer,
  VehicleAnswer,
} from './answers.ts';
import { BASE_PATH } from './base-path.ts';
import { checkinRoutes } from './checkin-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { contractRoutes } from './contract-routes.ts';
import { inspectionRoutes } from './inspection-routes.ts';
import { openApiDocument } from './openapi.ts';
import { paymentRoutes } from './payment-routes.ts';
import { publicRoutes } from './public-routes.ts';
import { errorResponse, json, readJson } from './respond.ts';
import {
  type BookingHandlerOptions,
  type Context,
  type CustomerEvent,
  idempotencyKey,
  type Route,
  route,
} from './router.ts';
import {
  CancelInput,
  CreateReservationInput,
  DetailsInput,
  EditOptionsInput,
  EditTermsInput,
  FindReservationInput,
  QuoteInput,
  RefundRequestInput,
  SearchInput,
} from './schemas.ts';
import { parseStaffOrigins, StaffAuth, StaffRoleRefused, staffAuthFromEnv, staffCors } from './staff-auth.ts';
import { staffRoutes } from './staff-routes.ts';
import { testGatewayRoutes } from './test-gateway-pages.ts';

export type { BookingHandlerOptions };
export { BASE_PATH };

/** The brands' development hosts, and plain `localhost` for the default brand. */
const DEV_HOST_MAP: Record<string, string> = { ...DEFAULT_HOST_MAP, localhost: DEFAULT_TENANT };

/** Every route the handler serves; each one is described in the OpenAPI document (tested). */
function allRoutes(): Route[] {
  return [
    ...coreRoutes,
    ...paymentRoutes,
    ...publicRoutes,
    ...checkinRoutes,
    ...inspectionRoutes,
    ...testGatewayRoutes,
    ...contractRoutes,
    ...affiliateRoutes,
    ...staffRoutes,
    ...contentRoutes,
  ];
}

/** `METHOD /path/{param}` of every route, in OpenAPI's path notation. */
export function routeTable(): string[] {
  return allRoutes().map((r) => `${r.method} ${r.path.replace(/:([a-zA-Z]+)/g, '{$1}')}`);
}

const AUTO_ASSIGN_EVERY_MS = 60_000;

function currencyOf(input: { currency?: Currency }): Currency | undefined {
  return input.currency && input.currency !== 'ISK' ? input.currency : undefined;
}

/**
 * A reservation as its session owner sees it: the public columns plus what the confirmation and
 * payment pages show (vehicle and location names, paid, the manage link).
 */
async function reservationView(ctx: Context, row: ReservationRow, locale?: Locale): Promise<ReservationView> {
  const [{ paid, refunded }, catalogue] = await Promise.all([
    paymentSummary(ctx.database, row.id),
    loadCatalogue(ctx.database, row.tenant),
  ]);
  const vehicle = catalogue.classes.find((c) => c.id === row.classId);
  const place = (id: string) => {
    const location = catalogue.locations.find((l) => l.id === id);
    const title = location ? (locale ? nameIn(location.title, location.titles, locale) : location.title) : id;
    return { id, title, address: location?.address ?? '' };
  };
  const origins = {
    sessionSecret: ctx.options.sessionSecret,
    siteOrigins: ctx.siteOrigin
      ? { [row.tenant]: ctx.siteOrigin, ...ctx.options.siteOrigins }
      : ctx.options.siteOrigins,
  };
  return publicReservation(row, {
    paid,
    refunded,
    vehicle: vehicle
      ? {
          id: vehicle.id,
          name: locale ? nameIn(vehicle.name, vehicle.names, locale) : vehicle.name,
          orSimilar: vehicle.orSimilar,
        }
      : null,
    pickupLocation: place(row.pickupLocationId),
    returnLocation: place(row.returnLocationId),
    manageUrl: manageUrlFor(origins, row, ctx.now),
  });
}

/** What this request paid back to the card: refunded now minus refunded before. */
/**
 * The e-mail about a change whose job was queued with the change but whose process stopped before
 * it knew the figures: refund and price difference from the reservation as it is now.
 */
async function derivedEvent(
  database: Database,
  reservationId: string,
  event: CustomerEvent,
  before: { refunded: number; total: number },
): Promise<CustomerEvent> {
  const { refunded } = await paymentSummary(database, reservationId);
  const [row] = await database.query<{ total: number; status: string }>(
    'SELECT total, status FROM reservations WHERE id = $1',
    [reservationId],
  );
  const since = Math.max(0, refunded - before.refunded);
  if (event.kind === 'cancelled' || event.kind === 'cancel_requested')
    return {
      ...event,
      kind: row?.status === 'refund_requested' ? 'cancel_requested' : 'cancelled',
      refunded: since,
    };
  if (event.kind === 'changed')
    return { ...event, refunded: since, difference: (row?.total ?? before.total) - before.total };
  if (event.kind === 'refund_decided') return { ...event, refunded: since };
  return event;
}

async function refundedSince(ctx: Context, id: string, before: number): Promise<number> {
  const { refunded } = await paymentSummary(ctx.database, id);
  return Math.max(0, refunded - before);
}

const foldName = (value: string) =>
  value.normalize('NFC').trim().toLocaleLowerCase('is').replace(/\s+/g, ' ');

/** The reference's owner: the booker's e-mail address, or their last name (as the customer or main driver). */
function ownerMatches(row: ReservationRow, input: { email?: string; lastName?: string }): boolean {
  if (input.email) return row.email === input.email.trim().toLowerCase();
  const wanted = input.lastName ? foldName(input.lastName) : '';
  if (wanted.length < 2) return false;
  const names = [row.customer, row.mainDriver].map((p) =>
    typeof (p as { lastName?: unknown } | null)?.lastName === 'string'
      ? foldName((p as { lastName: string }).lastName)
      : null,
  );
  return names.includes(wanted);
}

async function sessionJson(ctx: Context, row: ReservationRow, status = 200, headers: HeadersInit = {}) {
  return json({ reservation: await reservationView(ctx, row) } satisfies ReservationAnswer, status, headers);
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
        maxExtraDrivers: c.settings.maxExtraDrivers,
        maxRental: rentalLimitsOf(c.settings).maxLength,
        bookingHorizonMonths: rentalLimitsOf(c.settings).horizonMonths,
        // Per rental day by fuel: the site quotes a lease month with its road tax (domain fromPrice).
        roadTaxPerDay: c.settings.roadTaxPerDay,
      },
    } satisfies CatalogueAnswer);
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
    } satisfies SearchAnswer);
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
    } satisfies QuoteAnswer);
  }),

  route('POST', '/reservations', async (ctx) => {
    const key = idempotencyKey(ctx.request);
    const input = await readJson(ctx.request, CreateReservationInput);
    const { reservation, replayed, confirmationJob } = await createReservation(
      ctx.database,
      ctx.tenant,
      input,
      key,
      ctx.now,
      {
        siteOrigin: ctx.siteOrigin,
      },
    );
    // Nothing due now: confirmed at once, its e-mail queued in the same transaction; sent now
    // (after the commit, never failing it).
    if (!replayed && confirmationJob) await ctx.effects.runJobs([confirmationJob]);
    const cookie = sessionCookie(
      await signSession(ctx.options.sessionSecret, reservation.id, ctx.tenant, ctx.now, reservation.returnAt),
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
    // Wrong guesses are budgeted (docs/booking.md): per client address 20 per 15 min,
    // per client and reference 8 (someone guessing at a reference locks themselves out, not its
    // owner), and per reference over all clients 50 (a client that forges its address still
    // cannot guess at one reference for long). Finding one's own reservation costs nothing.
    const reference = normalizeReference(input.reference);
    const budgets: [string, number][] = [
      ...(ctx.ip !== 'unknown' ? ([[`find:ip:${ctx.ip}`, 20]] as [string, number][]) : []),
      ...(reference
        ? ([
            [`find:ref:${reference}:${ctx.ip}`, 8],
            [`find:ref:${reference}`, 50],
          ] as [string, number][])
        : []),
    ];
    for (const [key, limit] of budgets) await checkAttempts(ctx.database, key, limit, 900, ctx.now);
    const rows = reference
      ? await ctx.database.db
          .select()
          .from(reservations)
          .where(and(eq(reservations.tenant, ctx.tenant), eq(reservations.reference, reference)))
      : [];
    const row = rows[0];
    // One answer for every miss: nothing tells which of the two was wrong.
    if (!row || !ownerMatches(row, input)) {
      for (const [key] of budgets) await spendAttempt(ctx.database, key, 900, ctx.now);
      throw new BookingError(
        'reservation_not_found',
        'No reservation matches this reference and e-mail address or last name',
        404,
      );
    }
    const cookie = sessionCookie(
      await signSession(ctx.options.sessionSecret, row.id, ctx.tenant, ctx.now, row.returnAt),
      ctx.secure,
      ctx.now,
      row.returnAt,
    );
    return sessionJson(ctx, row, 200, { 'set-cookie': cookie });
  }),

  // Names in the page's language with `?locale=` (the documents' rule, English where content has
  // none); without it the English ones, as every other answer carrying the reservation.
  route('GET', '/reservation', async (ctx) => {
    const asked = ctx.url.searchParams.get('locale');
    const locale = asked && isLocale(asked) ? asked : undefined;
    return json({
      reservation: await reservationView(ctx, await ctx.session(), locale),
    } satisfies ReservationAnswer);
  }),

  // The assigned car and the key arrangements: the key-box code only inside its window.
  route('GET', '/reservation/vehicle', async (ctx) => {
    const reservation = await ctx.session();
    const asked = ctx.url.searchParams.get('locale');
    const locale = asked && isLocale(asked) ? asked : reservation.locale;
    const answer: VehicleAnswer = {
      vehicle: await assignedVehicle(ctx.database, reservation, locale, ctx.now),
    };
    return json(answer, 200, {
      'cache-control': 'private, no-store',
    });
  }),

  // The rental agreement of this reservation as it stands (unsigned; check-in signs it), in the
  // reservation's language or `?locale=`.
  route('GET', '/reservation/contract.pdf', async (ctx) => {
    const row = await ctx.session();
    if (!['pending_payment', 'confirmed', 'checked_in', 'completed'].includes(row.status)) {
      throw new BookingError('not_active', `A ${row.status} reservation has no rental agreement`, 409);
    }
    const locale = localeOr(ctx.url.searchParams.get('locale'), localeOf(row));
    const contract = await contractFor(ctx.database, row, locale);
    const bytes = await contractPdf(contract.document, { language: locale });
    return new Response(Buffer.from(bytes), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="rental-agreement-${row.reference}.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  }),

  route('POST', '/reservation/logout', async (ctx) => {
    // The token itself is revoked too: a copy of the cookie no longer opens the reservation.
    const token = readCookie(ctx.request, SESSION_COOKIE);
    if (token && (await verifySession(ctx.options.sessionSecret, token, ctx.tenant, ctx.now))) {
      const expiresAt = sessionExpiry(token);
      if (expiresAt) await revokeSession(ctx.database, token, expiresAt, ctx.now);
    }
    return json({ ok: true } satisfies LogoutAnswer, 200, {
      'set-cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    });
  }),

  route('POST', '/reservation/cancel', async (ctx) => {
    const row = await ctx.session();
    const input = await readJson(ctx.request, CancelInput);
    const before = await paymentSummary(ctx.database, row.id);
    const updated = await ctx.changing(row.id, { kind: 'cancelled', reason: input.reason || null }, () =>
      cancelReservation(ctx.database, ctx.gateway, ctx.tenant, row.id, input.reason || undefined, ctx.now),
    );
    await ctx.reservationEvent(updated.id, {
      kind: updated.status === 'refund_requested' ? 'cancel_requested' : 'cancelled',
      refunded: await refundedSince(ctx, row.id, before.refunded),
      reason: input.reason || null,
    });
    return sessionJson(ctx, updated);
  }),

  route('POST', '/reservation/refund', async (ctx) => {
    const row = await ctx.session();
    const input = await readJson(ctx.request, RefundRequestInput);
    const event = { kind: 'refund_requested', reason: input.reason } as const;
    const updated = await ctx.changing(row.id, event, () =>
      requestRefund(ctx.database, ctx.tenant, row.id, input.reason, ctx.now),
    );
    await ctx.reservationEvent(updated.id, event);
    return sessionJson(ctx, updated);
  }),

  route('POST', '/reservation/terms', async (ctx) => {
    const row = await ctx.session();
    const input = await readJson(ctx.request, EditTermsInput);
    const before = await paymentSummary(ctx.database, row.id);
    const edit = () =>
      editTerms(
        ctx.database,
        ctx.gateway,
        ctx.tenant,
        row.id,
        termsFrom(input),
        input.classId,
        input.dryRun ?? false,
        ctx.now,
      );
    // A dry run changes nothing and tells nobody.
    const result = input.dryRun ? await edit() : await ctx.changing(row.id, { kind: 'changed' }, edit);
    const { paid, refunded } = await paymentSummary(ctx.database, row.id);
    if (!input.dryRun) {
      await ctx.reservationEvent(row.id, {
        kind: 'changed',
        difference: result.difference,
        refunded: Math.max(0, refunded - before.refunded),
      });
    }
    return json({
      dryRun: input.dryRun ?? false,
      difference: result.difference,
      price: result.price,
      reservation: publicReservation(result.reservation, { paid, refunded }),
    } satisfies TermsChangeAnswer);
  }),

  route('POST', '/reservation/options', async (ctx) => {
    const row = await ctx.session();
    const input = await readJson(ctx.request, EditOptionsInput);
    const before = await paymentSummary(ctx.database, row.id);
    const result = await ctx.changing(row.id, { kind: 'changed' }, () =>
      editOptions(ctx.database, ctx.gateway, ctx.tenant, row.id, input, ctx.now),
    );
    const { paid, refunded } = await paymentSummary(ctx.database, row.id);
    await ctx.reservationEvent(row.id, {
      kind: 'changed',
      difference: result.difference,
      refunded: Math.max(0, refunded - before.refunded),
    });
    return json({
      difference: result.difference,
      price: result.price,
      reservation: publicReservation(result.reservation, { paid, refunded }),
    } satisfies OptionsChangeAnswer);
  }),

  route('POST', '/reservation/details', async (ctx) => {
    const row = await ctx.session();
    const input = await readJson(ctx.request, DetailsInput);
    const updated = await ctx.changing(row.id, { kind: 'changed' }, () =>
      editDetails(ctx.database, ctx.tenant, row.id, input, ctx.now),
    );
    await ctx.reservationEvent(updated.id, { kind: 'changed' });
    return sessionJson(ctx, updated);
  }),
];

function hostOf(request: Request, url: URL, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host') : null;
  const host = (forwarded?.split(',')[0] ?? request.headers.get('host') ?? url.host).trim().toLowerCase();
  return host.replace(/:\d+$/, '');
}

const TENANT_NAME = /^[a-z][a-z0-9-]{1,40}$/;

/** The origin the client used: Host (or, behind a trusted proxy, X-Forwarded-Host/-Proto). */
function originOf(request: Request, url: URL, trustProxy: boolean): string {
  const forwardedHost = trustProxy
    ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const forwardedProto = trustProxy
    ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
    : undefined;
  const host = forwardedHost || request.headers.get('host') || url.host;
  const proto =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : url.protocol.slice(0, -1);
  try {
    const origin = new URL(`${proto}://${host}`);
    // Only a bare host[:port]; anything with a path or credentials is not a Host header.
    if (origin.host.toLowerCase() === host.toLowerCase()) return origin.origin;
  } catch {
    // fall through
  }
  return url.origin;
}

// The socket address a hosting server vouches for; a header would be forgeable by the client.
const clientAddresses = new WeakMap<Request, string>();

/** Called by a server that knows the peer address (booking/server.ts) before handing the request over. */
export function setClientAddress(request: Request, address: string): void {
  clientAddresses.set(request, address);
}

const CATCH_UP_WAIT_MS = 5_000;
const CATCH_UP_RETRY_MS = 15_000;

/**
 * Catches the read copy up with the published content before the first request is served (a
 * database that was empty, or missed deliveries while down). Content that does not answer within
 * a few seconds does not keep bookings down: the copy serves as it is and the catch-up retries.
 */
async function catchUpOnStart(database: Database, source: ContentSource): Promise<void> {
  const attempt = async (): Promise<boolean> => {
    try {
      const result = await catchUpFromContent(database, source);
      for (const skipped of result.skipped) console.warn(`content sync: skipped ${skipped}`);
      return true;
    } catch (error) {
      console.error(`content sync: catching up from ${source.apiHost ?? source.projectId} failed`, error);
      return false;
    }
  };
  const first = attempt();
  const done = await Promise.race([
    first,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), CATCH_UP_WAIT_MS).unref()),
  ]);
  if (done) return;
  const retry = async (): Promise<void> => {
    if (await attempt()) invalidateCatalogue(database);
    else setTimeout(() => void retry(), CATCH_UP_RETRY_MS).unref();
  };
  void first.then((ok) => {
    if (!ok) setTimeout(() => void retry(), CATCH_UP_RETRY_MS).unref();
  });
}

/**
 * One handler for everything under /functions/v1, Web-standard Request in, Response out: the
 * same function serves Next.js route handlers and the standalone node:http server.
 */
export type BookingHandler = ((request: Request) => Promise<Response>) & {
  /** Stops the job runner's polling (a test or a graceful shutdown); queued jobs stay queued. */
  stopJobs(): Promise<void>;
};

export function createBookingHandler(options: BookingHandlerOptions = {}): BookingHandler {
  const sessionSecret =
    options.sessionSecret ?? process.env.BOOKING_SESSION_SECRET ?? process.env.SESSION_SECRET;
  if (!sessionSecret) throw new Error('createBookingHandler needs a session secret (BOOKING_SESSION_SECRET)');
  const secret: string = sessionSecret;
  const hosts = options.hosts ?? DEV_HOST_MAP;
  const siteOrigins = options.siteOrigins ?? parseSiteOrigins(process.env.SITE_ORIGINS);
  const resolved = { ...options, sessionSecret, hosts, siteOrigins };
  const clock = options.clock ?? (() => new Date());
  let databasePromise: Promise<Database> | null = null;
  const database = (): Promise<Database> => {
    if (!databasePromise) {
      databasePromise = (async () => {
        const db =
          typeof options.database === 'function'
            ? await options.database()
            : (options.database ?? (await openDatabase()));
        // The catalogue is content: an empty database becomes bookable by the catch-up below.
        await ensureExchangeRates(db);
        if (options.contentSource) await catchUpOnStart(db, options.contentSource);
        if (options.jobs?.poll) jobs.start();
        return db;
      })();
      databasePromise.catch(() => {
        databasePromise = null;
      });
    }
    return databasePromise;
  };
  const storage = options.storage ?? fileStorageFromEnv(database);
  const testGateway = options.gateway
    ? null
    : new TestGateway(sessionSecret, database, `${BASE_PATH}/test-gateway/checkout`, clock);
  const gateway = options.gateway ?? (testGateway as TestGateway);
  const mailer = options.mailer ?? mailerFromEnv();
  const notifier = new Notifier({
    database,
    mailer,
    sessionSecret,
    siteOrigins,
    mailFrom: options.mailFrom ?? process.env.MAIL_FROM,
    clock,
  });
  const mailFrom = options.mailFrom ?? process.env.MAIL_FROM;
  const lateNotice = (tenant: string, id: string, amount: number, refunded: boolean, cause?: NoticeCause) =>
    sendLateCaptureNotice({ database, mailer, mailFrom }, tenant, id, amount, refunded, cause);
  const jobs = new JobRunner({
    database,
    clock,
    pollMs: options.jobs?.pollMs,
    leaseMs: options.jobs?.leaseMs,
    periodic: [
      {
        name: 'automatic unit assignment',
        everyMs: options.jobs?.autoAssignMs ?? AUTO_ASSIGN_EVERY_MS,
        run: (db, now) => autoAssignDue(db, now),
      },
    ],
    handlers: {
      'reservation.confirmed': async (payload) =>
        notifier.reservationConfirmed(String(payload.reservationId)),
      'reservation.event': async (payload, job) => {
        const reservationId = String(payload.reservationId);
        const event = payload.event as CustomerEvent;
        const before = payload.before as { refunded: number; total: number } | undefined;
        await notifier.reservationEvent(
          reservationId,
          before ? await derivedEvent(job.database, reservationId, event, before) : event,
        );
      },
      'payment.after_capture': async (payload, job) =>
        afterCaptureJob(
          job.database,
          gateway,
          payload as {
            tenant: string;
            reservationId: string;
            paymentId: string;
            excess: number;
            late: number;
          },
          job.now,
          lateNotice,
        ),
      'inspection.return_report': async (payload, job) => {
        await sendReturnReport(
          job.database,
          storage,
          mailer,
          mailFrom,
          { tenant: String(payload.tenant), reservationId: String(payload.reservationId) },
          job.now,
        );
      },
      'payment.late_notice': async (payload) =>
        lateNotice(
          String(payload.tenant),
          String(payload.reservationId),
          Number(payload.amount),
          payload.refunded === true,
          payload.cause === 'lapsed' ? 'lapsed' : 'late',
        ),
    },
  });
  const effects: PaymentEffects = { runJobs: (ids) => jobs.runNow(ids) };
  async function queueReservationEvent(
    db: Database,
    tenant: string,
    reservationId: string,
    event: CustomerEvent,
    queued: Map<string, number>,
  ): Promise<boolean> {
    const now = clock();
    // A change that costs more is paid on the gateway next (the site sends the customer there):
    // its e-mail waits until that payment is booked, or the wait ends, and then states the
    // amounts the reservation page shows, not the balance before the payment.
    let awaitsPayment = false;
    if (event.kind === 'changed' && (event.difference ?? 0) > 0) {
      const [row] = await db.query<{ balance: number }>('SELECT balance FROM reservations WHERE id = $1', [
        reservationId,
      ]);
      awaitsPayment = (row?.balance ?? 0) > 0;
    }
    const payload = awaitsPayment ? { reservationId, event, awaitsPayment } : { reservationId, event };
    const runAfter = awaitsPayment ? new Date(now.getTime() + SETTLE_WAIT_MINUTES * 60_000) : now;
    let id = queued.get(reservationId) ?? null;
    queued.delete(reservationId);
    // Queued with the change: now the exact figures are known, the job says them.
    if (id !== null)
      await db.query(
        `UPDATE booking_jobs SET payload = $1::jsonb, run_after = $3::timestamptz WHERE id = $2 AND status = 'pending'`,
        [JSON.stringify(payload), id, runAfter.toISOString()],
      );
    else id = await enqueueJob(db.db, { kind: 'reservation.event', tenant, payload, runAfter }, now);
    if (awaitsPayment) return false;
    await jobs.runNow([id]);
    const [row] = await db.query<{ status: string }>('SELECT status FROM booking_jobs WHERE id = $1', [id]);
    return row?.status === 'done';
  }
  const routes = allRoutes();
  const lastExpiry = new Map<string, number>();
  const staffAuth = new StaffAuth(options.adminToken ?? process.env.BOOKING_ADMIN_TOKEN, {
    ...staffAuthFromEnv(),
    ...options.staffAuth,
  });
  const staffOrigins =
    options.staffOrigins ??
    parseStaffOrigins(process.env.BOOKING_STAFF_ORIGINS || process.env.SANITY_STUDIO_URL);

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(BASE_PATH))
      return errorResponse(new BookingError('not_found', `No route ${url.pathname}`, 404));
    const path = url.pathname.slice(BASE_PATH.length) || '/';
    const cors = staffCors(path, request, staffOrigins);
    if (request.method === 'OPTIONS' && cors) return new Response(null, { status: 204, headers: cors });
    const response = await dispatch(request, url, path);
    if (!cors) return response;
    const headers = new Headers(response.headers);
    for (const [name, value] of cors) headers.set(name, value);
    return new Response(response.body, { status: response.status, headers });
  }

  async function dispatch(request: Request, url: URL, path: string): Promise<Response> {
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
        // Own keys only: `__proto__` or `constructor` as a Host is just an unknown host.
        const hostTenant = Object.hasOwn(hosts, host) ? hosts[host] : undefined;
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
        const origin = originOf(request, url, options.trustProxy ?? false);
        const queuedEvents = new Map<string, number>();
        const ctx: Context = {
          request,
          url,
          params: { ...match.groups },
          tenant,
          now,
          origin,
          siteOrigin: hostTenant ? origin : null,
          notifier,
          effects,
          async changing(reservationId, fallback, work) {
            // Not a reservation id: the service answers 404 itself.
            if (!isUuid(reservationId)) return work();
            const { refunded } = await paymentSummary(db, reservationId);
            const [row] = await db.query<{ total: number }>('SELECT total FROM reservations WHERE id = $1', [
              reservationId,
            ]);
            const scope: ChangeJob = {
              reservationId,
              now,
              spec: {
                kind: 'reservation.event',
                tenant,
                // A change may cost more, to be paid next: if this process stops before it knows,
                // the e-mail waits for that payment (or the wait) like a known one does.
                payload: {
                  reservationId,
                  event: fallback,
                  before: { refunded, total: row?.total ?? 0 },
                  ...(fallback.kind === 'changed' ? { awaitsPayment: true } : {}),
                },
                ...(fallback.kind === 'changed'
                  ? { runAfter: new Date(now.getTime() + SETTLE_WAIT_MINUTES * 60_000) }
                  : {}),
              },
            };
            const result = await changeJobs.run(scope, work);
            if (typeof scope.id === 'number') queuedEvents.set(reservationId, scope.id);
            return result;
          },
          reservationEvent: (reservationId, event) =>
            queueReservationEvent(db, tenant, reservationId, event, queuedEvents),
          dispatch: handle,
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
            const id = token ? await verifySession(secret, token, tenant, now) : null;
            if (!id || (token && (await isRevoked(db, token))))
              throw new BookingError('no_session', 'Find your reservation first', 401);
            return getReservation(db, tenant, id);
          },
          async staff() {
            try {
              return await staffAuth.verify(request.headers.get('authorization'));
            } catch (error) {
              // A logged-in user without a staff role tried a staff action: the log shows who and what.
              if (error instanceof StaffRoleRefused) {
                await recordStaffAction(
                  db,
                  tenant,
                  error.who,
                  'access.denied',
                  `${request.method} ${url.pathname}`,
                  {},
                  now,
                ).catch((cause: unknown) =>
                  console.error('booking: could not log a refused staff call', cause),
                );
              }
              throw error;
            }
          },
          audit: (member, action, target, details = {}) =>
            recordStaffAction(db, tenant, member, action, target, details, now),
        };
        // Lapsed payment holds are released lazily, at most once a minute per tenant and instance.
        if (!r.tenantless && (lastExpiry.get(tenant) ?? 0) < now.getTime() - 60_000) {
          lastExpiry.set(tenant, now.getTime());
          await releaseLapsedHolds(db, gateway, tenant, now, effects);
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
  }

  return Object.assign(handle, { stopJobs: () => jobs.stop() });
}
