import { isTenant, LOCALES } from '@domain';
import { brandPages } from '@web/lib/content/pages.ts';
import { translationsOf } from '@web/lib/content/routing.ts';
import { localizePath } from '@web/lib/paths.ts';
import { requestHost } from '@web/lib/request-origin.ts';
import { ROUTES } from '@web/lib/routes.ts';
import { siteOrigin } from '@web/lib/site-origin.ts';

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

/**
 * Every public page in every language, each with its hreflang alternates: the fixed routes and
 * every content page (content, vehicle and blog pages) that has a path. Rendered per request from
 * cached content, so a published page appears without a rebuild.
 */
export async function GET(request: Request, { params }: { params: Promise<{ tenant: string }> }) {
  const { tenant } = await params;
  if (!isTenant(tenant)) return new Response('Not found', { status: 404 });
  const forwardedHost = requestHost(request.headers);
  const origin = process.env.SITE_ORIGINS
    ? siteOrigin(tenant)
    : forwardedHost
      ? `${new URL(request.url).protocol}//${forwardedHost}`
      : siteOrigin(tenant);
  const paths = ROUTES.filter((r) => r.public && r.path).map((r) => r.path as string);
  const urls = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(origin + localizePath(path, alt))}"/>`,
      ).join('\n');
      return `  <url>\n    <loc>${escapeXml(origin + localizePath(path, locale))}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>\n  </url>`;
    }),
  );
  const listed = new Set(paths.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale))));
  let pages: Awaited<ReturnType<typeof brandPages>> = [];
  try {
    pages = await brandPages(tenant);
  } catch (error) {
    // Fixed routes are still worth listing when the content API is unreachable.
    console.error('Sitemap: content pages could not be loaded', error);
  }
  for (const page of pages) {
    if (listed.has(page.path)) continue;
    listed.add(page.path);
    const translations = translationsOf(pages, page);
    const english = translations.find((t) => t.language === 'en');
    const alternates = translations
      .map(
        (t) =>
          `    <xhtml:link rel="alternate" hreflang="${t.language}" href="${escapeXml(origin + t.path)}"/>`,
      )
      .concat(
        english
          ? [
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + english.path)}"/>`,
            ]
          : [],
      )
      .join('\n');
    const lastmod = page.updatedAt ? `\n    <lastmod>${escapeXml(page.updatedAt)}</lastmod>` : '';
    urls.push(`  <url>\n    <loc>${escapeXml(origin + page.path)}</loc>${lastmod}\n${alternates}\n  </url>`);
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
