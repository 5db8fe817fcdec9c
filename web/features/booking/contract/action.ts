'use server';

/**
 * Contract → payment. Accepting the agreement creates the reservation (a 30-minute payment hold)
 * and a checkout on the payment gateway's hosted page, where the visitor enters the card: neither
 * this site nor the booking service ever sees a card number. The gateway sends the visitor back
 * to the payment step, which reads the outcome from the booking service.
 */
import { createHash, randomUUID } from 'node:crypto';
import { formatPrice, type Locale, type Tenant } from '@domain';
import { requireStep } from '@web/features/booking/guard.ts';
import {
  type BookingState,
  readBookingState,
  type SavedDetails,
  writeBookingState,
} from '@web/features/booking/state.ts';
import { errorPath, paymentPath, stepPath } from '@web/features/booking/steps.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestOrigin, requestTenant } from '@web/lib/booking/request.ts';
import { callBooking } from '@web/lib/booking/service.ts';
import { BookingErrorSchema } from '@web/lib/booking/types.ts';
import { adoptSessionCookie, reservationCookie } from '@web/lib/reservation/session.ts';
import { redirect } from 'next/navigation';
import { affiliateForBooking } from './affiliate.ts';
import { type ContractPreview, previewContract } from './preview.ts';
import { reservationBody } from './reservation-input.ts';

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

/** Starts a checkout for what is due now and sends the browser to the gateway's page. */
async function startCheckout(tenant: Tenant, locale: Locale, cookie: string | undefined): Promise<never> {
  const origin = await requestOrigin();
  const result = await callBooking('/reservation/payments', {
    tenant,
    cookie,
    origin,
    idempotencyKey: `pay-${randomUUID()}`,
    body: { amount: 'due_now', returnUrl: paymentPath(locale), locale },
  });
  const body = result.body as { checkout?: { redirectUrl?: string }; code?: string };
  if (result.status < 300 && body.checkout?.redirectUrl) redirect(body.checkout.redirectUrl);
  if (body.code === 'nothing_due') redirect(stepPath('confirmation', locale));
  if (body.code === 'hold_expired' || body.code === 'not_payable')
    redirect(errorPath(locale, 'session_expired'));
  console.error('Checkout could not be created', result.status, result.body);
  redirect(errorPath(locale, 'unknown'));
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
    const current = await callBooking('/reservation', { tenant, cookie });
    const status = (current.body as { reservation?: { id?: string; status?: string } }).reservation;
    if (current.status === 200 && status?.id === state.reservation.id) {
      if (status.status === 'pending_payment') await startCheckout(tenant, locale, cookie);
      if (status.status === 'confirmed' || status.status === 'checked_in')
        redirect(stepPath('confirmation', locale));
    }
    // Lapsed or cancelled: book afresh below.
  }

  const preview: ContractPreview | null = await previewContract(tenant, locale, state, details);
  if (!preview) return { error: 'failed' };
  const expectedTotal = Number(formData.get('expectedTotal'));
  const body = {
    ...reservationBody(state, details, locale),
    contractSha256: preview.sha256,
    ...(Number.isInteger(expectedTotal) && expectedTotal > 0 ? { expectedTotal } : {}),
    ...(await affiliateForBooking(tenant)),
  };
  const origin = await requestOrigin();
  const created = await callBooking('/reservations', {
    tenant,
    body,
    origin,
    idempotencyKey: bookingKey(state, details, preview.sha256),
  });
  if (created.status >= 300) {
    const error = BookingErrorSchema.safeParse(created.body);
    const code = error.success ? error.data.code : 'unknown';
    if (code === 'vehicle_unavailable') redirect(errorPath(locale, 'vehicle_taken'));
    if (code === 'price_changed') {
      const total =
        (error.success ? (error.data.details as { total?: number } | undefined)?.total : undefined) ?? 0;
      return { error: 'priceChanged', total: formatPrice(total, 'ISK') };
    }
    if (code === 'validation_failed' && error.success) {
      // The service checks the details with the form's own schema; details that passed the form
      // can still fail there (the vehicle's minimum age changed in the catalogue since): say which.
      const issues = (error.data.details as { issues?: { message?: unknown }[] } | undefined)?.issues;
      const first = issues?.find((issue) => typeof issue.message === 'string')?.message;
      return { error: 'details', detail: typeof first === 'string' ? first : error.data.message };
    }
    console.error('Reservation could not be created', created.status, created.body);
    return { error: 'failed' };
  }
  const reservation = (created.body as { reservation: { id: string; reference: string; status: string } })
    .reservation;
  const cookie = (await adoptSessionCookie(created.headers)) ?? (await reservationCookie());
  await writeBookingState(tenant, {
    ...state,
    reservation: { id: reservation.id, reference: reservation.reference },
  });
  if (reservation.status === 'confirmed') redirect(stepPath('confirmation', locale));
  return startCheckout(tenant, locale, cookie);
}

/** The payment step's "Try again": a new checkout for the same reservation. */
export async function retryPayment(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const state = await readBookingState(tenant);
  if (!state?.reservation) redirect(stepPath('contract', locale));
  await startCheckout(tenant, locale, await reservationCookie());
}
