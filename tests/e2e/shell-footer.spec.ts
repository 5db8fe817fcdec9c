import AxeBuilder from '@axe-core/playwright';
import { settled } from './axe.ts';
import { expect, type Page, test } from './page-ready.ts';
import { host, quietShell } from './shell-fixtures.ts';

test.describe('footer', () => {
  test.beforeEach(async ({ context }) => quietShell(context));

  test('cars: both offices, contact, socials, categories, legal links, certificates', async ({ page }) => {
    await page.goto(`${host('cars')}/`);
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByTestId('footer-keflavik')).toContainText('Keflavik');
    await expect(footer.getByTestId('footer-keflavik').locator('address')).toContainText('235');
    await expect(footer.getByTestId('footer-reykjavik').locator('address')).toContainText('Reykjavík');
    await expect(footer.getByTestId('footer-contact').getByRole('link').first()).toHaveAttribute(
      'href',
      /^tel:\+354/,
    );
    await expect(footer.getByTestId('footer-contact').getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    const socials = footer.getByTestId('footer-socials').getByRole('link');
    expect(await socials.count()).toBeGreaterThan(0);
    await expect(socials.first()).toHaveAttribute('href', /^https:\/\//);
    await expect(socials.first()).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await footer.getByTestId('footer-categories').getByRole('link').count()).toBeGreaterThan(3);
    expect(await footer.getByTestId('footer-legal').getByRole('link').count()).toBe(2);
    await expect(footer.getByTestId('footer-certificates')).toBeVisible();
  });

  test('lease: no Keflavik column and no certificates', async ({ page }) => {
    await page.goto(`${host('lease')}/`);
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByTestId('footer-reykjavik')).toBeVisible();
    await expect(footer.getByTestId('footer-keflavik')).toHaveCount(0);
    await expect(footer.getByTestId('footer-certificates')).toHaveCount(0);
    // Not even hidden in the markup.
    expect(await page.content()).not.toContain('Blikav');
  });

  test.describe('narrow screens', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('link categories are an accordion', async ({ page }) => {
      await page.goto(`${host('cars')}/`);
      const categories = page.getByTestId('footer-categories');
      const first = categories.getByRole('button').first();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      const body = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
      await expect(body).toBeHidden();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(body.getByRole('link').first()).toBeVisible();
      await first.click();
      await expect(body).toBeHidden();
    });
  });

  test.describe('wide screens', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('link categories are plain lists with headings', async ({ page }) => {
      await page.goto(`${host('cars')}/`);
      const categories = page.getByTestId('footer-categories');
      await expect(categories.getByRole('button')).toHaveCount(0);
      await expect(categories.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(categories.getByRole('link').first()).toBeVisible();
    });
  });
});

test.describe('consent', () => {
  test('no third-party request before or after a choice without configuration; the choice is kept', async ({
    page,
    context,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (!/(^|\.)localhost$|^127\.0\.0\.1$/.test(hostname)) outside.push(request.url());
    });
    await page.goto(`${host('cars')}/`);
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Only necessary' }).click();
    await expect(banner).toBeHidden();
    // The promotion waits for the cookie choice, then opens; put it away.
    await expect(page.getByTestId('promotion-popup')).toBeVisible();
    await page.keyboard.press('Escape');
    expect((await context.cookies(host('cars'))).find((c) => c.name === 'vegur-consent')?.value).toBe(
      'v1%3A',
    );

    await page.getByTestId('cookie-settings').click();
    const dialog = page.getByTestId('consent-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: /Analytics/ }).check();
    await dialog.getByRole('button', { name: 'Save my choice' }).click();
    await expect(dialog).toBeHidden();
    expect((await context.cookies(host('cars'))).find((c) => c.name === 'vegur-consent')?.value).toBe(
      'v1%3Aanalytics',
    );
    await page.reload();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    // No tag manager id is configured here, so even with consent nothing leaves the machine.
    expect(outside).toEqual([]);
  });
});

async function shellViolations(page: Page) {
  // Menus fade in over 300 ms: mid-fade, text blends into the backdrop and axe reads low contrast.
  await settled(page);
  const results = await new AxeBuilder({ page })
    .include('[data-testid="site-header"]')
    .include('[data-testid="site-footer"]')
    .include('[data-testid="consent-banner"]')
    .include('[data-testid="promotion-popup"]')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility of the shell (axe-core)', () => {
  for (const tenant of ['cars', 'campers', 'lease']) {
    test(`${tenant}: no serious or critical violations, wide, dropdown open`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${host(tenant)}/`);
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      expect(await shellViolations(page)).toEqual([]);
      await banner.getByRole('button', { name: 'Only necessary' }).click();
      if (tenant !== 'lease') await expect(page.getByTestId('promotion-popup')).toBeVisible();
      expect(await shellViolations(page)).toEqual([]);
      if (tenant !== 'lease') {
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('promotion-popup')).toBeHidden();
      }
      await page.getByTestId('main-nav').getByRole('button').first().click();
      expect(await shellViolations(page)).toEqual([]);
    });
  }

  test('cars: no serious or critical violations, narrow, menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${host('cars')}/is/`);
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    expect(await shellViolations(page)).toEqual([]);
    // "Only necessary", in Icelandic; the promotion opens after the choice.
    await banner.getByRole('button').nth(1).click();
    await expect(page.getByTestId('promotion-popup')).toBeVisible();
    expect(await shellViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('main-nav').getByRole('button').first().click();
    expect(await shellViolations(page)).toEqual([]);
  });
});
