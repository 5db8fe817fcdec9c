import type { Tenant } from '@domain';
import sharp from 'sharp';
import { brandIconSvg, ICON_PNG_SIZES, type IconPngName, pngToIco } from './brand-icons.ts';
import { defaultTenant, parseHostMap, tenantForHost } from './tenants.ts';

const hostMap = parseHostMap(process.env.TENANT_HOSTS);
const fallback = defaultTenant(process.env.DEFAULT_TENANT);

/**
 * The brand of an icon or manifest request. These paths bypass the proxy (no tenant rewrite), so
 * the host decides, exactly as the proxy would for a page.
 */
export function iconTenant(request: Request): Tenant {
  return tenantForHost(
    request.headers.get('x-forwarded-host') ?? request.headers.get('host'),
    hostMap,
    fallback,
  );
}

// A handful of tiny images per brand, rendered once per process: no disk cache to keep in step.
const rendered = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

function once(key: string, render: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> {
  let result = rendered.get(key);
  if (!result) {
    result = render();
    // A failed render is not kept: the next request tries again.
    result.catch(() => rendered.delete(key));
    rendered.set(key, result);
  }
  return result;
}

async function renderPng(tenant: Tenant, size: number): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp(Buffer.from(brandIconSvg(tenant)), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

export function brandIconPng(tenant: Tenant, name: IconPngName): Promise<Uint8Array<ArrayBuffer>> {
  return once(`${tenant}:${name}`, () => renderPng(tenant, ICON_PNG_SIZES[name]));
}

export function brandFavicon(tenant: Tenant): Promise<Uint8Array<ArrayBuffer>> {
  return once(`${tenant}:favicon`, async () => pngToIco(await renderPng(tenant, 32), 32));
}

/** Icons change only with a deployment; a day of caching, revalidated by browsers after that. */
export const ICON_HEADERS = {
  'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
  // One URL, three brands: a shared cache must key on the host.
  Vary: 'Host, X-Forwarded-Host',
  'X-Content-Type-Options': 'nosniff',
};
