import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Shorter secrets are refused: they sign session cookies and manage links. */
export const MIN_SECRET_LENGTH = 32;

/**
 * The secret that signs sessions, manage links and test-gateway callbacks:
 * `BOOKING_SESSION_SECRET` or `SESSION_SECRET` (at least 32 characters). In production without
 * one the service refuses to start; elsewhere a random secret is generated once and kept in
 * `$DATA_DIR/booking-session-secret` (mode 600), so restarts keep sessions and nobody can sign
 * with a value known from the source (the fallback was 'dev-only-secret').
 */
export function resolveSessionSecret(env: Record<string, string | undefined> = process.env): string {
  const given = env.BOOKING_SESSION_SECRET || env.SESSION_SECRET;
  if (given) {
    if (given.length < MIN_SECRET_LENGTH)
      throw new Error(`BOOKING_SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return given;
  }
  if (env.NODE_ENV === 'production')
    throw new Error('BOOKING_SESSION_SECRET (or SESSION_SECRET) must be set in production');
  const file = join(env.DATA_DIR || '.data', 'booking-session-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_SECRET_LENGTH) return kept;
  } catch {
    // Not there yet: generated below.
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
