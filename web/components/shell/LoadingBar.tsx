'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import styles from './LoadingBar.module.css';
import { LOADING_BAR, startsPageLoad } from './loading-bar.ts';
import { startLoading, useLoadingFlag } from './loading-store.ts';

/** The longest a navigation may hold the bar, should a load never finish (offline, aborted). */
const GIVE_UP_MS = 10_000;

type Phase = 'idle' | 'running' | 'done';

/**
 * The orange 4 px bar at the top of the window. It starts on in-app link
 * clicks and back/forward, and ends when the path changes; it also shows while the shared loading
 * flag is held. It appears only after 200 ms, so fast loads never flash it, and creeps towards
 * the end over 2 s.
 */
export function LoadingBar() {
  const pathname = usePathname();
  const flag = useLoadingFlag();
  const [navigating, setNavigating] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const release = useRef<(() => void) | null>(null);

  useEffect(() => {
    const begin = () => {
      release.current ??= startLoading();
      setNavigating(true);
    };
    // Capture phase: next/link cancels the browser's own navigation (preventDefault) in its handler,
    // which runs before a bubbling listener on window would.
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (
        startsPageLoad({
          href: anchor.href,
          current: window.location.href,
          target: anchor.target,
          download: anchor.hasAttribute('download'),
          modified,
        })
      )
        begin();
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', begin);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', begin);
    };
  }, []);

  // The new page is there: the path changed (or the popstate only moved within the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: ends the load on every path change.
  useEffect(() => {
    release.current?.();
    release.current = null;
    setNavigating(false);
  }, [pathname]);

  useEffect(() => {
    if (!navigating) return;
    const timer = window.setTimeout(() => {
      release.current?.();
      release.current = null;
      setNavigating(false);
    }, GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [navigating]);

  const loading = flag || navigating;
  useEffect(() => {
    if (loading) {
      const timer = window.setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : 'idle'));
    return undefined;
  }, [loading]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => setPhase('idle'), 400);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return (
    <div
      className={styles.bar}
      data-phase={phase}
      data-testid="loading-bar"
      // Decorative: Next's route announcer tells assistive technology about the new page.
      aria-hidden="true"
    />
  );
}
