'use server';

/**
 * The reservation pages' form actions. Each runs as the visitor (their reservation session
 * cookie forwarded), so the booking service decides which reservation is touched; the brand is
 * the request's host, never a form field. Errors come back as codes the pages show in the
 * visitor's language.
 */
import { randomUUID } from 'node:crypto';
import { changeOutcome, type Locale, type Tenant, validateField } from '@domain';
import {
  DETAIL_FIELDS,
  type DetailField,
  OPTIONAL_DETAILS,
} from '@web/features/reservation/details/model.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestClientAddress, requestOrigin, requestTenant } from '@web/lib/booking/request.ts';
import { callBooking } from '@web/lib/booking/service.ts';
import { BookingErrorSchema } from '@web/lib/booking/types.ts';
import { localizePath } from '@web/lib/paths.ts';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { adoptSessionCookie, callAsVisitor, RESERVATION_COOKIE, reservationCookie } from './session.ts';

export interface FindState {
  error: 'notFound' | 'rateLimited' | 'invalid' | 'failed' | null;
  /** Minutes until another try, when rate-limited. */
  minutes?: number;
  reference?: string;
  owner?: string;
}

const errorCode = (body: unknown): string => {
  const parsed = BookingErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.code : 'unknown';
};

const overview = (locale: Locale, query = '') => `${localizePath('/reservation/', locale)}${query}`;

/** Reference plus e-mail address or last name → the session → the overview. */
export async function findReservation(_state: FindState, formData: FormData): Promise<FindState> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const reference = String(formData.get('reference') ?? '').trim();
  const owner = String(formData.get('owner') ?? '').trim();
  const echo = { reference: reference.slice(0, 40), owner: owner.slice(0, 254) };
  if (reference.length < 4 || reference.length > 20 || owner.length < 2 || owner.length > 254)
    return { error: 'invalid', ...echo };
  const result = await callBooking('/reservations/find', {
    tenant,
    origin: await requestOrigin(),
    clientAddress: await requestClientAddress(),
    body: { reference, ...(owner.includes('@') ? { email: owner } : { lastName: owner }) },
  });
  if (result.status === 200 && (await adoptSessionCookie(result.headers)) !== null)
    redirect(overview(locale));
  const code = errorCode(result.body);
  if (code === 'rate_limited') {
    const details = BookingErrorSchema.safeParse(result.body);
    const seconds = Number(
      (details.success ? (details.data.details as { retryAfter?: number }) : {})?.retryAfter,
    );
    return { error: 'rateLimited', minutes: Math.max(1, Math.ceil((seconds || 60) / 60)), ...echo };
  }
  if (result.status === 404) return { error: 'notFound', ...echo };
  if (result.status === 400 || result.status === 422) return { error: 'invalid', ...echo };
  console.error('Find reservation failed', result.status, result.body);
  return { error: 'failed', ...echo };
}

export async function signOut(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  await callAsVisitor('/reservation/logout', { tenant, method: 'POST', body: {} });
  (await cookies()).delete(RESERVATION_COOKIE);
  redirect(localizePath('/reservation/find/', locale));
}

/** Cancels; a late cancellation needs a reason (the page says so before the visitor confirms). */
export async function cancelReservation(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const reason = String(formData.get('reason') ?? '')
    .trim()
    .slice(0, 2000);
  const result = await callAsVisitor('/reservation/cancel', {
    tenant,
    body: reason ? { reason } : {},
  });
  if (result.status === 200) redirect(overview(locale, '?done=cancelled'));
  const code = errorCode(result.body);
  const known = ['reason_required', 'cannot_cancel', 'no_session'].includes(code) ? code : 'failed';
  if (known === 'no_session') redirect(localizePath('/reservation/find/', locale));
  if (known === 'failed') console.error('Cancel failed', result.status, result.body);
  redirect(`${localizePath('/reservation/cancel/', locale)}?error=${known}`);
}

export async function requestRefund(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const reason = String(formData.get('reason') ?? '').trim();
  if (reason.length < 5) redirect(`${localizePath('/reservation/refund/', locale)}?error=reason_short`);
  const result = await callAsVisitor('/reservation/refund', {
    tenant,
    body: { reason: reason.slice(0, 2000) },
  });
  if (result.status === 200) redirect(overview(locale, '?done=refund'));
  const code = errorCode(result.body);
  if (code === 'no_session') redirect(localizePath('/reservation/find/', locale));
  const known = ['nothing_to_refund', 'cancel_instead', 'cannot_request_refund'].includes(code)
    ? code
    : 'failed';
  if (known === 'failed') console.error('Refund request failed', result.status, result.body);
  redirect(`${localizePath('/reservation/refund/', locale)}?error=${known}`);
}

/** Starts the gateway's hosted checkout for an amount of the balance and sends the browser there. */
async function checkout(tenant: Tenant, locale: Locale, amount: number | 'balance'): Promise<never> {
  const result = await callBooking('/reservation/payments', {
    tenant,
    cookie: await reservationCookie(),
    origin: await requestOrigin(),
    idempotencyKey: `manage-${randomUUID()}`,
    body: { amount, returnUrl: localizePath('/reservation/edit/payment/', locale), locale },
  });
  const body = result.body as { checkout?: { redirectUrl?: string } };
  if (result.status < 300 && body.checkout?.redirectUrl) redirect(body.checkout.redirectUrl);
  const code = errorCode(result.body);
  if (code === 'nothing_due') redirect(overview(locale, '?done=paid'));
  console.error('Checkout could not be created', result.status, result.body);
  redirect(`${localizePath('/reservation/edit/payment/', locale)}?error=checkout`);
}

/** Pays the balance, or a part of it (a retried difference), on the gateway's hosted page. */
export async function payBalance(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const amount = Number(formData.get('amount'));
  await checkout(tenant, locale, Number.isInteger(amount) && amount > 0 ? amount : 'balance');
}

const TERM_FIELDS = [
  'pickupLocationId',
  'returnLocationId',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
] as const;

/**
 * Applies the re-quoted terms the visitor confirmed. A higher price goes straight to the
 * gateway for the difference; a lower one was refunded to the card by the service.
 */
export async function confirmTerms(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const terms = Object.fromEntries(TERM_FIELDS.map((f) => [f, String(formData.get(f) ?? '')]));
  // Back to the review of these very terms, with the reason it failed.
  const back = `${localizePath('/reservation/edit/terms/', locale)}?${new URLSearchParams({
    pickupLocation: terms.pickupLocationId ?? '',
    returnLocation: terms.returnLocationId ?? '',
    pickupDate: terms.pickupDate ?? '',
    pickupTime: terms.pickupTime ?? '',
    returnDate: terms.returnDate ?? '',
    returnTime: terms.returnTime ?? '',
  })}`;
  const before = await callAsVisitor('/reservation', { tenant });
  const balance = (before.body as { reservation?: { balance?: number } }).reservation?.balance ?? 0;
  const result = await callAsVisitor('/reservation/terms', { tenant, body: terms });
  if (result.status !== 200) {
    const code = errorCode(result.body);
    if (code === 'no_session') redirect(localizePath('/reservation/find/', locale));
    console.error('Change of terms failed', result.status, result.body);
    redirect(`${back}&error=${encodeURIComponent(code)}`);
  }
  const { difference } = result.body as { difference: number };
  const outcome = changeOutcome(difference, balance);
  if (outcome.payNow > 0) await checkout(tenant, locale, outcome.payNow);
  redirect(overview(locale, outcome.refundNow > 0 ? '?done=refunded' : '?done=changed'));
}

export interface DetailsState {
  errors: Partial<Record<DetailField, string>>;
  values: Partial<Record<DetailField, string>>;
  failed?: 'locked' | 'failed';
}

/** The booker's contact details and the trip's flight: checked with the domain's rules in the visitor's language. */
export async function updateDetails(_state: DetailsState, formData: FormData): Promise<DetailsState> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const values = Object.fromEntries(
    DETAIL_FIELDS.map((f) => [f, String(formData.get(f) ?? '').slice(0, 2000)]),
  ) as Record<DetailField, string>;
  const errors: DetailsState['errors'] = {};
  const clean: Partial<Record<DetailField, unknown>> = {};
  for (const field of DETAIL_FIELDS) {
    const value = values[field].trim();
    if (!value && OPTIONAL_DETAILS.includes(field)) continue;
    const checked = validateField(field, value, locale);
    if (checked.ok) clean[field] = checked.value;
    else errors[field] = checked.message;
  }
  if (Object.keys(errors).length) return { errors, values };
  const current = await callAsVisitor('/reservation', { tenant });
  if (current.status !== 200) redirect(localizePath('/reservation/find/', locale));
  const trip = ((current.body as { reservation?: { trip?: Record<string, unknown> | null } }).reservation
    ?.trip ?? {}) as Record<string, unknown>;
  const result = await callAsVisitor('/reservation/details', {
    tenant,
    body: {
      customer: {
        firstName: clean.firstName,
        lastName: clean.lastName,
        email: clean.email,
        phone: clean.phone,
      },
      trip: {
        ...(typeof trip.numberOfPassengers === 'number'
          ? { numberOfPassengers: trip.numberOfPassengers }
          : {}),
        ...(clean.flightNumber ? { flightNumber: clean.flightNumber } : {}),
        ...(clean.arrivalTime ? { arrivalTime: clean.arrivalTime } : {}),
        specialComments: (clean.specialComments as string | undefined) ?? null,
      },
    },
  });
  if (result.status === 200) redirect(overview(locale, '?done=details'));
  const code = errorCode(result.body);
  if (code !== 'details_locked') console.error('Details update failed', result.status, result.body);
  return { errors: {}, values, failed: code === 'details_locked' ? 'locked' : 'failed' };
}

const OptionsJson = z.object({
  insurancePackageId: z.string().min(1).max(64).optional(),
  insuranceAddons: z.array(z.string().min(1).max(64)).max(10).optional(),
  extras: z
    .array(z.object({ id: z.string().min(1).max(64), quantity: z.number().int().min(0).max(20) }))
    .max(30)
    .optional(),
});

/** Applies the options the visitor reviewed; a higher price goes to the gateway for the difference. */
export async function confirmOptions(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const page = localizePath('/reservation/edit/options/', locale);
  let options: z.infer<typeof OptionsJson>;
  try {
    options = OptionsJson.parse(JSON.parse(String(formData.get('options') ?? '')));
  } catch {
    redirect(`${page}?error=invalid`);
  }
  const before = await callAsVisitor('/reservation', { tenant });
  if (before.status !== 200) redirect(localizePath('/reservation/find/', locale));
  const balance = (before.body as { reservation?: { balance?: number } }).reservation?.balance ?? 0;
  const result = await callAsVisitor('/reservation/options', { tenant, body: options });
  if (result.status !== 200) {
    const code = errorCode(result.body);
    console.error('Options change failed', result.status, result.body);
    const shown = code === 'options_locked' ? 'locked' : code === 'payment_open' ? 'paymentOpen' : 'failed';
    redirect(`${page}?error=${shown}`);
  }
  const outcome = changeOutcome((result.body as { difference: number }).difference, balance);
  if (outcome.payNow > 0) await checkout(tenant, locale, outcome.payNow);
  redirect(overview(locale, outcome.refundNow > 0 ? '?done=refunded' : '?done=options'));
}
