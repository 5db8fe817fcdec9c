import { ICON_HEADERS, iconTenant } from '../../lib/brand-icon-files.ts';
import { brandManifest } from '../../lib/brand-icons.ts';

export function GET(request: Request): Response {
  return new Response(JSON.stringify(brandManifest(iconTenant(request))), {
    headers: { ...ICON_HEADERS, 'Content-Type': 'application/manifest+json' },
  });
}
