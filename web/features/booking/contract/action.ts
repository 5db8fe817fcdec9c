'use server';

/**
 * Contract → payment. Accepting the agreement creates the reservation (a 30-minute payment hold)
 * and a checkout on the payment gateway's hosted page, where the visitor enters the card: neither
 * this site nor the booking service ever sees a card number. The gateway sends the visitor back
 * to the payment step, which reads the outcome from the booking service.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { CreateReservationRequest } from '@booking/client.ts';
import { formatPrice } from '@domain';
import { booking, previewContractOf } from '@web/features/booking/client.ts';
import { requireStep } from '@web/features/booking/guard.ts';
import { startCheckout } from '@web/features/booking/payment/checkout.ts';
import { type BookingState, type SavedDetails, writeBookingState } from '@web/features/booking/state.ts';
import { errorPath, stepPath } from '@web/features/booking/steps.ts';
import { adoptSessionCookie, reservationCookie } from '@web/features/reservation/session.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestOrigin, requestTenant } from '@web/lib/booking/request.ts';
import { redirect } from 'next/navigation';
import { affiliateForBooking } from './affiliate.ts';
import { reservationRequest } from './reservation-input.ts';

export interface PayActionState {
  error: 'mustAccept' | 'priceChanged' | 'details' | 'failed' | null;
  /** The new total, formatted in ISK, when the price changed. */
  total?: string;
  /** What the booking service refused in the details, in the visitor's language. */
  detail?: string;
}

/**
 * A stable key for "this visitor books this": a double click or a retried request books once; a
 * changed search, vehicle, option or detail is another booking.
 */
function bookingKey(state: BookingState, details: SavedDetails, sha256: string): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify({
        attempt: state.attempt ?? randomUUID(),
        search: state.search,
        vehicle: state.vehicleId,
        options: state.options,
        details,
        sha256,
      }),
    )
    .digest('hex');
  return `booking-${hash.slice(0, 48)}`;
}

/** A number in an error's details (`price_changed` carries the new total). */
function numberField(details: unknown, name: string): number | undefined {
  const value = typeof details === 'object' && details !== null ? Reflect.get(details, name) : undefined;
  return typeof value === 'number' ? value : undefined;
}

/** The first message of a `validation_failed` answer's issues. */
function firstIssue(details: unknown): string | undefined {
  const issues = typeof details === 'object' && details !== null ? Reflect.get(details, 'issues') : undefined;
  if (!Array.isArray(issues)) return undefined;
  for (const issue of issues) {
    const message = typeof issue === 'object' && issue !== null ? Reflect.get(issue, 'message') : undefined;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

export async function acceptAndPay(_state: PayActionState, formData: FormData): Promise<PayActionState> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  if (formData.get('accept') !== 'on') return { error: 'mustAccept' };
  const { state, details } = await requireStep('contract', tenant, locale);

  // A reservation from an earlier attempt in this booking: pay it (again) if it still holds.
  if (state.reservation) {
    const cookie = await reservationCookie();
    const current = await booking({ tenant, cookie }).reservation();
    const status = current.ok ? current.data.reservation : undefined;
    if (current.status === 200 && status?.id === state.reservation.id) {
      if (status.status === 'pending_payment') await startCheckout(tenant, locale, cookie);
      if (status.status === 'confirmed' || status.status === 'checked_in')
        redirect(stepPath('confirmation', locale));
    }
    // Lapsed or cancelled: book afresh below.
  }

  const previewed = await previewContractOf(tenant, locale, state, details);
  if (!previewed.ok) {
    console.error('Contract preview failed', previewed.status, previewed.error);
    return { error: 'failed' };
  }
  const preview = previewed.data;
  const expectedTotal = Number(formData.get('expectedTotal'));
  const request: CreateReservationRequest = {
    ...reservationRequest(state, details, locale),
    contractSha256: preview.sha256,
    ...(Number.isInteger(expectedTotal) && expectedTotal > 0 ? { expectedTotal } : {}),
    ...(await affiliateForBooking(tenant)),
  };
  const origin = await requestOrigin();
  const created = await booking({
    tenant,
    origin,
    idempotencyKey: bookingKey(state, details, preview.sha256),
  }).createReservation(request);
  if (!created.ok) {
    const { error } = created;
    if (error.code === 'vehicle_unavailable') redirect(errorPath(locale, 'vehicle_taken'));
    if (error.code === 'price_changed') {
      return { error: 'priceChanged', total: formatPrice(numberField(error.details, 'total') ?? 0, 'ISK') };
    }
    if (error.code === 'validation_failed') {
      // The service checks the details with the form's own schema; details that passed the form
      // can still fail there (the vehicle's minimum age changed in the catalogue since): say which.
      return { error: 'details', detail: firstIssue(error.details) ?? error.message };
    }
    console.error('Reservation could not be created', created.status, created.error);
    return { error: 'failed' };
  }
  const { reservation } = created.data;
  const cookie = (await adoptSessionCookie(created.headers)) ?? (await reservationCookie());
  await writeBookingState(tenant, {
    ...state,
    reservation: { id: reservation.id, reference: reservation.reference },
  });
  if (reservation.status === 'confirmed') redirect(stepPath('confirmation', locale));
  return startCheckout(tenant, locale, cookie);
}
