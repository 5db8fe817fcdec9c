import { LOCALES, TENANTS } from '@domain';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LiveContent } from '../../../components/sanity/LiveContent.tsx';
import { Footer } from '../../../components/shell/Footer.tsx';
import { Header } from '../../../components/shell/Header.tsx';
import { inter } from '../../../lib/font.ts';
import { type SiteParams, siteParams } from '../../../lib/request-context.ts';
import { siteOrigin } from '../../../lib/site-origin.ts';
import { TENANT_CONFIG } from '../../../lib/tenants.ts';
import { tenantThemeCss } from '../../../lib/theme.ts';
import '../../global.css';

export function generateStaticParams() {
  return TENANTS.flatMap((tenant) => LOCALES.map((locale) => ({ tenant, locale })));
}

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

/** Messages the client components need; the rest stays on the server (the shell gets its texts as props). */
const CLIENT_NAMESPACES = ['notFound'] as const;

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<SiteParams>;
}) {
  const { tenant, locale } = await siteParams(params);
  setRequestLocale(locale);
  const messages = await getMessages({ locale });
  const clientMessages = Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]));
  const config = TENANT_CONFIG[tenant];
  return (
    <html lang={locale} className={inter.variable} data-tenant={tenant}>
      <head>
        {/* Brand tokens as CSS variables, rendered on the server: no flash of the wrong theme. */}
        <style>{tenantThemeCss(tenant)}</style>
      </head>
      <body>
        {/*
          No styled-components registry: server components render their styles inline, and client
          components use CSS modules, so the browser never downloads the styled-components runtime
          (about 18 kB compressed). A client component that needs styled-components brings the
          registry back (web/components/StyledComponentsRegistry.tsx).
        */}
        <NextIntlClientProvider locale={locale} messages={clientMessages}>
          <Header tenant={config} locale={locale} />
          <main id="main">{children}</main>
          <Footer tenant={config} locale={locale} />
        </NextIntlClientProvider>
        <LiveContent />
      </body>
    </html>
  );
}
