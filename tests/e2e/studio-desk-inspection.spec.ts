// Staff see a reservation's pickup and return inspections side by side on the Operations desk,
// found by plate, photos fetched with their own login; opening them is in the reservation's log.
import { expect, test } from '@playwright/test';
import { inspectByApi } from './inspection-fixtures.ts';
import { checkInByApi, placeReservation } from './reservation-fixtures.ts';
import { bookingAdminToken } from './runtime-fixtures.ts';
import { logIn } from './studio/studio.ts';

test('the desk shows both car inspections side by side, found by plate', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const customer = await context.newPage();
  const placed = await placeReservation(customer, { pickupInHours: 2 });
  await checkInByApi(customer);
  await inspectByApi(customer);
  const staff = { authorization: `Bearer ${bookingAdminToken()}`, 'x-tenant': 'cars' };
  const api = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}/functions/v1`;
  const plate = (
    (await (await request.get(`${api}/staff/desk/reservations/${placed.id}`, { headers: staff })).json())
      .unit as { plate: string }
  ).plate;

  await logIn(page);
  await page.getByRole('link', { name: 'Operations' }).click();
  await page.getByRole('tab', { name: 'Desk' }).click();
  const form = page.getByRole('search', { name: 'Find a reservation' });
  await form.getByRole('textbox', { name: 'Find a reservation' }).fill(plate);
  await form.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('desk-results').getByRole('row').filter({ hasText: placed.reference });
  await row.getByRole('button', { name: `Open ${placed.reference}` }).click();

  const inspections = page.getByTestId('desk-inspections');
  await expect(inspections).toContainText('Car inspections');
  await expect(inspections).toContainText('Mileage 20,100 km · Fuel 8/8');
  await expect(inspections).toContainText('Mileage 20,540 km · Fuel 5/8');
  await expect(inspections).toContainText('Damage 1: Chip in the windscreen');
  await expect(inspections.getByTestId('inspection-difference')).toContainText(
    'Driven 440 km · Fuel difference -3/8',
  );
  const photos = inspections.getByTestId('inspection-photo');
  await expect(photos).toHaveCount(12);
  await expect(inspections.getByRole('img', { name: 'Dashboard at return' })).toBeVisible();
  // Loaded with the login (object URLs), not as plain links to the staff API.
  expect(await photos.first().getAttribute('src')).toMatch(/^blob:/);
  await expect(page.getByTestId('desk-audit')).toContainText('Customer submitted the return inspection');
  await context.close();
});
