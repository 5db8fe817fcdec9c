import { readFileSync } from 'node:fs';
import { originAllowed, resolveOptions } from '@lake/config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestLake, type TestLake } from './helpers.ts';
import { rawRequest } from './raw.ts';

// Requests a browser on another site (or a page that
// rebinds its DNS name to this machine) can make with an editor's or administrator's cookie.

let t: TestLake;
let editorCookie: string;
let adminCookie: string;
beforeAll(async () => {
  t = await startTestLake({ https: true });
  const auth = t.lake.lake.auth;
  const editor = auth.addUser({
    email: 'ed@example.com',
    name: 'Ed',
    role: 'editor',
    password: 'correct horse',
  });
  const admin = auth.addUser({
    email: 'ad@example.com',
    name: 'Ad',
    role: 'administrator',
    password: 'battery staple',
  });
  editorCookie = `sanitySession=${auth.createSession(editor.id)}`;
  adminCookie = `sanitySession=${auth.createSession(admin.id)}`;
  await t.client().createOrReplace({ _id: 'home', _type: 'page', title: 'Welcome' });
  await t.client().createOrReplace({ _id: 'drafts.home', _type: 'page', title: 'Welcome (draft)' });
  await t.client().datasets.create('archive');
});
afterAll(async () => {
  await t.stop();
});

const deface = JSON.stringify({
  mutations: [{ patch: { id: 'home', set: { title: 'Defaced' } } }, { delete: { id: 'drafts.home' } }],
});

describe('cross-site requests with an editor cookie', () => {
  it('refuses a text/plain form post from another origin and changes nothing', async () => {
    const res = await rawRequest(`${t.lake.httpUrl}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { origin: 'http://evil.test', 'content-type': 'text/plain', cookie: editorCookie },
      body: deface,
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).error.description).toContain('http://evil.test');
    const docs = await t.client().getDocuments(['home', 'drafts.home']);
    expect(docs.map((d) => d?.title)).toEqual(['Welcome', 'Welcome (draft)']);
  });

  it('refuses a cookie-carrying body that is not declared JSON even without Origin', async () => {
    const res = await rawRequest(`${t.lake.httpUrl}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: editorCookie },
      body: deface,
    });
    expect(res.status).toBe(415);
    expect((await t.client().getDocument('home'))?.title).toBe('Welcome');
  });

  it('refuses a cross-site request that carries no Origin but fetch metadata', async () => {
    const res = await rawRequest(`${t.lake.httpUrl}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json', cookie: editorCookie },
      body: deface,
    });
    expect(res.status).toBe(403);
  });

  it("refuses an administrator's dataset deletion from another origin", async () => {
    const res = await rawRequest(`${t.lake.httpUrl}/v2025-02-19/projects/local/datasets/archive`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.test', cookie: adminCookie },
    });
    expect(res.status).toBe(403);
    expect((await t.client().datasets.list()).map((d) => d.name)).toContain('archive');
  });

  it('still accepts JSON from an allowed origin (the Studio) and from programs', async () => {
    const res = await rawRequest(`${t.lake.httpUrl}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { origin: 'https://studio.test', 'content-type': 'application/json', cookie: editorCookie },
      body: JSON.stringify({ mutations: [{ patch: { id: 'home', set: { subtitle: 'ok' } } }] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://studio.test');
    expect((await t.client().getDocument('home'))?.subtitle).toBe('ok');
  });

  it('logs out by POST only', async () => {
    const get = await api(t, '/v2025-02-19/auth/logout', { token: null, headers: { cookie: editorCookie } });
    expect(get.status).toBe(405);
    const me = await api(t, '/v2025-02-19/users/me', { token: null, headers: { cookie: editorCookie } });
    expect(me.status).toBe(200);
  });
});

async function loginPage(base: string, ca?: Buffer) {
  const page = await rawRequest(`${base}/auth/login?origin=${encodeURIComponent('https://studio.test/')}`, {
    ca,
  });
  const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const setCookie = [page.headers['set-cookie'] ?? []].flat();
  const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
  return { page, csrf, cookie };
}

function postLogin(
  base: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
  ca?: Buffer,
) {
  return rawRequest(`${base}/auth/login`, {
    method: 'POST',
    ca,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ origin: 'https://studio.test/', ...form }).toString(),
  });
}

describe('login', () => {
  it('sets the session cookie SameSite=Lax over HTTPS (never None)', async () => {
    const ca = readFileSync(t.lake.caPath);
    const { csrf, cookie } = await loginPage(t.lake.httpsUrl, ca);
    const ok = await postLogin(
      t.lake.httpsUrl,
      { email: 'ad@example.com', password: 'battery staple', csrf },
      { cookie },
      ca,
    );
    expect(ok.status).toBe(303);
    const session = [ok.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sanitySession='));
    expect(session).toMatch(/; Secure; SameSite=Lax;/);
  });

  it('keeps the Origin of its own form posts (no-referrer would make Chromium send Origin: null)', async () => {
    const { page } = await loginPage(t.lake.httpUrl);
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('refuses a login post without the form token (login CSRF)', async () => {
    const res = await postLogin(t.lake.httpUrl, { email: 'ed@example.com', password: 'correct horse' });
    expect(res.status).toBe(403);
    const cookies = [res.headers['set-cookie'] ?? []].flat();
    expect(cookies.some((c) => c.startsWith('sanitySession='))).toBe(false);
    const { csrf } = await loginPage(t.lake.httpUrl);
    // The field alone is not enough: its twin cookie is what another site cannot set.
    const fieldOnly = await postLogin(t.lake.httpUrl, {
      email: 'ed@example.com',
      password: 'correct horse',
      csrf,
    });
    expect(fieldOnly.status).toBe(403);
  });

  it('locks an account out after repeated wrong passwords, and answers other requests meanwhile', async () => {
    const { csrf, cookie } = await loginPage(t.lake.httpUrl);
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postLogin(t.lake.httpUrl, { email: 'ed@example.com', password: `guess ${i}`, csrf }, { cookie }),
      ),
    );
    expect(guesses.map((g) => g.status)).toEqual(Array(10).fill(401));
    const started = performance.now();
    const ping = await api(t, '/v1/ping', { token: null });
    expect(ping.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(200);
    // Now even the right password is refused until the window has passed.
    const locked = await postLogin(
      t.lake.httpUrl,
      { email: 'ed@example.com', password: 'correct horse', csrf },
      { cookie },
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body).toContain('Too many failed logins');
  });

  it('throttles one client guessing many accounts', async () => {
    const { csrf, cookie } = await loginPage(t.lake.httpUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await postLogin(
        t.lake.httpUrl,
        { email: `nobody${i}@example.com`, password: 'x', csrf },
        { cookie },
      );
      statuses.push(res.status);
    }
    // 10 failures above plus these: the client's budget of 20 is spent.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('login throttle behind a reverse proxy', () => {
  // Every 21st wrong login of one client within 10 minutes is refused; accounts differ per
  // attempt so that only the per-client budget is in play.
  async function failures(base: string, count: number, headers: Record<string, string>, tag: string) {
    const { csrf, cookie } = await loginPage(base);
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await postLogin(
        base,
        { email: `${tag}${i}@example.com`, password: 'x', csrf },
        { cookie, ...headers },
      );
      statuses.push(res.status);
    }
    return statuses;
  }

  it('with LAKE_TRUST_PROXY keys on the address the proxy appended, so clients do not share a budget', async () => {
    const proxied = await startTestLake({ options: { trustProxy: true } });
    try {
      const base = proxied.lake.httpUrl;
      // The client-supplied entry on the left proves nothing; the proxy's own entry is on the right.
      const first = await failures(base, 21, { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' }, 'a');
      expect(first.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(first[20]).toBe(429);
      // Another visitor behind the same proxy (same socket address) still may log in...
      const other = await failures(base, 1, { 'x-forwarded-for': '203.0.113.8' }, 'b');
      expect(other).toEqual([401]);
      // ...while the first cannot escape by changing the left-hand entries it controls.
      const again = await failures(base, 1, { 'x-forwarded-for': '10.1.1.1, 203.0.113.7' }, 'c');
      expect(again).toEqual([429]);
    } finally {
      await proxied.stop();
    }
  });

  it('without it ignores X-Forwarded-For, so a guesser cannot name a new address per attempt', async () => {
    const direct = await startTestLake();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        statuses.push(
          ...(await failures(direct.lake.httpUrl, 1, { 'x-forwarded-for': `198.51.100.${i}` }, `d${i}-`)),
        );
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses[20]).toBe(429);
    } finally {
      await direct.stop();
    }
  });
});

describe('Host allow-list (DNS rebinding)', () => {
  it('refuses requests for a host name that is not the lake', async () => {
    const res = await rawRequest(`${t.lake.httpUrl}/v2025-02-19/users/me`, {
      headers: { host: 'evil.example:80', cookie: adminCookie },
    });
    expect(res.status).toBe(421);
    const ok = await rawRequest(`${t.lake.httpUrl}/v2025-02-19/users/me`, {
      headers: { host: 'local.localhost', cookie: adminCookie },
    });
    expect(ok.status).toBe(200);
  });

  it('gives a rebinding page no session through development auto-login, nor its host in URLs', async () => {
    const dev = await startTestLake({ devAutoLogin: true });
    try {
      const res = await rawRequest(
        `${dev.lake.httpUrl}/auth/login?origin=${encodeURIComponent('http://localhost:3000/')}`,
        { headers: { host: 'rebind.evil.example' } },
      );
      expect(res.status).toBe(421);
      expect(res.headers['set-cookie']).toBeUndefined();
      const providers = await rawRequest(`${dev.lake.httpUrl}/auth/providers`, {
        headers: { host: 'rebind.evil.example' },
      });
      expect(providers.status).toBe(421);
    } finally {
      await dev.stop();
    }
  });
});

describe('defaults', () => {
  it('trusts only the configured Studio and site origins, not every local port', () => {
    const options = resolveOptions({}, { NODE_ENV: 'test' });
    expect(originAllowed('http://localhost:3333', options.corsOrigins)).toBe(true);
    expect(originAllowed('http://localhost:3000', options.corsOrigins)).toBe(true);
    expect(originAllowed('http://localhost:8080', options.corsOrigins)).toBe(false);
    expect(originAllowed('https://127.0.0.1:4444', options.corsOrigins)).toBe(false);
  });
});

describe('per-user key-value quota', () => {
  it('refuses oversized values and more keys than the quota', async () => {
    const put = (body: unknown) =>
      api(t, '/v2025-02-19/users/me/keyvalue', {
        method: 'PUT',
        token: null,
        headers: { cookie: editorCookie },
        body: JSON.stringify(body),
      });
    expect((await put([{ key: 'big', value: 'x'.repeat(70_000) }])).status).toBe(400);
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const res = await put(Array.from({ length: 100 }, (_, i) => ({ key: `k${batch}-${i}`, value: i })));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 413]);
  });
});
