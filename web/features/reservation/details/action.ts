'use server';

import { validateField } from '@domain';
import { formArgument } from '@web/lib/action-argument.ts';
import { formLocale, requestTenant } from '@web/lib/booking/request.ts';
import { redirect } from 'next/navigation';
import { findPath, overviewPath } from '../paths.ts';
import { asVisitor } from '../session.ts';
import { DETAIL_FIELDS, type DetailField, OPTIONAL_DETAILS } from './model.ts';

export interface DetailsState {
  errors: Partial<Record<DetailField, string>>;
  values: Partial<Record<DetailField, string>>;
  failed?: 'locked' | 'failed';
}

/** The booker's contact details and the trip's flight: checked with the domain's rules in the visitor's language. */
export async function updateDetails(_state: DetailsState, formData: FormData): Promise<DetailsState> {
  formArgument(formData);
  const tenant = await requestTenant();
  const locale = formLocale(formData.get('locale'));
  const values = Object.fromEntries(
    DETAIL_FIELDS.map((f) => [f, String(formData.get(f) ?? '').slice(0, 2000)]),
  ) as Record<DetailField, string>;
  const errors: DetailsState['errors'] = {};
  // Every one of these fields is text: the domain's rules trim and normalise it.
  const clean: Partial<Record<DetailField, string>> = {};
  for (const field of DETAIL_FIELDS) {
    const value = values[field].trim();
    if (!value && OPTIONAL_DETAILS.includes(field)) continue;
    const checked = validateField(field, value, locale);
    if (checked.ok) clean[field] = String(checked.value);
    else errors[field] = checked.message;
  }
  if (Object.keys(errors).length) return { errors, values };
  const visitor = await asVisitor(tenant);
  const current = await visitor.reservation();
  if (!current.ok || current.status !== 200) redirect(findPath(locale));
  const trip = current.data.reservation.trip ?? {};
  const reply = await visitor.changeDetails({
    customer: {
      firstName: clean.firstName,
      lastName: clean.lastName,
      email: clean.email,
      phone: clean.phone,
    },
    trip: {
      ...(typeof trip.numberOfPassengers === 'number' ? { numberOfPassengers: trip.numberOfPassengers } : {}),
      ...(clean.flightNumber ? { flightNumber: clean.flightNumber } : {}),
      ...(clean.arrivalTime ? { arrivalTime: clean.arrivalTime } : {}),
      specialComments: clean.specialComments ?? null,
    },
  });
  if (reply.status === 200) redirect(overviewPath(locale, '?done=details'));
  const code = reply.ok ? 'unknown' : reply.error.code;
  if (code !== 'details_locked')
    console.error('Details update failed', reply.status, reply.ok ? reply.data : reply.error);
  return { errors: {}, values, failed: code === 'details_locked' ? 'locked' : 'failed' };
}
