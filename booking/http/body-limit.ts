import { BookingError } from '../errors.ts';
import { MAX_UPLOAD_BYTES } from '../services/checkin.ts';
import { json } from './respond.ts';

/**
 * The largest body any route takes (a licence photo), plus room for nothing else: servers stop
 * reading a request body here, whatever the route, and answer 413 (a 300 MB body was
 * read whole before any size check). Routes apply their own, smaller limits on top.
 */
export const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

export function payloadTooLarge(limit = MAX_REQUEST_BYTES): Response {
  return json({ code: 'payload_too_large', message: `Request body too large (at most ${limit} bytes)` }, 413);
}

/**
 * A Web `Request` whose body is read up to `limit` bytes (for hosts such as Next.js that hand over
 * a streaming request): the same request with the body buffered, or a 413 response once the body
 * passes the limit, without reading further.
 */
export async function limitRequestBody(
  request: Request,
  limit = MAX_REQUEST_BYTES,
): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return payloadTooLarge(limit);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return payloadTooLarge(limit);
    }
    chunks.push(value);
  }
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: new Uint8Array(Buffer.concat(chunks)),
    signal: request.signal,
  });
}

/**
 * An uploaded file's bytes, up to the upload limit: 413 `file_too_large` as soon as the body
 * passes it, whatever the content-length header claimed (reading stops there).
 */
export async function readUpload(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_BYTES) throw new BookingError('file_too_large', 'Files may be at most 8 MB', 413);
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_UPLOAD_BYTES) {
      await reader.cancel();
      throw new BookingError('file_too_large', 'Files may be at most 8 MB', 413);
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
