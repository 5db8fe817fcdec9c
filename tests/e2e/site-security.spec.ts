import { expect, test } from './page-ready.ts';
import { port } from './shell-fixtures.ts';

// Against the running site.

const origin = `http://localhost:${port}`;

test.describe('draft-mode exit redirect', () => {
  for (const target of [
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%5C%5Cevil.example',
    '//evil.example',
    'https://evil.example/',
  ]) {
    test(`stays on the site for redirect=${target}`, async ({ request }) => {
      const res = await request.get(`/api/draft-mode/disable/?redirect=${target}`, { maxRedirects: 0 });
      expect(res.status()).toBe(307);
      const location = new URL(res.headers().location ?? '', origin);
      expect(location.origin).toBe(origin);
    });
  }

  test('still returns to the page the editor was on', async ({ request }) => {
    const res = await request.get('/api/draft-mode/disable/?redirect=/de/', { maxRedirects: 0 });
    expect(new URL(res.headers().location ?? '', origin).toString()).toBe(`${origin}/de/`);
  });
});

test('ignores X-Forwarded-Host without TRUST_PROXY: the brand follows the real host', async ({
  page,
  request,
}) => {
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const cars = titleOf(await (await request.get('/')).text());
  await page.goto(`http://lease.localhost:${port}/`);
  const lease = await page.title();
  expect(lease).not.toBe(cars);
  const forged = await request.get('/', { headers: { 'x-forwarded-host': `lease.localhost:${port}` } });
  expect(titleOf(await forged.text())).toBe(cars);
});

test('sends security headers that still let the Studio frame pages', async ({ request }) => {
  const res = await request.get('/');
  const studioPort = Number(process.env.STUDIO_PORT ?? 3335);
  expect(res.headers()['content-security-policy']).toContain(
    `frame-ancestors 'self' http://localhost:${studioPort}`,
  );
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('treats a malformed session cookie as absent instead of failing every page', async ({ request }) => {
  const res = await request.get('/', { headers: { cookie: 'vegur-session=abc.A' } });
  expect(res.status()).toBe(200);
});
