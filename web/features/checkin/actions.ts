'use server';

/**
 * The check-in steps' form actions. Each takes the brand from the request's host and calls the
 * booking service with the visitor's own reservation session (or the signing link's token), so a
 * form can never act on another reservation; the service validates everything again.
 */
import { randomUUID } from 'node:crypto';
import { validateField } from '@domain';
import { parseDetails } from '@web/features/checkin/details/model.ts';
import { callAsVisitor } from '@web/features/reservation/session.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestOrigin, requestTenant } from '@web/lib/booking/request.ts';
import { callBooking } from '@web/lib/booking/service.ts';
import { redirect } from 'next/navigation';
import { CheckInStatusSchema, readyToSign } from './data.ts';
import { checkinPath } from './paths.ts';

const codeOf = (body: unknown): string => {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
};

export interface DetailsActionState {
  errors: Record<string, string>;
  values: Record<string, string>;
  /** A problem with the whole step: missing photos, check-in closed, or the service failed. */
  formError: 'photos' | 'closed' | 'failed' | null;
}

export async function saveCheckInDetails(
  _state: DetailsActionState,
  form: FormData,
): Promise<DetailsActionState> {
  formArgument(form);
  const tenant = await requestTenant();
  const locale = formLocale(form.get('locale'));
  const extraCount = Math.min(10, Math.max(0, Number(form.get('extraCount')) || 0));
  const parsed = parseDetails(form, locale, extraCount);
  if (!parsed.ok) return { errors: parsed.errors, values: parsed.values, formError: null };
  const values = Object.fromEntries(
    [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const saved = await callAsVisitor('/reservation/checkin/details', { tenant, body: parsed.details });
  if (saved.status === 401) redirect(checkinPath('start', locale));
  if (saved.status === 409) return { errors: {}, values, formError: 'closed' };
  const status = CheckInStatusSchema.safeParse(saved.body);
  if (saved.status !== 200 || !status.success) {
    console.error('Check-in details not saved', saved.status, saved.body);
    return { errors: {}, values, formError: 'failed' };
  }
  if (!readyToSign(status.data)) return { errors: {}, values, formError: 'photos' };
  redirect(checkinPath('options', locale));
}

/** Last-minute options: the whole choice is sent, re-priced by the service. */
export async function saveCheckInOptions(form: FormData): Promise<void> {
  formArgument(form);
  const tenant = await requestTenant();
  const locale = formLocale(form.get('locale'));
  const pkg = form.get('insurancePackageId');
  const extras: { id: string; quantity: number }[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith('extra:') || typeof value !== 'string') continue;
    const quantity = Number(value);
    if (Number.isInteger(quantity) && quantity > 0) extras.push({ id: name.slice(6), quantity });
  }
  const body = {
    ...(typeof pkg === 'string' && pkg ? { insurancePackageId: pkg } : {}),
    insuranceAddons: form.getAll('addon').filter((v): v is string => typeof v === 'string'),
    extras,
  };
  const saved = await callAsVisitor('/reservation/checkin/options', { tenant, body });
  if (saved.status === 401) redirect(checkinPath('start', locale));
  if (saved.status !== 200) {
    console.error('Check-in options not saved', saved.status, saved.body);
    redirect(checkinPath('options', locale, `error=${encodeURIComponent(codeOf(saved.body))}`));
  }
  redirect(checkinPath('payment', locale));
}

/** Payment option 540: the balance through the gateway's hosted page, back to the payment step. */
export async function payCheckInBalance(form: FormData): Promise<void> {
  formArgument(form);
  const tenant = await requestTenant();
  const locale = formLocale(form.get('locale'));
  const result = await callAsVisitor('/reservation/checkin/payment', {
    tenant,
    origin: await requestOrigin(),
    idempotencyKey: `checkin-${randomUUID()}`,
    body: { amount: 'balance', returnUrl: checkinPath('payment', locale), locale },
  });
  const redirectUrl = (result.body as { checkout?: { redirectUrl?: unknown } }).checkout?.redirectUrl;
  if (result.status < 300 && typeof redirectUrl === 'string') redirect(redirectUrl);
  const code = codeOf(result.body);
  if (code === 'nothing_due') redirect(checkinPath('contract', locale));
  console.error('Check-in checkout not created', result.status, result.body);
  redirect(checkinPath('payment', locale, `error=${encodeURIComponent(code)}`));
}

export interface SignActionState {
  error: 'signature' | 'name' | 'changed' | 'closed' | 'link' | 'failed' | null;
  nameError?: string;
}

export async function signCheckIn(_state: SignActionState, form: FormData): Promise<SignActionState> {
  formArgument(form);
  const tenant = await requestTenant();
  const locale = formLocale(form.get('locale'));
  const token = String(form.get('token') ?? '');
  const signature = String(form.get('signature') ?? '');
  if (!signature.startsWith('data:image/png;base64,')) return { error: 'signature' };
  const name = validateField('fullName', form.get('signerName') ?? '', locale);
  if (!name.ok) return { error: 'name', nameError: name.message };
  const result = await callBooking('/checkin/signing', {
    tenant,
    body: {
      token,
      signerName: String(name.value),
      contractSha256: String(form.get('contractSha256') ?? ''),
      signature,
    },
  });
  if (result.status === 201) redirect(checkinPath('signature', locale, `token=${encodeURIComponent(token)}`));
  const code = codeOf(result.body);
  if (code === 'validation_failed' || code === 'invalid_input') return { error: 'name' };
  if (code === 'contract_changed') return { error: 'changed' };
  if (code === 'invalid_signature_image') return { error: 'signature' };
  if (code === 'signing_link_invalid') return { error: 'link' };
  if (code === 'already_signed')
    redirect(checkinPath('signature', locale, `token=${encodeURIComponent(token)}`));
  if (code.startsWith('checkin_')) return { error: 'closed' };
  console.error('Signature not stored', result.status, result.body);
  return { error: 'failed' };
}
