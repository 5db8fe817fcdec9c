'use server';

/**
 * The booking steps' server actions. Each validates what the form sent (never trusting hidden
 * fields), writes the booking state cookie and redirects to the next step, so every step also
 * works before the page's JavaScript has loaded.
 */
import { randomUUID } from 'node:crypto';
import { searchBody } from '@web/features/booking/search/body.ts';
import { loadSearchContent } from '@web/features/booking/search/content.ts';
import { parseSearchParams, SEARCH_PARAM_NAMES, searchQuery } from '@web/features/booking/search/query.ts';
import { readBookingState, writeBookingState } from '@web/features/booking/state.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { booking } from '@web/lib/booking/service.ts';
import { redirect } from 'next/navigation';
import { z } from 'zod';

const ClassId = z.string().min(1).max(64);

/** Vehicles → Options: the chosen class for the search in the form. */
export async function selectVehicle(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const params = Object.fromEntries(SEARCH_PARAM_NAMES.map((name) => [name, formData.get(name)?.toString()]));
  const content = await loadSearchContent(tenant, locale);
  const parsed = parseSearchParams(params, content);
  const classId = ClassId.safeParse(formData.get('classId'));
  if (!parsed.ok || !classId.success) redirect(stepPath('vehicles', locale));
  const { search } = parsed;
  // The class may have been booked by someone else since the list was shown.
  const offers = await booking({ tenant }).search(searchBody(search));
  const offer = offers.ok ? offers.data.vehicles.find((v) => v.id === classId.data) : undefined;
  if (!offer?.bookable)
    redirect(
      stepPath('vehicles', locale, `${searchQuery(search)}&taken=${encodeURIComponent(classId.data)}`),
    );
  const previous = await readBookingState(tenant);
  await writeBookingState(tenant, {
    search,
    vehicleId: classId.data,
    // Insurance and extras are the brand's, not the class's: a changed vehicle keeps them.
    options: previous?.options ?? null,
    // A hold taken for an earlier choice lapses by itself (30 minutes); this booking starts afresh.
    reservation: null,
    attempt: randomUUID(),
  });
  redirect(stepPath('options', locale));
}
