import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './page-ready.ts';
import { countDocumentLoads, visibleSiteLinks } from './runtime-fixtures.ts';
import { host, quietShell } from './shell-fixtures.ts';

/**
 * A new deployment is detected (build id polled on route changes and when
 * the tab becomes visible, at most once a minute) and the next navigation is a full page load; a
 * failed chunk load reloads the page, at most once per 10 s for the same path, and otherwise shows
 * the localised error screen with a retry button.
 */

test.beforeEach(async ({ context }) => {
  await quietShell(context);
});

test('a new build id makes the next navigation a full page load', async ({ page }) => {
  await page.clock.install();
  let liveBuildId: string | null = null;
  const checks: string[] = [];
  await page.route('**/api/build-id/**', async (route) => {
    checks.push(route.request().url());
    if (liveBuildId)
      await route.fulfill({ json: { buildId: liveBuildId }, headers: { 'cache-control': 'no-store' } });
    else await route.continue();
  });
  const documentLoads = countDocumentLoads(page);
  await page.goto(`${host('cars')}/`);
  const [first, second] = await visibleSiteLinks(page, 2);
  expect(second, 'the home page links two other pages').toBeTruthy();

  // The same build: navigation stays in the client router (one document load so far).
  await page.evaluate(() => {
    (window as unknown as { vegurMarker: number }).vegurMarker = 1;
  });
  // The runtime counts a minute from when it mounted: move the clock only once it has.
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  await page.clock.fastForward(61_000);
  const sameBuildCheck = page.waitForResponse('**/api/build-id/**');
  await page.locator(`a[href="${first}"]:visible`).first().click();
  await sameBuildCheck;
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  expect(documentLoads()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { vegurMarker?: number }).vegurMarker)).toBe(1);

  // A newer build goes live; the tab becoming visible again finds it (a minute after the last check).
  liveBuildId = 'a-newer-build';
  // The runtime counts a minute from when it mounted: move the clock only once it has.
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  await page.clock.fastForward(61_000);
  const newBuildCheck = page.waitForResponse('**/api/build-id/**');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await newBuildCheck;
  // Not more than once a minute: another visibility change at once asks nothing.
  const before = checks.length;
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  await page.locator(`a[href="${second}"]:visible`).first().click();
  await expect(page).toHaveURL(new RegExp(`${second}$`));
  await expect.poll(documentLoads).toBe(2);
  expect(
    await page.evaluate(() => (window as unknown as { vegurMarker?: number }).vegurMarker),
  ).toBeUndefined();
  expect(checks.length).toBe(before);
});

test('a failed build-id check is only logged and navigation carries on in the client', async ({ page }) => {
  await page.clock.install();
  await page.route('**/api/build-id/**', (route) => route.fulfill({ status: 500, body: 'down' }));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const documentLoads = countDocumentLoads(page);
  await page.goto(`${host('cars')}/`);
  const [first, second] = await visibleSiteLinks(page, 2);
  // The runtime counts a minute from when it mounted: move the clock only once it has.
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'ready');
  await page.clock.fastForward(61_000);
  const check = page.waitForResponse('**/api/build-id/**');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await check;
  await expect.poll(() => warnings.some((w) => w.includes('New-deployment check failed'))).toBe(true);
  await page.locator(`a[href="${first}"]:visible`).first().click();
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await page.goBack();
  await page.locator(`a[href="${second}"]:visible`).first().click();
  await expect(page).toHaveURL(new RegExp(`${second}$`));
  expect(documentLoads()).toBe(1);
});

test('the build-id endpoint answers the live build uncached', async ({ request }) => {
  const response = await request.get('/api/build-id/');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const { buildId } = (await response.json()) as { buildId: string };
  expect(buildId).toMatch(/^[\w-]{6,}$/);
  expect(buildId).not.toBe('development');
});

test('a chunk that fails to load reloads the page once, then shows the error screen', async ({ page }) => {
  // One of the page's JavaScript chunks never arrives (a deployment removed it, or the network
  // dropped it), on every load.
  let failing: string | null = null;
  await page.route('**/_next/static/chunks/**', async (route) => {
    const url = route.request().url();
    if (!url.endsWith('.js')) return route.continue();
    failing ??= url;
    if (url === failing) return route.abort('failed');
    return route.continue();
  });
  const documentLoads = countDocumentLoads(page);
  await page.goto(`${host('cars')}/de/`);
  // The failure reloads the page once; the second failure, within 10 s, shows the screen instead.
  const screen = page.getByRole('alertdialog', { name: 'Diese Seite konnte nicht geladen werden' });
  await expect(screen).toBeVisible();
  expect(documentLoads()).toBe(2);
  await expect(screen).toContainText('Ein Teil der Seite ist nicht angekommen');
  const retry = screen.getByRole('button', { name: 'Seite neu laden' });
  await expect(retry).toBeFocused();
  // No third load on its own.
  await page.waitForTimeout(2000);
  expect(documentLoads()).toBe(2);
  const axe = await new AxeBuilder({ page }).include('#vegur-chunk-error').analyze();
  expect(axe.violations).toEqual([]);

  // The retry button is a fresh full load (the chunk still fails, so the screen comes back).
  await page.keyboard.press('Enter');
  await expect.poll(documentLoads).toBe(3);
  await expect(page.getByRole('alertdialog')).toBeVisible();
});

test('a dynamic import that fails reloads the page once per 10 s', async ({ page }) => {
  const documentLoads = countDocumentLoads(page);
  await page.goto(`${host('cars')}/`);
  const importMissing = () =>
    page.evaluate(() => {
      // A chunk of an older build, removed by the deployment.
      void import(/* webpackIgnore: true */ `/_next/static/chunks/gone-${Date.now()}.js`);
    });
  // The reload's own load event: waitForLoadState answered at once from the old document, and the
  // second import then ran while the page navigated ("execution context was destroyed").
  const reloaded = page.waitForEvent('load');
  await importMissing();
  await reloaded;
  await expect.poll(documentLoads).toBe(2);
  await importMissing();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(documentLoads()).toBe(2);
});
