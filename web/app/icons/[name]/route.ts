import { brandIconPng, ICON_HEADERS, iconTenant } from '@web/lib/brand-icon-files.ts';
import { brandIconSvg, isIconPngName } from '@web/lib/brand-icons.ts';

export async function GET(
  request: Request,
  { params }: { params: Promise<{ name: string }> },
): Promise<Response> {
  const { name } = await params;
  const tenant = iconTenant(request);
  if (name === 'icon.svg') {
    return new Response(brandIconSvg(tenant), {
      headers: {
        ...ICON_HEADERS,
        'Content-Type': 'image/svg+xml',
        'Content-Security-Policy': "default-src 'none'",
      },
    });
  }
  if (!isIconPngName(name)) {
    return new Response('Unknown icon', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(await brandIconPng(tenant, name), {
    headers: { ...ICON_HEADERS, 'Content-Type': 'image/png' },
  });
}
