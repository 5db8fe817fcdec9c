import { DEFAULT_LOCALE, isLocale, isTenant, type Locale, type Tenant } from '@domain';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { defaultTenant } from './tenants.ts';

export interface SiteParams {
  tenant: string;
  locale: string;
}

export interface Site {
  tenant: Tenant;
  locale: Locale;
}

/** Validated tenant and language from the route segments (the proxy puts them there). */
export async function siteParams(params: Promise<SiteParams>): Promise<Site> {
  const { tenant, locale } = await params;
  if (!isTenant(tenant) || !isLocale(locale)) notFound();
  return { tenant, locale };
}

/** One slot per server render (React's request cache), as next-intl keeps the request locale. */
const siteSlot = cache((): { site: Site | null } => ({ site: null }));

/**
 * Records the brand and language for the rest of this render. Next gives not-found pages no
 * params, and a cached page cannot read them from the request, so a segment layout (which renders
 * before the not-found page inside it) sets them here.
 */
export function setRequestSite(site: Site): void {
  siteSlot().site = site;
}

export function requestSite(): Site {
  const { site } = siteSlot();
  if (site) return site;
  console.error('requestSite(): no segment layout set the brand for this render; using the defaults');
  return { tenant: defaultTenant(process.env.DEFAULT_TENANT), locale: DEFAULT_LOCALE };
}
