'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { isBotBrowser } from '../../lib/content/bots-browser.ts';

/**
 * Renders its children once the browser is idle after the page has loaded, so work that no
 * visitor waits for (the live-content listener: @sanity/client and an event stream) does not
 * compete with hydration and the first interactions on a slow phone. `timeout` bounds the wait
 * on a page that never goes idle. Crawlers never get them.
 */
export function WhenIdle({ children, timeout = 4000 }: { children: ReactNode; timeout?: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Crawlers have no use for live updates and should not hold an event stream open.
    if (isBotBrowser()) return;
    let cancel = () => {};
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setReady(true), { timeout });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        // Safari has no requestIdleCallback: a macrotask after load is the nearest thing.
        const handle = setTimeout(() => setReady(true), 1);
        cancel = () => clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancel();
    };
  }, [timeout]);
  return ready ? children : null;
}
