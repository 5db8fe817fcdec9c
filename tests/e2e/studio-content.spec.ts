import { expect, type Locator, type Page, test } from '@playwright/test';
import { deleteOpenDocument, lakeDocument, lakeQuery, logIn, openDocumentId } from './studio/studio.ts';

// Editors' flows in the real Studio against the lake (custom inputs, translations,
// the Presentation tool with the site in draft mode).

const sitePort = Number(process.env.E2E_PORT ?? 3100);

interface LocationDoc {
  operatingHoursHighSeason?: { dailyHours?: Record<string, { from?: string; to?: string }> };
  specialOperatingHours?: { date?: string; open?: boolean }[];
}

/** Sanity field groups have no accessible name: the innermost group holding the label. */
function fieldGroup(scope: Page | Locator, page: Page, label: string): Locator {
  return scope
    .getByRole('group')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
}

test('a location manager sets summer hours and a special closed day and reads the summaries', async ({
  page,
}) => {
  // The screen the layout was reported on.
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  await page.getByRole('link', { name: 'Locations' }).click();
  await page.getByRole('link', { name: 'Location', exact: true }).click();
  await page.getByRole('tab', { name: 'Opening hours' }).click();

  // High season (summer), per weekday: Monday to Friday staffed, the weekend closed.
  const high = fieldGroup(page, page, 'High season');
  const summary = high.getByTestId('opening-hours-summary');
  await expect(summary).toContainText('Closed every day');
  // Its label on one line, not wrapped word by word.
  const sameHours = await high.getByText('Same hours every day', { exact: true }).boundingBox();
  expect(sameHours?.height ?? 99).toBeLessThan(30);
  await high.getByRole('checkbox', { name: 'Same hours every day' }).uncheck();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    // The week is a table: every weekday is an open row (no section to expand first).
    const hours = fieldGroup(high, page, day);
    // Wide enough to read a time whole ("08:00", not "08:").
    const opens = await hours.getByRole('textbox', { name: 'Opens' }).boundingBox();
    expect(opens?.width ?? 0).toBeGreaterThan(80);
    await hours.getByRole('textbox', { name: 'Opens' }).fill('08:00');
    await hours.getByRole('textbox', { name: 'Closes' }).fill('18:00');
  }
  await expect(summary).toHaveText('Mon–Fri 08:00–18:00, Sat–Sun closed');
  const id = openDocumentId(page);
  await expect
    .poll(
      async () =>
        (await lakeDocument<LocationDoc>(`drafts.${id}`))?.operatingHoursHighSeason?.dailyHours?.friday,
    )
    .toMatchObject({ from: '08:00', to: '18:00' });

  // Low season: the same hours every day.
  const low = fieldGroup(page, page, 'Low season');
  await expect(low.getByRole('checkbox', { name: 'Same hours every day' })).toBeChecked();
  const everyDay = fieldGroup(low, page, 'Every day');
  await everyDay.getByRole('textbox', { name: 'Opens' }).fill('09:00');
  await everyDay.getByRole('textbox', { name: 'Closes' }).fill('17:00');
  await expect(low.getByTestId('opening-hours-summary')).toHaveText('Every day 09:00–17:00');

  // A special closed day next Christmas: listed as closed.
  const year = new Date().getFullYear() + 1;
  await page.getByRole('tab', { name: 'Special hours' }).click();
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Date' }).fill(`${year}-12-25`);
  await dialog.getByRole('textbox', { name: 'Date' }).press('Enter');
  await expect(dialog.getByRole('checkbox', { name: 'Open that day' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  const item = page.getByRole('button', { name: new RegExp(`${year}-12-25`) });
  await expect(item).toContainText('Closed');
  await expect
    .poll(async () => (await lakeDocument<LocationDoc>(`drafts.${id}`))?.specialOperatingHours?.[0]?.date)
    .toBe(`${year}-12-25`);

  // A date that has passed is flagged, with a way to remove it.
  await page.getByRole('button', { name: 'Add item' }).click();
  await dialog.getByRole('textbox', { name: 'Date' }).fill('2020-01-01');
  await dialog.getByRole('textbox', { name: 'Date' }).press('Enter');
  await expect(dialog.getByText('Past date')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  // Added last, listed first: the list keeps date order.
  await expect
    .poll(async () =>
      (await lakeDocument<LocationDoc>(`drafts.${id}`))?.specialOperatingHours?.map((entry) => entry.date),
    )
    .toEqual(['2020-01-01', `${year}-12-25`]);
  await expect(page.getByText('1 date is in the past: 2020-01-01.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove past dates' }).click();
  await expect(page.getByText('1 date is in the past')).toBeHidden();
  await expect
    .poll(async () => (await lakeDocument<LocationDoc>(`drafts.${id}`))?.specialOperatingHours?.length)
    .toBe(1);

  await deleteOpenDocument(page, id);
});

test('an editor creates the German translation of a page from the Translations action', async ({ page }) => {
  await logIn(page);
  await page.getByRole('link', { name: 'English (en)' }).click();
  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await page.getByRole('link', { name: 'Page', exact: true }).click();
  const title = `Translation test ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const sourceId = openDocumentId(page);
  await expect
    .poll(async () => (await lakeDocument<{ title?: string }>(`drafts.${sourceId}`))?.title)
    .toBe(title);
  const source = await lakeDocument<{ translationKey: string }>(`drafts.${sourceId}`);

  await page.getByRole('button', { name: 'Open document actions' }).click();
  await page.getByRole('menuitem', { name: 'Translations' }).click();
  const dialog = page.getByRole('dialog', { name: `Translations of “${title}”` });
  await expect(dialog.getByRole('link', { name: /This page/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create translation in Deutsch' }).click();

  // The Studio opens the new German draft: same texts and translation key, language de.
  await expect(page).not.toHaveURL(new RegExp(sourceId));
  const germanId = openDocumentId(page);
  await expect
    .poll(() => lakeDocument(`drafts.${germanId}`))
    .toMatchObject({ language: 'de', title, translationKey: source?.translationKey, tenant: 'cars' });
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByText('DE', { exact: true })).toBeVisible();

  // Both languages now share the translation key.
  const rows = await lakeQuery<{ language: string }[]>('*[translationKey == $key]{language}', {
    key: source?.translationKey,
  });
  expect(rows.map((row) => row.language).sort()).toEqual(['de', 'en']);

  await deleteOpenDocument(page, germanId);
  await page.goto(`/cars/intent/edit/id=${sourceId};type=contentPage/`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await deleteOpenDocument(page, sourceId);
});

test('the Presentation tool opens the brand’s site in draft mode and follows its pages', async ({
  page,
  context,
}) => {
  await logIn(page);
  await page.getByRole('link', { name: 'Presentation' }).click();

  // The iframe went through the site's secret-checked draft-mode route…
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
  await expect
    .poll(async () => (await context.cookies(`http://localhost:${sitePort}/`)).map((c) => c.name))
    .toContain('__prerender_bypass');
  // …and the page's visual-editing bridge (mounted only in draft mode) told the Studio which
  // page it shows: the home page opens as the main document, with where it is used.
  // The bridge connects after the site has hydrated in the iframe: slow on a loaded machine.
  await expect(page).toHaveURL(/\/cars\/presentation\/homePage\/homePage\.cars\.en/, { timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'Used on one page' })).toBeVisible();

  // Navigating the preview to the German home page switches the main document. (The Presentation
  // tool's address field has no accessible name; it is the input holding the site's URL.)
  const address = page.locator(`input[value^="http://localhost:${sitePort}/"]`);
  await address.fill(`http://localhost:${sitePort}/de/`);
  await address.press('Enter');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveURL(/\/cars\/presentation\/homePage\/homePage\.cars\.de/, { timeout: 90_000 });
});
