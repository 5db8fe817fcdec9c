import type { Metadata, Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LiveContent } from '../../../components/sanity/LiveContent.tsx';
import { CONSENT_CHOSEN_SCRIPT } from '../../../components/shell/consent.ts';
import { Footer } from '../../../components/shell/Footer.tsx';
import { Header } from '../../../components/shell/Header.tsx';
import { fontVariables } from '../../../lib/font.ts';
import { type SiteParams, siteParams } from '../../../lib/request-context.ts';
import { siteOrigin } from '../../../lib/site-origin.ts';
import { TENANT_CONFIG } from '../../../lib/tenants.ts';
import { tenantThemeCss } from '../../../lib/theme.ts';
import '../../global.css';

/**
 * No params at build time: every page under the layout is rendered on its first request and then
 * served from the cache (ISR), so `next build` needs no content lake while visitors get cached
 * HTML (a first byte in milliseconds instead of a server render). Content changes expire the
 * cached pages by sync tag (docs/site-content.md); draft mode renders at request time.
 */
export function generateStaticParams(): SiteParams[] {
  return [];
}

/**
 * Content changes expire pages at once (by tag); this re-renders them in the background at least
 * hourly as well, for what changes with the clock alone: the footer's year, a promotion's state in
 * the server HTML (the browser corrects it on hydration), and a missed content event.
 */
export const revalidate = 3600;

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b3d5c' };

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { tenant, locale } = await siteParams(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  const brand = TENANT_CONFIG[tenant].brandName;
  return {
    title: { default: brand, template: `%s | ${brand}` },
    description: t('description'),
    applicationName: brand,
    metadataBase: new URL(siteOrigin(tenant)),
  };
}

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const config = TENANT_CONFIG[tenant];
  return (
    // The consent script below marks <html> before React hydrates it.
    <html lang={locale} className={fontVariables} data-tenant={tenant} suppressHydrationWarning>
      <head>
        {/* Brand tokens as CSS variables, rendered on the server: no flash of the wrong theme. */}
        <style>{tenantThemeCss(tenant)}</style>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_CHOSEN_SCRIPT }} />
      </head>
      <body>
        {/*
          No styled-components registry: server components render their styles inline, and client
          components use CSS modules, so the browser never downloads the styled-components runtime
          (about 18 kB compressed). A client component that needs styled-components brings the
          registry back (web/components/StyledComponentsRegistry.tsx). Likewise no next-intl client
          provider: client components get their texts as props from the server, which keeps the
          message catalogue and its runtime (about 4 kB compressed) out of the browser.
        */}
        <Header tenant={config} locale={locale} />
        <main id="main">{children}</main>
        <Footer tenant={config} locale={locale} />
        <LiveContent />
      </body>
    </html>
  );
}
