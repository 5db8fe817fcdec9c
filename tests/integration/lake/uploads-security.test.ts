import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './helpers.ts';

// An editor's upload must never run as a page on the lake's own origin.

let t: TestLake;
let editor: string;
beforeAll(async () => {
  t = await startTestLake();
  editor = t.lake.lake.auth.createToken('editor', 'editor').token;
});
afterAll(async () => {
  await t.stop();
});

const HTML =
  '<!doctype html><script>fetch("/v1/datasets/pwned",{method:"PUT",credentials:"include"})</script>';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c00"/><script>alert(1)</script></svg>';

describe('uploaded files', () => {
  it('serves an HTML upload claimed as text/html as a sandboxed, unsniffed download', async () => {
    const file = await t
      .client({ token: editor })
      .assets.upload('file', Buffer.from(HTML), { filename: 'offer.html', contentType: 'text/html' });
    // The claim is recorded nowhere that decides serving.
    expect(file.mimeType).toBe('application/octet-stream');
    const res = await fetch(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f]{40}\.html"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('does not trust a declared image type on a file upload either', async () => {
    const file = await t
      .client({ token: editor })
      .assets.upload('file', Buffer.from(HTML), { filename: 'photo.png', contentType: 'image/png' });
    const res = await fetch(file.url);
    // Shown inline as an image at most: nosniff stops the browser from reading it as HTML.
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('keeps PDFs inline (rental terms open in the browser) but unsniffed', async () => {
    const file = await t
      .client({ token: editor })
      .assets.upload('file', Buffer.from('%PDF-1.4 x'), { filename: 'terms.pdf', contentType: 'text/html' });
    const res = await fetch(file.url);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('uploaded SVG images', () => {
  it('are rasterised to PNG on upload, so no script is ever stored or served', async () => {
    const asset = await t
      .client({ token: editor })
      .assets.upload('image', Buffer.from(SVG), { filename: 'logo.svg', contentType: 'image/svg+xml' });
    expect(asset._id).toMatch(/^image-[0-9a-f]{40}-40x20-png$/);
    expect(asset).toMatchObject({ extension: 'png', mimeType: 'image/png' });
    const res = await fetch(asset.url);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const data = Buffer.from(await res.arrayBuffer());
    expect(data.includes('<script')).toBe(false);
    const meta = await sharp(data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 20]);
  });

  it('serves an SVG already on disk as a sandboxed download, never as a document', async () => {
    const name = `${'a'.repeat(40)}-40x20.svg`;
    await t.lake.lake.assets.write('production', 'images', name, Buffer.from(SVG));
    const res = await fetch(`${t.lake.httpUrl}/images/local/production/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
