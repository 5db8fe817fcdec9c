import type { Locale, Tenant } from '@domain';
import { localizePath } from '@web/lib/paths.ts';
import { redirect } from 'next/navigation';
import { type CheckIn, loadCheckIn } from './data.ts';
import { checkinPath } from './paths.ts';

/**
 * Opens a check-in step: without a valid reservation session the visitor finds the reservation
 * first; outside the window, or when check-in is already signed, the start page says why.
 */
export async function openCheckIn(tenant: Tenant, locale: Locale): Promise<CheckIn> {
  const checkIn = await loadCheckIn(tenant, locale);
  if (!checkIn) redirect(localizePath('/reservation/find/', locale));
  if (checkIn.status.steps.signature) redirect(checkinPath('signature', locale));
  if (checkIn.status.window !== 'open') redirect(checkinPath('start', locale));
  return checkIn;
}
