import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { originAllowed } from './config.ts';
import type { Ctx } from './context.ts';
import { badRequest, forbidden } from './errors.ts';
import { header, type LakeRequest } from './http.ts';

/** Content types of the files a built single-page app holds (the Studio's `dist`). */
export const APP_FILE_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/**
 * The built Studio (a single-page app) on the lake's own HTTPS origin, so that the one certificate
 * a browser is asked to accept covers the Studio and its content API together. Only
 * GET/HEAD paths that no API route answered reach it: an existing file is sent as it is, a page
 * navigation (Accept: text/html) gets index.html so deep links into the desk work, and anything
 * else keeps the API's JSON 404. Returns false when it did not answer.
 */
export function serveAppFile(req: LakeRequest, root: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  // API paths carry a version prefix; they never fall through to the app.
  if (req.apiVersion !== null) return false;
  let file: string;
  try {
    file = normalize(join(root, decodeURIComponent(req.url.pathname)));
  } catch {
    return false;
  }
  if (!file.startsWith(root + sep) && file !== root) return false;
  const isFile = existsSync(file) && statSync(file).isFile();
  const wantsPage = (header(req, 'accept') ?? '').includes('text/html');
  if (!isFile && !wantsPage) return false;
  const target = isFile ? file : join(root, 'index.html');
  if (!existsSync(target)) return false;
  const body = readFileSync(target);
  const immutable = isFile && req.url.pathname.startsWith('/static/');
  req.res.writeHead(200, {
    'content-type': APP_FILE_TYPES[extname(target)] ?? 'application/octet-stream',
    'content-length': String(body.length),
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    // The Studio frames the site (Presentation), never the other way round.
    'content-security-policy': "frame-ancestors 'self'",
    'referrer-policy': 'same-origin',
  });
  req.res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * `GET /local/return?to=<url>`: where the Studio's certificate page sends the browser. Reaching it
 * means the browser now accepts the lake's certificate (the warning was just passed), so it sends
 * the editor straight back to the Studio page they came from. Only the lake itself and the
 * allowed CORS origins are returned to (no open redirect); not part of Sanity's API.
 */
export function handleReturn(ctx: Ctx): void {
  const raw = ctx.url.searchParams.get('to');
  if (!raw) throw badRequest('Missing "to" parameter: the Studio address to return to');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('Invalid "to" parameter');
  }
  if (url.origin !== ctx.origin && !originAllowed(url.origin, ctx.lake.options.corsOrigins))
    throw forbidden(`Origin ${url.origin.slice(0, 200)} is not an allowed origin of this lake`);
  ctx.res.writeHead(303, { location: url.href, 'cache-control': 'no-store' });
  ctx.res.end();
}
