/**
 * Cookie consent and the third-party scripts that depend on it (pure rules; the browser side is
 * consent-client.tsx). Nothing third-party loads before the visitor agreed: the tag manager needs
 * the analytics choice, the chat widget the chat choice, and both need a configured id or address,
 * so a local or offline installation makes no outside calls at all.
 */

/** First-party cookie holding the visitor's choice: `v1:` then the granted optional purposes. */
export const CONSENT_COOKIE = 'vegur-consent';
export const CONSENT_MAX_AGE = 180 * 24 * 60 * 60;

export interface Consent {
  analytics: boolean;
  chat: boolean;
}

export const NO_CONSENT: Consent = { analytics: false, chat: false };
export const ALL_CONSENT: Consent = { analytics: true, chat: true };

/** `null` while the visitor has not chosen (the banner shows); unknown versions count as not chosen. */
export function parseConsent(value: string | null | undefined): Consent | null {
  if (!value?.startsWith('v1:')) return null;
  const granted = new Set(value.slice(3).split('.').filter(Boolean));
  return { analytics: granted.has('analytics'), chat: granted.has('chat') };
}

/**
 * Inline script for the document head: marks `<html data-consent="chosen">` before the first paint
 * when the consent cookie holds a choice (raw or URI-encoded `v1:`), so the banner that every
 * static page carries stays hidden for returning visitors instead of flashing until hydration.
 */
export const CONSENT_CHOSEN_SCRIPT = `/(?:^|;\\s*)${CONSENT_COOKIE}=v1(?::|%3A)/.test(document.cookie)&&(document.documentElement.dataset.consent='chosen')`;

export function serializeConsent(consent: Consent): string {
  const granted = (Object.keys(consent) as (keyof Consent)[]).filter((key) => consent[key]);
  return `v1:${granted.join('.')}`;
}

/** The chat widget is off on paths containing book or reservation. */
export function chatAllowedOn(path: string): boolean {
  return !path.includes('book') && !path.includes('reservation');
}

/** Google Tag Manager container ids look like GTM-XXXXXXX; anything else is ignored. */
export function tagManagerId(value: string | null | undefined): string | null {
  const id = value?.trim();
  return id && /^GTM-[A-Z0-9]{4,12}$/.test(id) ? id : null;
}

/** The chat provider's script: an https address, else no widget. */
export function chatScriptUrl(value: string | null | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
