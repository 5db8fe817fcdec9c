import { expect, type Locator, type Page, test } from '@playwright/test';
import { lakeDocument, logIn, openDocumentId } from './studio/studio.ts';

// What a marketer publishes in the Studio is what bookings accept, seconds later.

const sitePort = Number(process.env.E2E_PORT ?? 3100);

/** Sanity field groups have no accessible name: the innermost group holding the label. */
function fieldGroup(scope: Page | Locator, page: Page, label: string): Locator {
  return scope
    .getByRole('group')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function quote(code: string): Promise<{ status: number; percent: number | null }> {
  const response = await fetch(`http://127.0.0.1:${sitePort}/functions/v1/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'cars' },
    body: JSON.stringify({
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      pickupTime: '12:00',
      returnTime: '12:00',
      pickupDate: day(40),
      returnDate: day(43),
      classId: 'golf',
      promoCode: code,
    }),
  });
  const body = (await response.json()) as { price?: { promo?: { percent: number } | null } };
  return { status: response.status, percent: body.price?.promo?.percent ?? null };
}

test('a marketer launches a promotion: validated in the Studio, accepted by bookings within 5 s of publishing', async ({
  page,
}) => {
  await logIn(page);
  await page.getByRole('link', { name: 'Promotions' }).click();
  await page.getByRole('link', { name: 'All promotions' }).click();
  await page.getByRole('link', { name: 'Promotion', exact: true }).click();
  const id = openDocumentId(page);

  await page.getByRole('textbox', { name: 'Internal name' }).fill('Storm week');
  // A code another promotion of the brand already has is refused (asked of the lake).
  const code = page.getByRole('textbox', { name: 'Promo code' });
  await code.fill('VEGUR10');
  // The field's validation (shown on its warning marker) names the clashing promotion.
  await expect(page.getByText(/already uses VEGUR10/).first()).toBeAttached();
  const unique = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  await code.fill(unique);
  await expect(page.getByText(/already uses/)).toHaveCount(0);

  const discount = page.getByRole('spinbutton', { name: 'Discount (%)' });
  await discount.fill('95');
  await expect(
    page.getByText('Enter the discount as a whole number of percent from 1 to 90.').first(),
  ).toBeAttached();
  await discount.fill('20');
  await expect(page.getByText('Enter the discount as a whole number of percent from 1 to 90.')).toHaveCount(
    0,
  );

  const valid = fieldGroup(page, page, 'Code valid');
  for (const [label, date, time] of [
    ['From', day(-1), '00:00'],
    ['Until', day(60), '23:59'],
  ] as const) {
    const group = fieldGroup(valid, page, label);
    await group.getByRole('textbox', { name: 'Date' }).fill(date);
    await group.getByRole('textbox', { name: 'Date' }).press('Enter');
    await group.getByRole('textbox', { name: 'Time (Iceland)' }).fill(time);
  }
  for (const label of ['Banner text', 'Popup title']) {
    await fieldGroup(page, page, label)
      .getByRole('textbox')
      .first()
      .fill('{percentage} off with {promoCode}');
  }
  await expect
    .poll(async () => (await lakeDocument<{ discount?: number }>(`drafts.${id}`))?.discount)
    .toBe(20);
  expect((await quote(unique)).status).toBe(422);

  const publish = page.getByTestId('action-publish');
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect.poll(async () => (await lakeDocument<{ code?: string }>(id))?.code).toBe(unique);
  const published = Date.now();
  await expect.poll(async () => (await quote(unique)).percent, { timeout: 5_000, intervals: [100] }).toBe(20);
  console.log(`promotion reached a quote ${Date.now() - published} ms after the lake stored it`);

  // Deleting the promotion retires its code.
  await page.getByRole('button', { name: 'Open document actions' }).click();
  await page.getByRole('menuitem', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect.poll(async () => (await quote(unique)).status, { timeout: 5_000, intervals: [100] }).toBe(422);
});

const LAKE_HTTP = `http://127.0.0.1:${process.env.LAKE_HTTP_PORT ?? 3333}`;

/** Writes straight to the lake (admin token): puts Keflavik back as it was, whatever happened. */
async function restore(original: Record<string, unknown>): Promise<void> {
  const { readFileSync } = await import('node:fs');
  const { resolve } = await import('node:path');
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

async function searchKeflavik(date: string): Promise<string | undefined> {
  const response = await fetch(`http://127.0.0.1:${sitePort}/functions/v1/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': 'cars' },
    body: JSON.stringify({
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      pickupTime: '12:00',
      returnTime: '12:00',
      pickupDate: date,
      returnDate: day(84),
    }),
  });
  return response.ok ? 'open' : ((await response.json()) as { code?: string }).code;
}

test('a location manager closes Keflavik for a day: bookings refuse that pickup date within 5 s of publishing', async ({
  page,
}) => {
  // Far enough ahead that no other test books Keflavik then.
  const storm = day(80);
  const original = await lakeDocument<Record<string, unknown>>('location.cars.kef');
  expect(original).toBeDefined();
  expect(await searchKeflavik(storm)).toBe('open');
  try {
    await logIn(page);
    await page.getByRole('link', { name: 'Locations' }).click();
    await page
      .getByRole('link', { name: /Keflavik Airport/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'Special hours' }).click();
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Date' }).fill(storm);
    await dialog.getByRole('textbox', { name: 'Date' }).press('Enter');
    await expect(dialog.getByRole('checkbox', { name: 'Open that day' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    const stormPublished = async () =>
      (
        await lakeDocument<{ specialOperatingHours?: { date?: string }[] }>('location.cars.kef')
      )?.specialOperatingHours?.some((entry) => entry.date === storm) === true;
    // Publish the instant it is enabled, while the day's edits may still be on their way and the
    // Studio still validating the item as it was before its date was set: one click publishes.
    const publish = page.getByTestId('action-publish');
    await expect(publish).toBeEnabled();
    await publish.click();
    await expect.poll(stormPublished, { timeout: 20_000 }).toBe(true);
    const published = Date.now();
    await expect
      .poll(() => searchKeflavik(storm), { timeout: 5_000, intervals: [100] })
      .toBe('pickup_closed');
    console.log(`closed day reached POST /search ${Date.now() - published} ms after the lake stored it`);
  } finally {
    await restore(original as Record<string, unknown>);
  }
  await expect.poll(() => searchKeflavik(storm), { timeout: 5_000, intervals: [100] }).toBe('open');
});
