import { PageView } from '@web/components/content/PageView.tsx';
import { pageMetadata } from '@web/lib/content/metadata.ts';
import { pageForPath } from '@web/lib/content/pages.ts';
import { contentPath } from '@web/lib/content/routing.ts';
import { siteParams } from '@web/lib/request-context.ts';
import { contentSlugSchema } from '@web/lib/routes.ts';
import { editAttributes } from '@web/lib/sanity/edit.ts';
import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

interface Params {
  tenant: string;
  locale: string;
  slug: string[];
}

async function load(params: Promise<Params>) {
  const { tenant, locale } = await siteParams(params);
  const { slug } = await params;
  let decoded: string[];
  try {
    decoded = slug.map((s) => decodeURIComponent(s));
  } catch {
    return { tenant, locale, loaded: null };
  }
  const parsed = contentSlugSchema.safeParse(decoded);
  if (!parsed.success) return { tenant, locale, loaded: null };
  return { tenant, locale, loaded: await pageForPath(tenant, locale, contentPath(parsed.data, locale)) };
}

/** Every content path is rendered on its first request and cached (see the site layout). */
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { tenant, locale, loaded } = await load(params);
  return loaded ? pageMetadata(loaded, tenant, locale) : {};
}

/**
 * Catch-all content route: content pages, the vehicle family (overview / category / vehicle)
 * and the blog (topic / category / post), all by their full path (schemas/lib/page-path.ts). A path no page has is the non-fatal 404 ('Page not found: {path}').
 */
export default async function ContentPage({ params }: { params: Promise<Params> }) {
  const { tenant, locale, loaded } = await load(params);
  setRequestLocale(locale);
  if (!loaded) notFound();
  const { isEnabled } = await draftMode();
  return (
    <PageView
      page={loaded.page}
      tenant={tenant}
      locale={locale}
      edit={editAttributes(loaded.page, tenant, isEnabled)}
    />
  );
}
