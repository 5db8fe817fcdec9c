'use server';

import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { findPath } from '../paths.ts';
import { asVisitor, RESERVATION_COOKIE } from '../session.ts';

/** Ends the session at the service (its token revoked) and in this browser. */
export async function signOut(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  await (await asVisitor(tenant)).logout();
  (await cookies()).delete(RESERVATION_COOKIE);
  redirect(findPath(locale));
}
