import type { Database } from '../db/client.ts';
import { BookingError } from '../errors.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { TestGateway } from '../payments/test-gateway.ts';
import type { LifecycleEvent } from '../rules/lifecycle-email.ts';
import type { ContentSource } from '../services/content-sync.ts';
import type { Mailer } from '../services/mail.ts';
import type { Notifier } from '../services/notifications.ts';
import type { PaymentEffects } from '../services/payments.ts';
import type { ReservationRow } from '../services/reservations.ts';
import type { FileStorage } from '../storage/files.ts';
import type { StaffAuthOptions, StaffMember } from './staff-auth.ts';

/**
 * What a route is and what it is handed: the route files and the handler that composes them all
 * import these from here, so no route file imports the handler (which imports every route file).
 */

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
  clock?: () => Date;
  /** Bearer token for staff endpoints (refund decisions, location sync) from scripts; off when unset. */
  adminToken?: string;
  /** Where Studio users' own content-lake logins are checked; defaults to SANITY_API_HOST. */
  staffAuth?: StaffAuthOptions;
  /** Browser origins (the Studio's) allowed to call staff endpoints; BOOKING_STAFF_ORIGINS or SANITY_STUDIO_URL. */
  staffOrigins?: string[];
  /** Outgoing e-mail; defaults to `SMTP_URL` or the `.eml` outbox under `DATA_DIR`. */
  mailer?: Mailer;
  /** Tenant → site origin for links in e-mails; defaults to `SITE_ORIGINS`. */
  siteOrigins?: Record<string, string>;
  /** Sender of e-mails; defaults to `MAIL_FROM`. */
  mailFrom?: string;
  /** Secret of the content webhook (`POST /content/webhook`); defaults to `SANITY_WEBHOOK_SECRET`. */
  contentWebhookSecret?: string;
  /** Hosts `POST /admin/exchangerates/import` may fetch from (https only); defaults to BOOKING_RATES_HOSTS. */
  ratesHosts?: string[];
  /** How the rates import fetches (tests serve a feed without the network). */
  ratesFetch?: typeof fetch;
  /** Published content to catch the read copy up with when the database opens (null: none). */
  contentSource?: ContentSource | null;
  /**
   * The background job runner (services/jobs.ts): `poll` starts polling for due and abandoned
   * jobs once the database is open (the site does; tests drive jobs themselves unless they ask).
   */
  /** `autoAssignMs`: how often a poller runs the automatic unit assignment (default a minute). */
  jobs?: { poll?: boolean; pollMs?: number; leaseMs?: number; autoAssignMs?: number };
}

export type CustomerEvent = Omit<LifecycleEvent, 'freeCancellationHours'>;

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
  /** This request's own origin (`https://cars.example`), from the Host (or trusted forwarded headers). */
  origin: string;
  /** `origin` when its host is in the host map, else null: only known hosts go into stored links. */
  siteOrigin: string | null;
  notifier: Notifier;
  /**
   * Runs `work`, a service call that changes the reservation under its row lock, with the
   * customer's e-mail about it queued in the change's own transaction (`fallback`: what the
   * e-mail says if this process dies before `reservationEvent` fills in the exact figures; its
   * refund and price difference are then read from the reservation when the job runs).
   */
  changing<T>(reservationId: string, fallback: CustomerEvent, work: () => Promise<T>): Promise<T>;
  /**
   * Runs the customer's e-mail about a committed change now, with these exact figures: the job
   * `changing` queued, or a new one; whether it went out now (else a runner retries it).
   */
  reservationEvent(reservationId: string, event: CustomerEvent): Promise<boolean>;
  /** What follows a confirmation by payment (e-mail, conversion). */
  effects: PaymentEffects;
  /** Runs a request through this same handler (the test gateway delivers its callbacks so). */
  dispatch(request: Request): Promise<Response>;
  options: BookingHandlerOptions & {
    sessionSecret: string;
    hosts: Record<string, string>;
    siteOrigins: Record<string, string>;
  };
  /** Resolves the tenant again with an explicit value from a body (affiliate calls carry one). */
  withTenant(explicit: string | undefined): string;
  /** The reservation of the session cookie, or a 401. */
  session(): Promise<ReservationRow>;
  /** The staff member behind the Authorization header, or a 401 (no or bad login) / 403 (role). */
  staff(): Promise<StaffMember>;
  /** Writes a staff action to the audit log (who, what, when). */
  audit(
    member: StaffMember,
    action: string,
    target: string | null,
    details?: Record<string, unknown>,
  ): Promise<void>;
}

export type Route = {
  method: string;
  /** The path as written (`/reservation/payments/:id`), for the OpenAPI coverage check. */
  path: string;
  pattern: RegExp;
  handle: (ctx: Context) => Promise<Response>;
  /** Public endpoints need no tenant to be set up (health, OpenAPI). */
  tenantless?: boolean;
};

export function route(method: string, path: string, handle: Route['handle'], tenantless = false): Route {
  const source = path.replace(/:([a-zA-Z]+)/g, '(?<$1>[^/]+)');
  return { method, path, pattern: new RegExp(`^${source}/?$`), handle, tenantless };
}

export function idempotencyKey(request: Request): string {
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
