import { routeMetadata } from '@web/components/RoutePage.tsx';
import { ReportView } from '@web/features/inspection/report/ReportView.tsx';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { setRequestLocale } from 'next-intl/server';

export const dynamic = 'force-dynamic';
export const generateMetadata = routeMetadata('inspectionReport');

export default async function ReturnReportPage({ params }: { params: Promise<SiteParams> }) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  return <ReportView tenant={tenant} locale={locale} />;
}
