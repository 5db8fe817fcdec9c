import { expect, type Page } from '@playwright/test';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';

export const VIEWS = ['front', 'back', 'left', 'right', 'interior', 'dashboard'] as const;

/** A small phone-like photo of one view (its own colour and label), as a JPEG with EXIF. */
export async function carPhoto(view: string, stage: 'pickup' | 'return'): Promise<Buffer> {
  const hue = (VIEWS.indexOf(view as (typeof VIEWS)[number]) * 40 + (stage === 'return' ? 20 : 0)) % 255;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="rgb(${hue},120,200)"/>
    <text x="40" y="260" font-size="64" font-family="sans-serif">${stage} ${view}</text>
  </svg>`;
  return sharp(Buffer.from(svg))
    .withExif({ IFD0: { ImageDescription: 'e2e phone', Artist: 'GPS 63.98N 22.62W' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Image XObjects in a PDF: the photos it embeds. */
export async function pdfImageCount(bytes: Uint8Array): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  let images = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
      images++;
  }
  return images;
}

/**
 * Both inspections through the API from the customer's browser (their session cookie): six
 * canvas photos each, the readings, one damage mark at pickup. For specs about what staff see.
 */
export async function inspectByApi(page: Page): Promise<void> {
  const statuses = await page.evaluate(async (views) => {
    const jpeg = (colour: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 120;
      const pen = canvas.getContext('2d');
      if (pen) {
        pen.fillStyle = colour;
        pen.fillRect(0, 0, 160, 120);
      }
      return new Promise<Blob>((done) => canvas.toBlob((b) => done(b as Blob), 'image/jpeg'));
    };
    const out: number[] = [];
    for (const [stage, body] of [
      [
        'pickup',
        { mileageKm: 20_100, fuelEighths: 8, damage: [{ x: 30, y: 20, note: 'Chip in the windscreen' }] },
      ],
      ['return', { mileageKm: 20_540, fuelEighths: 5, damage: [] }],
    ] as const) {
      for (const [i, view] of views.entries()) {
        const response = await fetch(`/functions/v1/reservation/inspection/${stage}/photos/${view}`, {
          method: 'PUT',
          headers: { 'content-type': 'image/jpeg' },
          body: await jpeg(`hsl(${i * 50 + (stage === 'return' ? 25 : 0)}, 60%, 50%)`),
        });
        out.push(response.status);
      }
      const done = await fetch(`/functions/v1/reservation/inspection/${stage}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      out.push(done.status);
    }
    return out;
  }, VIEWS);
  expect(
    statuses.every((s) => s === 201),
    `inspection steps answered ${statuses.join(', ')}`,
  ).toBe(true);
}
