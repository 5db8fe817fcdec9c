'use server';

import { formArgument } from '@web/lib/action-argument.ts';
/**
 * Find: reference plus e-mail address or last name opens the reservation's session. The brand is
 * the request's host, never a form field.
 */
import { formLocale, requestClientAddress, requestOrigin, requestTenant } from '@web/lib/booking/request.ts';
import { booking } from '@web/lib/booking/service.ts';
import { redirect } from 'next/navigation';
import { overviewPath } from '../paths.ts';
import { adoptSessionCookie } from '../session.ts';

export interface FindState {
  error: 'notFound' | 'rateLimited' | 'invalid' | 'failed' | null;
  /** Minutes until another try, when rate-limited. */
  minutes?: number;
  reference?: string;
  owner?: string;
}

/** The seconds a rate-limited client waits, from the refusal's details. */
function retryAfter(details: unknown): number | undefined {
  if (typeof details !== 'object' || details === null || !('retryAfter' in details)) return undefined;
  return typeof details.retryAfter === 'number' ? details.retryAfter : undefined;
}

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
  const reply = await booking({
    tenant,
    origin: await requestOrigin(),
    clientAddress: await requestClientAddress(),
  }).findReservation({ reference, ...(owner.includes('@') ? { email: owner } : { lastName: owner }) });
  if (reply.status === 200 && (await adoptSessionCookie(reply.headers)) !== null)
    redirect(overviewPath(locale));
  if (!reply.ok && reply.error.code === 'rate_limited') {
    const seconds = retryAfter(reply.error.details);
    return { error: 'rateLimited', minutes: Math.max(1, Math.ceil((seconds || 60) / 60)), ...echo };
  }
  if (reply.status === 404) return { error: 'notFound', ...echo };
  if (reply.status === 400 || reply.status === 422) return { error: 'invalid', ...echo };
  console.error('Find reservation failed', reply.status, reply.ok ? 'no session cookie' : reply.error);
  return { error: 'failed', ...echo };
}
