/** The five site languages; `en` is the default and carries no URL prefix. */
export const LOCALES = ['en', 'de', 'es', 'fr', 'is'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** All date logic runs in Iceland's zone (UTC all year, no DST, but never assume that in code). */
export const TIME_ZONE = 'Atlantic/Reykjavik';

/** Tenants (brands) sharing one deployment. */
export const TENANTS = ['cars', 'campers', 'lease'] as const;
export type Tenant = (typeof TENANTS)[number];

export function isTenant(value: unknown): value is Tenant {
  return typeof value === 'string' && (TENANTS as readonly string[]).includes(value);
}
