/**
 * next/image loader (next.config `images.loaderFile`): runs on the server and in the browser.
 * Sanity image URLs (built by `buildImageUrl`) get the requested width and a height that keeps
 * their box's ratio; anything else is passed through with a width hint.
 */
export default function sanityImageLoader({
  src,
  width,
  quality,
}: {
  src: string;
  width: number;
  quality?: number;
}): string {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
  }
  if (!url.pathname.includes('/images/')) {
    url.searchParams.set('w', String(width));
    return url.toString();
  }
  const w = Number(url.searchParams.get('w'));
  const h = Number(url.searchParams.get('h'));
  url.searchParams.set('w', String(width));
  if (w > 0 && h > 0) url.searchParams.set('h', String(Math.max(1, Math.round((width * h) / w))));
  url.searchParams.set('q', String(quality ?? 75));
  if (!url.searchParams.has('auto')) url.searchParams.set('auto', 'format');
  return url.toString();
}
