/**
 * The rental agreement for the booking in progress, from the booking service's preview (the same
 * renderer and hash as the reservation will record): sections to show, plain text, SHA-256.
 */
import type { Locale, Tenant } from '@domain';
import type { BookingState, SavedDetails } from '@web/features/booking/state.ts';
import { callBooking, callBookingResponse } from '@web/lib/booking/service.ts';
import { z } from 'zod';
import { reservationBody } from './reservation-input.ts';

export const ContractPreviewSchema = z.object({
  document: z.object({
    title: z.string(),
    sections: z.array(z.object({ heading: z.string(), lines: z.array(z.string()) })),
  }),
  text: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ContractPreview = z.infer<typeof ContractPreviewSchema>;

export async function previewContract(
  tenant: Tenant,
  locale: Locale,
  state: BookingState,
  details: SavedDetails,
): Promise<ContractPreview | null> {
  const result = await callBooking('/contract/preview', {
    tenant,
    body: reservationBody(state, details, locale),
  });
  const parsed = ContractPreviewSchema.safeParse(result.body);
  if (!parsed.success) {
    console.error('Contract preview failed', result.status, result.body);
    return null;
  }
  return parsed.data;
}

export async function contractPdf(
  tenant: Tenant,
  locale: Locale,
  state: BookingState,
  details: SavedDetails,
): Promise<Response | null> {
  const response = await callBookingResponse('/contract/preview?format=pdf', {
    tenant,
    body: reservationBody(state, details, locale),
  });
  return response.ok ? response : null;
}
