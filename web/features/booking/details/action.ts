'use server';

import { todayInReykjavik } from '@domain';
import { requireStep } from '@web/features/booking/guard.ts';
import { writeSavedDetails } from '@web/features/booking/state.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { catalogueOf } from '@web/lib/booking/catalogue.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { redirect } from 'next/navigation';
import { detailsFromForm, detailsSchemaFor, flattenErrors, schemaInput } from './model.ts';

export interface DetailsActionState {
  /** Field path → message in the visitor's language. */
  errors: Record<string, string>;
}

/**
 * Details → Contract. Validates with the same schema as the form (the browser may have had no
 * JavaScript), keeps the details in the encrypted details cookie and moves on.
 */
export async function saveDetails(
  _state: DetailsActionState,
  formData: FormData,
): Promise<DetailsActionState> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const { state } = await requireStep('details', tenant, locale);
  const catalogue = await catalogueOf(tenant);
  const vehicle = catalogue.ok ? catalogue.data.vehicles.find((v) => v.id === state.vehicleId) : undefined;
  const extraDrivers = state.options.extraDrivers;
  const values = detailsFromForm(formData, extraDrivers, '');
  const schema = detailsSchemaFor(locale, {
    tenant,
    today: todayInReykjavik(),
    minDriverAge: vehicle?.minDriverAge ?? 18,
    pickupDate: state.search.pickupDate,
  });
  const result = schema.safeParse(schemaInput(values));
  if (!result.success) {
    return { errors: Object.fromEntries(flattenErrors(result.error.issues).map((e) => [e.path, e.message])) };
  }
  await writeSavedDetails(tenant, { values, data: result.data });
  redirect(stepPath('contract', locale));
}
