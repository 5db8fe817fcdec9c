import type { Tenant } from '@domain';
import { TENANT_CONFIG } from './tenants.ts';
import { tenantColors } from './theme.ts';

/**
 * Each brand's app icon, drawn from its palette with paths only (no text, so no font is needed
 * where it is rasterised): cars a road to the horizon, campers a snow-capped mountain, lease the
 * brand's V on a steady bar.
 */
export function brandIconSvg(tenant: Tenant): string {
  const c = tenantColors(tenant);
  const glyph: Record<Tenant, string> = {
    cars:
      `<path d="M26 12h12l13 40H13z" fill="${c.accent}"/>` +
      `<path d="M31 16h2v6h-2zM30.5 28h3v8h-3zM30 42h4v10h-4z" fill="${c.primaryContrast}"/>`,
    campers:
      `<path d="M6 52 26 18l9 14 6-8 17 28z" fill="${c.accent}"/>` +
      `<path d="M26 18l-4.6 7.8 3.4-1.6 2.6 2.4 2.8-1.8z" fill="${c.primaryContrast}"/>`,
    lease:
      `<path d="M13 12h9l10 27 10-27h9L37 47h-10z" fill="${c.primaryContrast}"/>` +
      `<rect x="13" y="50" width="38" height="4" rx="2" fill="${c.accent}"/>`,
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${c.primary}"/>${glyph[tenant]}</svg>`
  );
}

/**
 * The tab icon as the page names it: the SVG itself, so the browser asks the server for no icon.
 * With `/icons/icon.svg` named instead, Chrome fetched it (or `/favicon.ico`, when the page named
 * none) around `load`, which often comes before the first paint, and Lighthouse charged that
 * request to the largest paint: LCP was FCP + about 150 ms on the content page (docs/performance.md).
 */
export function brandIconDataUrl(tenant: Tenant): string {
  return `data:image/svg+xml,${encodeURIComponent(brandIconSvg(tenant))}`;
}

/** The PNG sizes the site serves: tab and bookmark icons, the home-screen icon, the manifest's. */
export const ICON_PNG_SIZES = {
  'icon-32.png': 32,
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
} as const;
export type IconPngName = keyof typeof ICON_PNG_SIZES;

export function isIconPngName(name: string): name is IconPngName {
  return Object.hasOwn(ICON_PNG_SIZES, name);
}

/**
 * Wraps one PNG in an ICO container (every browser since Vista-era IE reads PNG entries), so
 * `/favicon.ico`, which browsers and crawlers ask for without looking at the page, exists.
 */
export function pngToIco(png: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const header = new Uint8Array(22);
  const view = new DataView(header.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  header[6] = size >= 256 ? 0 : size; // width (0 means 256)
  header[7] = size >= 256 ? 0 : size; // height
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.byteLength, true);
  view.setUint32(18, header.byteLength, true); // offset of the image data
  const ico = new Uint8Array(header.byteLength + png.byteLength);
  ico.set(header);
  ico.set(png, header.byteLength);
  return ico;
}

/** The web app manifest of a brand (installable site, splash and task-switcher colours). */
export function brandManifest(tenant: Tenant): Record<string, unknown> {
  const config = TENANT_CONFIG[tenant];
  const colors = tenantColors(tenant);
  return {
    name: config.brandName,
    short_name: config.shortName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colors.background,
    theme_color: colors.primary,
    icons: [
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
}
