import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { APP_FILE_TYPES } from '../../lake/app-files.ts';

/**
 * Serves the built Studio (a single-page app): files as they are, every other path gets
 * index.html so deep links into the desk work. Hashed assets are cached for a year.
 */
export function serveStatic(root: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const index = join(root, 'index.html');
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file: string;
    try {
      file = normalize(join(root, decodeURIComponent(url.pathname)));
    } catch {
      response.writeHead(400).end('Bad path');
      return;
    }
    if (!file.startsWith(root + sep) && file !== root) {
      response.writeHead(403).end('Forbidden');
      return;
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    const target = isFile ? file : index;
    const immutable = isFile && url.pathname.includes('/static/');
    response.writeHead(200, {
      'content-type': APP_FILE_TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
