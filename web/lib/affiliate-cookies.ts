import type { Tenant } from '@domain';

/**
 * Affiliate cookies, shared by the browser (which sets them) and the booking's
 * server actions (which read them): the per-tenant click id, 60 days, and the visitor reference
 * `U-` plus random upper-case letters, generated once.
 */
export const affiliateClickCookie = (tenant: Tenant) => `${tenant}-afiliate-click`;
export const VISITOR_REF_COOKIE = 'vegur-visitor-ref';
export const AFFILIATE_CLICK_MAX_AGE = 60 * 24 * 60 * 60;
/** The visitor reference outlives any one click. */
export const VISITOR_REF_MAX_AGE = 365 * 24 * 60 * 60;
