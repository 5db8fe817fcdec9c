'use server';

/**
 * Signing with a link (the QR code's, or this device's own): the token alone names the
 * reservation, the brand is the request's host.
 */
import { validateField } from '@domain';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { booking } from '@web/lib/booking/service.ts';
import { redirect } from 'next/navigation';
import { checkinPath } from '../paths.ts';

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
  const reply = await booking({ tenant }).signWithLink({
    token,
    signerName: String(name.value),
    contractSha256: String(form.get('contractSha256') ?? ''),
    signature,
  });
  if (reply.status === 201) redirect(checkinPath('signature', locale, `token=${encodeURIComponent(token)}`));
  const code = reply.ok ? 'unknown' : reply.error.code;
  if (code === 'validation_failed' || code === 'invalid_input') return { error: 'name' };
  if (code === 'contract_changed') return { error: 'changed' };
  if (code === 'invalid_signature_image') return { error: 'signature' };
  if (code === 'signing_link_invalid') return { error: 'link' };
  if (code === 'already_signed')
    redirect(checkinPath('signature', locale, `token=${encodeURIComponent(token)}`));
  if (code.startsWith('checkin_')) return { error: 'closed' };
  console.error('Signature not stored', reply.status, reply.ok ? reply.data : reply.error);
  return { error: 'failed' };
}
