'use server';

import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { localizePath } from '@web/lib/paths.ts';
import { redirect } from 'next/navigation';
import { findPath, overviewPath } from '../paths.ts';
import { asVisitor } from '../session.ts';

/** Asks staff for a refund, with the visitor's reason. */
export async function requestRefund(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const reason = String(formData.get('reason') ?? '').trim();
  if (reason.length < 5) redirect(`${localizePath('/reservation/refund/', locale)}?error=reason_short`);
  const reply = await (await asVisitor(tenant)).requestRefund({ reason: reason.slice(0, 2000) });
  if (reply.status === 200) redirect(overviewPath(locale, '?done=refund'));
  const code = reply.ok ? 'unknown' : reply.error.code;
  if (code === 'no_session') redirect(findPath(locale));
  const known = ['nothing_to_refund', 'cancel_instead', 'cannot_request_refund'].includes(code)
    ? code
    : 'failed';
  if (known === 'failed')
    console.error('Refund request failed', reply.status, reply.ok ? reply.data : reply.error);
  redirect(`${localizePath('/reservation/refund/', locale)}?error=${known}`);
}
