import { expect, test } from '@playwright/test';
import { HIGH_SEASON_WEEK, LOW_SEASON_WEEK, perDayPrice, vehiclesStepIs } from './catalogue-fixtures.ts';
import { quietShell } from './shell-fixtures.ts';

// Issue 32: a content page's price table and the Vehicles step read one rate table; a class's
// price for a week in either season is the same number in both places.

test.beforeEach(async ({ context }) => quietShell(context));

test('the home page price table shows the Vehicles step’s price per day for each season', async ({
  page,
}) => {
  await page.goto('/is/');
  const block = page.locator('[data-block="priceTableBlock"]');
  await block.scrollIntoViewIfNeeded();
  const table = block.locator('table');
  await expect(table).toHaveAttribute('data-currency', 'ISK');
  // The block is seeded for a week's rental; its note says so.
  await expect(block.getByTestId('price-table-note')).toContainText('7 daga');
  const heads = await table.locator('thead th').allInnerTexts();
  expect(heads.slice(1)).toEqual(['Lágannatími, á dag', 'Háannatími, á dag']);
  const row = table.locator('tbody tr').first();
  const name = (await row.locator('th').innerText()).trim();
  const [low, high] = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
  expect(low).toMatch(/^\d{1,3}(\.\d{3})* kr$/);
  expect(high).toMatch(/^\d{1,3}(\.\d{3})* kr$/);
  expect(low).not.toBe(high);

  for (const [dates, price] of [
    [LOW_SEASON_WEEK(), low],
    [HIGH_SEASON_WEEK(), high],
  ] as const) {
    await page.goto(vehiclesStepIs(dates));
    await expect(perDayPrice(page, name), `${name} ${dates.pickupDate}`).toHaveText(price ?? '');
  }
});
