'use client';

import { usePathname } from 'next/navigation';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { readBrowserCookie, writeBrowserCookie } from '../../lib/browser-cookie.ts';
import styles from './Consent.module.css';
import type { ConsentLabels } from './ConsentDialog.tsx';
import {
  ALL_CONSENT,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  type Consent,
  chatAllowedOn,
  NO_CONSENT,
  parseConsent,
  serializeConsent,
} from './consent.ts';
import { announceConsentChange } from './consent-store.ts';

const OPEN_EVENT = 'vegur:cookie-settings';

const ConsentDialog = lazy(() => import('./ConsentDialog.tsx').then((m) => ({ default: m.ConsentDialog })));

/** The footer's cookie settings entry: opens the consent dialog. */
export function CookieSettingsButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className}
      data-testid="cookie-settings"
      onClick={() => window.dispatchEvent(new Event(OPEN_EVENT))}
    >
      {children}
    </button>
  );
}

export type { ConsentLabels } from './ConsentDialog.tsx';

function readConsent(): Consent | null {
  return parseConsent(readBrowserCookie(CONSENT_COOKIE) ?? null);
}

function storeConsent(consent: Consent): void {
  writeBrowserCookie(CONSENT_COOKIE, serializeConsent(consent), CONSENT_MAX_AGE);
  announceConsentChange();
}

function loadScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The consent banner and settings dialog, and the scripts that wait for consent: the tag manager
 * (analytics) and the chat widget (chat, never on booking or reservation paths). Both need their
 * configuration (`GTM_ID`, `CHAT_WIDGET_SRC`); without it nothing is ever requested.
 */
export function ConsentManager({
  labels,
  tagManager,
  chatScript,
  banner = true,
}: {
  labels: ConsentLabels;
  tagManager: string | null;
  chatScript: string | null;
  /** Off in draft mode (the Studio's preview); the settings dialog still opens from the footer. */
  banner?: boolean;
}) {
  // Pages are static, so the server renders the banner for everyone: a visitor who already chose
  // never sees it, because CONSENT_CHOSEN_SCRIPT hides it before the first paint (Consent.module.css)
  // and the effect below removes it once hydrated.
  const [consent, setConsent] = useState<Consent | null>(null);
  const [settingsOpens, setSettingsOpens] = useState(0);
  const titleId = useId();
  const pathname = usePathname();

  useEffect(() => setConsent(readConsent()), []);

  const openSettings = useCallback(() => setSettingsOpens((count) => count + 1), []);

  useEffect(() => {
    window.addEventListener(OPEN_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_EVENT, openSettings);
  }, [openSettings]);

  const choose = (value: Consent) => {
    storeConsent(value);
    setConsent(value);
  };

  useEffect(() => {
    if (!consent?.analytics || !tagManager) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript('vegur-gtm', `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManager)}`);
  }, [consent, tagManager]);

  const chatOn = Boolean(consent?.chat && chatScript && chatAllowedOn(pathname));
  useEffect(() => {
    // A loaded widget cannot be unloaded: `html[data-chat="off"]` tells the provider's embed code
    // (or a CSS rule for its container) to hide it on booking and reservation paths.
    document.documentElement.dataset.chat = chatOn ? 'on' : 'off';
    if (chatOn && chatScript) loadScript('vegur-chat', chatScript);
  }, [chatOn, chatScript]);

  return (
    <>
      {banner && consent === null ? (
        <section className={styles.banner} aria-labelledby={`${titleId}-banner`} data-testid="consent-banner">
          <h2 id={`${titleId}-banner`}>{labels.title}</h2>
          <p>{labels.text}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => choose(ALL_CONSENT)}>
              {labels.acceptAll}
            </button>
            <button type="button" className={styles.secondary} onClick={() => choose(NO_CONSENT)}>
              {labels.rejectAll}
            </button>
            <button type="button" className={styles.link} onClick={openSettings}>
              {labels.settings}
            </button>
          </div>
        </section>
      ) : null}
      {settingsOpens > 0 ? (
        <Suspense fallback={null}>
          <ConsentDialog labels={labels} opens={settingsOpens} onChoose={choose} />
        </Suspense>
      ) : null}
    </>
  );
}
