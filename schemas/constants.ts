import { BRAND_NAMES, DEFAULT_LOCALE, LOCALES, type Locale, TENANTS, type Tenant } from '../domain/index.ts';

export type { Locale, Tenant };
export { DEFAULT_LOCALE, LOCALES, TENANTS };

/** The brand names (domain/brands.ts), under the name the schemas and Studio use for tenants. */
export const TENANT_TITLES: Readonly<Record<Tenant, string>> = BRAND_NAMES;

export const LOCALE_TITLES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  is: 'Íslenska',
};

export const TENANT_OPTIONS = TENANTS.map((value) => ({ value, title: TENANT_TITLES[value] }));
export const LOCALE_OPTIONS = LOCALES.map((value) => ({ value, title: LOCALE_TITLES[value] }));

/** The page types an internal link can point at, in the spec's names. */
export const LINKABLE_PAGE_TYPES = [
  'homePage',
  'contentPage',
  'vehicleOverviewPage',
  'vehicleCategoryPage',
  'vehicleBrandPage',
  'vehicleTransmissionPage',
  'vehicleSleepingSpotsPage',
  'vehiclePage',
  'blogTopicPage',
  'blogCategoryPage',
  'blogPostPage',
] as const;
export type PageType = (typeof LINKABLE_PAGE_TYPES)[number];

/** Every page type is written per tenant and language and carries a translation key. */
export const PAGE_TYPES: readonly PageType[] = LINKABLE_PAGE_TYPES;

/**
 * Slugs share a URL level within these groups, so uniqueness is checked across the group
 * (per tenant and language): a content page and the vehicle overview both sit at the root.
 */
export const SLUG_GROUPS: readonly (readonly PageType[])[] = [
  ['contentPage', 'vehicleOverviewPage', 'blogTopicPage'],
  ['vehicleCategoryPage', 'vehicleBrandPage', 'vehicleTransmissionPage', 'vehicleSleepingSpotsPage'],
  ['vehiclePage'],
  ['blogCategoryPage'],
  ['blogPostPage'],
];

export function slugGroupOf(type: string): readonly string[] {
  return SLUG_GROUPS.find((group) => (group as readonly string[]).includes(type)) ?? [type];
}

/** The 17 page blocks, as `_type` names. */
export const BLOCK_TYPES = [
  'accordionBlock',
  'bannerBlock',
  'galleryBlock',
  'tabsBlock',
  'tableBlock',
  'mapsBlock',
  'videoBlock',
  'quoteBlock',
  'shuttleTrackerBlock',
  'airportMeetingPointBlock',
  'comparisonSliderBlock',
  'blogCarouselBlock',
  'buttonsBlock',
  'boxBlock',
  'emphasisBlock',
  'expanderBlock',
  'horizontalRuleBlock',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/**
 * Blocks a page may hold: the spec's 17, a plain rich-text section and the price table that reads
 * the catalogue's rates.
 */
export const PAGE_BLOCK_TYPES = ['textBlock', ...BLOCK_TYPES, 'priceTableBlock'] as const;

/** Singletons per tenant (settings-like, fields localised inside). */
export const TENANT_SINGLETON_TYPES = [
  'settings',
  'siteSettings',
  'bannerSettings',
  'promotionSettings',
  'regionLabels',
  'bookingSearchLabels',
  'calendarLabels',
  'shuttleTrackerTexts',
  'notFoundText',
] as const;
export type TenantSingletonType = (typeof TENANT_SINGLETON_TYPES)[number];

/** Singletons per tenant and language (navigation points at pages of one language). */
export const LOCALIZED_SINGLETON_TYPES = ['homePage', 'header', 'footer'] as const;
export type LocalizedSingletonType = (typeof LOCALIZED_SINGLETON_TYPES)[number];

export const SINGLETON_TYPES: readonly string[] = [...TENANT_SINGLETON_TYPES, ...LOCALIZED_SINGLETON_TYPES];

/**
 * Singleton ids are deterministic, so the desk opens them directly, the site can fetch them by
 * id and a second copy cannot be created by accident.
 */
export function singletonId(type: string, tenant: Tenant, language?: Locale): string {
  return language ? `${type}.${tenant}.${language}` : `${type}.${tenant}`;
}
