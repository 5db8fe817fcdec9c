import { brandFavicon, ICON_HEADERS, iconTenant } from '../../lib/brand-icon-files.ts';

export async function GET(request: Request): Promise<Response> {
  const ico = await brandFavicon(iconTenant(request));
  return new Response(ico, { headers: { ...ICON_HEADERS, 'Content-Type': 'image/x-icon' } });
}
