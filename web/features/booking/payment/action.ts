'use server';

import { readBookingState } from '@web/features/booking/state.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { reservationCookie } from '@web/features/reservation/session.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { redirect } from 'next/navigation';
import { startCheckout } from './checkout.ts';

/** The payment step's "Try again": a new checkout for the same reservation. */
export async function retryPayment(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const state = await readBookingState(tenant);
  if (!state?.reservation) redirect(stepPath('contract', locale));
  await startCheckout(tenant, locale, await reservationCookie());
}
