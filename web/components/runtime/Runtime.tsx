'use client';

import type { Tenant } from '@domain';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { readBrowserCookie } from '../../lib/browser-cookie.ts';
import { DEVELOPMENT_BUILD_ID } from '../../lib/build-id-constants.ts';
import { isBotBrowser } from '../../lib/content/bots-browser.ts';
import { CONSENT_COOKIE, parseConsent } from '../shell/consent.ts';
import {
  AFFILIATE_CLICK_DELAY_MS,
  PENDING_REFERRAL_KEY,
  referralCodeOf,
  sendAffiliateClick,
} from './affiliate-click.ts';
import { BUILD_CHECK_INTERVAL_MS, clientNavigationTarget, fetchLiveBuildId } from './deployment.ts';
import { installPrefetchGate } from './prefetch-gate.ts';

const CONSENT_CHANGED_EVENT = 'vegur:consent-changed';

/**
 * The site's runtime behaviour, mounted once in the locale layout and drawing nothing: new
 * deployment detection, the prefetch limits, and the affiliate click. (Failed chunk loads are
 * handled by the head script in chunk-recovery.ts, which must run before any chunk.)
 */
export function Runtime({ tenant, buildId }: { tenant: Tenant; buildId: string }) {
  const pathname = usePathname();
  const stale = useRef(false);
  const lastCheck = useRef(0);
  const checkRef = useRef<() => void>(() => {});

  useEffect(() => {
    installPrefetchGate();
    // Observable readiness (tests wait for it before moving a fake clock; nothing else reads it).
    document.documentElement.dataset.runtime = 'ready';
    if (buildId === DEVELOPMENT_BUILD_ID) return;
    lastCheck.current = Date.now();
    const check = () => {
      const now = Date.now();
      if (stale.current || now - lastCheck.current < BUILD_CHECK_INTERVAL_MS) return;
      lastCheck.current = now;
      void fetchLiveBuildId(now).then((live) => {
        if (live && live !== buildId) stale.current = true;
      });
    };
    checkRef.current = check;
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    // A newer build is live: the next link leaves the old build's client router for a full load.
    const onClick = (event: MouseEvent) => {
      if (!stale.current) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = clientNavigationTarget(anchor, event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(target);
    };
    document.addEventListener('visibilitychange', onVisible);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      document.removeEventListener('click', onClick, true);
    };
  }, [buildId]);

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    // A client navigation the click guard did not see (a form, the back button) after the new
    // build was found: load the page it reached afresh.
    if (stale.current) window.location.reload();
    else checkRef.current();
  }, [pathname]);

  useEffect(() => {
    if (isBotBrowser()) return;
    let code = referralCodeOf(window.location.search);
    try {
      if (code) sessionStorage.setItem(PENDING_REFERRAL_KEY, code);
      else code = sessionStorage.getItem(PENDING_REFERRAL_KEY);
    } catch {
      // Storage can be off; the code from the address still counts.
    }
    if (!code) return;
    const referralCode = code;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The click is tracking: it waits for the visitor's analytics consent, given now or later.
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
  }, [tenant]);

  return null;
}
