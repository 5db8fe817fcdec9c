import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { expect, test } from './page-ready.ts';
import { host, PROMO_CODES } from './shell-fixtures.ts';

// A first visit: nothing dismissed, no coupon. Only the cookie choice is made, so the consent
// banner does not sit over the page.
test.beforeEach(async ({ context }) => {
  await context.addCookies(
    ['cars.localhost', 'campers.localhost', 'lease.localhost'].map((domain) => ({
      name: 'vegur-consent',
      value: 'v1%3A',
      domain,
      path: '/',
    })),
  );
});

const hiddenCodes = (tenant: string) => `JSON.parse(localStorage.getItem('${tenant}-hide-coupon') ?? '[]')`;

test('the popup opens on a first visit with code, percentage, expiry and a live countdown', async ({
  page,
}) => {
  await page.goto(`${host('cars')}/`);
  const popup = page.getByTestId('promotion-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(popup.getByTestId('promotion-code')).toHaveText(PROMO_CODES.cars);
  await expect(popup).toContainText('10%');
  // {expiryDate} is filled in, in English.
  await expect(popup).toContainText(
    /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/,
  );
  await expect(popup).not.toContainText('{');

  const seconds = popup.getByTestId('promotion-countdown').locator('[data-unit="seconds"] b');
  const first = await seconds.textContent();
  await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first);
  // Days show while more than a day is left.
  await expect(popup.getByTestId('promotion-countdown').locator('[data-unit="days"]')).toBeVisible();
});

test('on a first visit the cookie banner comes first; the popup opens once it is answered', async ({
  page,
  context,
}) => {
  await context.clearCookies();
  await page.goto(`${host('campers')}/`);
  const banner = page.getByTestId('consent-banner');
  const popup = page.getByTestId('promotion-popup');
  await expect(banner).toBeVisible();
  // Long enough for the popup to have opened had it not waited (it opens right after hydration).
  await page.waitForTimeout(1000);
  await expect(popup).toBeHidden();
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('promotion-code')).toHaveText(PROMO_CODES.campers);
});

test('Escape dismisses the popup for good, keeps the banner, and the banner opens it again', async ({
  page,
}) => {
  await page.goto(`${host('cars')}/`);
  const popup = page.getByTestId('promotion-popup');
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  const banner = page.getByTestId('promotion-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(PROMO_CODES.cars);
  expect(await page.evaluate(hiddenCodes('cars'))).toEqual([PROMO_CODES.cars]);

  await page.reload();
  await expect(page.getByTestId('promotion-banner')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(popup).toBeHidden();

  await page.getByTestId('promotion-banner-open').click();
  await expect(popup).toBeVisible();
  await popup.getByTestId('promotion-close').click();
  await expect(popup).toBeHidden();
});

test('a click outside the popup dismisses it', async ({ page }) => {
  await page.goto(`${host('campers')}/`);
  const popup = page.getByTestId('promotion-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('promotion-code')).toHaveText(PROMO_CODES.campers);
  await page.mouse.click(3, 400);
  await expect(popup).toBeHidden();
  expect(await page.evaluate(hiddenCodes('campers'))).toEqual([PROMO_CODES.campers]);
});

test('applying the code sets the coupon, closes the popup and turns the banner into a confirmation', async ({
  page,
  context,
}) => {
  await page.goto(`${host('cars')}/de/`);
  const popup = page.getByTestId('promotion-popup');
  await popup.getByTestId('promotion-apply').click();
  await expect(popup).toBeHidden();
  const cookies = await context.cookies(host('cars'));
  expect(cookies.find((c) => c.name === 'cars-coupon')?.value).toBe(PROMO_CODES.cars);
  const banner = page.getByTestId('promotion-banner');
  await expect(banner).toHaveAttribute('data-applied', 'true');
  await expect(banner).toContainText(PROMO_CODES.cars);
  // Applied is not dismissed, and it survives a reload (the cached page hydrates with the cookie).
  expect(await page.evaluate(hiddenCodes('cars'))).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('promotion-banner')).toHaveAttribute('data-applied', 'true');
  await page.waitForTimeout(500);
  await expect(popup).toBeHidden();
});

test('?coupon= prefills the coupon: the promotion code counts as applied, another code does not', async ({
  page,
  context,
}) => {
  await page.goto(`${host('cars')}/?coupon=${PROMO_CODES.cars}`);
  await expect(page.getByTestId('promotion-banner')).toHaveAttribute('data-applied', 'true');
  await expect(page.getByTestId('promotion-popup')).toBeHidden();

  await page.goto(`${host('cars')}/?coupon=FRIEND20`);
  await expect
    .poll(async () => (await context.cookies(host('cars'))).find((c) => c.name === 'cars-coupon')?.value)
    .toBe('FRIEND20');
  await expect(page.getByTestId('promotion-popup')).toBeVisible();
});

test('there is no promotion on the lease brand', async ({ page }) => {
  await page.goto(`${host('lease')}/`);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('promotion-banner')).toHaveCount(0);
  await expect(page.getByTestId('promotion-popup')).toHaveCount(0);
});

for (const path of ['/book/error/', '/reservation/find/', '/de/reservation/find/']) {
  test(`the promotion stays away from booking paths: ${path}`, async ({ page }) => {
    await page.goto(`${host('cars')}${path}`);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByTestId('promotion-banner')).toHaveCount(0);
    await expect(page.getByTestId('promotion-popup')).toHaveCount(0);
  });
}

test('navigating into a booking path hides the banner without a reload', async ({ page }) => {
  await page.goto(`${host('cars')}/`);
  await expect(page.getByTestId('promotion-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('promotion-banner')).toBeVisible();
  await page.getByTestId('quick-links').getByRole('link', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL(/\/reservation\/find\/$/);
  await expect(page.getByTestId('promotion-banner')).toHaveCount(0);
});

test('in draft mode (a Studio preview) neither the popup nor the cookie banner covers the page', async ({
  page,
  context,
}) => {
  // An editor who never answered the banner on the site's origin.
  await context.clearCookies();
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: `http://127.0.0.1:${Number(process.env.LAKE_HTTP_PORT ?? 3333)}`,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: readFileSync(join(process.cwd(), '.data', 'e2e', 'lake-admin-token'), 'utf8').trim(),
  });
  // What the Presentation tool does before it opens its preview.
  const { secret } = await createPreviewSecret(client, 'e2e', 'http://localhost/studio', 'e2e-user');
  await page.goto(
    `${host('cars')}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/`,
  );
  await expect(page.getByTestId('promotion-banner')).toBeVisible();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  // With the cookie choice made, the popup would open by itself on a visitor's page, not here.
  await context.addCookies([{ name: 'vegur-consent', value: 'v1%3A', domain: 'cars.localhost', path: '/' }]);
  await page.reload();
  await expect(page.getByTestId('promotion-banner')).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page.getByTestId('promotion-popup')).toBeHidden();
  // The banner still opens it on request.
  await page.getByTestId('promotion-banner-open').click();
  await expect(page.getByTestId('promotion-popup')).toBeVisible();
});
