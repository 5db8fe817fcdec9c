import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BookingClient, bookingClient, type RawAnswer } from '@booking/client.ts';
import { openDatabase } from '@booking/db/client.ts';
import { BASE_PATH, createBookingHandler, setClientAddress } from '@booking/http/handler.ts';
import { contentSourceFromEnv } from '@booking/services/content-sync.ts';
import type { Tenant } from '@domain';
import { sessionSecret } from '../signed-cookie.ts';
import { defaultTenant, parseHostMap } from '../tenants.ts';

type Handler = (request: Request) => Promise<Response>;

// One booking service per server process, shared by the /functions/v1 route handler and by server
// components and actions that call it in process (no HTTP round trip to ourselves).
const globalKey = Symbol.for('vegur.bookingHandler');
type GlobalWithHandler = typeof globalThis & { [globalKey]?: Handler };

/**
 * The service's clock. End-to-end runs name a file (`E2E_CLOCK_FILE`, set by playwright.config.ts
 * only) holding an offset in milliseconds, so a spec tries a night pickup's key-code window at
 * night whatever the hour it runs at; without the variable it is the real clock.
 */
function clockFromEnv(): (() => Date) | undefined {
  const file = process.env.E2E_CLOCK_FILE;
  if (!file) return undefined;
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      // No file: no offset.
    }
    return new Date(Date.now() + offset);
  };
}

/**
 * The booking service (booking/) as this site mounts it. Created on first use so `next build`
 * never opens a database.
 */
export function bookingHandler(): Handler {
  const store = globalThis as GlobalWithHandler;
  let handler = store[globalKey];
  if (!handler) {
    const dataDir = process.env.DATA_DIR ?? '.data';
    const embedded = !process.env.DATABASE_URL;
    handler = createBookingHandler({
      database: () => openDatabase(embedded ? { dataDir: join(dataDir, 'pglite') } : {}),
      hosts: {
        localhost: defaultTenant(process.env.DEFAULT_TENANT),
        ...parseHostMap(process.env.TENANT_HOSTS),
      },
      defaultTenant: defaultTenant(process.env.DEFAULT_TENANT),
      sessionSecret: sessionSecret(),
      trustProxy: process.env.TRUST_PROXY === '1',
      adminToken: process.env.BOOKING_ADMIN_TOKEN,
      clock: clockFromEnv(),
      // Content is the source of truth for locations, brand settings, promotions and the rental
      // catalogue: the read copy catches up from it when the database opens, then
      // follows the content webhook. An empty database becomes bookable this way.
      contentWebhookSecret: process.env.SANITY_WEBHOOK_SECRET,
      contentSource: contentSourceFromEnv(),
      // Every instance runs queued side effects (e-mails, refunds, conversions), including those
      // an instance that stopped had queued but not run.
      jobs: { poll: true, pollMs: Number(process.env.JOB_POLL_MS ?? 2_000) },
    });
    store[globalKey] = handler;
  }
  return handler;
}

/** A host outside every host map: the tenant then comes from the `x-tenant` header alone. */
const INTERNAL_HOST = 'booking.internal';

export interface BookingCall {
  tenant: Tenant;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The visitor's Cookie header (the reservation session), forwarded as is. */
  cookie?: string;
  idempotencyKey?: string;
  /** The visitor's origin, for URLs the service builds (return URLs, links in e-mails). */
  origin?: string;
  /**
   * The visitor's address (lib/request-origin.ts `clientAddress`; by default that of the request
   * being served): per-client rate limits then apply to calls the site makes on the visitor's
   * behalf, as to direct ones.
   */
  clientAddress?: string;
}

/** The request the site hands the booking service for `call` (the visitor's address vouched for). */
export function bookingRequest(path: string, call: BookingCall): Request {
  const origin = call.origin ?? `http://${INTERNAL_HOST}`;
  const headers = new Headers({ 'x-tenant': call.tenant, host: new URL(origin).host });
  if (call.body !== undefined) headers.set('content-type', 'application/json');
  if (call.cookie) headers.set('cookie', call.cookie);
  if (call.idempotencyKey) headers.set('idempotency-key', call.idempotencyKey);
  const request = new Request(`${origin}${BASE_PATH}${path}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  if (call.clientAddress) setClientAddress(request, call.clientAddress);
  return request;
}

/**
 * The visitor of the request being served, when there is one: every call made on a visitor's
 * behalf then counts against their own limits and records their address (lookups and
 * signatures said `unknown`). Outside a request (build, background work) there is none.
 */
async function visitorAddress(): Promise<string | undefined> {
  try {
    const { requestClientAddress } = await import('./request.ts');
    return await requestClientAddress();
  } catch {
    return undefined;
  }
}

/** Calls the booking service in process, as the browser would over HTTP; the raw response. */
export async function callBookingResponse(path: string, call: BookingCall): Promise<Response> {
  // Only calls made on a visitor's behalf (their session cookie, or a change) look the visitor up:
  // reading the request's headers from a static page's catalogue read (GET, no cookie) turns the
  // page dynamic at run time, which Next answers with a 500.
  const onBehalf = call.cookie !== undefined || (call.method ?? 'GET') !== 'GET';
  const clientAddress = call.clientAddress ?? (onBehalf ? await visitorAddress() : undefined);
  return bookingHandler()(bookingRequest(path, { ...call, clientAddress }));
}

/** The typed client's transport in process: the handler's answer, its body parsed as JSON (or text). */
async function inProcess(path: string, call: BookingCall): Promise<RawAnswer> {
  const response = await callBookingResponse(path, call);
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('application/json') ? await response.json() : await response.text();
  return { status: response.status, body, headers: response.headers };
}

/**
 * A read that a customer must not lose to a passing failure (the payment return page): a thrown
 * call or a 5xx answer is tried again, a few times with a growing pause; the last answer (or a
 * 503 stand-in) is returned, never thrown.
 */
export async function retryRead(
  read: () => Promise<RawAnswer>,
  attempts = 4,
  pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
): Promise<RawAnswer> {
  let last: RawAnswer = { status: 503, body: null, headers: new Headers() };
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await pause(250 * 2 ** (attempt - 1));
    try {
      last = await read();
      if (last.status < 500) return last;
    } catch (error) {
      console.error(`Booking read failed (attempt ${attempt + 1} of ${attempts})`, error);
    }
  }
  return last;
}

type CallContext = Omit<BookingCall, 'method' | 'body'>;

/** The typed booking client (`booking/client.ts`) on the visitor's behalf, in process. */
export function booking(call: CallContext): BookingClient {
  return bookingClient((path, init) => inProcess(path, { ...call, ...init }));
}

/** `booking` for reads that must survive a passing failure (see `retryRead`). */
export function bookingReads(call: CallContext): BookingClient {
  return bookingClient((path, init) => retryRead(() => inProcess(path, { ...call, ...init })));
}
