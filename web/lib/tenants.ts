import { BRAND_NAMES, BRAND_SHORT_NAMES, type Tenant } from '@domain';

export { DEFAULT_HOST_MAP, defaultTenant, parseHostMap, tenantForHost } from '@domain';

/** What differs between brands beyond content. */
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
  cars: { id: 'cars', brandName: BRAND_NAMES.cars, shortName: BRAND_SHORT_NAMES.cars, features: rental },
  campers: {
    id: 'campers',
    brandName: BRAND_NAMES.campers,
    shortName: BRAND_SHORT_NAMES.campers,
    features: rental,
  },
  lease: {
    id: 'lease',
    brandName: BRAND_NAMES.lease,
    shortName: BRAND_SHORT_NAMES.lease,
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
