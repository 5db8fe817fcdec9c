import type { Tenant } from '@domain';

/**
 * The device's own sans-serif (San Francisco, Segoe UI, Roboto; Arial's metric twin Liberation Sans
 * on Linux): no font download before the first paint. With Inter as a preloaded web font the
 * 48.5 kB file was one more request the simulated phone charged to every page's first paint, and
 * without the preload its late swap shifted the layout (CLS 0.12–0.19; docs/performance.md).
 * Not `system-ui` first: on Linux it is DejaVu Sans, some 10 % wider than Inter, which wrapped
 * the main menu at 1024 px; named faces first keep every platform near Inter's width or below.
 */
const SYSTEM_SANS =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
/**
 * A serif already on the visitor's device (no download): book faces on macOS, iOS and Windows,
 * then the common open ones (Linux, Android), then the generic family.
 */
const SYSTEM_SERIF =
  "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Charter, 'Bitstream Charter', Cambria, Georgia, 'DejaVu Serif', serif";

/**
 * The design tokens every brand fills in. Components never read them: their CSS modules use the
 * custom properties `tenantThemeCss` declares (`colors.primary` is `--vg-colors-primary`).
 */
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
    /** The "info" callout (emphasis and box blocks): a tint of the brand, text on it in `text`. */
    calloutSurface: '#e8f1fb',
    calloutBorder: '#9cc3ea',
    /** Illustration backdrops (vehicle classes, hero motifs): scenery behind the brand colours. */
    scenery: '#c9d9e6',
  },
  radius: { md: '8px', lg: '12px' },
  layout: { maxWidth: '1200px', headerHeight: '82px', headerHeightWide: '96px' },
  /** Each brand's type: heading face and weight, and its scale (page title, section, sub-section). */
  type: {
    /** Body text of every brand; headings take `heading`. */
    body: SYSTEM_SANS,
    heading: SYSTEM_SANS,
    headingWeight: '700',
    headingTracking: '-0.01em',
    headingLineHeight: '1.2',
    h1: 'clamp(1.6rem, 4vw, 2.4rem)',
    h2: 'clamp(1.3rem, 2.6vw, 1.6rem)',
    h3: '1.2rem',
    /** The home hero's headline (banner title). */
    display: 'clamp(1.4rem, 3vw, 2rem)',
  },
};

type Tokens = typeof base;

/**
 * The three brands, one design system: cars is bright and direct (blue and orange, bold sans-serif),
 * campers outdoorsy (forest and amber, a larger heavier scale, round corners), lease calm and
 * professional (slate and rust, serif headings on a tighter scale, crisp corners).
 */
const brands: Record<Tenant, Tokens> = {
  cars: base,
  campers: {
    ...base,
    colors: {
      ...base.colors,
      primary: '#1f5130',
      accent: '#e8a33d',
      surface: '#f3f6f1',
      border: '#d3dccf',
      calloutSurface: '#eef5e6',
      calloutBorder: '#a9c98f',
      scenery: '#c8d9bf',
    },
    radius: { md: '14px', lg: '22px' },
    type: {
      ...base.type,
      headingWeight: '800',
      headingTracking: '-0.025em',
      headingLineHeight: '1.08',
      h1: 'clamp(2rem, 7vw, 3.25rem)',
      h2: 'clamp(1.45rem, 4vw, 2rem)',
      h3: '1.3rem',
      display: 'clamp(1.75rem, 5vw, 2.75rem)',
    },
  },
  lease: {
    ...base,
    colors: {
      ...base.colors,
      primary: '#2b2d42',
      accent: '#c2410c',
      // Burnt orange is too dark for dark text (3.2:1); white on it reaches 5.2:1.
      accentContrast: '#ffffff',
      surface: '#f5f5f7',
      border: '#d9dae2',
      calloutSurface: '#eff0f6',
      calloutBorder: '#b9bcd3',
      scenery: '#d6d8e4',
    },
    radius: { md: '4px', lg: '6px' },
    type: {
      ...base.type,
      heading: SYSTEM_SERIF,
      headingWeight: '600',
      headingTracking: '0',
      headingLineHeight: '1.25',
      h1: 'clamp(1.5rem, 3.2vw, 2.125rem)',
      h2: 'clamp(1.2rem, 2.2vw, 1.4rem)',
      h3: '1.1rem',
      display: 'clamp(1.35rem, 2.6vw, 1.85rem)',
    },
  },
};

/** A brand's colour tokens, for checks such as contrast; components use the CSS variables instead. */
export function tenantColors(tenant: Tenant): Readonly<Tokens['colors']> {
  return brands[tenant].colors;
}

/** A brand's whole token set (colours, corners, type), for checks and tests. */
export function tenantTokens(tenant: Tenant): Readonly<Tokens> {
  return brands[tenant];
}

/** `--vg-<path>:<value>` for every leaf of the tokens, the path joined by dashes. */
function declarations(tokens: Record<string, unknown>, path: string[] = []): string[] {
  return Object.entries(tokens).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? declarations(value as Record<string, unknown>, [...path, key])
      : [`--vg-${[...path, key].join('-')}:${String(value)}`],
  );
}

/** `:root{…}` declarations for a brand, rendered on the server so the first paint is already themed. */
export function tenantThemeCss(tenant: Tenant): string {
  return `:root{${declarations(brands[tenant]).join(';')}}`;
}
