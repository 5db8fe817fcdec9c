'use server';

/**
 * Submits an inspection step with the visitor's own reservation session; the service checks the
 * window, the six photos and the readings again, and takes a step once.
 */
import { isInspectionStage } from '@domain';
import { asVisitor } from '@web/features/reservation/session.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { localizePath } from '@web/lib/paths.ts';
import { redirect } from 'next/navigation';
import type { ReadingsState } from '../model.ts';
import { parseReadings, pickupKmOf, problemOf } from './model.ts';

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

export async function submitInspection(_state: ReadingsState, form: FormData): Promise<ReadingsState> {
  formArgument(form);
  const tenant = await requestTenant();
  const locale = formLocale(form.get('locale'));
  const stage = text(form.get('stage'));
  const values = { mileageKm: text(form.get('mileageKm')), fuelEighths: text(form.get('fuelEighths')) };
  if (!isInspectionStage(stage)) return { problems: ['failed'], values };
  const parsed = parseReadings({ ...values, damage: text(form.get('damage')) });
  if (!parsed.ok) return { problems: parsed.problems, values };
  const sent = await (await asVisitor(tenant)).completeInspection(stage, parsed.input);
  if (sent.status === 401) redirect(localizePath('/reservation/find/', locale));
  if (!sent.ok) {
    if (sent.status >= 500) console.error('Inspection not submitted', sent.status, sent.error);
    return { problems: [problemOf(sent.error.code)], pickupKm: pickupKmOf(sent.error.details), values };
  }
  redirect(
    localizePath(
      stage === 'return' ? '/reservation/inspection/report/' : '/reservation/inspection/pickup/',
      locale,
    ),
  );
}
