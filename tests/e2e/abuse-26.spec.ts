import { expect, test } from '@playwright/test';

// Issue 26, findings 2 and 13, against the running site: what used to answer 500.

test('a malformed %-escape in a path is a 400 page in the visitor language', async ({ request }) => {
  const en = await request.get('/%ff/', { maxRedirects: 0 });
  expect(en.status()).toBe(400);
  expect(await en.text()).toContain('This address is not valid');
  const de = await request.get('/de/%E0%A4%A/', { maxRedirects: 0 });
  expect(de.status()).toBe(400);
  const html = await de.text();
  expect(html).toContain('lang="de"');
  expect(html).toContain('Diese Adresse ist ungültig');
});

test('server actions with deeply nested or malformed arguments are a quick 400, never a 500', async ({
  request,
}) => {
  const headers = {
    'next-action': '7f00000000000000000000000000000000000000aa',
    'content-type': 'text/plain;charset=UTF-8',
  };
  for (const data of [
    '['.repeat(100_000),
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    'not json',
    '{"a":1}',
  ]) {
    const started = Date.now();
    const res = await request.post('/reservation/find/', { headers, data, maxRedirects: 0 });
    expect(res.status(), data.slice(0, 20)).toBe(400);
    expect((await res.json()).code).toBe('malformed_action');
    expect(Date.now() - started).toBeLessThan(2_000);
  }
  // Deep JSON on the booking API under the site: the same 400 as on the standalone server.
  const api = await request.post('/functions/v1/search', {
    headers: { 'content-type': 'application/json' },
    // A Buffer goes out as is (a string would be JSON-encoded by Playwright).
    data: Buffer.from('['.repeat(20_000)),
  });
  expect([api.status(), (await api.json()).code]).toEqual([400, 'too_deeply_nested']);
});
