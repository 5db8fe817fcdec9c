import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@sanity/client';
import { expect, test } from './page-ready.ts';
import { quietShell } from './shell-fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const lakePort = Number(process.env.LAKE_HTTP_PORT ?? 3333);

/** The seeded lake of the end-to-end data folder, written to as an editor publishing would. */
function lakeClient() {
  const token = readFileSync(join(process.cwd(), '.data', 'e2e', 'lake-admin-token'), 'utf8').trim();
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: `http://127.0.0.1:${lakePort}`,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token,
  });
}

// The promotion popup opens by itself on a first visit: these tests are about other things.
test.beforeEach(async ({ context }) => quietShell(context));

test('content pages are served by slug in each language', async ({ page }) => {
  const en = await page.goto('/about-us/');
  expect(en?.status()).toBe(200);
  await expect(page.getByTestId('content-page')).toHaveAttribute('data-page-type', 'contentPage');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(title?.length).toBeGreaterThan(2);
  await expect(page).toHaveTitle(new RegExp(`${title} \\| Vegur Car Rental`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^http:\/\/[\w.]*localhost:\d+\/about-us\/$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    /\/de\/ueber-uns\/$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);

  const de = await page.goto('/de/ueber-uns/');
  expect(de?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/about-us\/$/);
  // The English slug does not exist in German.
  const wrong = await page.goto('/de/about-us/');
  expect(wrong?.status()).toBe(404);
});

test('vehicle pages: overview, category and vehicle by the spec URL shapes', async ({ page }) => {
  await page.goto('/cars/');
  await expect(page.getByTestId('content-page')).toHaveAttribute('data-page-type', 'vehicleOverviewPage');
  const vehicles = page.getByTestId('vehicle-list').locator('a');
  expect(await vehicles.count()).toBeGreaterThan(3);
  const href = (await vehicles.first().getAttribute('href')) ?? '';
  // overview / primary category / vehicle
  expect(href).toMatch(/^\/cars\/[\w-]+\/[\w-]+\/$/);
  const category = href.split('/').slice(0, 3).join('/');
  await page.goto(`${category}/`);
  await expect(page.getByTestId('content-page')).toHaveAttribute('data-page-type', 'vehicleCategoryPage');
  await expect(page.getByTestId('vehicle-list').locator(`a[href="${href}"]`)).toBeVisible();
  await page.goto(href);
  await expect(page.getByTestId('content-page')).toHaveAttribute('data-page-type', 'vehiclePage');
  await expect(page.getByTestId('vehicle-facts')).toBeVisible();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/images\/local\/production\//,
  );
});

test('blog: topic, category and post by {topic}/{category}/{slug}', async ({ page }) => {
  await page.goto('/travel-guide/');
  await expect(page.getByTestId('content-page')).toHaveAttribute('data-page-type', 'blogTopicPage');
  const post = page.getByTestId('post-list').locator('a').first();
  const href = (await post.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/travel-guide\/[\w-]+\/[\w-]+\/$/);
  await page.goto(href);
  await expect(page.getByTestId('content-page')).toHaveAttribute('data-page-type', 'blogPostPage');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('article time').first()).toBeVisible();
  await page.goto(href.split('/').slice(0, 3).join('/') + '/');
  await expect(page.getByTestId('content-page')).toHaveAttribute('data-page-type', 'blogCategoryPage');
});

test('images: Sanity loader with breakpoints, densities and automatic format', async ({ page, request }) => {
  await page.goto('/');
  const image = page.locator('[data-block="galleryBlock"] img').first();
  const srcset = (await image.getAttribute('srcset')) ?? '';
  expect(srcset).toMatch(/\/images\/local\/production\/[0-9a-f]+-\d+x\d+\.jpg\?.*w=\d+/);
  expect(srcset).toContain('auto=format');
  // Each candidate asks the image API for the width it names (the loader's short address), on the
  // site's own origin.
  for (const candidate of srcset.split(', ')) {
    const [address, descriptor] = candidate.split(' ');
    expect(address).toMatch(/^\/images\//);
    expect(`${new URL(address ?? '', page.url()).searchParams.get('w')}w`).toBe(descriptor);
  }
  await expect(image).toHaveAttribute('alt', /.+/);
  // The gallery sits below the search panel and loads lazily: bring it into view and wait for the
  // browser to pick a candidate, or `currentSrc` is empty and the request would fetch the page.
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).currentSrc),
    )
    .toBeTruthy();
  const src = await image.evaluate((img) => (img as HTMLImageElement).currentSrc);
  expect(src).toMatch(/\/images\/local\/production\//);
  expect(new URL(src).origin).toBe(new URL(page.url()).origin);
  const response = await request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/image\/(webp|avif)/);
  expect(response.headers()['cache-control']).toContain('immutable');
  // A browser that takes no WebP gets the original format from the same address.
  const plain = await request.get(src, { headers: { accept: 'image/jpeg' } });
  expect(plain.headers()['content-type']).toBe('image/jpeg');
});

test('the site passes on only its own dataset’s images, and says why it refuses', async ({ request }) => {
  const file = 'b8b5430b12f2ff4e5e37b7bc2015e0405dba2620-1200x800.jpg';
  for (const path of [
    `/images/another-project/production/${file}`,
    `/images/local/another-dataset/${file}`,
    '/images/local/production/not-an-image-name.jpg',
    '/images/local/production/..%2F..%2Fdata%2Fquery-1x1.jpg',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toBe('No such image');
    expect(response.headers()['cache-control']).toBe('no-store');
  }
  const long = await request.get(`/images/local/production/${file}?w=600&x=${'a'.repeat(1_000)}`);
  expect(long.status()).toBe(414);
  // An asset that is not (or no longer) in the dataset: the image API's own 404, never cached.
  const gone = await request.get(
    '/images/local/production/0000000000000000000000000000000000000000-10x10.jpg',
  );
  expect(gone.status()).toBe(404);
  expect(gone.headers()['cache-control']).toBe('no-store');
});

test('an unknown slug is the 404 with the editable not-found text', async ({ page }) => {
  const response = await page.goto('/no-such-road/');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /no-such-road/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This road leads nowhere');
});

test('following a link to an unknown slug shows the 404 in the brand and language', async ({ page }) => {
  for (const [start, missing, heading] of [
    ['/', '/no-such-road/', 'This road leads nowhere'],
    ['/de/ueber-uns/', '/de/gibt-es-nicht/', 'Diese Straße führt ins Leere'],
  ] as const) {
    await page.goto(start);
    await page.waitForLoadState('load');
    // What a link click does (next/link), without a link to a missing page in the content. Next
    // answers the router's request with a 404 and then loads the page in full.
    await page.evaluate((href) => {
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(href);
    }, missing);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId('not-found-message')).toContainText(missing);
  }
});

test('bots get the 404 status without an error page', async ({ request }) => {
  const response = await request.get('/no-such-road/', { headers: { 'user-agent': 'Googlebot/2.1' } });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Page not found: /no-such-road/');
  expect(html).not.toContain('This road leads nowhere');
});

test('the sitemap lists content pages in every language with alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml/')).text();
  for (const path of ['/about-us/', '/de/ueber-uns/', '/cars/', '/travel-guide/']) {
    expect(xml).toContain(`<loc>http://localhost:${port}${path}</loc>`);
  }
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/cars\/[\w-]+\/[\w-]+\/<\/loc>/);
  expect(xml).toContain(`hreflang="de" href="http://localhost:${port}/de/ueber-uns/"`);
});

test.describe('publishing', () => {
  const client = lakeClient();
  const id = 'contentPage.cars.en.e2e-publishing';

  test.afterAll(async () => {
    await client.delete(id);
  });

  test('a new page and its edits reach the site without a rebuild; broken links render nothing', async ({
    page,
  }) => {
    await client.createOrReplace({
      _id: id,
      _type: 'contentPage',
      tenant: 'cars',
      language: 'en',
      title: 'Published from the test',
      slug: { _type: 'slug', current: 'e2e-publishing' },
      blocks: [
        {
          _type: 'buttonsBlock',
          _key: 'b1',
          buttons: [
            {
              _key: 'ok',
              _type: 'button',
              label: 'Working link',
              link: {
                _type: 'link',
                type: 'internal',
                internalType: 'relative',
                relative: '/book/vehicles/',
              },
            },
            {
              _key: 'gone',
              _type: 'button',
              label: 'Link to a deleted page',
              link: {
                _type: 'link',
                type: 'internal',
                internalType: 'page',
                internal: { _type: 'reference', _ref: 'contentPage.cars.en.does-not-exist', _weak: true },
              },
            },
            {
              _key: 'empty',
              _type: 'button',
              label: 'Path never set',
              link: { _type: 'link', type: 'internal', internalType: 'relative' },
            },
            {
              _key: 'anchor',
              _type: 'button',
              label: 'Anchor without id',
              link: { _type: 'link', type: 'internal', internalType: 'anchor' },
            },
          ],
        },
      ],
    });
    await expect
      .poll(async () => (await page.goto('/e2e-publishing/'))?.status(), { timeout: 15_000 })
      .toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Published from the test');
    const block = page.locator('[data-block="buttonsBlock"]');
    await expect(block.getByRole('link', { name: 'Working link' })).toHaveAttribute(
      'href',
      '/book/vehicles/',
    );
    await expect(block.getByText('Link to a deleted page')).toHaveCount(0);
    await expect(block.getByText('Path never set')).toHaveCount(0);
    await expect(block.getByText('Anchor without id')).toHaveCount(0);

    // An edit reaches the next load of the page: the server's own listener expires the cached
    // page (visitors' browsers listen to nothing, components/sanity/LiveContent.tsx).
    await client.patch(id).set({ title: 'Edited while open' }).commit();
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 20_000 },
      )
      .toBe('Edited while open');
  });

  test('a publish reaches dynamic pages too: a booking step shows it on its next load, and never the old answer again', async ({
    page,
  }) => {
    // Booking steps render per request from answers this process remembers
    // (lib/sanity/published-memo.ts); the same listener event that expires cached pages must make
    // it forget them. The lease brand's info banner is off in the seed.
    const client = lakeClient();
    const bannerId = 'bannerSettings.lease';
    const step = `http://lease.localhost:${port}/book/vehicles/`;
    const banner = page.getByTestId('info-banner');
    const shown = async () => {
      await page.goto(step);
      return banner.count();
    };
    expect(await shown()).toBe(0);
    try {
      await client.patch(bannerId).set({ active: true }).commit();
      await expect.poll(shown, { timeout: 20_000 }).toBe(1);
      await expect(banner).toContainText('New: electric cars on monthly lease');
      for (let i = 0; i < 3; i++) expect(await shown()).toBe(1);
    } finally {
      await client.patch(bannerId).set({ active: false }).commit();
    }
    await expect.poll(shown, { timeout: 20_000 }).toBe(0);
    for (let i = 0; i < 3; i++) expect(await shown()).toBe(0);
  });
});

for (const [name, path] of [
  ['home page', '/'],
  ['content page', '/faq/'],
  ['vehicle page', '/cars/mini-cars/toyota-aygo-x/'],
  ['blog post', '/travel-guide/road-trips/ring-road-in-seven-days/'],
] as const) {
  test(`axe: no serious or critical violations on the ${name}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('content-page')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      'serious or critical axe violations',
    ).toEqual([]);
  });
}
