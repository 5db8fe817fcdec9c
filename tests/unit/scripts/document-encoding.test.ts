import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import {
  type DocumentEncoding,
  documentCompressor,
  documentEncoding,
} from '@scripts/lib/document-encoding.ts';
import { describe, expect, it } from 'vitest';

describe('the encoding of a document', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // what Chrome sends: alike weights, the smaller wins
    ['br', 'br'],
    ['*', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['deflate', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(documentEncoding(header)).toBe(expected);
  });
});

describe('the compressor', () => {
  const decompress: Record<DocumentEncoding, (data: Buffer) => Buffer> = {
    br: (data) => brotliDecompressSync(data),
    gzip: (data) => gunzipSync(data),
  };
  /** What a browser can decode of a stream that has not ended yet. */
  const decompressSoFar: Record<DocumentEncoding, (data: Buffer) => Buffer> = {
    br: (data) => brotliDecompressSync(data, { finishFlush: constants.BROTLI_OPERATION_FLUSH }),
    gzip: (data) => gunzipSync(data, { finishFlush: constants.Z_SYNC_FLUSH }),
  };

  it.each(['br', 'gzip'] as const)('%s: a flushed part can be read before the end', async (encoding) => {
    // A streamed booking step shows its frame while its results are still being fetched.
    const compressor = documentCompressor(encoding);
    const parts: Buffer[] = [];
    compressor.on('data', (data: Buffer) => parts.push(data));
    compressor.write('<!DOCTYPE html><html><body><header>Vegur</header>');
    await new Promise<void>((resolve) => compressor.flush(() => resolve()));
    const first = Buffer.concat(parts);
    expect(first.length).toBeGreaterThan(0);
    // Not a complete stream yet, but what has come so far decodes to the frame.
    expect(decompressSoFar[encoding](first).toString()).toBe(
      '<!DOCTYPE html><html><body><header>Vegur</header>',
    );

    compressor.end('<main>results</main></body></html>');
    await new Promise((resolve) => compressor.once('end', resolve));
    expect(decompress[encoding](Buffer.concat(parts)).toString()).toBe(
      '<!DOCTYPE html><html><body><header>Vegur</header><main>results</main></body></html>',
    );
  });
});
