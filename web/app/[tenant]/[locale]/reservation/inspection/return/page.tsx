import { routeMetadata } from '@web/components/RoutePage.tsx';
import { InspectionStepPage } from '@web/features/inspection/InspectionStepPage.tsx';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { setRequestLocale } from 'next-intl/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('inspectionReturn');

export default async function ReturnInspectionPage({ params }: { params: Promise<SiteParams> }) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  return <InspectionStepPage tenant={tenant} locale={locale} stage="return" />;
}
