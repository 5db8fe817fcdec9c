import { TENANTS } from '@domain';
import { brandFavicon, brandIconPng } from '@web/lib/brand-icon-files.ts';
import { brandIconSvg, brandManifest, pngToIco } from '@web/lib/brand-icons.ts';
import { tenantColors } from '@web/lib/theme.ts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

describe('brand icons', () => {
  it('each brand has its own icon in its own colours', () => {
    const svgs = TENANTS.map((tenant) => brandIconSvg(tenant));
    expect(new Set(svgs).size).toBe(TENANTS.length);
    for (const tenant of TENANTS) {
      const svg = brandIconSvg(tenant);
      expect(svg).toContain(`fill="${tenantColors(tenant).primary}"`);
      expect(svg).toContain(`fill="${tenantColors(tenant).accent}"`);
      expect(svg).not.toMatch(/<text|<script|href=/);
    }
  });

  it.each(TENANTS)(
    '%s: the PNGs decode at their sizes and the favicon is an ICO holding a 32 px PNG',
    async (tenant) => {
      for (const [name, size] of [
        ['icon-192.png', 192],
        ['apple-touch-icon.png', 180],
      ] as const) {
        const meta = await sharp(Buffer.from(await brandIconPng(tenant, name))).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      }
      const ico = Buffer.from(await brandFavicon(tenant));
      expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
      expect([ico[6], ico[7]]).toEqual([32, 32]);
      const length = ico.readUInt32LE(14);
      const offset = ico.readUInt32LE(18);
      expect(offset + length).toBe(ico.length);
      const inner = await sharp(ico.subarray(offset)).metadata();
      expect([inner.format, inner.width]).toEqual(['png', 32]);
      // The brand colour is what a tab shows: the corner-inset pixel is the primary colour.
      const { data } = await sharp(ico.subarray(offset)).raw().toBuffer({ resolveWithObject: true });
      const pixel = (8 * 32 + 4) * 4;
      const hex = `#${[data[pixel], data[pixel + 1], data[pixel + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
      expect(hex).toBe(tenantColors(tenant).primary);
    },
  );

  it('a 256 px image is written as size 0, as the ICO format wants', () => {
    const ico = pngToIco(new Uint8Array([1, 2, 3]), 256);
    expect([ico[6], ico[7]]).toEqual([0, 0]);
    expect(ico.length).toBe(25);
  });

  it('the manifest names the brand and uses its colours and icons', () => {
    const manifest = brandManifest('lease');
    expect(manifest).toMatchObject({
      name: 'Vegur Lease',
      start_url: '/',
      display: 'standalone',
      theme_color: tenantColors('lease').primary,
    });
    expect((manifest.icons as { sizes: string }[]).map((icon) => icon.sizes)).toEqual([
      'any',
      '192x192',
      '512x512',
    ]);
  });
});
