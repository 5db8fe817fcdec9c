/**
 * The gateway's hosted checkout for an amount of the session's balance: paying the balance, and the
 * difference a change of terms or options left to pay. Server only.
 */
import { randomUUID } from 'node:crypto';
import type { Locale, Tenant } from '@domain';
import { requestOrigin } from '@web/lib/booking/request.ts';
import { localizePath } from '@web/lib/paths.ts';
import { redirect } from 'next/navigation';
import { overviewPath } from '../paths.ts';
import { asVisitor } from '../session.ts';

/** Starts the checkout and sends the browser there (or back, saying why not). */
export async function checkout(tenant: Tenant, locale: Locale, amount: number | 'balance'): Promise<never> {
  const client = await asVisitor(tenant, {
    origin: await requestOrigin(),
    idempotencyKey: `manage-${randomUUID()}`,
  });
  const reply = await client.startPayment({
    amount,
    returnUrl: localizePath('/reservation/edit/payment/', locale),
    locale,
  });
  if (reply.ok && reply.data.checkout.redirectUrl) redirect(reply.data.checkout.redirectUrl);
  if (!reply.ok && reply.error.code === 'nothing_due') redirect(overviewPath(locale, '?done=paid'));
  console.error('Checkout could not be created', reply.status, reply.ok ? reply.data : reply.error);
  redirect(`${localizePath('/reservation/edit/payment/', locale)}?error=checkout`);
}
