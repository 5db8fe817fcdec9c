import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageBody } from '../../../components/RoutePage.tsx';
import { Link } from '../../../i18n/navigation.ts';
import { alternatesFor } from '../../../lib/alternates.ts';
import { type SiteParams, siteParams } from '../../../lib/request-context.ts';
import { TENANT_CONFIG } from '../../../lib/tenants.ts';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { tenant, locale } = await siteParams(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    title: { absolute: `${t('homeTitle')} | ${TENANT_CONFIG[tenant].brandName}` },
    alternates: alternatesFor('/', locale),
  };
}

export default async function HomePage({ params }: { params: Promise<SiteParams> }) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'home' });
  const config = TENANT_CONFIG[tenant];
  return (
    <PageBody data-route="home">
      <h1>{config.brandName}</h1>
      <p>{t('intro')}</p>
      <p>
        {config.features.bookingMenu ? <Link href="/book/vehicles/">{t('startBooking')}</Link> : null}{' '}
        <Link href="/reservation/find/">{t('manageBooking')}</Link>
      </p>
    </PageBody>
  );
}
