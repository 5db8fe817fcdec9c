import { existsSync, readdirSync } from 'node:fs';
import { createImageUrlBuilder } from '@sanity/image-url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, errorOf, startTestLake, type TestLake } from './helpers.ts';

let t: TestLake;
let png: Buffer;
beforeAll(async () => {
  t = await startTestLake();
  // A 400x300 image with a red left half and a blue right half, so crops are visible in pixels.
  const raw = Buffer.alloc(400 * 300 * 3);
  for (let y = 0; y < 300; y++)
    for (let x = 0; x < 400; x++) {
      const i = (y * 400 + x) * 3;
      if (x < 200) raw[i] = 255;
      else raw[i + 2] = 255;
    }
  png = await sharp(raw, { raw: { width: 400, height: 300, channels: 3 } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.stop();
});

async function fetchImage(url: string, accept = '*/*') {
  const res = await fetch(url, { headers: { accept } });
  expect(res.status, url).toBe(200);
  const data = Buffer.from(await res.arrayBuffer());
  const meta = await sharp(data).metadata();
  return { res, data, meta };
}

describe('assets', () => {
  it('uploads an image and answers the asset document Sanity creates, deduplicated by hash', async () => {
    const client = t.client();
    const asset = await client.assets.upload('image', png, { filename: 'halves.png' });
    expect(asset._id).toMatch(/^image-[0-9a-f]{40}-400x300-png$/);
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'png',
      mimeType: 'image/png',
      size: png.length,
      originalFilename: 'halves.png',
      metadata: { dimensions: { width: 400, height: 300, aspectRatio: 400 / 300 } },
    });
    expect(asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/);
    expect(asset.sha1hash).toBe(asset.assetId);
    expect(asset.url).toBe(`${t.lake.httpUrl}/images/local/production/${asset.sha1hash}-400x300.png`);
    const again = await client.assets.upload('image', png, { filename: 'copy.png' });
    expect(again._id).toBe(asset._id);
    expect(again._rev).toBe(asset._rev);
    // The Studio's dedupe query finds it.
    expect(
      await client.fetch('*[_type == $t && sha1hash == $h][0]._id', {
        t: 'sanity.imageAsset',
        h: asset.sha1hash,
      }),
    ).toBe(asset._id);
  });

  it('serves transforms built by @sanity/image-url: size, crop, rect, focal point, format, dpr, blur', async () => {
    const asset = await t.client().assets.upload('image', png);
    const builder = createImageUrlBuilder({
      projectId: 'local',
      dataset: 'production',
      baseUrl: t.lake.httpUrl,
    });
    const img = builder.image(asset._id);

    const original = await fetchImage(img.url());
    expect([original.meta.width, original.meta.height, original.meta.format]).toEqual([400, 300, 'png']);

    const small = await fetchImage(img.width(100).url());
    expect([small.meta.width, small.meta.height]).toEqual([100, 75]);

    const square = await fetchImage(img.width(100).height(100).fit('crop').url());
    expect([square.meta.width, square.meta.height]).toEqual([100, 100]);

    // A focal point on the far right crops to the blue half.
    const right = await fetchImage(
      img.width(100).height(300).fit('crop').focalPoint(1, 0.5).crop('focalpoint').url(),
    );
    const { data: pixel } = await sharp(right.data)
      .extract({ left: 50, top: 150, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(pixel[2]).toBeGreaterThan(200);
    expect(pixel[0]).toBeLessThan(50);

    const rect = await fetchImage(img.rect(0, 0, 200, 150).width(50).url());
    expect([rect.meta.width, rect.meta.height]).toEqual([50, 38]);
    const { data: red } = await sharp(rect.data).raw().toBuffer({ resolveWithObject: true });
    expect(red[0]).toBeGreaterThan(200);

    const jpg = await fetchImage(img.width(80).format('jpg').quality(50).url());
    expect(jpg.meta.format).toBe('jpeg');
    expect(jpg.res.headers.get('content-type')).toBe('image/jpeg');

    const auto = await fetchImage(img.width(80).auto('format').url(), 'image/avif,image/webp,*/*');
    expect(auto.meta.format).toBe('webp');
    expect(auto.res.headers.get('vary')).toBe('Accept');
    const avif = await fetchImage(img.width(80).auto('format').url(), 'image/avif,*/*');
    expect(avif.meta.format).toBe('heif');
    const noAccept = await fetchImage(img.width(80).auto('format').url(), 'image/png');
    expect(noAccept.meta.format).toBe('png');

    const retina = await fetchImage(img.width(50).dpr(2).url());
    expect(retina.meta.width).toBe(100);
    const blurred = await fetchImage(img.width(60).blur(50).url());
    expect(blurred.meta.width).toBe(60);

    expect(readdirSync(t.lake.lake.assets.cache.dir).length).toBeGreaterThan(0);
    const cached = await fetchImage(img.width(100).url());
    expect(cached.data.equals(small.data)).toBe(true);
  });

  it('answers bad parameters with 400 and unknown images with 404', async () => {
    const asset = await t.client().assets.upload('image', png);
    const base = `${t.lake.httpUrl}/images/local/production/${asset.sha1hash}-400x300.png`;
    expect((await fetch(`${base}?w=abc`)).status).toBe(400);
    expect((await fetch(`${base}?fit=squash`)).status).toBe(400);
    expect((await fetch(`${base}?fm=bmp`)).status).toBe(400);
    expect((await fetch(`${t.lake.httpUrl}/images/local/production/${'0'.repeat(40)}-1x1.png`)).status).toBe(
      404,
    );
    expect((await fetch(`${t.lake.httpUrl}/images/local/production/..%2F..%2Flake.sqlite`)).status).toBe(404);
    const notImage = await errorOf(t.client().assets.upload('image', Buffer.from('not an image')));
    expect(notImage.statusCode).toBe(400);
    expect((await errorOf(t.client({ token: null }).assets.upload('image', png))).statusCode).toBe(401);
  });

  it('uploads files and serves them with their type', async () => {
    const body = Buffer.from('%PDF-1.4 pretend');
    const file = await t
      .client()
      .assets.upload('file', body, { filename: 'terms.pdf', contentType: 'application/pdf' });
    expect(file._id).toMatch(/^file-[0-9a-f]{40}-pdf$/);
    expect(file).toMatchObject({
      _type: 'sanity.fileAsset',
      mimeType: 'application/pdf',
      extension: 'pdf',
      size: body.length,
    });
    const res = await fetch(file.url);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
    const dl = await fetch(`${file.url}?dl=terms.pdf`);
    expect(dl.headers.get('content-disposition')).toContain('attachment');
    expect(existsSync(t.lake.lake.assets.path('production', 'files', `${file.sha1hash}.pdf`))).toBe(true);
  });

  it('emits the asset document to listeners like any document', async () => {
    const seen: string[] = [];
    const sub = t
      .client()
      .listen('*[_type == "sanity.imageAsset"]', {}, { events: ['mutation'] })
      .subscribe((e) => seen.push((e as { documentId: string }).documentId));
    await new Promise((r) => setTimeout(r, 150));
    const other = await sharp({ create: { width: 10, height: 20, channels: 3, background: '#00ff00' } })
      .jpeg()
      .toBuffer();
    const asset = await t.client().assets.upload('image', other);
    const deadline = Date.now() + 3000;
    while (seen.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    sub.unsubscribe();
    expect(seen).toEqual([asset._id]);
    expect(asset._id).toMatch(/-10x20-jpg$/);
    const res = await api(t, `/v1/data/doc/production/${asset._id}`);
    expect(
      ((await res.json()) as { documents: { metadata: { palette: unknown } }[] }).documents[0]?.metadata
        .palette,
    ).toBeTruthy();
  });
});
