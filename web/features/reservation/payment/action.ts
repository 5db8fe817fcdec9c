'use server';

import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { checkout } from './checkout.ts';

/** Pays the balance, or a part of it (a retried difference), on the gateway's hosted page. */
export async function payBalance(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const amount = Number(formData.get('amount'));
  await checkout(tenant, locale, Number.isInteger(amount) && amount > 0 ? amount : 'balance');
}
