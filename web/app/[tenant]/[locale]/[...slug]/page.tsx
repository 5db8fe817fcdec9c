import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { siteParams } from '../../../../lib/request-context.ts';
import { contentSlugSchema } from '../../../../lib/routes.ts';

interface Params {
  tenant: string;
  locale: string;
  slug: string[];
}

/**
 * Catch-all content route. Content pages come from Sanity in a later step; until a page with
 * this slug exists for the tenant and language, the visitor gets the non-fatal 404.
 */
export default async function ContentPage({ params }: { params: Promise<Params> }) {
  const { locale } = await siteParams(params);
  setRequestLocale(locale);
  const { slug } = await params;
  const parsed = contentSlugSchema.safeParse(slug.map((s) => decodeURIComponent(s)));
  if (!parsed.success) notFound();
  notFound();
}
