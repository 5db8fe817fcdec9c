import type { Tenant } from '@domain';
import {
  AFFILIATE_CLICK_MAX_AGE,
  affiliateClickCookie,
  VISITOR_REF_COOKIE,
  VISITOR_REF_MAX_AGE,
} from '../../lib/affiliate-cookies.ts';
import { readBrowserCookie, writeBrowserCookie } from '../../lib/browser-cookie.ts';

/** The click is sent about 1.5 s after load. */
export const AFFILIATE_CLICK_DELAY_MS = 1500;

const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The `ref` query parameter, when it looks like a referral code (anything else is ignored). */
export function referralCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim();
  return code && REFERRAL_CODE.test(code) ? code : null;
}

/** `U-` and 12 random upper-case letters. */
export function newVisitorRef(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `U-${Array.from(bytes, (b) => String.fromCharCode(65 + (b % 26))).join('')}`;
}

export function visitorRef(): string {
  const existing = readBrowserCookie(VISITOR_REF_COOKIE);
  if (existing && /^U-[A-Z]{4,60}$/.test(existing)) return existing;
  const ref = newVisitorRef();
  writeBrowserCookie(VISITOR_REF_COOKIE, ref, VISITOR_REF_MAX_AGE);
  return ref;
}

async function postClick(body: { tenant: Tenant; ref: string; referralCode: string }): Promise<string> {
  const response = await fetch('/functions/v1/public/afiliate/click', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`affiliate click answered ${response.status}`);
  const { clickId } = (await response.json()) as { clickId?: unknown };
  if (typeof clickId !== 'string' || !clickId) throw new Error('affiliate click answered no click id');
  return clickId;
}

/**
 * Records the click with the booking service (one retry) and keeps its id in the tenant's cookie,
 * which the booking reads to report the conversion. A failure is not shown.
 */
export async function sendAffiliateClick(tenant: Tenant, referralCode: string): Promise<void> {
  const body = { tenant, ref: visitorRef(), referralCode };
  let clickId: string;
  try {
    clickId = await postClick(body);
  } catch {
    try {
      clickId = await postClick(body);
    } catch (error) {
      console.warn('Affiliate click not recorded', error);
      return;
    }
  }
  writeBrowserCookie(affiliateClickCookie(tenant), clickId, AFFILIATE_CLICK_MAX_AGE);
}
