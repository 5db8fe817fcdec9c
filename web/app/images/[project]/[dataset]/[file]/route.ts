import { sanityEnv } from '@web/lib/sanity/env.ts';
import { IMAGE_FILE_PATTERN, imageApiBase } from '@web/lib/sanity/image.ts';
import type { NextRequest } from 'next/server';
import { z } from 'zod';

export const dynamic = 'force-dynamic';

/** Transformation parameters longer than any the site writes are refused, not forwarded. */
const MAX_QUERY_LENGTH = 1_000;
/** What the browser may reuse from the image API's answer (caching, content negotiation). */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary'];

const paramsSchema = z.object({
  project: z.literal(sanityEnv.SANITY_PROJECT_ID),
  dataset: z.literal(sanityEnv.SANITY_DATASET),
  file: z.string().regex(IMAGE_FILE_PATTERN),
});

const refuse = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * Content images on the site's own origin: the image API's answer, passed through as it comes
 * (bytes, type, caching headers). On a phone an image from another origin waits for a connection of
 * its own (DNS, TCP, TLS) before its request even leaves; from here it takes the connection the page
 * came on. The lease home's largest paint is its banner photo: Lighthouse mobile, interleaved A/B in
 * one run, docs/performance.md ("Images from the site's own origin"). Only this project's dataset
 * and the image API's file names pass, so the route is no open proxy.
 */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ project: string; dataset: string; file: string }> },
): Promise<Response> {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) return refuse(404, 'No such image');
  const { search } = request.nextUrl;
  if (search.length > MAX_QUERY_LENGTH) return refuse(414, 'Image parameters too long');
  const { project, dataset, file } = parsed.data;
  const upstream = `${imageApiBase(sanityEnv)}/images/${project}/${dataset}/${file}${search}`;
  const headers = new Headers();
  // `auto=format` picks WebP or AVIF from what the browser accepts.
  for (const name of ['accept', 'if-none-match', 'if-modified-since']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let answer: Response;
  try {
    answer = await fetch(upstream, { headers, signal: request.signal, cache: 'no-store' });
  } catch {
    return refuse(502, 'Image service unreachable');
  }
  const passed = new Headers({ 'x-content-type-options': 'nosniff' });
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) passed.set(name, value);
  }
  // An error from the image API is the visitor's answer too (404 for a deleted asset, 400 for bad
  // parameters), but never cached for a year.
  if (!answer.ok && answer.status !== 304) passed.set('cache-control', 'no-store');
  return new Response(answer.body, { status: answer.status, headers: passed });
}
