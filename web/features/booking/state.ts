/**
 * The booking in progress, kept in two HttpOnly cookies per brand host: the signed search state
 * (search, chosen vehicle, options, reservation) and the encrypted personal details. Nothing is
 * kept on the server between steps, so any instance serves any step, and reload and the
 * browser's back button show the step as it was. Server components read; server actions write.
 */
import type { BookingDetails, Tenant } from '@domain';
import type { DetailsValues } from '@web/features/booking/details/model.ts';
import { forwardedHttps, relayedSiteAddress } from '@web/lib/request-origin.ts';
import { sealValue, unsealValue } from '@web/lib/sealed-cookie.ts';
import {
  type BookingOptions,
  DETAILS_COOKIE,
  SEARCH_COOKIE,
  type SearchState,
  searchStateSchema,
} from '@web/lib/session-cookies.ts';
import { sessionSecret, signValue, verifyValue } from '@web/lib/signed-cookie.ts';
import { cookies, headers } from 'next/headers';

/** A booking left alone this long starts over (the payment hold itself lapses after 30 minutes). */
export const BOOKING_STATE_HOURS = 24;
const MAX_AGE = BOOKING_STATE_HOURS * 60 * 60;

export type BookingSearch = Pick<
  SearchState,
  | 'pickupLocationId'
  | 'returnLocationId'
  | 'pickupDate'
  | 'pickupTime'
  | 'returnDate'
  | 'returnTime'
  | 'couponCode'
  | 'selfService'
>;

export interface BookingState {
  search: BookingSearch;
  vehicleId: string | null;
  options: BookingOptions | null;
  reservation: { id: string; reference: string } | null;
  /** See `attempt` in session-cookies.ts. */
  attempt?: string;
}

export async function readBookingState(tenant: Tenant, now = Date.now()): Promise<BookingState | null> {
  const jar = await cookies();
  const parsed = searchStateSchema.safeParse(
    await verifyValue(jar.get(SEARCH_COOKIE)?.value, sessionSecret()),
  );
  if (!parsed.success || parsed.data.tenant !== tenant || parsed.data.exp <= now) return null;
  const { vehicleId, options, reservation, attempt, tenant: _t, exp: _e, ...search } = parsed.data;
  return {
    search,
    vehicleId: vehicleId ?? null,
    options: options ?? null,
    reservation: reservation ?? null,
    ...(attempt ? { attempt } : {}),
  };
}

/** `Secure` whenever the visitor came over TLS, as the proxy saw the request. */
async function cookieOptions() {
  const h = await headers();
  const address = await relayedSiteAddress(h, sessionSecret());
  const secure = address ? address.https : forwardedHttps(h);
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: MAX_AGE };
}

/** Only from a server action or route handler. */
export async function writeBookingState(
  tenant: Tenant,
  state: BookingState,
  now = Date.now(),
): Promise<void> {
  const value: SearchState = {
    tenant,
    ...state.search,
    ...(state.vehicleId ? { vehicleId: state.vehicleId } : {}),
    ...(state.options ? { options: state.options } : {}),
    ...(state.reservation ? { reservation: state.reservation } : {}),
    ...(state.attempt ? { attempt: state.attempt } : {}),
    exp: now + MAX_AGE * 1000,
  };
  const jar = await cookies();
  jar.set(
    SEARCH_COOKIE,
    await signValue(searchStateSchema.parse(value), sessionSecret()),
    await cookieOptions(),
  );
}

/** The details cookie: what the form showed (to refill it) and what the domain schema made of it. */
export interface SavedDetails {
  values: DetailsValues;
  data: BookingDetails;
}

/**
 * The saved details of this brand's booking, or null. The cookie is sealed with the site's secret,
 * so only the details action wrote what opens; the check is for a cookie from an older release.
 */
export async function readSavedDetails(tenant: Tenant): Promise<SavedDetails | null> {
  const jar = await cookies();
  const sealed = (await unsealValue(jar.get(DETAILS_COOKIE)?.value, sessionSecret())) as {
    tenant?: string;
    details?: Partial<SavedDetails> | null;
  } | null;
  const details = sealed && sealed.tenant === tenant ? sealed.details : null;
  return details?.values && details.data ? { values: details.values, data: details.data } : null;
}

/** Only from a server action or route handler. */
export async function writeSavedDetails(tenant: Tenant, details: SavedDetails): Promise<void> {
  const jar = await cookies();
  jar.set(DETAILS_COOKIE, await sealValue({ tenant, details }, sessionSecret()), await cookieOptions());
}

/** Only from a server action or route handler: the booking is done or abandoned. */
export async function clearBookingState(): Promise<void> {
  const jar = await cookies();
  jar.delete(SEARCH_COOKIE);
  jar.delete(DETAILS_COOKIE);
}
