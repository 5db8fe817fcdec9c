import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './helpers.ts';

// Image transforms sized, blurred and cached without bounds.

let t: TestLake;
let url: string;
beforeAll(async () => {
  t = await startTestLake({ options: { imageCacheMb: 1 } });
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  url = (await t.client().assets.upload('image', png, { filename: 'small.png' })).url;
});
afterAll(async () => {
  await t.stop();
});

function cacheFiles(): string[] {
  const dir = t.lake.lake.assets.cache.dir;
  try {
    return readdirSync(dir).flatMap((shard) => readdirSync(join(dir, shard)).map((f) => join(dir, shard, f)));
  } catch {
    return [];
  }
}

describe('image transform limits', () => {
  it('caps the output size: 8192×8192 answers at most 16 megapixels, 4096 per side', async () => {
    const res = await fetch(`${url}?w=8192&h=8192&fit=crop&fm=png`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBeLessThanOrEqual(4096);
    expect((meta.width ?? 0) * (meta.height ?? 0)).toBeLessThanOrEqual(16 * 1024 * 1024);
  });

  it('caps blur, so blur=2000 answers at once', async () => {
    const started = performance.now();
    const res = await fetch(`${url}?w=2000&blur=2000`);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('renders q=1, q=2, q=3 of a PNG once: quality cannot change a lossless output', async () => {
    const before = cacheFiles().length;
    for (const q of [1, 2, 3]) expect((await fetch(`${url}?w=300&fm=png&q=${q}`)).status).toBe(200);
    expect(cacheFiles().length).toBe(before + 1);
  });

  it('keeps the transform cache within its bound, evicting the least recently used', async () => {
    for (let w = 1000; w < 1400; w += 50) {
      const res = await fetch(`${url}?w=${w}&h=${w}&fit=crop&fm=png`);
      expect(res.status).toBe(200);
    }
    const total = cacheFiles().reduce((n, f) => n + statSync(f).size, 0);
    expect(total).toBeLessThanOrEqual(1024 * 1024);
  });
});
