'use server';

import { randomUUID } from 'node:crypto';
import { asVisitor } from '@web/features/reservation/session.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestOrigin, requestTenant } from '@web/lib/booking/request.ts';
import { redirect } from 'next/navigation';
import { checkinPath } from '../paths.ts';

/** Payment option 540: the balance through the gateway's hosted page, back to the payment step. */
export async function payCheckInBalance(form: FormData): Promise<void> {
  formArgument(form);
  const tenant = await requestTenant();
  const locale = formLocale(form.get('locale'));
  const client = await asVisitor(tenant, {
    origin: await requestOrigin(),
    idempotencyKey: `checkin-${randomUUID()}`,
  });
  const reply = await client.checkInPayment({
    amount: 'balance',
    returnUrl: checkinPath('payment', locale),
    locale,
  });
  if (reply.ok && typeof reply.data.checkout.redirectUrl === 'string')
    redirect(reply.data.checkout.redirectUrl);
  const code = reply.ok ? 'unknown' : reply.error.code;
  if (code === 'nothing_due') redirect(checkinPath('contract', locale));
  console.error('Check-in checkout not created', reply.status, reply.ok ? reply.data : reply.error);
  redirect(checkinPath('payment', locale, `error=${encodeURIComponent(code)}`));
}
