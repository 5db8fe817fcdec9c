'use server';

import { changeOutcome } from '@domain';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { localizePath } from '@web/lib/paths.ts';
import { redirect } from 'next/navigation';
import { findPath, overviewPath } from '../paths.ts';
import { checkout } from '../payment/checkout.ts';
import { asVisitor } from '../session.ts';

/**
 * Applies the re-quoted terms the visitor confirmed. A higher price goes straight to the
 * gateway for the difference; a lower one was refunded to the card by the service.
 */
export async function confirmTerms(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const field = (name: string) => String(formData.get(name) ?? '');
  const terms = {
    pickupLocationId: field('pickupLocationId'),
    returnLocationId: field('returnLocationId'),
    pickupDate: field('pickupDate'),
    pickupTime: field('pickupTime'),
    returnDate: field('returnDate'),
    returnTime: field('returnTime'),
  };
  // Back to the review of these very terms, with the reason it failed.
  const back = `${localizePath('/reservation/edit/terms/', locale)}?${new URLSearchParams({
    pickupLocation: terms.pickupLocationId,
    returnLocation: terms.returnLocationId,
    pickupDate: terms.pickupDate,
    pickupTime: terms.pickupTime,
    returnDate: terms.returnDate,
    returnTime: terms.returnTime,
  })}`;
  const visitor = await asVisitor(tenant);
  const before = await visitor.reservation();
  const balance = before.ok ? before.data.reservation.balance : 0;
  const reply = await visitor.changeTerms(terms);
  if (!reply.ok || reply.status !== 200) {
    const code = reply.ok ? 'unknown' : reply.error.code;
    if (code === 'no_session') redirect(findPath(locale));
    console.error('Change of terms failed', reply.status, reply.ok ? reply.data : reply.error);
    redirect(`${back}&error=${encodeURIComponent(code)}`);
  }
  const outcome = changeOutcome(reply.data.difference, balance);
  if (outcome.payNow > 0) await checkout(tenant, locale, outcome.payNow);
  redirect(overviewPath(locale, outcome.refundNow > 0 ? '?done=refunded' : '?done=changed'));
}
