'use client';

import type { Tenant } from '@domain';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { DEVELOPMENT_BUILD_ID } from '../../lib/build-id-constants.ts';
import { isBotBrowser } from '../../lib/content/bots-browser.ts';
import { BUILD_CHECK_INTERVAL_MS, clientNavigationTarget, fetchLiveBuildId } from './deployment.ts';
import { installPrefetchGate } from './prefetch-gate.ts';
import { mayHaveReferral } from './referral-pending.ts';

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
    if (isBotBrowser() || !mayHaveReferral(window.location.search)) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    // Loaded only for referred visits: most pages never need the tracking code.
    void import('./affiliate-tracking.ts').then(({ trackReferral }) => {
      if (!unmounted) stop = trackReferral(tenant);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [tenant]);

  return null;
}
