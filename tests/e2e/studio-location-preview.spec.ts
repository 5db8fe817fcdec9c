import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDaysToDate, isInSeason, type SeasonRange, todayInReykjavik } from '../../domain/index.ts';
import { deleteOpenDocument, lakeDocument, logIn, openDocumentId } from './studio/studio.ts';

// The location form shows the next 14 days as customers will see them, from the
// unsaved edits and the brand's settings; overlapping special hours are refused.

interface LocationDoc {
  specialOperatingHours?: { date?: string; open?: boolean }[];
}

/** Sanity field groups have no accessible name: the innermost group holding the label. */
function fieldGroup(scope: Page | Locator, page: Page, label: string): Locator {
  return scope
    .getByRole('group')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
}

async function setEveryDay(page: Page, season: string, from: string, to: string): Promise<void> {
  const group = fieldGroup(page, page, season);
  await expect(group.getByRole('checkbox', { name: 'Same hours every day' })).toBeChecked();
  const everyDay = fieldGroup(group, page, 'Every day');
  await everyDay.getByRole('textbox', { name: 'Opens' }).fill(from);
  await everyDay.getByRole('textbox', { name: 'Closes' }).fill(to);
}

async function addSpecialDay(page: Page, date: string, hours?: { from: string; to: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Date' }).fill(date);
  await dialog.getByRole('textbox', { name: 'Date' }).press('Enter');
  if (hours) {
    await dialog.getByRole('checkbox', { name: 'Open that day' }).check();
    await dialog.getByRole('textbox', { name: 'Opens' }).fill(hours.from);
    await dialog.getByRole('textbox', { name: 'Closes' }).fill(hours.to);
  }
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
}

test('a location manager adds a special closed day and sees it in the 14-day preview; overlapping special hours are refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const settings = await lakeDocument<{ highSeason?: SeasonRange; selfService?: boolean }>('settings.cars');
  const today = todayInReykjavik();
  const closedDay = addDaysToDate(today, 3);
  const highOn = (date: string) => isInSeason(date, settings?.highSeason, today);

  await logIn(page);
  await page.getByRole('link', { name: 'Locations' }).click();
  await page.getByRole('link', { name: 'Location', exact: true }).click();
  const preview = page.getByTestId('opening-days-preview');
  await expect(preview).toContainText('Next 14 days as customers see them');
  const day = (date: string) => preview.getByTestId(`opening-day-${date}`);
  // A new location has no hours: every day is closed.
  await expect(preview.locator('[data-status]')).toHaveCount(14);
  await expect(day(today)).toHaveAttribute('data-status', 'closed');

  // Different hours per season, so the preview shows which season each day falls in.
  await page.getByRole('tab', { name: 'Opening hours' }).click();
  await setEveryDay(page, 'High season', '08:00', '20:00');
  await setEveryDay(page, 'Low season', '09:00', '17:00');
  for (const date of [today, closedDay, addDaysToDate(today, 13)]) {
    await expect(day(date)).toHaveAttribute('data-status', 'open');
    await expect(day(date)).toContainText(highOn(date) ? '08:00–20:00' : '09:00–17:00');
    await expect(day(date)).toContainText(highOn(date) ? 'High season' : 'Low season');
  }

  // The special closed day, before anything is published: the preview follows the edit.
  await page.getByRole('tab', { name: 'Special hours' }).click();
  await addSpecialDay(page, closedDay);
  await expect(day(closedDay)).toHaveAttribute('data-status', 'closed');
  await expect(day(closedDay)).toContainText('Closed (special)');
  await expect(day(addDaysToDate(closedDay, 1))).toHaveAttribute('data-status', 'open');
  const id = openDocumentId(page);
  await expect
    .poll(async () => (await lakeDocument<LocationDoc>(`drafts.${id}`))?.specialOperatingHours?.[0]?.date)
    .toBe(closedDay);

  // A second entry for the same day overlaps the first: refused with both entries named.
  await addSpecialDay(page, closedDay, { from: '10:00', to: '14:00' });
  await expect(page.getByTestId('special-hours-overlap')).toHaveText(
    `Special hours overlap: ${closedDay} is listed twice (entries 1 and 2: closed and 10:00–14:00). Keep one entry per date: remove one of them or merge their hours.`,
  );
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();

  await deleteOpenDocument(page, id);
});
