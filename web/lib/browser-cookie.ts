/**
 * First-party cookies the browser itself sets (coupon, display currency, consent, language). Pages
 * are static and never read them on the server (only the proxy reads the language): the browser
 * applies them after hydration. Browser-only: call from effects and event handlers, never during
 * a server render.
 */

export function readBrowserCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/** Site-wide (`Path=/`), `SameSite=Lax`, and `Secure` whenever the page is on HTTPS. */
export function writeBrowserCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari < 18.4.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
