import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './helpers.ts';
import { rawRequest } from './raw.ts';

// The built Studio on the lake's own HTTPS origin, so that one accepted certificate
// covers the Studio and its content API. API answers must not change.

let t: TestLake;
let appDir: string;
let ca: Buffer;
let host: string;
beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'lake-app-'));
  mkdirSync(join(appDir, 'static'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Studio</title>');
  writeFileSync(join(appDir, 'static', 'app-abc.js'), 'console.log(1)');
  t = await startTestLake({ https: true, options: { appDir } });
  ca = readFileSync(t.lake.caPath);
  // The Studio's client calls the project id in front of the API host.
  host = `local.localhost:${new URL(t.lake.httpsUrl).port}`;
});
afterAll(async () => {
  await t.stop();
  rmSync(appDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, base = t.lake.httpsUrl) =>
  rawRequest(`${base}${path}`, { headers: { host, ...headers }, ca });

describe('the Studio served by the lake', () => {
  it('answers page navigations anywhere in the desk with index.html', async () => {
    for (const path of ['/', '/cars', '/cars/structure/location;abc']) {
      const res = await get(path, { accept: 'text/html,application/xhtml+xml' });
      expect(res.status, path).toBe(200);
      expect(res.body).toBe('<!doctype html><title>Studio</title>');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    }
  });

  it('serves the bundle’s files, hashed ones cached for a year', async () => {
    const res = await get('/static/app-abc.js');
    expect(res.status).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('leaves the API as it was: routes, versioned 404s, unknown paths for programs', async () => {
    expect(JSON.parse((await get('/v1/ping')).body)).toMatchObject({ ping: 'PONG' });
    const versioned = await get('/v2025-02-19/nothing', { accept: 'text/html' });
    expect(versioned.status).toBe(404);
    expect(JSON.parse(versioned.body).error.type).toBe('httpNotFound');
    const program = await get('/features');
    expect(program.status).toBe(404);
    expect(JSON.parse(program.body).statusCode).toBe(404);
  });

  it('never serves files outside the app folder', async () => {
    writeFileSync(join(appDir, '..', 'lake-app-secret.txt'), 'content-outside-the-app');
    try {
      for (const path of [
        '/../lake-app-secret.txt',
        '/%2e%2e/lake-app-secret.txt',
        '/static/..%2f..%2flake-app-secret.txt',
      ]) {
        const res = await get(path, { accept: 'text/html' });
        expect(res.body, path).not.toContain('content-outside-the-app');
      }
    } finally {
      rmSync(join(appDir, '..', 'lake-app-secret.txt'), { force: true });
    }
  });

  it('is not served on the plain HTTP port (browsers need HTTP/2 for the Studio)', async () => {
    const res = await get('/cars', { accept: 'text/html', host: '127.0.0.1' }, t.lake.httpUrl);
    expect(res.status).toBe(404);
  });

  it('lets the login return to the lake’s own origin, and still refuses other origins', async () => {
    const own = await get(`/auth/login?origin=${encodeURIComponent(`https://${host}/cars`)}`);
    expect(own.status).toBe(200);
    expect(own.body).toContain('<form');
    const other = await get(`/auth/login?origin=${encodeURIComponent('https://evil.test/')}`);
    expect(other.status).toBe(403);
  });

  it('sends the browser back to the Studio after the certificate step, only to allowed origins', async () => {
    const back = await get(`/local/return?to=${encodeURIComponent('http://localhost:3000/cars/structure')}`);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe('http://localhost:3000/cars/structure');
    const own = await get(`/local/return?to=${encodeURIComponent(`https://${host}/cars`)}`);
    expect(own.headers.location).toBe(`https://${host}/cars`);
    const evil = await get(`/local/return?to=${encodeURIComponent('https://evil.test/')}`);
    expect(evil.status).toBe(403);
    expect((await get('/local/return')).status).toBe(400);
    expect((await get('/local/return?to=nonsense')).status).toBe(400);
  });
});
