import { isTenant, type Tenant } from '@domain';

/** What differs between brands beyond content (SPEC section 6). */
export interface TenantFeatures {
  bookingMenu: boolean;
  currencyPicker: boolean;
  keflavikColumn: boolean;
  /** `{price:N}` placeholders in content tables are converted to the display currency. */
  convertPricePlaceholders: boolean;
  promotion: boolean;
  certificates: boolean;
  monthlyPrices: boolean;
}

export interface TenantConfig {
  id: Tenant;
  brandName: string;
  shortName: string;
  features: TenantFeatures;
}

const rental: TenantFeatures = {
  bookingMenu: true,
  currencyPicker: true,
  keflavikColumn: true,
  convertPricePlaceholders: true,
  promotion: true,
  certificates: true,
  monthlyPrices: false,
};

export const TENANT_CONFIG: Record<Tenant, TenantConfig> = {
  cars: { id: 'cars', brandName: 'Vegur Car Rental', shortName: 'Vegur', features: rental },
  campers: { id: 'campers', brandName: 'Vegur Campers', shortName: 'Vegur Campers', features: rental },
  lease: {
    id: 'lease',
    brandName: 'Vegur Lease',
    shortName: 'Vegur Lease',
    features: {
      bookingMenu: false,
      currencyPicker: false,
      keflavikColumn: false,
      convertPricePlaceholders: false,
      promotion: false,
      certificates: false,
      monthlyPrices: true,
    },
  },
};

export const DEFAULT_HOST_MAP: Readonly<Record<string, Tenant>> = {
  'cars.localhost': 'cars',
  'campers.localhost': 'campers',
  'lease.localhost': 'lease',
};

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

export function defaultTenant(value: string | undefined): Tenant {
  if (value === undefined || value === '') return 'cars';
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
