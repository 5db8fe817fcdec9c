import { TENANTS } from '@domain';
import { tenantColors, tenantThemeCss, tenantTokens } from '@web/lib/theme.ts';
import { describe, expect, it } from 'vitest';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('brand palettes', () => {
  it.each(TENANTS)('%s: text on every filled surface reaches WCAG AA (4.5:1)', (tenant) => {
    const c = tenantColors(tenant);
    expect(contrast(c.accentContrast, c.accent), 'accentContrast on accent').toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.primaryContrast, c.primary), 'primaryContrast on primary').toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.text, c.background), 'text on background').toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.text, c.surface), 'text on surface').toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.muted, c.background), 'muted on background').toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.danger, c.background), 'danger on background').toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.text, c.calloutSurface), 'text on the info callout').toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.primary, c.calloutSurface), 'links on the info callout').toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.muted, c.surface), 'muted on surface').toBeGreaterThanOrEqual(4.5);
    // The hero and banner write white on the brand colour and its darker shades.
    expect(contrast('#ffffff', c.primary), 'white on primary').toBeGreaterThanOrEqual(4.5);
    // Drawings: the vehicle body and the scenery behind it must stay apart (WCAG 1.4.11, 3:1).
    expect(contrast(c.primary, c.scenery), 'vehicle on scenery').toBeGreaterThanOrEqual(3);
    expect(contrast(c.primary, c.surface), 'vehicle on surface').toBeGreaterThanOrEqual(3);
  });

  // Campers showed the cars' light-blue callout.
  it('each brand has its own info callout, not the cars blue', () => {
    const callouts = TENANTS.map((tenant) => tenantColors(tenant).calloutSurface);
    expect(new Set(callouts).size).toBe(TENANTS.length);
    expect(tenantThemeCss('campers')).toContain(
      `--vg-colors-calloutSurface:${tenantColors('campers').calloutSurface}`,
    );
  });

  // The three brands were one template recoloured.
  it('each brand has its own type scale, heading face and corners', () => {
    const character = (tenant: (typeof TENANTS)[number]) => {
      const { type, radius } = tenantTokens(tenant);
      return { h1: type.h1, heading: `${type.heading} ${type.headingWeight}`, radius: radius.md };
    };
    for (const part of ['h1', 'heading', 'radius'] as const) {
      const values = TENANTS.map((tenant) => character(tenant)[part]);
      expect(new Set(values).size, `${part}: ${values.join(' | ')}`).toBe(TENANTS.length);
    }
    // Lease's serif comes from the visitor's device: no font file to download.
    expect(tenantTokens('lease').type.heading).toMatch(/, serif$/);
    expect(tenantThemeCss('lease')).toContain('--vg-type-heading:');
  });

  it('renders the accent contrast colour as a CSS variable for each brand', () => {
    expect(tenantThemeCss('lease')).toContain('--vg-colors-accentContrast:#ffffff');
    expect(tenantThemeCss('cars')).toContain('--vg-colors-accentContrast:#1b1f24');
  });
});
