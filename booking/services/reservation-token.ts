/**
 * A signed, expiring token naming one reservation of one tenant, under a purpose of its own (the
 * manage link, the check-in signing link): the purpose is part of the HMAC, so a token of one kind
 * is never accepted as another, nor as a session cookie.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Payload {
  /** reservation id */
  r: string;
  /** tenant */
  t: string;
  /** expiry, epoch seconds */
  e: number;
}

const mac = (purpose: string, secret: string, data: string) =>
  createHmac('sha256', secret).update(`${purpose}.${data}`).digest('base64url');

/** The token and its expiry, rounded down to the second as stored in it. */
export function signReservationToken(
  purpose: string,
  secret: string,
  reservation: { id: string; tenant: string },
  expiresAt: Date,
): { token: string; expiresAt: Date } {
  const payload: Payload = {
    r: reservation.id,
    t: reservation.tenant,
    e: Math.floor(expiresAt.getTime() / 1000),
  };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${data}.${mac(purpose, secret, data)}`, expiresAt: new Date(payload.e * 1000) };
}

/** The reservation id of a valid, unexpired token of this purpose and tenant; otherwise null. */
export function verifyReservationToken(
  purpose: string,
  secret: string,
  token: string,
  tenant: string,
  now: Date,
): string | null {
  if (token.length > 512) return null;
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined) return null;
  const expected = mac(purpose, secret, data);
  if (expected.length !== signature.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
    return null;
  try {
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString()) as Payload;
    if (payload.t !== tenant || typeof payload.e !== 'number' || payload.e * 1000 <= now.getTime())
      return null;
    return typeof payload.r === 'string' && UUID.test(payload.r) ? payload.r : null;
  } catch {
    return null;
  }
}
