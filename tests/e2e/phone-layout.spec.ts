import { expect, type Page, test } from './page-ready.ts';
import { host, quietShell } from './shell-fixtures.ts';

// What a new visitor stumbled over at phone and small-laptop sizes.

async function height(page: Page, testId: string): Promise<number> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not rendered`);
  return box.height;
}

test.describe('phone, 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the banners are one line each and the header leaves most of the first screen to the page', async ({
    page,
    context,
  }) => {
    await quietShell(context);
    // Campers: its info banner is marked important and long; the promotion banner has a countdown.
    await page.goto(`${host('campers')}/`);
    await expect(page.getByTestId('promotion-banner')).toBeVisible();
    expect(await height(page, 'info-banner')).toBeLessThanOrEqual(37);
    expect(await height(page, 'promotion-banner')).toBeLessThanOrEqual(37);
    expect(await height(page, 'site-header')).toBeLessThanOrEqual(160);
    // The whole banner text is one tap away.
    const banner = page.getByTestId('info-banner');
    await banner.getByText('Read more').click();
    expect(await height(page, 'info-banner')).toBeGreaterThan(37);
  });

  test('price tables fit the screen: one card per row, each value labelled by its column', async ({
    page,
    context,
  }) => {
    await quietShell(context);
    await page.goto(`${host('cars')}/`);
    // The block is the server's; the table inside is replaced when its script loads near the screen.
    await page.locator('[data-block="priceTableBlock"]').first().scrollIntoViewIfNeeded();
    const table = page.locator('[data-block="priceTableBlock"] table').first();
    await expect
      .poll(() =>
        table.evaluate((element) => {
          const wrap = element.parentElement as HTMLElement;
          return {
            page: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
            wrap: wrap.scrollWidth <= wrap.clientWidth,
            right: element.getBoundingClientRect().right <= document.documentElement.clientWidth,
          };
        }),
      )
      .toEqual({ page: true, wrap: true, right: true });
    const firstValue = table.locator('tbody td').first();
    const label = await firstValue.getAttribute('data-label');
    expect(label).toBeTruthy();
    expect(await firstValue.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${label}"`);
  });
});

test.describe('small laptop, 1024 × 768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  for (const [tenant, prefix] of [
    ['cars', ''],
    ['cars', '/de'],
    ['cars', '/es'],
    ['campers', '/fr'],
  ] as const) {
    test(`${tenant}${prefix}: the main menu stays on one line`, async ({ page, context }) => {
      await quietShell(context);
      await page.goto(`${host(tenant)}${prefix}/`);
      const tops = await page
        .getByTestId('main-nav')
        .locator(':scope > ul > li')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThan(2);
      expect(new Set(tops).size).toBe(1);
      // Quick links keep their names for assistive technology with the label hidden.
      await expect(
        page
          .getByTestId('quick-links')
          .getByRole('link', { name: /^(Find my booking|Meine Buchung|Mi reserva|Ma réservation)$/ }),
      ).toBeVisible();
    });
  }
});
