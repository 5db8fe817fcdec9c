import { createHash, randomBytes } from 'node:crypto';
import { signValue, unverifiedPayload, verifyValue } from '../../domain/signed-value.ts';
import type { Database } from '../db/client.ts';
import { BookingError } from '../errors.ts';

export const SESSION_COOKIE = 'vegur_reservation';
const SESSION_DAYS = 30;

interface SessionPayload {
  /** reservation id */
  r: string;
  /** tenant */
  t: string;
  /** expiry, epoch seconds */
  e: number;
  /** random: every sign-in is a token of its own, so revoking one (logout) revokes no other */
  n?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A signed token naming one reservation of one tenant; nothing else is in it, so any instance can
 * check it. The format is domain/signed-value.ts's, which the site reads too.
 */
export function signSession(
  secret: string,
  reservationId: string,
  tenant: string,
  now: Date,
  returnAt?: Date,
): Promise<string> {
  // Valid until well after the return, so a booking made months ahead stays manageable.
  const until = Math.max(now.getTime(), returnAt?.getTime() ?? 0) + SESSION_DAYS * 86_400_000;
  const payload: SessionPayload = {
    r: reservationId,
    t: tenant,
    e: Math.floor(until / 1000),
    n: randomBytes(9).toString('base64url'),
  };
  return signValue(payload, secret);
}

export async function verifySession(
  secret: string,
  token: string,
  tenant: string,
  now: Date,
): Promise<string | null> {
  const payload = (await verifyValue(token, secret)) as Partial<SessionPayload> | null;
  if (!payload || typeof payload !== 'object') return null;
  if (payload.t !== tenant || typeof payload.e !== 'number' || payload.e * 1000 < now.getTime()) return null;
  // Only a reservation id is a session (a well-signed token with anything else is no session).
  return typeof payload.r === 'string' && UUID.test(payload.r) ? payload.r : null;
}

/** When a verified token expires (for keeping its revocation exactly as long as needed). */
export function sessionExpiry(token: string): Date | null {
  const payload = unverifiedPayload(token) as Partial<SessionPayload> | null;
  return payload && Number.isFinite(payload.e) ? new Date((payload.e as number) * 1000) : null;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Logout: the token stops opening the reservation on every instance, not only in this browser. */
export async function revokeSession(database: Database, token: string, expiresAt: Date, now: Date) {
  await database.query(
    `INSERT INTO revoked_sessions (token_hash, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [tokenHash(token), expiresAt.toISOString()],
  );
  // Revocations of tokens that expired anyway are no longer needed.
  await database.query('DELETE FROM revoked_sessions WHERE expires_at < $1', [now.toISOString()]);
}

export async function isRevoked(database: Database, token: string): Promise<boolean> {
  const rows = await database.query('SELECT 1 FROM revoked_sessions WHERE token_hash = $1', [
    tokenHash(token),
  ]);
  return rows.length > 0;
}

export function sessionCookie(token: string, secure: boolean, now: Date, returnAt?: Date): string {
  const until = Math.max(now.getTime(), returnAt?.getTime() ?? 0) + SESSION_DAYS * 86_400_000;
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${Math.floor((until - now.getTime()) / 1000)}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * Fixed-window counter in PostgreSQL so limits hold across instances. Throws 429 past `limit`.
 */
export async function rateLimit(
  database: Database,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const rows = await database.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
     RETURNING count`,
    [key, windowStart.toISOString()],
  );
  const count = rows[0]?.count ?? 0;
  if (count > limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000);
    throw new BookingError('rate_limited', 'Too many attempts; try again later', 429, { retryAfter });
  }
}

function windowOf(now: Date, windowSeconds: number): Date {
  return new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
}

/**
 * A budget of failed attempts (wrong guesses): 429 once `key` has used `limit` in this window.
 * Only `spendAttempt` counts, so successes cost nothing (the owner's own lookups never lock them
 * out); concurrent misses may overshoot by the number in flight.
 */
export async function checkAttempts(
  database: Database,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<void> {
  const windowStart = windowOf(now, windowSeconds);
  const rows = await database.query<{ count: number }>(
    'SELECT count FROM rate_limits WHERE key = $1 AND window_start = $2',
    [key, windowStart.toISOString()],
  );
  if ((rows[0]?.count ?? 0) >= limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000);
    throw new BookingError('rate_limited', 'Too many attempts; try again later', 429, { retryAfter });
  }
}

/** Counts one failed attempt against `key` in this window (see `checkAttempts`). */
export async function spendAttempt(database: Database, key: string, windowSeconds: number, now: Date) {
  await database.query(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1`,
    [key, windowOf(now, windowSeconds).toISOString()],
  );
}
