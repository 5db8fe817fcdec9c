import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { expect, test } from './page-ready.ts';

const lakePort = Number(process.env.LAKE_HTTP_PORT ?? 3333);
const id = 'contentPage.cars.en.e2e-draft';

const client = createClient({
  projectId: 'local',
  dataset: 'production',
  apiHost: `http://127.0.0.1:${lakePort}`,
  useProjectHostname: false,
  useCdn: false,
  apiVersion: '2025-02-19',
  token: readFileSync(join(process.cwd(), '.data', 'e2e', 'lake-admin-token'), 'utf8').trim(),
});

const page = (title: string) => ({
  _type: 'contentPage',
  tenant: 'cars',
  language: 'en',
  title,
  slug: { _type: 'slug', current: 'e2e-draft' },
});

test.beforeAll(async () => {
  await client.createOrReplace({ _id: id, ...page('Published title') });
  await client.createOrReplace({ _id: `drafts.${id}`, ...page('Draft title') });
});

test.afterAll(async () => {
  await client.delete(`drafts.${id}`).catch(() => undefined);
  await client.delete(id);
});

test('the public page shows published content without editing markup', async ({ page: tab }) => {
  await expect.poll(async () => (await tab.goto('/e2e-draft/'))?.status(), { timeout: 15_000 }).toBe(200);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Published title');
  await expect(tab.locator('[data-sanity]')).toHaveCount(0);
});

test('draft mode needs a valid preview secret', async ({ request }) => {
  const response = await request.get(
    '/api/draft-mode/enable/?sanity-preview-secret=guessed&sanity-preview-pathname=/',
    {
      maxRedirects: 0,
    },
  );
  expect(response.status()).toBe(401);
  expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
});

test('draft mode from the Presentation tool: drafts, click-to-edit attributes, live refresh', async ({
  page: tab,
}) => {
  // The browser gets no content token in draft mode; its live events come
  // through the site, authorised by the draft-mode cookie.
  const lakeRequests: string[] = [];
  const draftEvents: string[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/draft-mode/content/')) draftEvents.push(url.pathname);
    // A content API call other than through the site, or anything sent with a token.
    else if (url.pathname.includes('/data/') || request.headers().authorization)
      lakeRequests.push(request.url());
  });
  // What the Studio's Presentation tool does before it opens the preview.
  const { secret } = await createPreviewSecret(client, 'e2e', 'http://localhost/studio', 'e2e-user');
  await tab.goto(
    `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/e2e-draft/`,
  );
  await expect(tab).toHaveURL(/\/e2e-draft\/$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Draft title');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveAttribute(
    'data-sanity',
    /id=contentPage\.cars\.en\.e2e-draft.*path=title/,
  );
  // The visitor view is unchanged meanwhile.
  const other = await tab.context().browser()?.newContext();
  const visitor = await other?.newPage();
  await visitor?.goto(new URL('/e2e-draft/', tab.url()).toString());
  await expect(visitor!.getByRole('heading', { level: 1 })).toHaveText('Published title');
  await other?.close();

  // An editor's keystrokes (a draft edit) reach the open preview without a reload.
  await tab.evaluate(() => {
    (window as unknown as { __notReloaded: boolean }).__notReloaded = true;
  });
  await client.patch(`drafts.${id}`).set({ title: 'Draft edited live' }).commit();
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Draft edited live', { timeout: 20_000 });
  expect(await tab.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );

  const siteToken = readFileSync(join(process.cwd(), '.data', 'e2e', 'lake-site-token'), 'utf8').trim();
  const draftHtml = await (await tab.request.get('/e2e-draft/')).text();
  expect(draftHtml).toContain('Draft edited live');
  expect(draftHtml).not.toContain(siteToken);
  expect(draftEvents.some((path) => path.endsWith('/data/live/events/production'))).toBe(true);
  expect(lakeRequests).toEqual([]);

  await tab.goto('/api/draft-mode/disable/?redirect=/e2e-draft/');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Published title');
  // Out of draft mode the route serves nothing, even to the same browser.
  const after = await tab.evaluate(async () => {
    const response = await fetch(
      '/api/draft-mode/content/v2025-02-19/data/live/events/production?includeDrafts=true',
    );
    return response.status;
  });
  expect(after).toBe(401);
});
