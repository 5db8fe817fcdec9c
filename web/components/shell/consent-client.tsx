'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { readBrowserCookie, writeBrowserCookie } from '../../lib/browser-cookie.ts';
import styles from './Consent.module.css';
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

/** The footer's cookie settings entry (SPEC section 2): opens the consent dialog. */
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

export interface ConsentLabels {
  title: string;
  text: string;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  save: string;
  necessary: string;
  necessaryHelp: string;
  analytics: string;
  analyticsHelp: string;
  chat: string;
  chatHelp: string;
  close: string;
}

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
  const [draft, setDraft] = useState<Consent>(NO_CONSENT);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pathname = usePathname();

  useEffect(() => setConsent(readConsent()), []);

  const openSettings = useCallback(() => {
    setDraft(readConsent() ?? NO_CONSENT);
    dialog.current?.showModal();
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_EVENT, openSettings);
  }, [openSettings]);

  const choose = (value: Consent) => {
    storeConsent(value);
    setConsent(value);
    dialog.current?.close();
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
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} data-testid="consent-dialog">
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            choose(draft);
          }}
        >
          <h2 id={titleId}>{labels.title}</h2>
          <p>{labels.text}</p>
          <fieldset className={styles.options}>
            <legend className="visually-hidden">{labels.settings}</legend>
            <label>
              <input type="checkbox" checked disabled />
              <span>
                <strong>{labels.necessary}</strong>
                <small>{labels.necessaryHelp}</small>
              </span>
            </label>
            <label>
              <input
                type="checkbox"
                name="analytics"
                checked={draft.analytics}
                onChange={(e) => setDraft({ ...draft, analytics: e.target.checked })}
              />
              <span>
                <strong>{labels.analytics}</strong>
                <small>{labels.analyticsHelp}</small>
              </span>
            </label>
            <label>
              <input
                type="checkbox"
                name="chat"
                checked={draft.chat}
                onChange={(e) => setDraft({ ...draft, chat: e.target.checked })}
              />
              <span>
                <strong>{labels.chat}</strong>
                <small>{labels.chatHelp}</small>
              </span>
            </label>
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {labels.save}
            </button>
            <button type="button" className={styles.secondary} onClick={() => choose(ALL_CONSENT)}>
              {labels.acceptAll}
            </button>
            <button type="button" className={styles.link} onClick={() => dialog.current?.close()}>
              {labels.close}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
