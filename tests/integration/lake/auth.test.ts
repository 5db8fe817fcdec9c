import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, errorOf, startTestLake, type TestLake } from './helpers.ts';

let t: TestLake;
let viewer: string;
let editor: string;
beforeAll(async () => {
  t = await startTestLake();
  viewer = t.lake.lake.auth.createToken('viewer', 'viewer').token;
  editor = t.lake.lake.auth.createToken('editor', 'editor').token;
  await t
    .client()
    .transaction()
    .createOrReplace({ _id: 'pub', _type: 'page' })
    .createOrReplace({ _id: 'drafts.pub', _type: 'page' })
    .commit();
});
afterAll(async () => {
  await t.stop();
});

describe('permissions', () => {
  it('shows anonymous readers published documents only, in every perspective they may use', async () => {
    const anon = t.client({ token: null });
    expect(await anon.fetch('*[_type == "page"]._id')).toEqual(['pub']);
    expect(await anon.fetch('*[_type == "page"]._id', {}, { perspective: 'raw' })).toEqual(['pub']);
    const drafts = await errorOf(anon.fetch('*', {}, { perspective: 'drafts' }));
    expect(drafts.statusCode).toBe(401);
    const doc = await api(t, '/v1/data/doc/production/drafts.pub', { token: null });
    expect(await doc.json()).toEqual({
      documents: [],
      omitted: [{ id: 'drafts.pub', reason: 'permission' }],
    });
  });

  it('lets viewers read drafts but not write; editors write', async () => {
    expect(
      await t.client({ token: viewer }).fetch('count(*[_type == "page"])', {}, { perspective: 'raw' }),
    ).toBe(2);
    const denied = await errorOf(t.client({ token: viewer }).create({ _type: 'page' }));
    expect(denied.statusCode).toBe(403);
    const anon = await errorOf(t.client({ token: null }).create({ _type: 'page' }));
    expect(anon.statusCode).toBe(401);
    const created = await t.client({ token: editor }).create({ _type: 'page' });
    expect(created._rev).toBeTruthy();
    const actionDenied = await errorOf(
      t
        .client({ token: viewer })
        .action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.pub' }),
    );
    expect(actionDenied.statusCode).toBe(403);
  });

  it('rejects unknown tokens with 401 everywhere', async () => {
    const err = await errorOf(t.client({ token: 'sk-not-a-real-token-at-all' }).fetch('1'));
    expect(err.statusCode).toBe(401);
  });

  it('answers /users/me and the dataset ACL by role', async () => {
    expect(await t.client({ token: editor }).request({ url: '/users/me' })).toMatchObject({
      id: expect.any(String),
      role: 'editor',
      roles: [{ name: 'editor', title: 'Editor' }],
    });
    expect((await api(t, '/v2025-02-19/users/me', { token: null })).status).toBe(401);
    const acl = await t.client({ token: viewer }).request({ url: '/projects/local/datasets/production/acl' });
    expect(acl).toEqual([{ filter: '_id in path("**")', permissions: ['history', 'read'] }]);
    const editorAcl = await t
      .client({ token: editor })
      .request({ url: '/projects/local/datasets/production/acl' });
    expect(editorAcl).toEqual([
      { filter: '_id in path("**")', permissions: ['create', 'history', 'read', 'update'] },
    ]);
  });

  it('manages datasets for administrators only; private datasets refuse anonymous readers', async () => {
    const admin = t.client();
    await admin.datasets.create('staging', { aclMode: 'private' });
    expect((await admin.datasets.list()).map((d) => d.name).sort()).toEqual(['production', 'staging']);
    const anon = await errorOf(t.client({ token: null, dataset: 'staging' }).fetch('1'));
    expect(anon.statusCode).toBe(401);
    expect((await errorOf(t.client({ token: editor }).datasets.create('nope'))).statusCode).toBe(403);
    expect((await api(t, '/v2025-02-19/datasets/Bad%20Name', { method: 'PUT' })).status).toBe(400);
    await admin.datasets.delete('staging');
    expect((await admin.datasets.list()).map((d) => d.name)).toEqual(['production']);
  });
});

describe('Studio support endpoints', () => {
  it('stores per-user key-values and looks users up', async () => {
    const client = t.client({ token: editor });
    expect(
      await client.request({
        url: '/users/me/keyvalue',
        method: 'PUT',
        body: [{ key: 'recent', value: { q: ['a'] } }],
      }),
    ).toEqual([{ key: 'recent', value: { q: ['a'] } }]);
    expect(await client.request({ url: '/users/me/keyvalue/recent,missing' })).toEqual([
      { key: 'recent', value: { q: ['a'] } },
    ]);
    expect(await t.client({ token: viewer }).request({ url: '/users/me/keyvalue/recent' })).toEqual([]);
    const me = await client.request<{ id: string }>({ url: '/users/me' });
    expect(await client.request({ url: `/users/${me.id}` })).toMatchObject({ id: me.id, role: 'editor' });
    expect(await client.request({ url: '/users/nobody' })).toEqual({});
    expect(await client.request({ url: `/users/${me.id},nobody` })).toMatchObject([{ id: me.id }]);
  });
});

describe('Studio login', () => {
  it('logs in through the provider page, hands over a session id and exchanges it for a token', async () => {
    t.lake.lake.auth.addUser({
      email: 'ed@example.com',
      name: 'Ed',
      role: 'editor',
      password: 'correct horse',
    });
    const providers = (await (await api(t, '/v2025-02-19/auth/providers', { token: null })).json()) as {
      providers: { url: string }[];
    };
    const loginUrl = providers.providers[0]?.url ?? '';
    expect(loginUrl).toBe(`${t.lake.httpUrl}/auth/login`);
    const origin = 'http://localhost:3000/studio';
    const page = await fetch(`${loginUrl}?origin=${encodeURIComponent(origin)}&projectId=local&type=dual`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const csrfCookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(csrfCookie).toBe(`lakeLoginCsrf=${csrf}`);
    // Browsers apply form-action to the POST's redirect too: the Studio's origin must be allowed,
    // or the login ends on a blocked navigation (seen in Chromium with the real Studio).
    expect(page.headers.get('content-security-policy')).toMatch(
      /form-action 'self' http:\/\/localhost:3000(;|$)/,
    );
    const post = (password: string, back = origin) =>
      fetch(loginUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie },
        body: new URLSearchParams({ email: 'ed@example.com', password, origin: back, csrf }).toString(),
      });
    expect((await post('wrong password')).status).toBe(401);
    expect((await post('correct horse', 'http://evil.test/')).status).toBe(403);
    const ok = await post('correct horse');
    expect(ok.status).toBe(303);
    const location = new URL(ok.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(origin);
    const sid = /sid=([^&]+)/.exec(location.hash)?.[1] ?? '';
    const cookie = (ok.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^sanitySession=sk/);
    const fetched = (await (await api(t, `/v2025-02-19/auth/fetch?sid=${sid}`, { token: null })).json()) as {
      token: string;
    };
    expect((await api(t, `/v2025-02-19/auth/fetch?sid=${sid}`, { token: null })).status).toBe(401);
    const me = await t.client({ token: fetched.token }).request({ url: '/users/me' });
    expect(me).toMatchObject({ name: 'Ed', email: 'ed@example.com', role: 'editor' });
    const byCookie = await fetch(`${t.lake.httpUrl}/v2025-02-19/auth/id`, { headers: { cookie } });
    expect(await byCookie.json()).toEqual({ id: (me as { id: string }).id });
    await api(t, '/v2025-02-19/auth/logout', { method: 'POST', token: fetched.token });
    expect((await api(t, '/v2025-02-19/users/me', { token: fetched.token })).status).toBe(401);
  });

  it('answers CORS preflights for allowed origins only, with credentials', async () => {
    const pre = await fetch(`${t.lake.httpUrl}/v2025-02-19/data/query/production`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://studio.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-sanity-app',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://studio.test');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-sanity-app');
    const bad = await fetch(`${t.lake.httpUrl}/v2025-02-19/data/query/production`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
    });
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('signs in without a password only when development auto-login is switched on', async () => {
    const dev = await startTestLake({ devAutoLogin: true });
    try {
      const res = await fetch(
        `${dev.lake.httpUrl}/auth/login?origin=${encodeURIComponent('http://localhost:3000/')}`,
        {
          redirect: 'manual',
        },
      );
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toContain('#sid=');
    } finally {
      await dev.stop();
    }
    const normal = await fetch(
      `${t.lake.httpUrl}/auth/login?origin=${encodeURIComponent('http://localhost:3000/')}`,
      {
        redirect: 'manual',
      },
    );
    expect(normal.status).toBe(200);
  });
});
