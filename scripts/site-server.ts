// The built site, served as `next start` serves it, with changes to HTML documents only: Next's
// scripts download after the first paint (scripts/lib/script-deferral.ts says why, with figures),
// and short cached pages carry their stylesheet (scripts/lib/stylesheet-inline.ts).
// One instance on PORT (default 3000, all interfaces): `npm run serve` after `npm run build`;
// `npm start` and `npm run cluster` start it so too.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { type DocumentEncoding, documentCompressor, documentEncoding } from './lib/document-encoding.ts';
import { ScriptDeferral } from './lib/script-deferral.ts';
import { inlinesStylesheet, stylesheetsFrom } from './lib/stylesheet-inline.ts';

const port = Number(process.env.PORT ?? 3000);
/** The build's stylesheets, written into each document (scripts/lib/stylesheet-inline.ts). */
const stylesheets = stylesheetsFrom(join(process.cwd(), '.next'));

/** Whether the request asks for a document (a navigation), not data, a script or an image. */
function wantsDocument(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Rewrites the response's body when it turns out to be HTML, and compresses it then (Next's own
 * compression is asked not to, so that the body is still text here; scripts/lib/document-encoding.ts
 * says why brotli); anything else passes as is.
 */
function deferScripts(res: ServerResponse, encoding: DocumentEncoding | null): void {
  const write = res.write.bind(res) as (chunk: Chunk, callback?: Callback) => boolean;
  const end = res.end.bind(res) as (callback?: () => void) => ServerResponse;
  const flushHeaders = res.flushHeaders.bind(res);
  let mode: 'undecided' | 'html' | 'other' = 'undecided';
  let compressor: ReturnType<typeof documentCompressor> | null = null;
  let deferral = new ScriptDeferral();
  const decoder = new TextDecoder();

  const decide = () => {
    if (mode !== 'undecided') return;
    const type = String(res.getHeader('content-type') ?? '');
    if (res.headersSent || !type.startsWith('text/html')) {
      mode = 'other';
      return;
    }
    mode = 'html';
    // Only whole documents (cached pages) carry their stylesheet; Next sends those without the
    // `Link` preload header it gives streamed pages, so nothing else asks for the file.
    if (inlinesStylesheet(Number(res.getHeader('content-length'))))
      deferral = new ScriptDeferral(stylesheets);
    res.removeHeader('content-length');
    const vary = String(res.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary))
      res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (encoding && res.req.method !== 'HEAD') {
      res.setHeader('content-encoding', encoding);
      compressor = documentCompressor(encoding);
      compressor.on('data', (data: Buffer) => write(data));
    }
  };
  const emit = (text: string): boolean => {
    if (!text) return true;
    if (!compressor) return write(text);
    compressor.write(text);
    // Streamed pages (the booking steps) must reach the browser chunk by chunk, not at the end.
    compressor.flush();
    return true;
  };
  const textOf = (chunk: Chunk, last = false) =>
    typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: !last });

  // Next sends cached pages with `writeHead(status, headers)`: the headers are set first, so that
  // the decision above sees the content type and can drop the length before they go out.
  const writeHead = res.writeHead.bind(res) as (status: number, message?: string) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2)
        res.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value);
    }
    decide();
    return writeHead(status, message);
  }) as ServerResponse['writeHead'];
  res.flushHeaders = () => {
    decide();
    flushHeaders();
  };
  // Typed loosely on purpose: Node's overloads (encoding, callback) are narrowed to what Next uses.
  res.write = ((chunk: Chunk, encodingOrCallback?: BufferEncoding | Callback, callback?: Callback) => {
    decide();
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (mode !== 'html') return write(chunk, done);
    const ok = emit(deferral.push(textOf(chunk)));
    done?.();
    return ok;
  }) as ServerResponse['write'];
  res.end = ((
    chunk?: Chunk | (() => void),
    encodingOrCallback?: BufferEncoding | (() => void),
    callback?: () => void,
  ) => {
    const data = typeof chunk === 'function' ? undefined : chunk;
    const done = [chunk, encodingOrCallback, callback].find((a) => typeof a === 'function') as
      | (() => void)
      | undefined;
    decide();
    if (mode !== 'html') {
      if (data !== undefined) write(data);
      return end(done);
    }
    emit(
      deferral.push(data === undefined ? textOf(new Uint8Array(), true) : textOf(data, true)) +
        deferral.flush(),
    );
    if (!compressor) return end(done);
    compressor.once('end', () => end(done));
    compressor.end();
    return res;
  }) as ServerResponse['end'];
}

const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  if (wantsDocument(req)) {
    const encoding = documentEncoding(req.headers['accept-encoding']);
    delete req.headers['accept-encoding'];
    deferScripts(res, encoding);
  }
  void handle(req, res);
});
server.listen(port, () => {
  console.log(`▲ Next.js site on http://localhost:${port} (scripts after the first paint)`);
});

// As `next start`: stop taking requests and exit with the signal's code; a request still running
// after two seconds (a live-content stream) does not hold the process.
const stop = (code: number) => () => {
  server.close(() => process.exit(code));
  server.closeIdleConnections();
  setTimeout(() => process.exit(code), 2_000).unref();
};
process.on('SIGTERM', stop(143));
process.on('SIGINT', stop(130));
