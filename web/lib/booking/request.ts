import { isLocale, type Locale, type Tenant } from '@domain';
import { headers } from 'next/headers';
import { clientAddress, forwardedHttps, relayedSiteAddress, requestHost } from '../request-origin.ts';
import { sessionSecret } from '../signed-cookie.ts';
import { defaultTenant, parseHostMap, tenantForHost } from '../tenants.ts';

const hostMap = parseHostMap(process.env.TENANT_HOSTS);
const fallback = defaultTenant(process.env.DEFAULT_TENANT);

/**
 * The brand of a server action's request, from its host exactly as the proxy resolves it: an
 * action never takes the brand from the form, so a form cannot book into another brand.
 */
export async function requestTenant(): Promise<Tenant> {
  const h = await headers();
  const address = await relayedSiteAddress(h, sessionSecret());
  return tenantForHost(address?.host ?? requestHost(h), hostMap, fallback);
}

/** The site's own origin for this request (return URLs, links). */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  // As the proxy resolved them (forwarded ones only from a trusted proxy, TRUST_PROXY=1).
  const address = await relayedSiteAddress(h, sessionSecret());
  const host = address?.host ?? requestHost(h) ?? 'localhost';
  const proto = (address ? address.https : forwardedHttps(h)) ? 'https' : 'http';
  return `${proto}://${host}`;
}

/** The visitor's address for the booking service's per-client limits and the signature record. */
export async function requestClientAddress(): Promise<string | undefined> {
  return clientAddress(await headers()) ?? undefined;
}

export function formLocale(value: FormDataEntryValue | null): Locale {
  return isLocale(value) ? value : 'en';
}
