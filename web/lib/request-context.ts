import { isLocale, isTenant, type Locale, type Tenant } from '@domain';
import { notFound } from 'next/navigation';

export interface SiteParams {
  tenant: string;
  locale: string;
}

/** Validated tenant and language from the route segments (the proxy puts them there). */
export async function siteParams(params: Promise<SiteParams>): Promise<{ tenant: Tenant; locale: Locale }> {
  const { tenant, locale } = await params;
  if (!isTenant(tenant) || !isLocale(locale)) notFound();
  return { tenant, locale };
}
