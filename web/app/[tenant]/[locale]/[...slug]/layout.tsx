import { type SiteParams, setRequestSite, siteParams } from '@web/lib/request-context.ts';
import type { ReactNode } from 'react';

/**
 * Hands the brand and language to this segment's not-found page, which Next renders without
 * params (lib/request-context.ts).
 */
export default async function ContentLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  setRequestSite(await siteParams(params));
  return children;
}
