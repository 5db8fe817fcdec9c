/**
 * next/image loader (next.config `images.loaderFile`): runs on the server and in the browser.
 * Sanity image URLs (built by `buildImageUrl`) get the requested width and become addresses on the
 * site's own origin (`/images/<project>/<dataset>/<file>?…`); anything else is passed through with a
 * width hint.
 *
 * Every srcset candidate is written twice into each page (the HTML and the inline RSC payload),
 * so the address is kept short: when the builder cut a `rect` to the box's ratio, the width alone
 * keeps that ratio (the image API's default fit scales the rectangle), so `h` and `fit=crop` are
 * left out, and so is `q` at the API's own default (75). With the fewer widths of next.config, the
 * cars home's `srcset` markup went from 23.8 to 13.4 kB, and as much again in its RSC payload
 * (HTML 194 → 170 kB; docs/performance.md).
 */
const DEFAULT_QUALITY = 75;
const SITE_PLACEHOLDER = 'http://site.invalid';
/** Parameters the loader sets itself; any other the builder wrote is kept as it is. */
const OWN = new Set(['rect', 'w', 'h', 'fit', 'q', 'auto']);

export default function sanityImageLoader({
  src,
  width,
  quality,
}: {
  src: string;
  width: number;
  quality?: number;
}): string {
  // Addresses already on the site (`/images/…`) parse against a placeholder origin, never written out.
  let url: URL;
  try {
    url = new URL(src, SITE_PLACEHOLDER);
  } catch {
    return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
  }
  if (!url.pathname.startsWith('/images/')) {
    if (url.origin === SITE_PLACEHOLDER) return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
    url.searchParams.set('w', String(width));
    return url.toString();
  }
  const given = url.searchParams;
  const rect = given.get('rect');
  const w = Number(given.get('w'));
  const h = Number(given.get('h'));
  const params: string[] = [];
  if (rect) params.push(`rect=${rect}`);
  params.push(`w=${width}`);
  // Without a rectangle the height matters only when the box's ratio is not the asset's own (the
  // asset's size is in its file name, `<id>-<w>x<h>.<ext>`).
  const asset = /-(\d+)x(\d+)\.\w+$/.exec(url.pathname);
  const sameRatio = asset && Math.abs((w * Number(asset[2])) / Number(asset[1]) - h) < 1;
  if (!rect && w > 0 && h > 0 && !sameRatio) {
    params.push(`h=${Math.max(1, Math.round((width * h) / w))}`);
    if (given.get('fit')) params.push(`fit=${given.get('fit')}`);
  }
  const q = quality ?? DEFAULT_QUALITY;
  if (q !== DEFAULT_QUALITY) params.push(`q=${q}`);
  for (const [key, value] of given) if (!OWN.has(key)) params.push(`${key}=${encodeURIComponent(value)}`);
  params.push(`auto=${given.get('auto') ?? 'format'}`);
  // The site's own origin (`app/images/…/route.ts` fetches from the image API): no connection of its
  // own before the largest paint, and a shorter address in every srcset.
  return `${url.pathname}?${params.join('&')}`;
}
