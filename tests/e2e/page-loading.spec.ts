import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type Response, test } from './page-ready.ts';
import { host, quietShell } from './shell-fixtures.ts';

// What the first load of a page fetches, and in what order of importance.

test.beforeEach(async ({ context }) => quietShell(context));

function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

test("text is set in the device's own fonts: no font file is preloaded or fetched", async ({ page }) => {
  const fonts = fontRequests(page);
  // Icelandic (þ, ð, æ) and, added below, a Polish name: letters a web font would fetch faces for.
  const response = await page.goto(`${host('cars')}/is/`);
  expect(response?.headers().link ?? '').not.toMatch(/as="font"/);
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
  await page.evaluate(() => {
    const p = document.createElement('p');
    p.textContent = 'Łódź';
    document.querySelector('main')?.append(p);
  });
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.size)).toBe(0);
  await expect(page.locator('body')).toHaveCSS('font-family', /^-apple-system, BlinkMacSystemFont/);
  await expect(page.locator('main h1').first()).toHaveCSS('font-family', /^-apple-system/);
  expect(fonts).toEqual([]);
});

test('the first banner image is fetched at high priority, the images below it lazily', async ({ page }) => {
  // The lease home opens with its banner (no search hero above it): its largest paint.
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto(host('lease'));
  const banner = page.locator('[data-block="bannerBlock"] img').first();
  // From the site's own origin: no connection of its own to the image API before the paint.
  await expect
    .poll(() => banner.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  expect(await banner.evaluate((img) => new URL((img as HTMLImageElement).currentSrc).origin)).toBe(
    new URL(page.url()).origin,
  );
  expect([...origins]).toEqual([new URL(page.url()).origin]);
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  await expect(banner).not.toHaveAttribute('loading', 'lazy');
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  expect(await preload.getAttribute('imagesrcset')).toBe(await banner.getAttribute('srcset'));
});

test('below a search hero no image is fetched ahead of the first paint: the banner loads lazily', async ({
  page,
}) => {
  await page.goto(host('cars'));
  await expect(page.getByTestId('home-search')).toBeVisible();
  const banner = page.locator('[data-block="bannerBlock"] img').first();
  await expect(banner).toHaveAttribute('loading', 'lazy');
  await expect(banner).not.toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(0);
  await expect(page.locator('main [data-block="galleryBlock"] img').first()).toHaveAttribute(
    'loading',
    'lazy',
  );
});

test('a short cached page carries its stylesheet; a long or streamed one links it, cached for good', async ({
  page,
}) => {
  // scripts/lib/stylesheet-inline.ts: the site server writes the build's stylesheet into
  // documents Next sends whole and short, and leaves the link disabled for React, which must find
  // it and add no second one.
  const stylesheets: { path: string; cacheControl: Promise<string> }[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet')
      stylesheets.push({
        path: new URL(r.url()).pathname,
        cacheControl: r.response().then((res) => res?.headers()['cache-control'] ?? ''),
      });
  });
  // React must hydrate the page as sent (a <style> it takes for one of its own renders it again).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${host('cars')}/about-us/`);
  const html = (await response?.text()) ?? '';
  await expect(page.getByTestId('site-header')).toHaveCSS('position', 'sticky');
  const inlined = page.locator('head style[data-inlined-from]');
  await expect(inlined).toHaveCount(1);
  const href = (await inlined.getAttribute('data-inlined-from')) ?? '';
  expect(href).toMatch(/^\/_next\/static\/.+\.css$/);
  await expect(page.locator(`head link[rel="stylesheet"][href="${href}"][disabled]`)).toHaveCount(1);
  // Once in the document: not a second copy in the RSC payload (Next's own inlining did that).
  expect(html.match(/\.[\w-]*_header\{/g)).toHaveLength(1);

  // Hydrated, and after a client-side navigation: still no enabled link and no request for one.
  const findBooking = page.getByTestId('site-header').getByRole('link', { name: 'Find my booking' });
  await findBooking.click();
  await expect(page).toHaveURL(/\/reservation\/find\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
  expect(stylesheets).toEqual([]);
  await expect(page.getByTestId('site-header')).toHaveCSS('position', 'sticky');

  // The home page (about 180 kB) and a streamed booking step link the one stylesheet instead.
  await page.goto(host('cars'));
  await expect(page.locator('head style[data-inlined-from]')).toHaveCount(0);
  await expect(page.locator(`head link[rel="stylesheet"][href="${href}"]:not([disabled])`)).toHaveCount(1);
  await page.goto(`${host('cars')}/book/vehicles/`);
  await expect(page.locator('head style[data-inlined-from]')).toHaveCount(0);
  await expect(page.locator(`head link[rel="stylesheet"][href="${href}"]:not([disabled])`)).toHaveCount(1);
  await expect(page.getByTestId('site-header')).toHaveCSS('position', 'sticky');
  expect(stylesheets.map((sheet) => sheet.path)).toContain(href);
  for (const sheet of stylesheets) expect(await sheet.cacheControl).toContain('immutable');
  expect(errors).toEqual([]);
});

test('links prefetch their page on intent, not when they scroll into view', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetches.push(new URL(request.url()).pathname);
  });
  await page.goto(host('cars'));
  await page.waitForLoadState('load');
  // Visible links (logo, quick links) would have been prefetched by now with viewport prefetch.
  await page.waitForTimeout(1_500);
  expect(prefetches).toEqual([]);

  const findBooking = page.getByTestId('site-header').getByRole('link', { name: 'Find my booking' });
  await findBooking.hover();
  await expect.poll(() => prefetches).toContain('/reservation/find/');
  await findBooking.click();
  await expect(page).toHaveURL(/\/reservation\/find\/$/);
});

test('blocks below the first and the footer are laid out only near the viewport', async ({ page }) => {
  await page.goto(host('cars'));
  const blocks = page.locator('main article > [data-block]');
  await expect(blocks.first()).toHaveCSS('content-visibility', 'visible');
  await expect(blocks.nth(1)).toHaveCSS('content-visibility', 'auto');
  await expect(blocks.last()).toHaveCSS('content-visibility', 'auto');
  await expect(page.locator('footer').first()).toHaveCSS('content-visibility', 'auto');
  // Skipped content still counts for the page: the last block is found and scrolled to.
  await blocks.last().scrollIntoViewIfNeeded();
  await expect(blocks.last()).toBeInViewport();
});

test('visitors load no live-content listener; no time-zone code runs in the browser', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  const live: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/data/live/')) live.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  // Count zoned formatters: the first one loads the browser's time-zone data (about 30 ms of one
  // task), and the search panel needs none while the day it was rendered for lasts.
  await page.addInitScript(() => {
    const Native = Intl.DateTimeFormat;
    const zoned: string[] = [];
    (window as unknown as { __zoned: string[] }).__zoned = zoned;
    Intl.DateTimeFormat = new Proxy(Native, {
      construct(target, args: [string?, Intl.DateTimeFormatOptions?]) {
        if (args[1]?.timeZone) zoned.push(args[1].timeZone);
        return Reflect.construct(target, args);
      },
    });
  });
  await page.goto(host('cars'));
  await expect(page.getByTestId('search-panel')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => (window as unknown as { __zoned: string[] }).__zoned)).toEqual([]);
  // The listener used to start once the page was idle: wait past that moment.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  expect(live).toEqual([]);
  // date-fns-tz probes Intl for hour-cycle support with this zone as soon as it is imported: the
  // promotion's clock must not bring it (domain/promotion-window.ts).
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  expect(bodies.filter((body) => body.includes('America/New_York'))).toEqual([]);
  // Nor the content client (@sanity/client names its live-events endpoint).
  expect(bodies.filter((body) => body.includes('/live/events/'))).toEqual([]);
});

test('every script the page loads asks V8 to compile it off the main thread (compile hint)', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; head: string }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then((body) => ({ url: response.url(), head: body.split('\n', 1)[0] ?? '' })),
    );
  };
  page.on('response', onResponse);
  await page.goto(host('cars'));
  // Chunks loaded when the page is idle count too; no body may still be read when the test ends.
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(3);
  // Written by scripts/lib/compile-hints.ts after `next build`.
  expect(loaded.filter((script) => script.head !== '//# allFunctionsCalledOnLoad').map((s) => s.url)).toEqual(
    [],
  );
});

const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

test('content pages and their 404s are served from the cache; crawlers get a render of their own', async ({
  request,
}) => {
  // Crawlers: the content route at request time (their 404 has no error page, content-pages.spec).
  const bot = await request.get(`/about-us/`, { headers: { 'user-agent': 'Googlebot/2.1' } });
  expect(bot.status()).toBe(200);
  expect(bot.headers()['x-nextjs-cache']).toBeUndefined();
  expect(bot.headers()['cache-control']).toContain('no-store');
  expect(await bot.text()).toContain('data-testid="content-page"');
  // Last: visiting /de/ stores the language, and unprefixed paths then redirect to German.
  for (const path of ['/', '/about-us/', '/no-such-road/', '/de/']) {
    const first = await request.get(path, { headers: { 'user-agent': BROWSER_UA } });
    expect([200, 404]).toContain(first.status());
    const second = await request.get(path, { headers: { 'user-agent': BROWSER_UA } });
    expect(second.status(), path).toBe(first.status());
    expect(second.headers()['x-nextjs-cache'], path).toBe('HIT');
  }
});

test('the page cache is kept in memory: paths a scanner makes up leave nothing on disk', async ({
  request,
}) => {
  const madeUp = `scanner-${Date.now().toString(36)}`;
  const response = await request.get(`/${madeUp}/`, { headers: { 'user-agent': BROWSER_UA } });
  expect(response.status()).toBe(404);
  expect(
    (await request.get(`/${madeUp}/`, { headers: { 'user-agent': BROWSER_UA } })).headers()['x-nextjs-cache'],
  ).toBe('HIT');
  const written = readdirSync(join('web', '.next'), { recursive: true }).filter((file) =>
    String(file).includes(madeUp),
  );
  expect(written).toEqual([]);
});

test('a returning visitor never sees the consent banner, even before the page hydrates', async ({
  browser,
}) => {
  for (const chosen of [false, true]) {
    const context = await browser.newContext();
    if (chosen) {
      await context.addCookies([
        { name: 'vegur-consent', value: 'v1%3Aanalytics', domain: 'cars.localhost', path: '/' },
      ]);
    }
    const page = await context.newPage();
    // No scripts but the page's inline ones: what the visitor sees before React hydrates.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto(`${host('cars')}/about-us/`);
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toHaveCount(1);
    if (chosen) await expect(banner).toBeHidden();
    else await expect(banner).toBeVisible();
    await context.close();
  }
});
