import { HIGH_SEASON_WEEK, LOW_SEASON_WEEK, perDayPrice, vehiclesStepIs } from './catalogue-fixtures.ts';
import { expect, test } from './page-ready.ts';
import { host, quietShell } from './shell-fixtures.ts';

// A content page's price table and the Vehicles step read one rate table; a class's
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

// A lease month is quoted with the road tax every month pays on the vehicle
// page; the lease home page's table quoted the bare month, so an electric car's numbers differed.
test('the lease home page price table shows each car’s month as its vehicle page does', async ({ page }) => {
  await page.goto(`${host('lease')}/`);
  const block = page.locator('[data-block="priceTableBlock"]');
  await block.scrollIntoViewIfNeeded();
  const rows = block.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  const months = await rows.evaluateAll((trs) =>
    trs.map((tr) => [
      tr.querySelector('th')?.textContent?.trim() ?? '',
      tr.querySelector('td')?.textContent?.trim() ?? '',
    ]),
  );
  expect(months.length).toBeGreaterThan(1);
  for (const [name, month] of months) {
    expect(month, name).toMatch(/^\d{1,3}(\.\d{3})* kr$/);
    await page.goto(`${host('lease')}/lease-cars/`);
    await page.getByTestId('vehicle-list').getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
    await expect(page.getByTestId('vehicle-from-price'), name).toHaveText(month ?? '');
  }
});
