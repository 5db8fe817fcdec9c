import type { Locale, Tenant } from '@domain';
import {
  RESERVATION_COOKIE,
  reservationSessionSchema,
  SEARCH_COOKIE,
  SESSION_COOKIE,
  SESSION_MAX_AGE,
  searchStateSchema,
  visitorSessionSchema,
} from './session-cookies.ts';
import { signValue, verifyValue } from './signed-cookie.ts';

export interface CookieToSet {
  name: string;
  value: string;
  maxAge: number;
}

export interface RouteCheckContext {
  tenant: Tenant;
  locale: Locale;
  /** Path without language prefix, with trailing slash. */
  path: string;
  cookie(name: string): string | undefined;
  secret: string;
  now: Date;
}

export type RouteCheckResult =
  | { kind: 'continue'; cookies?: CookieToSet[] }
  /** `to` is a path without language prefix; the caller localises it. */
  | { kind: 'redirect'; to: string; clearCookies?: string[] };

export type RouteCheck = (context: RouteCheckContext) => Promise<RouteCheckResult>;

const proceed: RouteCheckResult = { kind: 'continue' };

/** Every visitor carries a signed session id (rate limits and affiliate attribution hang off it). */
const session: RouteCheck = async ({ cookie, secret, now }) => {
  const current = visitorSessionSchema.safeParse(await verifyValue(cookie(SESSION_COOKIE), secret));
  if (current.success) return proceed;
  const id = crypto.randomUUID().replaceAll('-', '');
  const value = await signValue({ id, iat: now.getTime() }, secret);
  return { kind: 'continue', cookies: [{ name: SESSION_COOKIE, value, maxAge: SESSION_MAX_AGE }] };
};

/**
 * Steps after Vehicles need a search in progress with a chosen vehicle. Without any search the
 * visitor starts one; a search that lapsed or does not verify is explained on the error page.
 */
const bookingSearch: RouteCheck = async ({ cookie, secret, now, tenant }) => {
  if (!cookie(SEARCH_COOKIE)) return { kind: 'redirect', to: '/book/vehicles/' };
  const parsed = searchStateSchema.safeParse(await verifyValue(cookie(SEARCH_COOKIE), secret));
  if (!parsed.success || parsed.data.tenant !== tenant || parsed.data.exp <= now.getTime()) {
    return { kind: 'redirect', to: '/book/error/?reason=session_expired', clearCookies: [SEARCH_COOKIE] };
  }
  if (!parsed.data.vehicleId) return { kind: 'redirect', to: '/book/vehicles/' };
  return proceed;
};

/** Reservation pages open only for the reservation this browser proved it owns. */
const reservation: RouteCheck = async ({ cookie, secret, now, tenant }) => {
  const parsed = reservationSessionSchema.safeParse(await verifyValue(cookie(RESERVATION_COOKIE), secret));
  if (!parsed.success || parsed.data.t !== tenant || parsed.data.e * 1000 <= now.getTime()) {
    return {
      kind: 'redirect',
      to: '/reservation/find/',
      clearCookies: cookie(RESERVATION_COOKIE) ? [RESERVATION_COOKIE] : [],
    };
  }
  return proceed;
};

const registry: Readonly<Record<string, RouteCheck>> = {
  session,
  'booking-search': bookingSearch,
  reservation,
};

export function getRouteCheck(name: string): RouteCheck {
  const check = registry[name];
  if (!check) throw new Error(`Unknown route middleware: ${name}`);
  return check;
}

/** Runs the named checks in order; the first redirect wins, cookies accumulate. */
export async function runRouteChecks(
  names: readonly string[],
  context: RouteCheckContext,
): Promise<RouteCheckResult> {
  const cookies: CookieToSet[] = [];
  for (const name of names) {
    const result = await getRouteCheck(name)(context);
    if (result.kind === 'redirect') return result;
    if (result.cookies) cookies.push(...result.cookies);
  }
  return cookies.length ? { kind: 'continue', cookies } : proceed;
}
