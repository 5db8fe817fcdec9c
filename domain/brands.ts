/**
 * The three brands of one deployment: their names and the hosts that reach them. Every place that
 * shows a brand name (site, Studio, documents, e-mails) or maps a host to a brand imports it from
 * here; seed content may spell names out as data.
 */
import { isTenant, TENANTS, type Tenant } from './locale.ts';

/** Brand names as customers see them: site header, documents, e-mails, Studio workspaces. */
export const BRAND_NAMES: Readonly<Record<Tenant, string>> = {
  cars: 'Vegur Car Rental',
  campers: 'Vegur Campers',
  lease: 'Vegur Lease',
};

/** The short form where space is tight (the site's logo text). */
export const BRAND_SHORT_NAMES: Readonly<Record<Tenant, string>> = {
  cars: 'Vegur',
  campers: BRAND_NAMES.campers,
  lease: BRAND_NAMES.lease,
};

/** The brand plain `localhost`, IP addresses and unknown hosts get unless configured otherwise. */
export const DEFAULT_TENANT: Tenant = 'cars';

/** Development hosts: browsers resolve `*.localhost` to loopback, so each brand has its own. */
export const DEV_HOSTS: Readonly<Record<Tenant, string>> = {
  cars: 'cars.localhost',
  campers: 'campers.localhost',
  lease: 'lease.localhost',
};

/** Host → brand when `TENANT_HOSTS` is not set. */
export const DEFAULT_HOST_MAP: Readonly<Record<string, Tenant>> = Object.fromEntries(
  TENANTS.map((tenant) => [DEV_HOSTS[tenant], tenant]),
);

/** The host each brand's local site is opened on: the default brand on plain `localhost`. */
export const LOCAL_SITE_HOSTS: Readonly<Record<Tenant, string>> = Object.fromEntries(
  TENANTS.map((tenant) => [tenant, tenant === DEFAULT_TENANT ? 'localhost' : DEV_HOSTS[tenant]]),
) as Record<Tenant, string>;

/**
 * Parses `TENANT_HOSTS` ("rent.example.com=cars,campers.example.com=campers") into a host map.
 * Malformed entries are rejected loudly at start-up rather than silently routing a brand's
 * visitors to another brand.
 */
export function parseHostMap(spec: string | undefined): Record<string, Tenant> {
  if (!spec?.trim()) return { ...DEFAULT_HOST_MAP };
  const map: Record<string, Tenant> = {};
  for (const entry of spec.split(',')) {
    const [host, tenant] = entry.split('=').map((s) => s.trim().toLowerCase());
    if (!host || !isTenant(tenant)) throw new Error(`TENANT_HOSTS: invalid entry "${entry}"`);
    map[host] = tenant;
  }
  return map;
}

/** `DEFAULT_TENANT` from the environment; an unknown name stops start-up. */
export function defaultTenant(value: string | undefined): Tenant {
  if (value === undefined || value === '') return DEFAULT_TENANT;
  if (!isTenant(value)) throw new Error(`DEFAULT_TENANT: unknown tenant "${value}"`);
  return value;
}

/** Resolves the tenant from a Host header; unknown hosts (plain localhost, IPs) get the default. */
export function tenantForHost(
  hostHeader: string | null | undefined,
  hostMap: Readonly<Record<string, Tenant>>,
  fallback: Tenant,
): Tenant {
  if (!hostHeader) return fallback;
  const host = hostHeader.toLowerCase().replace(/:\d+$/, '');
  return hostMap[host] ?? fallback;
}
