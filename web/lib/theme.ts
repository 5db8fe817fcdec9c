import type { Tenant } from '@domain';
import { createTheme } from 'styled-components';

/** The design tokens every brand fills in; components only ever use `theme.*` (CSS variables). */
const base = {
  colors: {
    primary: '#0b3d5c',
    primaryContrast: '#ffffff',
    accent: '#f28c28',
    /** Text and icons drawn on the accent colour (buttons, badges): must reach 4.5:1 against it. */
    accentContrast: '#1b1f24',
    text: '#1b1f24',
    muted: '#5b6570',
    background: '#ffffff',
    surface: '#f4f6f8',
    border: '#d8dee4',
    danger: '#b42318',
  },
  radius: { md: '8px' },
  layout: { maxWidth: '1200px', headerHeight: '82px', headerHeightWide: '96px' },
};

type Tokens = typeof base;

/** Every leaf is `var(--vg-…, fallback)`, so server and client components share one stylesheet per brand. */
export const theme = createTheme(base, { prefix: 'vg' });
const vars = theme.vars;

const palettes: Record<Tenant, Tokens['colors']> = {
  cars: base.colors,
  campers: {
    ...base.colors,
    primary: '#1f5130',
    accent: '#e8a33d',
    surface: '#f3f6f1',
  },
  lease: {
    ...base.colors,
    primary: '#2b2d42',
    accent: '#c2410c',
    // Burnt orange is too dark for dark text (3.2:1); white on it reaches 5.2:1.
    accentContrast: '#ffffff',
    surface: '#f5f5f7',
  },
};

/** A brand's colour tokens, for checks such as contrast; components use the CSS variables instead. */
export function tenantColors(tenant: Tenant): Readonly<Tokens['colors']> {
  return palettes[tenant];
}

function declarations(tokens: Record<string, unknown>, names: Record<string, unknown>): string[] {
  return Object.entries(tokens).flatMap(([key, value]) => {
    const name = names[key];
    if (value && typeof value === 'object') {
      return declarations(value as Record<string, unknown>, name as Record<string, unknown>);
    }
    return [`${String(name)}:${String(value)}`];
  });
}

/** `:root{…}` declarations for a brand, rendered on the server so the first paint is already themed. */
export function tenantThemeCss(tenant: Tenant): string {
  const tokens = { ...base, colors: palettes[tenant] };
  return `:root{${declarations(tokens, vars as unknown as Record<string, unknown>).join(';')}}`;
}
