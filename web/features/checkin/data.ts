/**
 * The check-in pages' calls to the booking service, always as the visitor (their reservation
 * session cookie, or on the signature page the signing link's token): the service decides which
 * reservation it is, so one visitor never reaches another's check-in.
 */
import type { Locale, Tenant } from '@domain';
import { callAsVisitor, loadReservation, type Reservation } from '@web/features/reservation/session.ts';
import { callBooking } from '@web/lib/booking/service.ts';
import { z } from 'zod';

export const CheckInStatusSchema = z.object({
  window: z.enum(['not_yet_open', 'open', 'closed']),
  opensAt: z.string(),
  closesAt: z.string(),
  steps: z.object({
    details: z.boolean(),
    licenceFront: z.boolean(),
    licenceBack: z.boolean(),
    payment: z.boolean(),
    signature: z.boolean(),
    extraLicences: z.array(z.object({ front: z.boolean(), back: z.boolean() })).default([]),
  }),
  signedAt: z.string().nullable(),
  /** What the session owner saved earlier, to fill the form in again. */
  details: z
    .object({
      mainDriver: z.record(z.string(), z.unknown()).optional(),
      extraDrivers: z.array(z.record(z.string(), z.unknown())).optional(),
    })
    .nullish(),
});
export type CheckInStatus = z.infer<typeof CheckInStatusSchema>;

export const ContractSchema = z.object({
  templateId: z.number(),
  locale: z.string(),
  document: z.object({
    title: z.string(),
    sections: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
  }),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Contract = z.infer<typeof ContractSchema>;

/** Details saved and every driver's licence photographed, front and back: ready to sign. */
export function readyToSign(status: CheckInStatus): boolean {
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
  const result = await callAsVisitor('/reservation/checkin', { tenant });
  const status = CheckInStatusSchema.safeParse(result.body);
  if (result.status !== 200 || !status.success) return null;
  return { reservation, status: status.data };
}

export async function loadContract(tenant: Tenant, locale: Locale): Promise<Contract | null> {
  const result = await callAsVisitor(`/reservation/checkin/contract?locale=${locale}`, { tenant });
  const parsed = ContractSchema.safeParse(result.body);
  return result.status === 200 && parsed.success ? parsed.data : null;
}

/** A fresh 30-minute signing link for the QR code (only while check-in is open). */
export async function createSigningToken(tenant: Tenant): Promise<string | null> {
  const result = await callAsVisitor('/reservation/checkin/signing-link', { tenant, method: 'POST' });
  const token = (result.body as { token?: unknown }).token;
  return result.status === 201 && typeof token === 'string' ? token : null;
}

export const SigningSchema = z.object({
  reference: z.string(),
  name: z.string(),
  selfService: z.boolean(),
  pickup: z.object({ title: z.string(), address: z.string(), at: z.string() }),
  status: CheckInStatusSchema,
  contract: ContractSchema.nullable(),
});
export type Signing = z.infer<typeof SigningSchema>;

export type SigningResult = { ok: true; signing: Signing } | { ok: false; code: string };

/** What a signing link may see; `code` says why not (expired link, check-in closed). */
export async function loadSigning(tenant: Tenant, token: string, locale: Locale): Promise<SigningResult> {
  const query = new URLSearchParams({ token, locale });
  const result = await callBooking(`/checkin/signing?${query}`, { tenant });
  const parsed = SigningSchema.safeParse(result.body);
  if (result.status === 200 && parsed.success) return { ok: true, signing: parsed.data };
  const code = (result.body as { code?: unknown }).code;
  return { ok: false, code: typeof code === 'string' ? code : 'unknown' };
}
