'use server';

import { changeOutcome } from '@domain';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { localizePath } from '@web/lib/paths.ts';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { findPath, overviewPath } from '../paths.ts';
import { checkout } from '../payment/checkout.ts';
import { asVisitor } from '../session.ts';

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
  const visitor = await asVisitor(tenant);
  const before = await visitor.reservation();
  if (!before.ok || before.status !== 200) redirect(findPath(locale));
  const balance = before.data.reservation.balance;
  const reply = await visitor.changeOptions(options);
  if (!reply.ok || reply.status !== 200) {
    const code = reply.ok ? 'unknown' : reply.error.code;
    console.error('Options change failed', reply.status, reply.ok ? reply.data : reply.error);
    const shown = code === 'options_locked' ? 'locked' : code === 'payment_open' ? 'paymentOpen' : 'failed';
    redirect(`${page}?error=${shown}`);
  }
  const outcome = changeOutcome(reply.data.difference, balance);
  if (outcome.payNow > 0) await checkout(tenant, locale, outcome.payNow);
  redirect(overviewPath(locale, outcome.refundNow > 0 ? '?done=refunded' : '?done=options'));
}
