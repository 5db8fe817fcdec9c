'use server';

import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { localizePath } from '@web/lib/paths.ts';
import { redirect } from 'next/navigation';
import { findPath, overviewPath } from '../paths.ts';
import { asVisitor } from '../session.ts';

/** Cancels; a late cancellation needs a reason (the page says so before the visitor confirms). */
export async function cancelReservation(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const reason = String(formData.get('reason') ?? '')
    .trim()
    .slice(0, 2000);
  const reply = await (await asVisitor(tenant)).cancel(reason ? { reason } : {});
  if (reply.status === 200) redirect(overviewPath(locale, '?done=cancelled'));
  const code = reply.ok ? 'unknown' : reply.error.code;
  const known = ['reason_required', 'cannot_cancel', 'no_session'].includes(code) ? code : 'failed';
  if (known === 'no_session') redirect(findPath(locale));
  if (known === 'failed') console.error('Cancel failed', reply.status, reply.ok ? reply.data : reply.error);
  redirect(`${localizePath('/reservation/cancel/', locale)}?error=${known}`);
}
