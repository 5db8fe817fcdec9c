import { DEFAULT_LOCALE, flattenRichText, type Locale, type RichTextBlock, type Tenant } from '@domain';
import type { Metadata } from 'next';
import { sanityEnv } from '../sanity/env.ts';
import { buildImageUrl, type ContentImage, hasImageAsset } from '../sanity/image.ts';
import type { LoadedPage, PageBlock } from './pages.ts';

const DESCRIPTION_LENGTH = 160;

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** The share image: the SEO image, else the page's own image, else its first banner or gallery image. */
function shareImage(loaded: LoadedPage): ContentImage | null {
  const { page } = loaded;
  const candidates: (ContentImage | null | undefined)[] = [
    page.seo?.shareImage,
    'image' in page ? page.image : null,
    page._type === 'vehiclePage' ? page.gallery?.[0] : null,
    page._type === 'vehiclePage' ? page.vehicle?.image : null,
  ];
  for (const block of (page.blocks ?? []) as PageBlock[]) {
    if (block._type === 'bannerBlock') candidates.push(block.image);
    if (block._type === 'galleryBlock') candidates.push(block.images?.[0]);
  }
  return candidates.find((image) => hasImageAsset(image)) ?? null;
}

/**
 * Title, description, canonical (trailing slash), hreflang alternates of the languages that have
 * the page, and the Open Graph image, all from content.
 */
export function pageMetadata(loaded: LoadedPage, tenant: Tenant, locale: Locale): Metadata {
  const { page, route, translations } = loaded;
  const title = page.seo?.metaTitle || page.title || '';
  const intro = flattenRichText((page.intro ?? []) as RichTextBlock[]);
  const body = page._type === 'blogPostPage' ? (page.excerpt ?? '') : '';
  const firstText = ((page.blocks ?? []) as PageBlock[]).find((block) => block._type === 'textBlock');
  const blockText =
    firstText?._type === 'textBlock' ? flattenRichText((firstText.content ?? []) as RichTextBlock[]) : '';
  const description =
    page.seo?.metaDescription || shorten(body || intro || blockText, DESCRIPTION_LENGTH) || undefined;
  const languages: Record<string, string> = {};
  for (const translation of translations) languages[translation.language] = translation.path;
  const fallback = translations.find((t) => t.language === DEFAULT_LOCALE);
  if (fallback) languages['x-default'] = fallback.path;
  const image = shareImage(loaded);
  const ogImage =
    image && hasImageAsset(image)
      ? [
          {
            url: buildImageUrl(sanityEnv, image, { width: 1200, height: 630 }),
            width: 1200,
            height: 630,
            alt: image.alt ?? '',
          },
        ]
      : undefined;
  return {
    // Without a description of its own the page keeps the layout's (an undefined key would drop it).
    ...(description ? { description } : {}),
    // The home page's title is the whole title; others get the brand appended by the layout.
    title: page._type === 'homePage' ? { absolute: title } : title,
    alternates: { canonical: route.path, languages },
    openGraph: {
      type: page._type === 'blogPostPage' ? 'article' : 'website',
      title,
      description,
      url: route.path,
      locale,
      images: ogImage,
    },
    robots: page.seo?.noIndex ? { index: false, follow: true } : undefined,
    other: { 'content-tenant': tenant },
  };
}
