/**
 * The signing link of online check-in (the signature page has no session check).
 * A customer checking in on a desktop scans it to sign on a phone, where the reservation session
 * is not. The token grants only what signing needs (read the agreement, sign it, fetch the signed
 * PDF) for one reservation of one tenant, for a short time; it never opens the session, the
 * licence photos or any other action. Signed with the session secret under its own purpose, so it
 * is neither a session cookie nor a manage link.
 */
import { signReservationToken, verifyReservationToken } from './reservation-token.ts';

/** Long enough to find a phone and sign, short enough that a photographed QR code goes stale. */
export const SIGNING_LINK_MINUTES = 30;
const PURPOSE = 'checkin-signing';

export function signingToken(
  secret: string,
  reservation: { id: string; tenant: string },
  now: Date,
): { token: string; expiresAt: Date } {
  return signReservationToken(
    PURPOSE,
    secret,
    reservation,
    new Date(now.getTime() + SIGNING_LINK_MINUTES * 60_000),
  );
}

/** The reservation id of a valid, unexpired token of this tenant; otherwise null. */
export function verifySigningToken(secret: string, token: string, tenant: string, now: Date): string | null {
  return verifyReservationToken(PURPOSE, secret, token, tenant, now);
}
