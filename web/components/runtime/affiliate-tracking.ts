import type { Tenant } from '@domain';
import { readBrowserCookie } from '../../lib/browser-cookie.ts';
import { CONSENT_COOKIE, parseConsent } from '../shell/consent.ts';
import { CONSENT_CHANGED_EVENT } from '../shell/consent-store.ts';
import { AFFILIATE_CLICK_DELAY_MS, referralCodeOf, sendAffiliateClick } from './affiliate-click.ts';
import { PENDING_REFERRAL_KEY } from './referral-pending.ts';

/**
 * The affiliate click for a visit that arrived with `?ref=`. The click is
 * tracking, so it waits for the visitor's analytics consent, given now or on a later page; until
 * then the code waits in session storage. Returns the clean-up for the effect that started it.
 */
export function trackReferral(tenant: Tenant): () => void {
  let code = referralCodeOf(window.location.search);
  try {
    if (code) sessionStorage.setItem(PENDING_REFERRAL_KEY, code);
    else code = sessionStorage.getItem(PENDING_REFERRAL_KEY);
  } catch {
    // Storage can be off; the code from the address still counts.
  }
  if (!code) return () => {};
  const referralCode = code;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const trySend = () => {
    if (timer || !parseConsent(readBrowserCookie(CONSENT_COOKIE))?.analytics) return;
    timer = setTimeout(() => {
      try {
        sessionStorage.removeItem(PENDING_REFERRAL_KEY);
      } catch {
        // Nothing kept, nothing to clear.
      }
      void sendAffiliateClick(tenant, referralCode);
    }, AFFILIATE_CLICK_DELAY_MS);
    window.removeEventListener(CONSENT_CHANGED_EVENT, trySend);
  };
  window.addEventListener(CONSENT_CHANGED_EVENT, trySend);
  trySend();
  return () => {
    window.removeEventListener(CONSENT_CHANGED_EVENT, trySend);
    clearTimeout(timer);
  };
}
