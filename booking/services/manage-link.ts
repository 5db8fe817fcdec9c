/**
 * The "Manage your reservation" link of the confirmation e-mail: a signed, expiring token that
 * opens the reservation session without the reference-and-e-mail lookup. It expires when the
 * session cookie would (30 days after the return) and is signed with the session secret under its
 * own purpose, so a session cookie is not a manage token and the other way round.
 */
import { isLocale, type Locale } from '../../domain/index.ts';
import { BASE_PATH } from '../http/base-path.ts';
import { signReservationToken, verifyReservationToken } from './reservation-token.ts';

const SESSION_DAYS = 30;
const PURPOSE = 'manage-link';

/** Same rule as the session cookie: until 30 days after the return (or after now, if later). */
export function manageLinkExpiry(returnAt: Date, now: Date): Date {
  return new Date(Math.max(now.getTime(), returnAt.getTime()) + SESSION_DAYS * 86_400_000);
}

export function manageLinkToken(
  secret: string,
  reservation: { id: string; tenant: string; returnAt: Date },
  now: Date,
): string {
  return signReservationToken(PURPOSE, secret, reservation, manageLinkExpiry(reservation.returnAt, now))
    .token;
}

/** The reservation id of a valid, unexpired token for this tenant; otherwise null. */
export function verifyManageLinkToken(
  secret: string,
  token: string,
  tenant: string,
  now: Date,
): string | null {
  return verifyReservationToken(PURPOSE, secret, token, tenant, now);
}

/** The site's localized path: `en` has no prefix (`/reservation/`), the others do (`/de/reservation/`). */
export function localizedSitePath(path: string, locale: Locale): string {
  return locale === 'en' ? path : `/${locale}${path}`;
}

export function localeOr(value: unknown, fallback: Locale = 'en'): Locale {
  return isLocale(value) ? value : fallback;
}

/** `cars=https://cars.example,campers=https://…` → tenant → origin (invalid entries ignored). */
export function parseSiteOrigins(value: string | undefined): Record<string, string> {
  const origins: Record<string, string> = {};
  for (const entry of (value ?? '').split(',')) {
    const [tenant, url] = entry.split('=').map((s) => s.trim());
    if (!tenant || !url) continue;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins[tenant] = parsed.origin;
    } catch {
      // A malformed entry is skipped; the stored booking origin is used instead.
    }
  }
  return origins;
}

/** The absolute link for the e-mail; null when no origin is known for the tenant. */
export function manageUrl(origin: string | null | undefined, token: string, locale: Locale): string | null {
  if (!origin) return null;
  const query = new URLSearchParams({ token, locale });
  return `${origin}${BASE_PATH}/reservation/open?${query}`;
}
