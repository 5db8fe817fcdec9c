import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
// Several instances share one page cache in Redis (lib/cache/redis-cache-handler.ts); without
// REDIS_URL each process keeps its own in memory, as below. Read when the server starts.
const redisCache = Boolean(process.env.REDIS_URL);

const nextConfig: NextConfig = {
  trailingSlash: true,
  // The proxy adds trailing slashes itself so that /sitemap.xml/ follows the same rule.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // The project is one package at the root; the site imports domain/ and booking/ beside it.
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
  // Types are checked by `npm run typecheck` (TypeScript 7 has no JS API for Next's checker).
  typescript: { ignoreBuildErrors: true },
  // Stylesheets stay external files. Inlined (experimental.inlineCss) the CSS came twice in every
  // HTML response, once in <style> and once more in the RSC payload (60 of 236 kB on the home page),
  // and the browser had to parse both on the main thread: Lighthouse on the cars home page, same
  // server, interleaved runs, inlined 75–81 (TBT ~630 ms) vs external 77–86 (TBT ~510 ms). External
  // files are also cached across pages (immutable, a year).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  // Pages are rendered on their first request and cached (ISR), 404s of unknown paths included, so
  // an on-disk cache would grow with every path a scanner makes up (about 200 kB per page). The
  // cache lives in memory instead, least recently used out first; 256 MB holds some 1,200 pages.
  // A restart starts cold, and each page is rendered again on its next request.
  cacheMaxMemorySize: redisCache ? 0 : 256 * 1024 * 1024,
  cacheHandler: redisCache
    ? fileURLToPath(new URL('./lib/cache/redis-cache-handler.ts', import.meta.url))
    : undefined,
  experimental: { isrFlushToDisk: false },
  // Content images come straight from Sanity's image API (or the local lake's): it crops, resizes
  // and picks WebP/AVIF itself, so Next's optimiser is not involved. Device widths are the
  // design's breakpoints (600, 1000, 1200, 1500, 2000) plus 2400 for the 1200 px column at 2x.
  // Only two small widths: every srcset candidate is written twice into the page (HTML and RSC
  // payload), and the small widths served only avatars and quote portraits.
  images: {
    loader: 'custom',
    loaderFile: './lib/sanity/image-loader.ts',
    deviceSizes: [600, 1000, 1200, 1500, 2000, 2400],
    imageSizes: [160, 320],
  },
};

export default createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  // Messages compiled at build time: the browser gets a formatter without the ICU parser
  // (about 8 kB less first-load JavaScript, measured with `npm run perf`).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})(nextConfig);
