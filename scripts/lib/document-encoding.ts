// How the site server compresses HTML documents (scripts/site-server.ts). Next's own compression
// (gzip only) still serves everything else.

import { type BrotliCompress, constants, createBrotliCompress, createGzip, type Gzip } from 'node:zlib';
import Negotiator from 'negotiator';

/** negotiator 1.x breaks ties by the server's order (`preferred`); @types/negotiator 0.6 predates it. */
interface EncodingNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/** The encodings offered for documents, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
export type DocumentEncoding = (typeof ENCODINGS)[number];

/**
 * Brotli at quality 4: on the cars home (177 kB of HTML with its RSC payload) it writes 28.4 kB in
 * 3.0 ms where gzip's default writes 34.3 kB in 4.5 ms (2026-11-28, this machine). Quality 5 writes
 * 26.2 kB but takes 5.0 ms, and the server's time is the tighter budget: compressing was 6 % of the
 * site's CPU in a profile of the Vehicles step under 8 visitors (docs/performance.md), and
 * Lighthouse showed no gain from the smaller document (it takes the same TCP round trips).
 * Quality 11 takes 330 ms, far too slow for a live response.
 */
const BROTLI_QUALITY = 4;

/**
 * A 256 kB window (brotli's default is 4 MB): documents are 70–180 kB, so nothing is lost, and each
 * response's encoder is allocated on the main thread. With the default window, 8 visitors at once
 * took 4.1–5.3 ms a document against 3.1–4.0 ms with this one (same output), and `npm run bench`
 * showed p95 about 100 ms higher than gzip on the booking steps.
 */
const BROTLI_WINDOW_BITS = 18;

/**
 * The encoding a request's `Accept-Encoding` allows, by its weights; brotli where it weighs both
 * alike (browsers send `gzip, deflate, br, zstd`). Null for none: the document goes as it is.
 */
export function documentEncoding(acceptEncoding: string | undefined): DocumentEncoding | null {
  const negotiator: EncodingNegotiator = new Negotiator({
    headers: { 'accept-encoding': acceptEncoding ?? '' },
  });
  const chosen = negotiator.encoding(ENCODINGS, { preferred: ENCODINGS });
  return ENCODINGS.find((encoding) => encoding === chosen) ?? null;
}

/** A compressor for a document: both flush, so streamed pages still reach the browser in parts. */
export function documentCompressor(encoding: DocumentEncoding): BrotliCompress | Gzip {
  if (encoding === 'gzip') return createGzip();
  return createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}
