import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Next's stylesheets, read from the build to be written into short HTML documents instead of
 * linked from them (why and for which documents: INLINE_MAX_DOCUMENT_BYTES below; the rewrite of
 * the tags: scripts/lib/script-deferral.ts).
 *
 * Only a file that is safe to move is given out: one of the build's own (`/_next/static/…css`),
 * at most MAX_STYLESHEET_BYTES, with no `</style` in it (it would end the element) and no relative
 * `url()` (it would resolve against the page instead of the stylesheet). Anything else stays a link.
 */
export const MAX_STYLESHEET_BYTES = 128 * 1024;

const STATIC_PREFIX = '/_next/static/';
const RELATIVE_URL = /url\(\s*(?!['"]?(?:data:|https?:|\/|#))/i;

export type StylesheetText = (href: string) => string | null;

/**
 * Which documents carry their stylesheet: those Next sends whole (a cached page, its length
 * known) and no longer than this. The stylesheet (79 kB, 15 kB compressed) then costs no second
 * request before the first paint; but it lengthens the document by as much, and a long document
 * downloads for longer than the separate request takes beside it. Lighthouse mobile, A/B in one
 * run, 3 interleaved rounds (2026-11-28, docs/performance.md), FCP with the stylesheet inlined
 * into every document: content page (86 kB) 911–930 → 829–845 ms, vehicle page (92 kB) 907–925 →
 * 814–826 ms, but home (183 kB) 920–981 → 976–980 ms and the streamed Vehicles step 927–947 →
 * 968–1,003 ms. Streamed pages (booking steps, reservation pages) have no length up front and
 * keep the link.
 */
export const INLINE_MAX_DOCUMENT_BYTES = 128 * 1024;

/** Whether a document of `contentLength` bytes (NaN when streamed) should carry its stylesheet. */
export function inlinesStylesheet(contentLength: number): boolean {
  return Number.isFinite(contentLength) && contentLength > 0 && contentLength <= INLINE_MAX_DOCUMENT_BYTES;
}

/** Reads each stylesheet of the build in `nextDir` (`web/.next`) once; files never change in a build. */
export function stylesheetsFrom(nextDir: string): StylesheetText {
  const known = new Map<string, string | null>();
  return (href) => {
    if (known.has(href)) return known.get(href) ?? null;
    let text: string | null = null;
    const path = href.split('?')[0] ?? '';
    if (path.startsWith(STATIC_PREFIX) && path.endsWith('.css') && !path.includes('..')) {
      try {
        const css = readFileSync(join(nextDir, 'static', path.slice(STATIC_PREFIX.length)), 'utf8');
        const safe =
          Buffer.byteLength(css) <= MAX_STYLESHEET_BYTES && !/<\/style/i.test(css) && !RELATIVE_URL.test(css);
        text = safe ? css : null;
      } catch {
        text = null; // Not in this build (an old page's link): the browser asks for it as before.
      }
    }
    known.set(href, text);
    return text;
  };
}
