import type { ClientPerspective } from '@sanity/client';
import { map } from 'rxjs';
import {
  type DocumentLocationResolver,
  type DocumentLocationsState,
  type PresentationPluginOptions,
  presentationTool,
} from 'sanity/presentation';
import { LOCAL_SITE_HOSTS } from '../domain/brands.ts';
import { SANITY_API_VERSION } from '../domain/content-api.ts';
import { LOCALE_TITLES, type Locale, PAGE_TYPES, TENANT_TITLES, type Tenant } from '../schemas/index.ts';
import { PAGE_LINK_FIELDS } from '../schemas/lib/page-link-projection.ts';
import { type PageLinkTarget, pagePath } from '../schemas/lib/page-path.ts';
import { mainDocumentQuery } from './lib/site-paths.ts';

/** The route of the site (next-sanity's helper) that checks the Studio's secret and enables draft mode. */
export const DRAFT_MODE_ENABLE_PATH = '/api/draft-mode/enable';

// Each reference is spelled out: the Studio bundler inlines SANITY_STUDIO_* variables only
// where they are written as literal `process.env.NAME` expressions.
const SITE_URLS: Record<Tenant, string | undefined> = {
  cars: process.env.SANITY_STUDIO_SITE_URL_CARS,
  campers: process.env.SANITY_STUDIO_SITE_URL_CAMPERS,
  lease: process.env.SANITY_STUDIO_SITE_URL_LEASE,
};

/** Local defaults match `npm start` on its default port; builds bake the real origins in. */
export function siteUrl(tenant: Tenant): string {
  return (SITE_URLS[tenant] || `http://${LOCAL_SITE_HOSTS[tenant]}:3000`).replace(/\/$/, '');
}

/** Header and footer appear on every page of their language; their home page shows them. */
const SHOWN_ON_HOME = new Set(['header', 'footer']);
/**
 * Brand-wide shell documents (no language): the info banner, the promotion and its settings,
 * contact details in the footer. Every page of every language shows them; the English home page
 * stands for all.
 */
const BRAND_WIDE = new Set(['bannerSettings', 'promotionSettings', 'promotionTemplate', 'siteSettings']);

interface LocatedDocument extends PageLinkTarget {
  title?: string | null;
  tenant?: string | null;
}

export function locationsOf(doc: LocatedDocument | null | undefined, tenant: Tenant): DocumentLocationsState {
  if (!doc?._type) return { message: 'Save the document to see where it appears.', tone: 'caution' };
  if (doc.tenant && doc.tenant !== tenant)
    return {
      message: `This document belongs to ${TENANT_TITLES[doc.tenant as Tenant] ?? doc.tenant}; open it in that brand's workspace to preview it.`,
      tone: 'caution',
    };
  if (BRAND_WIDE.has(doc._type)) {
    const home = pagePath({ _type: 'homePage', language: 'en' });
    const title =
      doc._type === 'promotionTemplate'
        ? 'Every page, while the promotion settings run this promotion (English home page shown)'
        : 'Every page (English home page shown)';
    return home.path
      ? { locations: [{ title, href: home.path }] }
      : { message: 'No home page yet.', tone: 'caution' };
  }
  if (SHOWN_ON_HOME.has(doc._type)) {
    const home = pagePath({ _type: 'homePage', language: doc.language });
    const language = LOCALE_TITLES[doc.language as Locale] ?? doc.language ?? '';
    return home.path
      ? { locations: [{ title: `Every page (${language} home page shown)`, href: home.path }] }
      : { message: 'Pick a language to preview.', tone: 'caution' };
  }
  const result = pagePath(doc);
  if (result.path === null) return { message: `Not on the site yet: ${result.missing}.`, tone: 'caution' };
  return { locations: [{ title: doc.title || 'Untitled', href: result.path }] };
}

const LOCATED_TYPES = new Set<string>([...PAGE_TYPES, ...SHOWN_ON_HOME, ...BRAND_WIDE]);

/**
 * Vehicle and blog paths depend on other documents (the overview page, the vehicle's primary
 * category, the post's topic), so locations come from a live query over the same projection the
 * site's link resolution uses, and follow edits to those documents too.
 */
function locationResolver(tenant: Tenant): DocumentLocationResolver {
  return (params, { documentStore }) => {
    if (!LOCATED_TYPES.has(params.type)) return null;
    const query = {
      fetch: `*[_id == $id][0]{title, ${PAGE_LINK_FIELDS}}`,
      listen: `*[_id in [$id, $draftId] || _type in ["vehicleOverviewPage", "vehicleCategoryPage", "blogTopicPage", "blogCategoryPage"]]`,
    };
    const perspective = params.perspectiveStack as ClientPerspective;
    return documentStore
      .listenQuery(
        query,
        { id: params.id, draftId: `drafts.${params.id}` },
        { perspective, apiVersion: SANITY_API_VERSION, throttleTime: 500 },
      )
      .pipe(map((doc: LocatedDocument | null) => locationsOf(doc, tenant)));
  };
}

export function presentationOptions(tenant: Tenant): PresentationPluginOptions {
  return {
    previewUrl: {
      initial: siteUrl(tenant),
      previewMode: { enable: DRAFT_MODE_ENABLE_PATH },
    },
    resolve: {
      mainDocuments: [
        {
          route: '/:path*',
          resolve: ({ path }) => mainDocumentQuery(tenant, path),
        },
      ],
      locations: locationResolver(tenant),
    },
  };
}

export const sitePresentationTool = (tenant: Tenant) => presentationTool(presentationOptions(tenant));
