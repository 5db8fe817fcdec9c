'use server';

/**
 * The check-in details step. The brand is the request's host and the call carries the visitor's
 * own reservation session, so a form can never act on another reservation; the service validates
 * everything again.
 */
import { asVisitor } from '@web/features/reservation/session.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { redirect } from 'next/navigation';
import { readyToSign } from '../data.ts';
import { checkinPath } from '../paths.ts';
import { parseDetails } from './model.ts';

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
  const saved = await (await asVisitor(tenant)).saveCheckInDetails(parsed.details);
  if (saved.status === 401) redirect(checkinPath('start', locale));
  if (saved.status === 409) return { errors: {}, values, formError: 'closed' };
  if (!saved.ok || saved.status !== 200) {
    console.error('Check-in details not saved', saved.status, saved.ok ? saved.data : saved.error);
    return { errors: {}, values, formError: 'failed' };
  }
  if (!readyToSign(saved.data)) return { errors: {}, values, formError: 'photos' };
  redirect(checkinPath('options', locale));
}
