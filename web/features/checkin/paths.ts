import type { Locale } from '@domain/locale.ts';
import { localizePath } from '@web/lib/paths.ts';

/** The check-in steps in order; the signature page has no session check. */
export const CHECKIN_STEPS = ['start', 'details', 'options', 'payment', 'contract', 'signature'] as const;
export type CheckInStep = (typeof CHECKIN_STEPS)[number];

export function checkinPath(step: CheckInStep, locale: Locale, query = ''): string {
  const path = localizePath(`/reservation/checkin/${step}/`, locale);
  return query ? `${path}?${query.replace(/^\?/, '')}` : path;
}
