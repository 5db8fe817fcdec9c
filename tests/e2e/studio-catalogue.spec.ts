import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { HIGH_SEASON_WEEK, perDayPrice, vehiclesStepIs } from './catalogue-fixtures.ts';
import { lakeDocument, logIn } from './studio/studio.ts';

// A manager changes a class's high-season rate in the Studio's rate table, sees the
// sample quote follow, publishes, and the site's Vehicles step quotes the new price.

const sitePort = Number(process.env.E2E_PORT ?? 3100);
const LAKE_HTTP = `http://127.0.0.1:${process.env.LAKE_HTTP_PORT ?? 3333}`;
// A class the cars home page's price table names, so the test sees both places change.
const CLASS = 'vehicleBase.yaris-hybrid';

interface Rates {
  seasons?: { season?: string; tiers?: { minDays?: number; perDay?: number }[] }[];
}

const tierRate = (doc: { rates?: Rates } | undefined, season: string, minDays: number) =>
  doc?.rates?.seasons?.find((s) => s.season === season)?.tiers?.find((t) => t.minDays === minDays)?.perDay;

/** Puts the class back as it was (admin token, straight to the lake), whatever happened. */
async function restore(original: Record<string, unknown>): Promise<void> {
  const token = readFileSync(
    resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'lake-admin-token'),
    'utf8',
  ).trim();
  const { _rev: _ignored, ...doc } = original;
  const response = await fetch(`${LAKE_HTTP}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      mutations: [{ createOrReplace: doc }, { delete: { id: `drafts.${String(original._id)}` } }],
    }),
  });
  expect(response.ok).toBe(true);
}

const kr = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} kr`;

async function publish(page: Page, published: () => Promise<boolean>): Promise<void> {
  const button = page.getByTestId('action-publish');
  await expect(button).toBeEnabled();
  await button.click();
  // One click publishes, without a reload and a second click; a held or dropped publish fails here.
  await expect.poll(published, { timeout: 20_000 }).toBe(true);
}

test('a manager edits a high-season rate in the rate table, sees the sample quote change, and the Vehicles step quotes it after publishing', async ({
  page,
}) => {
  const original = await lakeDocument<Record<string, unknown> & { name?: string; rates?: Rates }>(CLASS);
  expect(original).toBeDefined();
  const name = String(original?.name);
  const before = tierRate(original, 'high', 7);
  expect(before).toBeGreaterThan(0);
  const after = (before ?? 0) + 1_300;
  const week = HIGH_SEASON_WEEK();
  const site = `http://localhost:${sitePort}`;

  await page.goto(vehiclesStepIs(week, site));
  await expect(perDayPrice(page, name)).toHaveText(kr(before ?? 0));

  try {
    await logIn(page);
    await page.goto(`/cars/intent/edit/id=${CLASS};type=vehicleBase`);
    const grid = page.getByTestId('rate-grid');
    await expect(grid).toBeVisible();
    // Seasons are rows, length tiers columns; every cell is labelled by both.
    const cell = grid.getByRole('textbox', { name: 'High season, 7–13 days, price per day (ISK)' });
    await expect(cell).toHaveValue(String(before));
    const quote = page.getByTestId('sample-quote-result');
    // The sample rental defaults to a week in high season: the 7-day tier for every day.
    await expect(quote).toContainText(`${kr(before ?? 0)} per day`);
    await expect(quote).toContainText(kr((before ?? 0) * 7));

    // Keyboard only: from the 3–6 day cell, Tab reaches the 7–13 day cell of the same season.
    await grid.getByRole('textbox', { name: 'High season, 3–6 days, price per day (ISK)' }).focus();
    await page.keyboard.press('Tab');
    await expect(cell).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(String(after));
    await expect(quote).toContainText(`${kr(after)} per day`);
    await expect(quote).toContainText(kr(after * 7));
    // A negative price cannot even be typed into the table; the quote keeps the last good value.
    await page.keyboard.press('End');
    await page.keyboard.type('-');
    await expect(quote).toContainText(`${kr(after)} per day`);
    await page.keyboard.press('Backspace');

    await expect.poll(async () => tierRate(await lakeDocument(`drafts.${CLASS}`), 'high', 7)).toBe(after);
    await publish(page, async () => tierRate(await lakeDocument(CLASS), 'high', 7) === after);
    const published = Date.now();

    const site2 = await page.context().newPage();
    await expect(async () => {
      await site2.goto(vehiclesStepIs(week, site));
      await expect(perDayPrice(site2, name)).toHaveText(kr(after), { timeout: 1_000 });
    }).toPass({ timeout: 10_000, intervals: [250] });
    console.log(
      `the new rate reached the Vehicles step ${Date.now() - published} ms after the lake stored it`,
    );
    // The home page's price table reads the same rate table.
    await expect(async () => {
      await site2.goto(`${site}/is/`);
      const row = site2.locator('[data-block="priceTableBlock"] tbody tr').filter({ hasText: name });
      await expect(row.locator('td').last()).toHaveText(kr(after), { timeout: 1_000 });
    }).toPass({ timeout: 10_000, intervals: [250] });
    console.log(`and the home page's price table ${Date.now() - published} ms after`);
  } finally {
    if (original) await restore(original);
  }
  await expect(async () => {
    await page.goto(vehiclesStepIs(week, site));
    await expect(perDayPrice(page, name)).toHaveText(kr(before ?? 0), { timeout: 1_000 });
  }).toPass({ timeout: 10_000, intervals: [250] });
});
