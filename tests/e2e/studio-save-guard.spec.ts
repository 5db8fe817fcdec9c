import { expect, test } from '@playwright/test';
import { logIn } from './studio/studio.ts';
import { current, newPromotion, openPromotion, removePromotion } from './studio-fixtures.ts';

// The Studio sends an editor's keystrokes at most once a second and keeps the rest in the tab's
// memory; a reload in that second used to drop them silently, and offline it said only
// "Saving…". studio/components/SaveGuard.tsx asks before leaving while edits are unsaved (and
// sends them at once), and says when the Studio is offline and what happens to the edits.

test('a reload right after typing asks first; staying saves every character', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { id, name: start } = await newPromotion('Reload');
  try {
    await logIn(page);
    await openPromotion(page, start);
    const name = page.getByRole('textbox', { name: 'Internal name' });
    await name.click();
    await name.press('End');
    const typed = ' typed-then-reloaded';
    await name.pressSequentially(typed);

    // The reload the editor asks for right after the last keystroke: the page asks first.
    const dialog = page.waitForEvent('dialog', { timeout: 10_000 });
    // A reload the editor cancels never settles for Playwright; it is only started here.
    void page.reload({ timeout: 5_000 }).catch(() => undefined);
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();

    // Staying: every character reaches the lake, and then a reload goes through without asking.
    await expect.poll(async () => (await current(id))?.name).toBe(start + typed);
    let askedAgain = false;
    page.on('dialog', (again) => {
      askedAgain = true;
      void again.accept();
    });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Internal name' })).toHaveValue(start + typed);
    expect(askedAgain, 'no question once everything is saved').toBe(false);
  } finally {
    await removePromotion(id);
  }
});

test('offline, the Studio says so and keeps the edit; back online, it is saved', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { id, name: start } = await newPromotion('Offline');
  try {
    await logIn(page);
    await openPromotion(page, start);
    const name = page.getByRole('textbox', { name: 'Internal name' });
    const notice = page.getByTestId('studio-offline-notice');
    await expect(notice).toHaveCount(0);

    // The edit is made, and the connection drops before the Studio has sent all of it.
    await name.click();
    await name.press('End');
    await name.pressSequentially(' written', { delay: 40 });
    await context.setOffline(true);
    await name.pressSequentially(' then offline');
    await expect(notice).toContainText('The Studio is offline');
    await expect(notice).toContainText('will be saved when the connection returns');
    // The code's uniqueness rule asks the lake: offline it is not checked, rather than reported as
    // "Exception occurred while validating value: Failed to fetch" under the field.
    await expect(page.getByText(/Exception occurred while validating/)).toHaveCount(0);
    expect((await current(id))?.name, 'the last keystrokes wait in the tab').not.toBe(
      `${start} written then offline`,
    );

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect
      .poll(async () => (await current(id))?.name, { timeout: 30_000 })
      .toBe(`${start} written then offline`);
    await expect(page.getByText(/tool crashed|An error occurred/i)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
    await removePromotion(id);
  }
});
