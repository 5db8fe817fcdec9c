import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { describeUser, grantsFor, hasRole } from './auth.ts';
import { originAllowed } from './config.ts';
import type { Ctx } from './context.ts';
import { badRequest, forbidden, LakeError, notFound, unauthorized } from './errors.ts';
import { cookie, header, readBody, readJson, sendJson } from './http.ts';
import { isValidDatasetName } from './ids.ts';

export const SESSION_COOKIE = 'sanitySession';
/** Double-submit token of the login form: a cookie only the lake's own page can pair with the field. */
export const LOGIN_CSRF_COOKIE = 'lakeLoginCsrf';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function handleProviders(ctx: Ctx): void {
  sendJson(ctx, 200, {
    thirdPartyLogin: false,
    sso: {},
    providers: [{ name: 'lake', title: 'Local content lake login', url: `${ctx.origin}/auth/login` }],
  });
}

/**
 * The Studio sends `origin` = where to come back to; only configured origins and the lake itself
 * may receive a session.
 */
function returnUrl(ctx: Ctx, raw: string | null): URL {
  if (!raw) throw badRequest('Missing "origin" parameter');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest('Invalid "origin" parameter');
  }
  // The lake's own origin is where the Studio is served from when it is (see app-files.ts).
  if (url.origin !== ctx.origin && !originAllowed(url.origin, ctx.lake.options.corsOrigins)) {
    throw forbidden(`Origin ${url.origin} is not an allowed CORS origin of this lake`);
  }
  return url;
}

function loginPage(origin: string, message: string, devAutoLogin: boolean, csrf: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Content lake login</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1rem;padding:.5rem 1rem}.err{color:#b00020}.dev{background:#fff3cd;padding:.5rem}</style></head>
<body><h1>Local content lake</h1>
${devAutoLogin ? '<p class="dev">Development auto-login is ON (LAKE_DEV_AUTO_LOGIN): never use this setting outside a developer machine.</p>' : ''}
${message ? `<p class="err" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="/auth/login">
<input type="hidden" name="origin" value="${escapeHtml(origin)}">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Log in</button></form></body></html>`;
}

/**
 * `form-action` also governs where the form's POST may redirect to (Chromium enforces it on the
 * 303 back to the Studio), so the Studio's origin, already checked against the CORS origins,
 * is allowed besides 'self'.
 */
function sendHtml(
  ctx: Ctx,
  status: number,
  html: string,
  back: URL,
  extra: Record<string, string> = {},
): void {
  ctx.res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${back.origin}; frame-ancestors 'none'`,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // Not no-referrer: Chromium then sends `Origin: null` with the form's POST, which the lake refuses.
    'referrer-policy': 'same-origin',
    'cache-control': 'no-store',
    ...extra,
  });
  ctx.res.end(html);
}

/** A fresh form token and the cookie that carries its twin (SameSite=Strict: never sent cross-site). */
function loginForm(
  ctx: Ctx,
  back: URL,
  status: number,
  message: string,
  extra: Record<string, string> = {},
): void {
  const csrf = randomBytes(24).toString('base64url');
  const secure = ctx.secure ? '; Secure' : '';
  sendHtml(ctx, status, loginPage(back.toString(), message, ctx.lake.options.devAutoLogin, csrf), back, {
    'set-cookie': `${LOGIN_CSRF_COOKIE}=${csrf}; Path=/auth/login; HttpOnly; SameSite=Strict; Max-Age=3600${secure}`,
    ...extra,
  });
}

function csrfMatches(ctx: Ctx, field: string | null): boolean {
  const expected = cookie(ctx, LOGIN_CSRF_COOKIE);
  if (!expected || !field) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(field);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whose login failures count together. Behind a trusted proxy (`LAKE_TRUST_PROXY=1`) every
 * request comes from the proxy's socket, so the client is the right-most `X-Forwarded-For` entry:
 * the one our proxy appended (entries left of it are whatever the client sent). Without a proxy
 * the header is ignored, or a guesser could name a new address per attempt.
 */
export function clientAddress(ctx: Pick<Ctx, 'raw' | 'headers' | 'lake'>): string {
  const socket = ctx.raw.socket?.remoteAddress ?? 'unknown';
  if (!ctx.lake.options.trustProxy) return socket;
  const forwarded = ctx.headers['x-forwarded-for'];
  const last = [forwarded ?? []].flat().join(',').split(',').at(-1)?.trim();
  return last || socket;
}

function finishLogin(ctx: Ctx, userId: string, back: URL): void {
  const token = ctx.lake.auth.createSession(userId);
  const sid = ctx.lake.auth.issueSid(token);
  back.hash = `sid=${sid}`;
  // Lax: never sent on another site's POST, fetch or frame. The Studio itself does not need the
  // cookie cross-site: it exchanges the `#sid=` for a token and sends that as a bearer header.
  const attrs = ctx.secure ? 'Secure; SameSite=Lax' : 'SameSite=Lax';
  ctx.res.writeHead(303, {
    location: back.toString(),
    'set-cookie': `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; ${attrs}; Max-Age=${30 * 86_400}`,
  });
  ctx.res.end();
}

export async function handleLogin(ctx: Ctx): Promise<void> {
  if (ctx.method === 'GET') {
    const back = returnUrl(ctx, ctx.url.searchParams.get('origin'));
    if (ctx.lake.options.devAutoLogin) {
      finishLogin(ctx, ctx.lake.auth.ensureDevUser(), back);
      return;
    }
    loginForm(ctx, back, 200, '');
    return;
  }
  const form = new URLSearchParams((await readBody(ctx, 64 * 1024)).toString('utf8'));
  const back = returnUrl(ctx, form.get('origin'));
  if (!csrfMatches(ctx, form.get('csrf'))) {
    loginForm(ctx, back, 403, 'The login form expired. Please log in again.');
    return;
  }
  const email = (form.get('email') ?? '').trim().toLowerCase().slice(0, 200);
  const auth = ctx.lake.auth;
  const client = clientAddress(ctx);
  const wait = Math.max(
    auth.loginFailuresByClient.retryAfter(client),
    auth.loginFailuresByAccount.retryAfter(email),
  );
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    loginForm(
      ctx,
      back,
      429,
      `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { 'retry-after': String(Math.ceil(wait / 1000)) },
    );
    return;
  }
  const user = await auth.verifyLogin(email, form.get('password') ?? '');
  if (user?.kind !== 'user') {
    auth.loginFailuresByClient.fail(client);
    auth.loginFailuresByAccount.fail(email);
    loginForm(ctx, back, 401, 'Wrong e-mail or password.');
    return;
  }
  auth.loginFailuresByAccount.reset(email);
  finishLogin(ctx, user.id, back);
}

export function handleAuthFetch(ctx: Ctx): void {
  const sid = ctx.url.searchParams.get('sid') ?? '';
  const token = ctx.lake.auth.consumeSid(sid);
  if (!token) throw unauthorized('Session ID not found or expired');
  sendJson(ctx, 200, { token });
}

export function handleAuthId(ctx: Ctx): void {
  if (ctx.principal.kind === 'anonymous') throw unauthorized();
  sendJson(ctx, 200, { id: ctx.principal.id });
}

export function handleLogout(ctx: Ctx): void {
  const bearer = header(ctx, 'authorization')?.replace(/^Bearer\s+/i, '');
  for (const secret of [bearer, cookie(ctx, SESSION_COOKIE)]) {
    if (secret && ctx.lake.auth.resolve(secret)?.kind === 'user') ctx.lake.auth.revoke(secret);
  }
  ctx.res.writeHead(200, {
    'content-type': 'application/json',
    'set-cookie': `${SESSION_COOKIE}=; Path=/; HttpOnly; Max-Age=0`,
  });
  ctx.res.end('{}');
}

export function handleMe(ctx: Ctx): void {
  if (ctx.principal.kind === 'anonymous') throw unauthorized();
  sendJson(ctx, 200, describeUser(ctx.principal));
}

export function handleUsers(ctx: Ctx, idList: string): void {
  if (ctx.principal.kind === 'anonymous') throw unauthorized();
  const ids = idList.split(',').filter(Boolean);
  const found = ids.map((id) => {
    if (ctx.principal.kind !== 'anonymous' && id === ctx.principal.id) return describeUser(ctx.principal);
    const user = ctx.lake.auth.userById(id);
    return user && user.kind !== 'anonymous' ? describeUser(user) : null;
  });
  if (ids.length === 1) {
    // Authors the lake cannot name (API tokens, imports) answer empty, which the Studio shows as unknown.
    sendJson(ctx, 200, found[0] ?? {});
    return;
  }
  sendJson(ctx, 200, found.filter(Boolean));
}

export function handleAcl(ctx: Ctx, dataset: string): void {
  ctx.lake.store.requireDataset(dataset);
  sendJson(ctx, 200, grantsFor(ctx.principal));
}

function projectDoc(ctx: Ctx, id: string): Record<string, unknown> {
  const me = ctx.principal.kind === 'anonymous' ? undefined : ctx.principal.id;
  return {
    id,
    displayName: 'Local content lake',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    createdAt: '2024-01-01T00:00:00.000Z',
    members: ctx.lake.auth.listUsers().map((u) => ({
      id: u.id,
      role: u.role,
      roles: [{ name: u.role, title: u.role }],
      isCurrentUser: u.id === me,
      isRobot: false,
    })),
  };
}

export function handleProjects(ctx: Ctx, id: string | undefined): void {
  if (ctx.principal.kind === 'anonymous') throw unauthorized();
  if (id === undefined) sendJson(ctx, 200, [projectDoc(ctx, ctx.lake.options.projectId)]);
  else sendJson(ctx, 200, projectDoc(ctx, id));
}

export function handleDatasetList(ctx: Ctx): void {
  if (ctx.principal.kind === 'anonymous') throw unauthorized();
  sendJson(
    ctx,
    200,
    ctx.lake.store.listDatasets().map((d) => ({ name: d.name, aclMode: d.aclMode, createdAt: d.createdAt })),
  );
}

const datasetBody = z.object({ aclMode: z.enum(['public', 'private']).optional() }).passthrough();

export async function handleDatasetWrite(ctx: Ctx, name: string): Promise<void> {
  if (ctx.principal.kind === 'anonymous') throw unauthorized();
  if (!hasRole(ctx.principal, 'administrator'))
    throw forbidden('Managing datasets needs the administrator role');
  if (!isValidDatasetName(name)) {
    throw badRequest(
      'Dataset names may contain lowercase letters, digits, "_" and "-" (at most 64 characters)',
    );
  }
  if (ctx.method === 'DELETE') {
    if (!ctx.lake.store.deleteDataset(name)) throw notFound(`Dataset "${name}" not found`);
    sendJson(ctx, 200, { deleted: true });
    return;
  }
  const hasBody =
    Number(header(ctx, 'content-length') ?? '0') > 0 || header(ctx, 'transfer-encoding') !== undefined;
  const body = hasBody ? datasetBody.safeParse(await readJson(ctx)) : datasetBody.safeParse({});
  if (!body.success) throw badRequest('Body may only set aclMode to "public" or "private"');
  if (ctx.method === 'PATCH' && !ctx.lake.store.dataset(name)) throw notFound(`Dataset "${name}" not found`);
  const info = ctx.lake.store.createDataset(
    name,
    body.data.aclMode ?? ctx.lake.store.dataset(name)?.info.aclMode,
  );
  sendJson(ctx, 200, { datasetName: info.name, aclMode: info.aclMode });
}

export function handleCheckCors(ctx: Ctx): void {
  const origin = header(ctx, 'origin');
  const allowed = origin
    ? origin === ctx.origin || originAllowed(origin, ctx.lake.options.corsOrigins)
    : true;
  sendJson(ctx, 200, { result: { allowed, withCredentials: allowed } });
}

const keyValueBody = z.array(z.object({ key: z.string().min(1).max(200), value: z.unknown() })).max(100);
/** Per-user quota of the Studio's key-value storage: it keeps a few settings, not files. */
const KEYVALUE_MAX_KEYS = 500;
const KEYVALUE_MAX_VALUE = 64 * 1024;

/** The Studio's per-user server storage (recent searches, inspector state). */
export async function handleKeyValue(ctx: Ctx, keyList: string | undefined): Promise<void> {
  if (ctx.principal.kind === 'anonymous') throw unauthorized();
  const userId = ctx.principal.id;
  const db = ctx.lake.store.db;
  if (ctx.method === 'GET') {
    const keys = (keyList ?? '').split(',').filter(Boolean).slice(0, 100);
    const stmt = db.prepare('SELECT value FROM keyvalue WHERE user_id = ? AND key = ?');
    const pairs = keys.flatMap((key) => {
      const row = stmt.get(userId, key) as { value: string } | undefined;
      return row ? [{ key, value: JSON.parse(row.value) as unknown }] : [];
    });
    sendJson(ctx, 200, pairs);
    return;
  }
  const body = keyValueBody.safeParse(await readJson(ctx, 1024 * 1024));
  if (!body.success) throw badRequest('Body must be an array of {key, value}');
  const values = body.data.map(({ key, value }) => ({ key, json: JSON.stringify(value ?? null) }));
  if (values.some((v) => v.json.length > KEYVALUE_MAX_VALUE))
    throw badRequest(`A stored value may be at most ${KEYVALUE_MAX_VALUE} bytes`);
  const existing = new Set(
    (db.prepare('SELECT key FROM keyvalue WHERE user_id = ?').all(userId) as { key: string }[]).map(
      (r) => r.key,
    ),
  );
  for (const { key } of values) existing.add(key);
  if (existing.size > KEYVALUE_MAX_KEYS)
    throw new LakeError(
      413,
      'httpPayloadTooLarge',
      `At most ${KEYVALUE_MAX_KEYS} keys may be stored per user`,
    );
  const stmt = db.prepare(
    'INSERT INTO keyvalue (user_id, key, value) VALUES (?, ?, ?) ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value',
  );
  for (const { key, json } of values) stmt.run(userId, key, json);
  sendJson(ctx, 200, body.data);
}
