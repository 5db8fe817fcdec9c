'use server';

import { randomUUID } from 'node:crypto';
import { requireStep } from '@web/features/booking/guard.ts';
import { readBookingState, writeBookingState } from '@web/features/booking/state.ts';
import { stepPath } from '@web/features/booking/steps.ts';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
/**
 * The Options step's server actions. `saveOptions` is the step's Continue (a plain form post, so
 * it works before the page's JavaScript has loaded); `rememberOptions` keeps the choices in the
 * booking state as they change, so a reload, a language switch or the back button shows them.
 * Both trust nothing the browser sent: every id is checked against the brand's catalogue.
 */
import { redirect } from 'next/navigation';
import { parseOptionsForm, parseOptionsInput, quoteRequest, toBookingOptions } from './model.ts';
import { loadOptionsCatalogue, quoteBase, quoteOptions } from './server.ts';

/** Options → Details: validated, priced once more, saved; back to the step with a reason if not. */
export async function saveOptions(formData: FormData): Promise<void> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const { state } = await requireStep('options', tenant, locale);
  const { vehicleId } = state;
  const loaded = await loadOptionsCatalogue(tenant, locale);
  if (!loaded) redirect(stepPath('options', locale, '?error=price'));
  const parsed = parseOptionsForm(formData, loaded.options);
  if (!parsed.success) {
    console.warn('Options step: refused form', parsed.issues);
    redirect(stepPath('options', locale, '?error=invalid'));
  }
  // The price the visitor saw was a quote for these choices; make sure they still price.
  const quote = await quoteOptions(tenant, quoteRequest(quoteBase({ ...state, vehicleId }), parsed.choices));
  if (!quote.ok) {
    console.warn('Options step: choices do not price', quote.status, quote.code);
    redirect(stepPath('options', locale, '?error=price'));
  }
  await writeBookingState(tenant, {
    search: state.search,
    vehicleId,
    options: toBookingOptions(parsed.choices),
    reservation: null,
    attempt: state.attempt ?? randomUUID(),
  });
  redirect(stepPath('details', locale));
}

export interface RememberResult {
  ok: boolean;
}

/**
 * The browser saves the choices once a quote for them has arrived (so only priced choices are
 * kept). Same validation as Continue; an answer, never a redirect (nothing navigates).
 */
export async function rememberOptions(input: unknown): Promise<RememberResult> {
  const tenant = await requestTenant();
  const state = await readBookingState(tenant);
  if (!state?.vehicleId) return { ok: false };
  // Validation only: no name is shown, so the language does not matter.
  const loaded = await loadOptionsCatalogue(tenant, 'en');
  if (!loaded) return { ok: false };
  const parsed = parseOptionsInput(input, loaded.options);
  if (!parsed.success) return { ok: false };
  await writeBookingState(tenant, {
    search: state.search,
    vehicleId: state.vehicleId,
    options: toBookingOptions(parsed.choices),
    // A hold taken for earlier choices lapses by itself; the booking goes on from these.
    reservation: null,
    attempt: state.attempt ?? randomUUID(),
  });
  return { ok: true };
}
