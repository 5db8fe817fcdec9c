/** A referral code the visitor arrived with but has not yet consented to be tracked for. */
export const PENDING_REFERRAL_KEY = 'vegur-pending-referral';

/**
 * Whether this visit may carry a referral (a `ref` parameter, or one kept from an earlier page
 * awaiting consent). Every page runs this check; the tracking code itself loads only when it is
 * true, which keeps it out of the first-load JavaScript of ordinary visits.
 */
export function mayHaveReferral(search: string): boolean {
  if (new URLSearchParams(search).has('ref')) return true;
  try {
    return sessionStorage.getItem(PENDING_REFERRAL_KEY) !== null;
  } catch {
    return false;
  }
}
