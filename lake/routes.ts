import {
  handleAcl,
  handleAuthFetch,
  handleAuthId,
  handleCheckCors,
  handleDatasetList,
  handleDatasetWrite,
  handleKeyValue,
  handleLogin,
  handleLogout,
  handleMe,
  handleProjects,
  handleProviders,
  handleUsers,
  SESSION_COOKIE,
} from './account.ts';
import { handleReturn, serveAppFile } from './app-files.ts';
import { handleFile, handleImage, handleUpload } from './assets.ts';
import { ANONYMOUS } from './auth.ts';
import { hostAllowed, originAllowed } from './config.ts';
import type { Ctx, Lake } from './context.ts';
import {
  handleActions,
  handleDoc,
  handleHistoryDocuments,
  handleHistoryTransactions,
  handleListen,
  handleLiveEvents,
  handleMutate,
  handleQuery,
} from './data.ts';
import { badRequest, forbidden, LakeError, notFound, unauthorized, uriTooLong } from './errors.ts';
import {
  cookie,
  header,
  type LakeRequest,
  LIMITS,
  type NodeResponse,
  type RawRequest,
  type RawResponse,
  sendError,
  sendJson,
} from './http.ts';

type Handler = (ctx: Ctx, ...params: string[]) => void | Promise<void>;
interface Route {
  methods: string[];
  pattern: RegExp;
  handler: Handler;
  /** Public routes answer even when the presented token is invalid (login, images). */
  public?: boolean;
}

const seg = '([^/]+)';
const routes: Route[] = [
  { methods: ['GET', 'POST'], pattern: new RegExp(`^/data/query/${seg}$`), handler: handleQuery },
  { methods: ['GET'], pattern: new RegExp(`^/data/doc/${seg}/(.+)$`), handler: handleDoc },
  { methods: ['POST'], pattern: new RegExp(`^/data/mutate/${seg}$`), handler: handleMutate },
  { methods: ['POST'], pattern: new RegExp(`^/data/actions/${seg}$`), handler: handleActions },
  { methods: ['GET'], pattern: new RegExp(`^/data/listen/${seg}$`), handler: handleListen },
  { methods: ['GET'], pattern: new RegExp(`^/data/live/events/${seg}$`), handler: handleLiveEvents },
  {
    methods: ['GET'],
    pattern: new RegExp(`^/data/history/${seg}/documents/(.+)$`),
    handler: handleHistoryDocuments,
  },
  {
    methods: ['GET'],
    pattern: new RegExp(`^/data/history/${seg}/transactions/(.+)$`),
    handler: handleHistoryTransactions,
  },
  {
    methods: ['POST'],
    pattern: new RegExp(`^/assets/images/${seg}$`),
    handler: (c, d) => handleUpload(c, 'images', d ?? ''),
  },
  {
    methods: ['POST'],
    pattern: new RegExp(`^/assets/files/${seg}$`),
    handler: (c, d) => handleUpload(c, 'files', d ?? ''),
  },
  {
    methods: ['GET', 'HEAD'],
    pattern: new RegExp(`^/images/${seg}/${seg}/${seg}$`),
    handler: (c, _p, d, f) => handleImage(c, d ?? '', f ?? ''),
    public: true,
  },
  {
    methods: ['GET', 'HEAD'],
    pattern: new RegExp(`^/files/${seg}/${seg}/${seg}$`),
    handler: (c, _p, d, f) => handleFile(c, d ?? '', f ?? ''),
    public: true,
  },
  { methods: ['GET'], pattern: /^\/auth\/providers$/, handler: handleProviders, public: true },
  { methods: ['GET', 'POST'], pattern: /^\/auth\/login$/, handler: handleLogin, public: true },
  { methods: ['GET'], pattern: /^\/auth\/fetch$/, handler: handleAuthFetch, public: true },
  { methods: ['GET'], pattern: /^\/auth\/id$/, handler: handleAuthId },
  // POST only: a logout by GET could be triggered by any image tag on any page.
  { methods: ['POST'], pattern: /^\/auth\/logout$/, handler: handleLogout, public: true },
  { methods: ['GET'], pattern: /^\/users\/me$/, handler: handleMe },
  { methods: ['GET'], pattern: /^\/users\/me\/keyvalue\/(.+)$/, handler: handleKeyValue },
  { methods: ['PUT'], pattern: /^\/users\/me\/keyvalue$/, handler: (c) => handleKeyValue(c, undefined) },
  { methods: ['GET'], pattern: new RegExp(`^/users/${seg}$`), handler: handleUsers },
  { methods: ['GET'], pattern: /^\/projects$/, handler: (c) => handleProjects(c, undefined) },
  { methods: ['GET'], pattern: new RegExp(`^/projects/${seg}$`), handler: handleProjects },
  { methods: ['GET'], pattern: new RegExp(`^/projects/${seg}/datasets$`), handler: handleDatasetList },
  {
    methods: ['GET'],
    pattern: new RegExp(`^/projects/${seg}/datasets/${seg}/acl$`),
    handler: (c, _p, d) => handleAcl(c, d ?? ''),
  },
  {
    methods: ['PUT', 'PATCH', 'DELETE'],
    pattern: new RegExp(`^/projects/${seg}/datasets/${seg}$`),
    handler: (c, _p, d) => handleDatasetWrite(c, d ?? ''),
  },
  { methods: ['GET'], pattern: /^\/datasets$/, handler: handleDatasetList },
  {
    methods: ['PUT', 'PATCH', 'DELETE'],
    pattern: new RegExp(`^/datasets/${seg}$`),
    handler: handleDatasetWrite,
  },
  { methods: ['GET'], pattern: /^\/check\/cors$/, handler: handleCheckCors, public: true },
  // The Studio's certificate page (scripts/lib/studio-lake-check.ts) returns through here.
  { methods: ['GET'], pattern: /^\/local\/return$/, handler: handleReturn, public: true },
  {
    methods: ['GET'],
    pattern: /^\/(ping|data\/ping)$/,
    handler: (c) => sendJson(c, 200, { ping: 'PONG', lake: true }),
    public: true,
  },
];

const VERSION_PREFIX = /^\/v(1|X|\d{4}-\d{2}-\d{2})(\/.*)$/;

function applyCors(req: LakeRequest, allowed: string[]): boolean {
  const origin = header(req, 'origin');
  if (!origin || !originAllowed(origin, allowed)) return false;
  req.res.setHeader('access-control-allow-origin', origin);
  req.res.setHeader('access-control-allow-credentials', 'true');
  req.res.setHeader('vary', 'Origin');
  return true;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers send `Origin` with every cross-origin request that can change state, and also with
 * same-origin POSTs (the login form). A request from a page that is neither the lake itself nor
 * an allowed origin is refused before it is read: CORS alone only hides answers, it does not stop
 * a form or `no-cors` fetch from acting with the editor's cookie. Requests without `Origin` come
 * from programs (server-side clients, the CLI), which hold their own credentials.
 */
function checkOrigin(req: LakeRequest, allowed: string[]): void {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = header(req, 'origin');
  if (origin === undefined) {
    // No Origin but a browser's fetch metadata saying another site sent it: refuse as well.
    if (header(req, 'sec-fetch-site') === 'cross-site') throw forbidden('Cross-site request refused');
    return;
  }
  if (origin === req.origin || originAllowed(origin, allowed)) return;
  throw forbidden(`Origin ${origin.slice(0, 200)} is not allowed to change data on this lake`);
}

function resolvePrincipal(ctx: LakeRequest, lake: Lake): Ctx['principal'] | undefined {
  const auth = header(ctx, 'authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const secret = bearer ?? cookie(ctx, SESSION_COOKIE);
  return lake.auth.resolve(secret);
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest('Malformed URL encoding');
  }
}

export function createHandler(lake: Lake, secure: boolean) {
  return (raw: RawRequest, res: NodeResponse): void => {
    void handle(lake, secure, raw, res as unknown as RawResponse);
  };
}

async function handle(lake: Lake, secure: boolean, raw: RawRequest, res: RawResponse): Promise<void> {
  const rawUrl = raw.url ?? '/';
  const host = (raw.headers[':authority'] as string | undefined) ?? raw.headers.host ?? 'localhost';
  const base: LakeRequest = {
    raw,
    res,
    method: (raw.method ?? 'GET').toUpperCase(),
    url: new URL('http://localhost/'),
    path: '/',
    apiVersion: null,
    headers: raw.headers,
    secure,
    origin: `${secure ? 'https' : 'http'}://${host}`,
  };
  try {
    if (!hostAllowed(host, lake.options.allowedHosts)) {
      // DNS rebinding: a page on another name resolving to this machine. Its Host names that site.
      throw new LakeError(421, 'misdirectedRequest', 'Host not allowed: set LAKE_ALLOWED_HOSTS to serve it');
    }
    const corsOk = applyCors(base, lake.options.corsOrigins);
    if (rawUrl.length > LIMITS.urlLength) throw uriTooLong(LIMITS.urlLength);
    let url: URL;
    try {
      url = new URL(rawUrl, 'http://lake.local');
    } catch {
      throw badRequest('Malformed URL');
    }
    base.url = url;
    let path = url.pathname;
    const version = VERSION_PREFIX.exec(path);
    if (version) {
      base.apiVersion = version[1] ?? null;
      path = version[2] ?? '/';
    } else if (/^\/v[^/]*\//.test(path)) {
      throw badRequest('Invalid API version: use v1, vX or vYYYY-MM-DD');
    }
    base.path = path;
    if (base.method === 'OPTIONS') {
      if (corsOk) {
        res.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
        res.setHeader(
          'access-control-allow-headers',
          header(base, 'access-control-request-headers') ??
            'Authorization, Content-Type, X-Sanity-Project-ID, X-Sanity-App, Last-Event-ID',
        );
        res.setHeader('access-control-max-age', '600');
      }
      res.writeHead(corsOk ? 204 : 403);
      res.end();
      return;
    }
    for (const route of routes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      const method = base.method === 'HEAD' ? 'GET' : base.method;
      if (!route.methods.includes(method) && !route.methods.includes(base.method)) {
        throw new LakeError(405, 'httpMethodNotAllowed', `Method ${base.method} not allowed here`);
      }
      checkOrigin(base, lake.options.corsOrigins);
      const principal = resolvePrincipal(base, lake);
      if (!principal && !route.public) throw unauthorized('Unauthorized - Session not found');
      const ctx: Ctx = { ...base, lake, principal: principal ?? ANONYMOUS };
      await route.handler(ctx, ...match.slice(1).map((p) => decodeParam(p ?? '')));
      return;
    }
    if (secure && lake.options.appDir && serveAppFile(base, lake.options.appDir)) return;
    throw notFound(`Not found: ${path.slice(0, 200)}`);
  } catch (err) {
    if (res.headersSent) {
      if (!res.writableEnded) res.end();
      return;
    }
    sendError(base, err);
  }
}
