import { PageView } from '@web/components/content/PageView.tsx';
import { PageBody } from '@web/components/RoutePage.tsx';
import { SiteLink } from '@web/components/shell/SiteLink.tsx';
import { HomeSearch, hasHomeSearch } from '@web/features/booking/search/HomeSearch.tsx';
import { alternatesFor } from '@web/lib/alternates.ts';
import { pageMetadata } from '@web/lib/content/metadata.ts';
import { pageForPath } from '@web/lib/content/pages.ts';
import { localizePath } from '@web/lib/paths.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { editAttributes } from '@web/lib/sanity/edit.ts';
import { TENANT_CONFIG } from '@web/lib/tenants.ts';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { tenant, locale } = await siteParams(params);
  const loaded = await pageForPath(tenant, locale, localizePath('/', locale));
  if (loaded) return pageMetadata(loaded, tenant, locale);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: { absolute: `${t('homeTitle')} | ${TENANT_CONFIG[tenant].brandName}` },
    alternates: alternatesFor('/', locale),
  };
}

/**
 * The home page: the search panel above the fold (brands with a booking menu), then the brand's
 * `homePage` from content in this language. Static (ISR): nothing here reads the request; the
 * panel reads `?coupon=` in the browser.
 */
export default async function HomePage({ params }: { params: Promise<SiteParams> }) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const loaded = await pageForPath(tenant, locale, localizePath('/', locale));
  if (loaded) {
    const { isEnabled } = await draftMode();
    return (
      <div data-route="home">
        <HomeSearch tenant={tenant} locale={locale} />
        <PageView
          page={loaded.page}
          tenant={tenant}
          locale={locale}
          edit={editAttributes(loaded.page, tenant, isEnabled)}
          belowTheFold={hasHomeSearch(tenant)}
        />
      </div>
    );
  }
  // No home page in the content yet (a fresh dataset): the brand and the booking entry points.
  const t = await getTranslations({ locale, namespace: 'home' });
  const config = TENANT_CONFIG[tenant];
  return (
    <>
      <HomeSearch tenant={tenant} locale={locale} />
      <PageBody data-route="home">
        <h1>{config.brandName}</h1>
        <p>{t('intro')}</p>
        <p>
          {config.features.bookingMenu ? (
            <SiteLink href={localizePath('/book/vehicles/', locale)}>{t('startBooking')}</SiteLink>
          ) : null}{' '}
          <SiteLink href={localizePath('/reservation/find/', locale)}>{t('manageBooking')}</SiteLink>
        </p>
      </PageBody>
    </>
  );
}
