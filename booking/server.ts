import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { MAX_REQUEST_BYTES, payloadTooLarge } from './http/body-limit.ts';
import { type BookingHandlerOptions, createBookingHandler, setClientAddress } from './http/handler.ts';
import { json } from './http/respond.ts';
import { contentSourceFromEnv } from './services/content-sync.ts';
import { resolveSessionSecret } from './services/secret.ts';

class BodyTooLarge extends Error {}

/** A Host header is a host name or address with an optional port: no credentials, path or spaces. */
const HOST_HEADER = /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

class BadHost extends Error {}

/**
 * The body, read only up to MAX_REQUEST_BYTES: past it the stream is paused (nothing more is
 * read; the socket is closed once the 413 is out) instead of buffering whatever the client sends.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        req.off('data', onData);
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const host = req.headers.host ?? 'localhost';
  // `user@host` would put credentials into the URL, which a Request refuses (it answered 500).
  if (!HOST_HEADER.test(host)) throw new BadHost();
  let url: URL;
  try {
    // Origin-form only: `//user@elsewhere/` stays a path under this host, never a new authority.
    const target = req.url ?? '/';
    if (!target.startsWith('/')) throw new BadHost();
    url = new URL(`http://${host}${target}`);
  } catch {
    throw new BadHost();
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(await readBody(req)) : undefined,
  });
  // The socket's address is the only client address a standalone server can vouch for.
  setClientAddress(request, req.socket.remoteAddress ?? 'unknown');
  return request;
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Serves the booking API on its own, without Next.js. Port 0 picks a free port. */
export async function startBookingServer(
  options: BookingHandlerOptions & { port?: number; host?: string } = {},
): Promise<{ server: Server; url: string; close(): Promise<void> }> {
  const handle = createBookingHandler(options);
  const server = createServer((req, res) => {
    toRequest(req)
      .then(handle)
      .then((response) => send(res, response))
      .catch(async (error: unknown) => {
        if (error instanceof BadHost) {
          await send(
            res,
            json(
              {
                code: 'invalid_host',
                message: 'The Host header must be a host name with an optional port, the target a path',
              },
              400,
            ),
          );
          return;
        }
        if (error instanceof BodyTooLarge) {
          // Whatever the client still sends is never read (the request stream stays paused, so
          // the socket's buffers fill and the sender blocks); it gets the answer, then, as the
          // connection cannot carry another request, the socket is dropped a moment later.
          await send(res, payloadTooLarge());
          setTimeout(() => req.socket.destroy(), 1_000).unref();
          return;
        }
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"code":"internal_error","message":"Something went wrong on our side"}');
      });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await handle.stopJobs();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.BOOKING_PORT ?? 3100);
  const { url } = await startBookingServer({
    port,
    sessionSecret: resolveSessionSecret(),
    contentSource: contentSourceFromEnv(),
    jobs: { poll: true },
  });
  console.log(`booking API on ${url}/functions/v1/ (OpenAPI at ${url}/functions/v1/openapi.json)`);
}
