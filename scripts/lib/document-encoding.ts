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
 * Brotli at quality 5: on the cars home (177 kB of HTML with its RSC payload) it writes 26.2 kB in
 * 3.8 ms where gzip's default writes 33.9 kB in 3.7 ms (2026-11-28, this machine). The document is
 * what a phone waits for before its first paint (at Lighthouse's 1.6 Mbit/s, 7.7 kB is ~38 ms).
 * Quality 6 saves another 0.3 kB for 10 % more time; 11 takes 330 ms, too slow for a live response.
 */
export const BROTLI_QUALITY = 5;

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
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}
