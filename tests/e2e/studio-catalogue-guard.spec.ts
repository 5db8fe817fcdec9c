// "a class that existing bookings use cannot be deleted, only retired", in Chromium
// against the real Studio, lake and booking service: Delete and Unpublish of a class with a paid
// upcoming reservation are off and say why; a class no reservation uses deletes as before.
import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { placeReservation } from './reservation-fixtures.ts';
import { lakeDocument, lakeMutate, logIn } from './studio/studio.ts';

async function openActions(page: Page) {
  await page.getByRole('button', { name: 'Open document actions' }).click();
  return { remove: page.getByRole('menuitem', { name: /^Delete/ }) };
}

test('an editor cannot delete or unpublish a class that an upcoming reservation uses, and is told why', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const customer = await browser.newContext({ ignoreHTTPSErrors: true });
  const placed = await placeReservation(await customer.newPage(), { pickupInHours: 72 });
  await customer.close();
  const classId = (placed as typeof placed & { classId: string }).classId;

  await logIn(page);
  await page.goto(`/cars/intent/edit/id=vehicleBase.${classId};type=vehicleBase`);
  const { remove } = await openActions(page);
  await expect(remove).toBeDisabled();
  await remove.hover();
  await expect(
    page.getByText(
      /\d+ (active and \d+ )?upcoming reservations? uses? this class; take it out of service instead/,
    ),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  // Sanity 6 offers Unpublish on the published version (the Published chip) as its primary action.
  await page.getByRole('button', { name: 'Published', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeDisabled();
  expect(await lakeDocument(`vehicleBase.${classId}`)).toBeDefined();
});

test('a class no reservation uses is deleted as before', async ({ page }) => {
  const classId = `guard-${randomBytes(3).toString('hex')}`;
  const id = `vehicleBase.${classId}`;
  await lakeMutate([
    {
      createOrReplace: {
        _id: id,
        _type: 'vehicleBase',
        tenant: 'cars',
        name: `Guard test ${classId}`,
        classId,
      },
    },
  ]);
  try {
    await logIn(page);
    await page.goto(`/cars/intent/edit/id=${id};type=vehicleBase`);
    const { remove } = await openActions(page);
    await expect(remove).toBeEnabled();
    await remove.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect.poll(() => lakeDocument(id)).toBeUndefined();
  } finally {
    await lakeMutate([{ delete: { id } }, { delete: { id: `drafts.${id}` } }]);
  }
});
