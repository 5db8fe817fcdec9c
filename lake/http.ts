import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import { badRequest, LakeError, payloadTooLarge } from './errors.ts';

export type RawRequest = IncomingMessage | Http2ServerRequest;
export type NodeResponse = ServerResponse | Http2ServerResponse;

/** The part of Node's HTTP/1 and HTTP/2 compat responses the lake uses (their union is not callable). */
export interface RawResponse {
  writeHead(status: number, headers?: Record<string, string>): unknown;
  setHeader(name: string, value: string): unknown;
  write(chunk: string | Uint8Array): boolean;
  end(chunk?: string | Uint8Array): unknown;
  readonly headersSent: boolean;
  readonly writableEnded: boolean;
  on(event: 'close', listener: () => void): unknown;
}

export const LIMITS = {
  // Clients switch from GET to POST above 11,264 characters and refuse listeners above 14,800:
  // anything longer than this did not come from a Sanity client.
  urlLength: 16_384,
  jsonBody: 16 * 1024 * 1024,
  assetBody: 100 * 1024 * 1024,
} as const;

export interface LakeRequest {
  raw: RawRequest;
  res: RawResponse;
  method: string;
  url: URL;
  /** Path without the `/v<version>` prefix. */
  path: string;
  apiVersion: string | null;
  headers: IncomingHttpHeaders;
  secure: boolean;
  /** scheme://host the request came in on, for absolute URLs in answers. */
  origin: string;
}

export function header(req: LakeRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function readBody(req: LakeRequest, limit: number): Promise<Buffer> {
  const declared = Number(header(req, 'content-length') ?? '0');
  if (declared > limit) return Promise.reject(payloadTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.raw.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        // Stop reading but keep the connection usable for the 413 answer.
        req.raw.removeAllListeners('data');
        req.raw.resume();
        reject(payloadTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.raw.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.raw.on('error', (err) => {
      if (!failed) reject(err);
    });
  });
}

/**
 * JSON bodies must say so: `application/json` cannot be sent cross-origin without a CORS
 * preflight, so a plain HTML form or `text/plain` fetch from another site never reaches a handler.
 */
export function requireJsonContentType(req: LakeRequest): void {
  const type = (header(req, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) return;
  throw new LakeError(
    415,
    'httpUnsupportedMediaType',
    'Request body must be sent with Content-Type: application/json',
  );
}

export async function readJson(req: LakeRequest, limit: number = LIMITS.jsonBody): Promise<unknown> {
  requireJsonContentType(req);
  const body = await readBody(req, limit);
  if (body.length === 0) throw badRequest('Request body is empty');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

export function sendJson(
  req: LakeRequest,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  if (req.res.headersSent) return;
  req.res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  req.res.end(text);
}

export function sendError(req: LakeRequest, err: unknown): void {
  if (err instanceof LakeError) {
    sendJson(req, err.status, err.body());
    return;
  }
  console.error('lake: internal error', err);
  sendJson(req, 500, {
    error: { description: 'Internal server error', type: 'internalError' },
    statusCode: 500,
  });
}

/** Server-sent events over HTTP/1.1 or HTTP/2 (the compat response writes DATA frames). */
export class EventStream {
  private closed = false;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly onCloseCallbacks: (() => void)[] = [];

  constructor(private readonly req: LakeRequest) {
    req.res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    // Flush headers at once so EventSource fires `open` before the first event.
    req.res.write(':\n\n');
    this.heartbeat = setInterval(() => this.comment(), 25_000);
    this.heartbeat.unref();
    const done = () => this.close();
    req.raw.on('close', done);
    req.res.on('close', done);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  onClose(fn: () => void): void {
    this.onCloseCallbacks.push(fn);
  }

  send(event: string, data: unknown, id?: string): void {
    if (this.closed) return;
    let frame = '';
    if (id) frame += `id: ${id}\n`;
    frame += `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    this.write(frame);
  }

  private comment(): void {
    if (!this.closed) this.write(':\n\n');
  }

  private write(frame: string): void {
    try {
      this.req.res.write(frame);
    } catch {
      // The peer went away between our last check and this write (an HTTP/2 stream reset).
      this.close();
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const fn of this.onCloseCallbacks) fn();
    try {
      if (!this.req.res.writableEnded) this.req.res.end();
    } catch {
      // Already torn down by the peer.
    }
  }
}

/** Reads a cookie from the request; only the one the lake sets is ever asked for. */
export function cookie(req: LakeRequest, name: string): string | undefined {
  const raw = header(req, 'cookie');
  if (!raw) return undefined;
  for (const part of raw.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}
