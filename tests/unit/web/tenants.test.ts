import { sessionSecret } from '@web/lib/signed-cookie.ts';
import { siteOrigin } from '@web/lib/site-origin.ts';
import { defaultTenant, parseHostMap, TENANT_CONFIG, tenantForHost } from '@web/lib/tenants.ts';
import { describe, expect, it } from 'vitest';

describe('tenant resolution', () => {
  const map = parseHostMap(undefined);

  it('maps the development hosts, ignoring port and case', () => {
    expect(tenantForHost('campers.localhost:3000', map, 'cars')).toBe('campers');
    expect(tenantForHost('LEASE.localhost', map, 'cars')).toBe('lease');
    expect(tenantForHost('localhost:3000', map, 'cars')).toBe('cars');
    expect(tenantForHost(null, map, 'campers')).toBe('campers');
  });

  it('reads a production host map and rejects malformed entries', () => {
    const production = parseHostMap('www.vegur.is=cars, campers.vegur.is=campers,lease.vegur.is=lease');
    expect(tenantForHost('campers.vegur.is', production, 'cars')).toBe('campers');
    expect(tenantForHost('cars.localhost', production, 'lease')).toBe('lease');
    expect(() => parseHostMap('www.vegur.is=boats')).toThrow('TENANT_HOSTS');
    expect(() => defaultTenant('boats')).toThrow('DEFAULT_TENANT');
    expect(defaultTenant(undefined)).toBe('cars');
  });

  it('switches lease features off as the spec says', () => {
    expect(TENANT_CONFIG.lease.features).toMatchObject({
      bookingMenu: false,
      currencyPicker: false,
      keflavikColumn: false,
      convertPricePlaceholders: false,
      promotion: false,
    });
    for (const tenant of ['cars', 'campers'] as const) {
      expect(TENANT_CONFIG[tenant].features).toMatchObject({
        bookingMenu: true,
        promotion: true,
        certificates: true,
      });
    }
  });

  it('derives public origins from SITE_ORIGINS, else the localhost hosts', () => {
    expect(
      siteOrigin('campers', { SITE_ORIGINS: 'cars=https://www.vegur.is,campers=https://campers.vegur.is/' }),
    ).toBe('https://campers.vegur.is');
    expect(siteOrigin('lease', { PORT: '4000' })).toBe('http://lease.localhost:4000');
  });

  it('refuses to run production without a proper session secret', () => {
    expect(() => sessionSecret({ NODE_ENV: 'production' })).toThrow('SESSION_SECRET');
    expect(() => sessionSecret({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      'SESSION_SECRET',
    );
    expect(sessionSecret({ NODE_ENV: 'development' })).toMatch(/development-only/);
  });
});
