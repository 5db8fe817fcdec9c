import { chunkRecoveryScript } from '@web/components/runtime/chunk-recovery.ts';
import { Runtime } from '@web/components/runtime/Runtime.tsx';
import { LiveContent } from '@web/components/sanity/LiveContent.tsx';
import { CONSENT_CHOSEN_SCRIPT } from '@web/components/shell/consent.ts';
import { Consent, Footer } from '@web/components/shell/Footer.tsx';
import { Header } from '@web/components/shell/Header.tsx';
import { BASE_CSS } from '@web/lib/base-css.ts';
import { brandIconDataUrl } from '@web/lib/brand-icons.ts';
import { currentBuildId } from '@web/lib/build-id.ts';
import { type SiteParams, siteParams } from '@web/lib/request-context.ts';
import { siteOrigin } from '@web/lib/site-origin.ts';
import { TENANT_CONFIG } from '@web/lib/tenants.ts';
import { tenantColors, tenantThemeCss } from '@web/lib/theme.ts';
import type { Metadata, Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import '../../site-styles.ts';

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

export async function generateViewport({ params }: { params: Promise<SiteParams> }): Promise<Viewport> {
  const { tenant } = await siteParams(params);
  return { width: 'device-width', initialScale: 1, themeColor: tenantColors(tenant).primary };
}

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { tenant, locale } = await siteParams(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  const brand = TENANT_CONFIG[tenant].brandName;
  return {
    title: { default: brand, template: `%s | ${brand}` },
    description: t('description'),
    applicationName: brand,
    metadataBase: new URL(siteOrigin(tenant)),
    // The tab icon in the page itself (no request before the first paint, lib/brand-icons.ts); the
    // rest served per brand by host (web/app/icons, favicon.ico, manifest.webmanifest).
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: brandIconDataUrl(tenant), type: 'image/svg+xml' },
      ],
      apple: { url: '/icons/apple-touch-icon.png', sizes: '180x180' },
    },
    manifest: '/manifest.webmanifest',
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
  const runtimeTexts = await getTranslations({ locale, namespace: 'runtime.chunkError' });
  const chunkScript = chunkRecoveryScript({
    title: runtimeTexts('title'),
    body: runtimeTexts('body'),
    retry: runtimeTexts('retry'),
  });
  return (
    // The consent script below marks <html> before React hydrates it.
    <html lang={locale} data-tenant={tenant} suppressHydrationWarning>
      <head>
        {/* Brand tokens as CSS variables and the element rules, rendered on the server: no flash
            of the wrong theme, no stylesheet request for them. */}
        <style>{tenantThemeCss(tenant) + BASE_CSS}</style>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_CHOSEN_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own script; the texts are JSON-escaped. */}
        <script dangerouslySetInnerHTML={{ __html: chunkScript }} />
      </head>
      <body>
        {/*
          The site styles with CSS modules only (docs/site-content.md), so the browser never
          downloads a CSS-in-JS runtime. No next-intl client provider either: client components
          get their texts as props from the server, which keeps the message catalogue and its
          runtime (about 4 kB compressed) out of the browser.
        */}
        <Consent locale={locale} />
        <Header tenant={config} locale={locale} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer tenant={config} locale={locale} />
        <LiveContent />
        <Runtime tenant={tenant} buildId={currentBuildId()} />
      </body>
    </html>
  );
}
