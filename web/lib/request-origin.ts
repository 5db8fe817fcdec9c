import { signValue, verifyValue } from './signed-cookie.ts';

/**
 * What the site may believe about where a request was addressed. `X-Forwarded-*` headers are
 * whatever the client sent unless a proxy in front of the site overwrites them, so they count
 * only with `TRUST_PROXY=1` (set it only behind such a proxy): otherwise anyone could pick the
 * brand of a page that a CDN then caches under another brand's address.
 */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * The address (host and scheme) the proxy resolved the brand from, handed to rendering and server
 * actions, signed with the session secret. Server actions read it instead of the Host header they
 * see; and when Next fetches a server action's redirect target internally (Host: its own
 * `localhost:PORT`, the browser's host only in a client-settable X-Forwarded-Host), the proxy
 * takes the address from this signature rather than from headers a client could have sent.
 */
export const SITE_ADDRESS_HEADER = 'x-vegur-address';

export interface SiteAddress {
  host: string | null;
  https: boolean;
}

export function sealSiteAddress(address: SiteAddress, secret: string): Promise<string> {
  return signValue({ purpose: 'site-address', host: address.host, https: address.https }, secret);
}

export async function relayedSiteAddress(headers: HeaderReader, secret: string): Promise<SiteAddress | null> {
  const value = (await verifyValue(headers.get(SITE_ADDRESS_HEADER), secret)) as {
    purpose?: unknown;
    host?: unknown;
    https?: unknown;
  } | null;
  if (value?.purpose !== 'site-address') return null;
  return { host: typeof value.host === 'string' ? value.host : null, https: value.https === true };
}

export const trustProxy = (env: Record<string, string | undefined> = process.env): boolean =>
  env.TRUST_PROXY === '1';

const firstValue = (value: string | null): string | null => value?.split(',')[0]?.trim() || null;

export function requestHost(headers: HeaderReader, trusted: boolean = trustProxy()): string | null {
  return (trusted ? firstValue(headers.get('x-forwarded-host')) : null) ?? headers.get('host');
}

/**
 * The visitor's address as our proxy saw it: the right-most `X-Forwarded-For` entry, the one the
 * proxy appended (entries left of it are whatever the client sent), and only behind a trusted
 * proxy. Without one, Next fills the header with the socket address only when the client sent
 * none, so it proves nothing.
 */
export function forwardedClient(headers: HeaderReader, trusted: boolean = trustProxy()): string | null {
  if (!trusted) return null;
  return headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() || null;
}

/**
 * The visitor's address for per-client limits. Behind a trusted proxy: the entry it appended.
 * Otherwise the address Next itself puts into X-Forwarded-For (the socket's) when the request
 * carries none; a client talking to Next directly can send its own instead, so the booking
 * service also bounds each reference's guesses over all clients (docs/booking.md).
 */
export function clientAddress(headers: HeaderReader, trusted: boolean = trustProxy()): string | null {
  if (trusted) return forwardedClient(headers, true);
  const value = headers.get('x-forwarded-for')?.trim() ?? '';
  return /^[0-9a-f:.]{2,45}$/i.test(value) ? value : null;
}

export function forwardedHttps(headers: HeaderReader, trusted: boolean = trustProxy()): boolean {
  return trusted && firstValue(headers.get('x-forwarded-proto')) === 'https';
}

/**
 * A redirect target on this site only: parsed against the site's own origin the way a browser
 * parses a Location, so `/\evil.example`, `/%09/evil.example` or `//evil.example` (all of which
 * browsers read as another host) fall back to `fallback`.
 */
export function sameOriginPath(target: string | null, origin: string, fallback = '/'): string {
  if (!target?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Security headers of every page. `frame-ancestors` lets the Studio's Presentation tool frame the
 * site (its origin comes from SANITY_STUDIO_URL, plus `extraStudioUrls`: locally the Studio is
 * also served from the content lake's HTTPS origin) and nobody else; scripts are not restricted by
 * CSP here because Next's inline bootstrap scripts would need per-request nonces.
 */
export function securityHeaders(
  studioUrl: string | undefined,
  extraStudioUrls: readonly string[] = [],
): Record<string, string> {
  const origins: string[] = [];
  for (const url of [studioUrl, ...extraStudioUrls]) {
    try {
      const origin = url?.trim() ? new URL(url.trim()).origin : '';
      if (origin && origin !== 'null' && !origins.includes(origin)) origins.push(origin);
    } catch {
      // A malformed address frames nothing.
    }
  }
  const studio = origins.map((origin) => ` ${origin}`).join('');
  return {
    'content-security-policy': `frame-ancestors 'self'${studio}; base-uri 'self'; object-src 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
