'use server';

import { asVisitor } from '@web/features/reservation/session.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { redirect } from 'next/navigation';
import { checkinPath } from '../paths.ts';

/** Last-minute options: the whole choice is sent, re-priced by the service. */
export async function saveCheckInOptions(form: FormData): Promise<void> {
  formArgument(form);
  const tenant = await requestTenant();
  const locale = formLocale(form.get('locale'));
  const pkg = form.get('insurancePackageId');
  const extras: { id: string; quantity: number }[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith('extra:') || typeof value !== 'string') continue;
    const quantity = Number(value);
    if (Number.isInteger(quantity) && quantity > 0) extras.push({ id: name.slice(6), quantity });
  }
  const saved = await (await asVisitor(tenant)).checkInOptions({
    ...(typeof pkg === 'string' && pkg ? { insurancePackageId: pkg } : {}),
    insuranceAddons: form.getAll('addon').filter((v): v is string => typeof v === 'string'),
    extras,
  });
  if (saved.status === 401) redirect(checkinPath('start', locale));
  if (!saved.ok || saved.status !== 200) {
    console.error('Check-in options not saved', saved.status, saved.ok ? saved.data : saved.error);
    const code = saved.ok ? 'unknown' : saved.error.code;
    redirect(checkinPath('options', locale, `error=${encodeURIComponent(code)}`));
  }
  redirect(checkinPath('payment', locale));
}
