'use client';

import { useSyncExternalStore } from 'react';
import { readBrowserCookie } from '../../lib/browser-cookie.ts';
import { CONSENT_COOKIE, parseConsent } from './consent.ts';

/** Fired on `window` when the visitor makes or changes a cookie choice. */
export const CONSENT_CHANGED_EVENT = 'vegur:consent-changed';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
}

function chosenNow(): boolean {
  return parseConsent(readBrowserCookie(CONSENT_COOKIE)) !== null;
}

/** Tells every `useConsentChosen` on the page that the visitor made (or changed) a choice. */
export function announceConsentChange(): void {
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

/**
 * Whether the visitor has answered the cookie banner. Anything else that would cover the page (the
 * promotion popup) waits for it: two dialogs stacked on a first visit, the popup blocking the
 * banner, is what a new visitor stumbled over. `false` on the server and in the first render.
 */
export function useConsentChosen(): boolean {
  return useSyncExternalStore(subscribe, chosenNow, () => false);
}
