import { isTenant, type Tenant } from '@domain';

/**
 * Public origin of each brand, for canonical URLs, hreflang and the sitemap. `SITE_ORIGINS`
 * ("cars=https://www.vegur.is,campers=https://campers.vegur.is,…") sets production values;
 * development defaults to the `*.localhost` hosts.
 */
export function siteOrigin(tenant: Tenant, env: Record<string, string | undefined> = process.env): string {
  for (const entry of (env.SITE_ORIGINS ?? '').split(',')) {
    const [key, origin] = entry.split('=').map((s) => s.trim());
    if (key === tenant && isTenant(key) && origin) return origin.replace(/\/$/, '');
  }
  const port = env.PORT ?? '3000';
  return `http://${tenant}.localhost:${port}`;
}
