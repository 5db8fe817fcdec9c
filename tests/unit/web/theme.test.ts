import { describe, expect, it } from 'vitest';
import { TENANTS } from '../../../domain/index.ts';
import { tenantColors, tenantThemeCss } from '../../../web/lib/theme.ts';

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
  });

  it('renders the accent contrast colour as a CSS variable for each brand', () => {
    expect(tenantThemeCss('lease')).toContain('--vg-colors-accentContrast:#ffffff');
    expect(tenantThemeCss('cars')).toContain('--vg-colors-accentContrast:#1b1f24');
  });
});
