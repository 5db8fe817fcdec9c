import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './helpers.ts';

// ("stop work when the client leaves"): a running transform used to go on
// for up to 15 s after its client had gone, holding one of the two render slots.

let t: TestLake;
let url: string;
beforeAll(async () => {
  t = await startTestLake();
  // Noise: nothing for the encoder to save, so a large blurred AVIF of it is slow to render.
  const side = 1024;
  const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  url = (await t.client().assets.upload('image', noise, { filename: 'noise.png' })).url;
});
afterAll(async () => {
  await t.stop();
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a transform whose client has gone', () => {
  it('is stopped (its render process killed), and the slot serves the next request', async () => {
    const renderer = t.lake.lake.assets.cache.renderer;
    const leaving = [new AbortController(), new AbortController()];
    // Two slow renders take both slots.
    const requests = leaving.map((client, i) =>
      fetch(`${url}?w=4096&h=4096&fit=crop&blur=100&fm=avif&q=${99 + i}`, {
        signal: client.signal,
      }).catch((error: unknown) => error),
    );
    await expect.poll(() => renderer.active, { timeout: 20_000 }).toBe(2);
    const pids = renderer.activePids;
    for (const client of leaving) client.abort();
    await Promise.all(requests);
    await expect.poll(() => renderer.active, { timeout: 5_000 }).toBe(0);
    await expect.poll(() => pids.filter(alive), { timeout: 5_000 }).toEqual([]);
    // Nothing half-rendered was cached, and a new request gets a slot and an answer.
    const next = await fetch(`${url}?w=200&fm=png`);
    expect(next.status).toBe(200);
    expect((await sharp(Buffer.from(await next.arrayBuffer())).metadata()).width).toBe(200);
  });

  it('still answers a client that asks for the same image while the first one leaves', async () => {
    const renderer = t.lake.lake.assets.cache.renderer;
    const transform = `${url}?w=1500&h=1500&fit=crop&blur=40&fm=webp&q=90`;
    const leaving = new AbortController();
    const gone = fetch(transform, { signal: leaving.signal }).catch((error: unknown) => error);
    await expect.poll(() => renderer.active, { timeout: 20_000 }).toBe(1);
    const staying = fetch(transform);
    leaving.abort();
    await gone;
    const answer = await staying;
    expect(answer.status).toBe(200);
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).format).toBe('webp');
  });
});

describe('the render time cap', () => {
  it('stops a render over its time, whatever its steps (a crop renders in two sharp pipelines)', async () => {
    // This transform took 35 s here, past sharp's own 15 s timeout, which covered one step only.
    const capped = await startTestLake({ options: { imageRenderSeconds: 1 } });
    try {
      const side = 1024;
      const noise = await sharp(randomBytes(side * side * 3), {
        raw: { width: side, height: side, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const asset = await capped.client().assets.upload('image', noise, { filename: 'noise.png' });
      const res = await fetch(`${asset.url}?w=4096&h=4096&fit=crop&blur=100&fm=avif&q=100`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { description: string } }).error.description).toContain(
        'took too long',
      );
      expect(capped.lake.lake.assets.cache.renderer.active).toBe(0);
      // The next render gets a fresh process.
      expect((await fetch(`${asset.url}?w=100&fm=png`)).status).toBe(200);
    } finally {
      await capped.stop();
    }
  });
});
