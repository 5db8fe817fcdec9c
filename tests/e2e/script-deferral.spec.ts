import { expect, type Page, test } from '@playwright/test';
import { host, quietShell } from './shell-fixtures.ts';

// The site server (scripts/site-server.ts) moves Next's script downloads behind the first paint.
test.beforeEach(async ({ context }) => quietShell(context));
test.use({ viewport: { width: 1280, height: 800 } });

const VEHICLES_STEP =
  '/book/vehicles/?pickupLocation=kef&returnLocation=kef&pickupDate=2026-12-16&pickupTime=12%3A00' +
  '&returnDate=2026-12-19&returnTime=12%3A00';

/** When the first contentful paint came, and when the first of Next's scripts was asked for. */
async function paintAndFirstScript(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('script[async][src^="/_next/static/"]').length))
    .toBeGreaterThan(3);
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (entry) => new URL(entry.name).pathname.startsWith('/_next/static/') && entry.name.endsWith('.js'),
      );
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
}

for (const [name, path] of [
  ['home page (cached)', '/'],
  ['Vehicles step (streamed per request)', VEHICLES_STEP],
] as const) {
  test(`${name}: the document names no script to fetch before the first paint`, async ({ page }) => {
    await page.goto(`${host('cars')}${path}`);
    // The document as the server sent it (the DOM by now holds the scripts the loader added).
    const html = await page.evaluate(
      async (url) => (await fetch(url, { headers: { accept: 'text/html' } })).text(),
      path,
    );
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="script"/);
    expect(html).toMatch(/self\.__deferScript\("\/_next\/static\/chunks\/[^"]+\.js"\)/);

    const { paint, firstScript } = await paintAndFirstScript(page);
    expect(firstScript).toBeGreaterThanOrEqual(paint);
  });
}

test('the loader inserts one script per task, not all of them in one long task', async ({ page }) => {
  // Inserting a <script src> costs the main thread its request's set-up; a page's dozen in one loop
  // made a 90 ms task at 4x CPU right after the first paint. Count insertions between microtask
  // checkpoints: a task's synchronous run has none in between, two tasks always do.
  await page.addInitScript(() => {
    const state = { inTask: 0, most: 0, total: 0 };
    (window as unknown as { __inserts: typeof state }).__inserts = state;
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/')) {
        if (state.inTask === 0) queueMicrotask(() => (state.inTask = 0));
        state.inTask += 1;
        state.total += 1;
        state.most = Math.max(state.most, state.inTask);
      }
      return append.call(this, node) as T;
    };
  });
  await page.goto(`${host('cars')}/about-us/`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __inserts: { total: number } }).__inserts.total))
    .toBeGreaterThan(3);
  await expect(page.getByTestId('main-nav')).toBeVisible();
  const { most } = await page.evaluate(
    () => (window as unknown as { __inserts: { most: number } }).__inserts,
  );
  expect(most).toBe(1);
});

/** The search panel marks itself once React runs it: the page has hydrated. */
const hydrated = (page: Page) =>
  expect(page.locator('[data-testid="search-panel"][data-hydrated="true"]')).toBeVisible();

test('the page hydrates after the deferred scripts: the main menu opens', async ({ page }) => {
  await page.goto(`${host('cars')}/`);
  await hydrated(page);
  const vehicles = page.getByTestId('main-nav').getByRole('button', { name: 'Our cars' });
  await vehicles.click();
  await expect(vehicles).toHaveAttribute('aria-expanded', 'true');
});

test('a browser that cannot report paints gets the scripts at once', async ({ page }) => {
  // Without PerformanceObserver (removed before the page's own scripts run) the loader cannot wait
  // for the paint, so it fetches the scripts straight away rather than never.
  // Each chunk is inserted where the parser meets its call, as Next's own tag would be, so that
  // `load` (where Playwright's goto resolves) waits for all of them: by the end of parsing every
  // call has its script.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined });
    document.addEventListener('DOMContentLoaded', () => {
      const calls = [...document.scripts].filter((s) => s.text.startsWith('self.__deferScript(')).length;
      const inserted = document.querySelectorAll('script[async][src^="/_next/static/"]').length;
      (window as unknown as { __atParsed: number[] }).__atParsed = [calls, inserted];
    });
  });
  await page.goto(`${host('cars')}/`);
  const [calls, inserted] = await page.evaluate(
    () => (window as unknown as { __atParsed: number[] }).__atParsed,
  );
  expect(calls).toBeGreaterThan(3);
  expect(inserted).toBe(calls);
  await hydrated(page);
  const vehicles = page.getByTestId('main-nav').getByRole('button', { name: 'Our cars' });
  await vehicles.click();
  await expect(vehicles).toHaveAttribute('aria-expanded', 'true');
});

for (const [name, path] of [
  ['home page (cached)', '/'],
  ['Vehicles step (streamed per request)', VEHICLES_STEP],
] as const) {
  test(`${name}: the document comes brotli-compressed to a browser and still works`, async ({ page }) => {
    // scripts/lib/document-encoding.ts: a sixth to a third fewer bytes than gzip.
    const response = await page.goto(`${host('cars')}${path}`);
    const headers = await response?.allHeaders();
    expect(headers?.['content-encoding']).toBe('br');
    expect(headers?.vary).toMatch(/accept-encoding/i);
    // The whole document arrived (the footer comes last, after a streamed step's results).
    await expect(page.getByTestId('site-footer')).toBeVisible();
    if (path === VEHICLES_STEP) await expect(page.locator('[data-testid^="select-"]').first()).toBeVisible();
    await hydrated(page);
  });
}

test('lazy images near the first screen are fetched after the first paint, in their own place', async ({
  page,
}) => {
  // Chrome starts lazy images within its load-in margin at the first layout, and Lighthouse charged
  // them to the largest paint (the campers home: five below its search hero, 412 × 823 screen).
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(`${host('campers')}/`);
  const held = page.locator('main img[loading="lazy"]').first();
  // Loaded once the paint is reported, without the visitor scrolling.
  await expect
    .poll(() => held.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const timing = await page.evaluate(() => {
    const images = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img');
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      images: images.map((entry) => entry.startTime),
      heldSheets: document.adoptedStyleSheets.length,
    };
  });
  expect(timing.images.length).toBeGreaterThan(1);
  for (const start of timing.images) expect(start).toBeGreaterThanOrEqual(timing.paint);
  expect(timing.heldSheets).toBe(0);
  // Back in its box: the image is drawn where the layout put it, inside the page.
  const box = await held.boundingBox();
  expect(box?.y).toBeGreaterThan(0);
});
