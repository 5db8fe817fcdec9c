import { expect, test } from '@playwright/test';
import { lakeDocument, logIn } from './studio/studio.ts';

// Presentation covers the whole page a visitor sees. The site shell (promotion
// banner and popup, info banner, header, footer) carries click-to-edit attributes in draft mode,
// "Documents on this page" lists those documents, and clicking one opens it.

test('Presentation: clicking the promotion banner and the footer opens their documents', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const promotion = await lakeDocument<{ name?: string }>('promotionTemplate.cars.current');
  expect(promotion?.name, 'the seeded running promotion').toBeTruthy();
  await logIn(page);
  await page.getByRole('link', { name: 'Presentation' }).click();
  const frame = page.frameLocator('iframe');
  // The bridge connects after the site has hydrated in the iframe: slow on a loaded machine.
  await expect(page).toHaveURL(/\/cars\/presentation\/homePage\/homePage\.cars\.en/, { timeout: 90_000 });

  // Every part of the shell is marked for its own document.
  const banner = frame.getByTestId('promotion-banner');
  await expect(banner).toHaveAttribute('data-sanity', /promotionTemplate\.cars\.current/);
  await expect(frame.getByTestId('promotion-popup')).toHaveAttribute(
    'data-sanity',
    /promotionTemplate\.cars\.current/,
  );
  await expect(frame.getByTestId('main-nav')).toHaveAttribute('data-sanity', /header\.cars\.en/);
  const footer = frame.getByTestId('site-footer');
  await expect(footer).toHaveAttribute('data-sanity', /footer\.cars\.en/);

  // "Documents on this page" lists the shell's documents next to the page itself: closing the
  // page's own document (the pane's close link) shows that list.
  await page.locator('a[href*="/presentation/?preview="]').first().click();
  await expect(page.getByText(promotion?.name ?? '', { exact: true }).first()).toBeVisible();

  // Clicking the promotion banner opens the promotion, clicking the footer opens the footer.
  await banner.hover();
  await banner.click();
  await expect(page).toHaveURL(/promotionTemplate\.cars\.current/, { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Internal name' })).toHaveValue(promotion?.name ?? '');
  await footer.scrollIntoViewIfNeeded();
  await footer.hover();
  await footer.click({ position: { x: 40, y: 20 } });
  await expect(page).toHaveURL(/footer\.cars\.en/, { timeout: 30_000 });
});
