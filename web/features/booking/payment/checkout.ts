/**
 * A checkout on the payment gateway's hosted page for what is due now: accepting the contract
 * starts one, the payment step's "Try again" another. The gateway sends the visitor back to the
 * payment step, which reads the outcome from the booking service.
 */
import { randomUUID } from 'node:crypto';
import type { Locale, Tenant } from '@domain';
import { booking } from '@web/features/booking/client.ts';
import { errorPath, paymentPath, stepPath } from '@web/features/booking/steps.ts';
import { requestOrigin } from '@web/lib/booking/request.ts';
import { redirect } from 'next/navigation';

/** Starts a checkout for what is due now and sends the browser to the gateway's page. */
export async function startCheckout(
  tenant: Tenant,
  locale: Locale,
  cookie: string | undefined,
): Promise<never> {
  const origin = await requestOrigin();
  const started = await booking({
    tenant,
    cookie,
    origin,
    idempotencyKey: `pay-${randomUUID()}`,
  }).startPayment({
    amount: 'due_now',
    returnUrl: paymentPath(locale),
    locale,
  });
  if (started.ok && started.data.checkout.redirectUrl) redirect(started.data.checkout.redirectUrl);
  const code = started.ok ? null : started.error.code;
  if (code === 'nothing_due') redirect(stepPath('confirmation', locale));
  if (code === 'hold_expired' || code === 'not_payable') redirect(errorPath(locale, 'session_expired'));
  console.error('Checkout could not be created', started.status, started.ok ? started.data : started.error);
  redirect(errorPath(locale, 'unknown'));
}
