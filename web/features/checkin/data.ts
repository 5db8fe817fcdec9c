/**
 * The check-in pages' calls to the booking service, always as the visitor (their reservation
 * session cookie, or on the signature page the signing link's token): the service decides which
 * reservation it is, so one visitor never reaches another's check-in.
 */
import type { CheckInStatusAnswer, ContractAnswer, SigningAnswer } from '@booking/client.ts';
import type { Locale, Tenant } from '@domain';
import { asVisitor, loadReservation, type Reservation } from '@web/features/reservation/session.ts';
import { booking } from '@web/lib/booking/service.ts';

export type CheckInStatus = CheckInStatusAnswer;
export type Contract = ContractAnswer;
export type Signing = SigningAnswer;

/** Details saved and every driver's licence photographed, front and back: ready to sign. */
export function readyToSign(status: Pick<CheckInStatus, 'steps'>): boolean {
  const { steps } = status;
  return (
    steps.details &&
    steps.licenceFront &&
    steps.licenceBack &&
    steps.extraLicences.every((d) => d.front && d.back)
  );
}

export interface CheckIn {
  reservation: Reservation;
  status: CheckInStatus;
}

/** The visitor's reservation and its check-in, or null without a valid session. */
export async function loadCheckIn(tenant: Tenant, locale: Locale): Promise<CheckIn | null> {
  const reservation = await loadReservation(tenant, locale);
  if (!reservation) return null;
  const reply = await (await asVisitor(tenant)).checkIn();
  if (!reply.ok || reply.status !== 200) return null;
  return { reservation, status: reply.data };
}

export async function loadContract(tenant: Tenant, locale: Locale): Promise<Contract | null> {
  const reply = await (await asVisitor(tenant)).checkInContract(locale);
  return reply.ok && reply.status === 200 ? reply.data : null;
}

/** A fresh 30-minute signing link for the QR code (only while check-in is open). */
export async function createSigningToken(tenant: Tenant): Promise<string | null> {
  const reply = await (await asVisitor(tenant)).signingLink();
  return reply.ok && reply.status === 201 ? reply.data.token : null;
}

export type SigningResult = { ok: true; signing: Signing } | { ok: false; code: string };

/** What a signing link may see; `code` says why not (expired link, check-in closed). */
export async function loadSigning(tenant: Tenant, token: string, locale: Locale): Promise<SigningResult> {
  const reply = await booking({ tenant }).signing(token, locale);
  if (reply.ok && reply.status === 200) return { ok: true, signing: reply.data };
  return { ok: false, code: reply.ok ? 'unknown' : reply.error.code };
}
