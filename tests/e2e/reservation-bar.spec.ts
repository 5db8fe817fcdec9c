import {
  fillBooker,
  ordinaryDates,
  payOnGateway,
  TEST_CARDS,
  TRAVELLER,
  vehiclesLink,
} from './booking-fixtures.ts';
import { expect, test } from './page-ready.ts';
import { expectAccessible, mailSubjects } from './reservation-fixtures.ts';
import { host, quietShell } from './shell-fixtures.ts';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.beforeEach(async ({ context }) => quietShell(context));

test('on a phone: a customer who booked in the booking flow finds the reservation and moves the return time', async ({
  page,
  context,
}) => {
  // The booking flow, as a customer walks it.
  const dates = ordinaryDates(16, 3);
  await page.goto(`${host('cars')}${vehiclesLink({ pickupLocation: 'kef', ...dates })}`);
  await page.getByRole('button', { name: 'Select' }).first().click();
  await expect(page).toHaveURL(/\/book\/options\/$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/book\/details\/$/);
  await fillBooker(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/book\/contract\/$/);
  await page.getByRole('checkbox', { name: /accept the rental agreement/ }).check();
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/functions\/v1\/test-gateway\/checkout\//);
  await payOnGateway(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/book\/confirmation\/$/);
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  // Later, in the airport queue: the session is gone, the reference and e-mail find it again.
  await context.clearCookies({ name: 'vegur_reservation' });
  await page.goto(`${host('cars')}/reservation/`);
  await expect(page).toHaveURL(/\/reservation\/find\/$/);
  await page.getByLabel('Booking reference').fill(reference);
  await page.getByLabel('E-mail address or last name').fill(TRAVELLER.email);
  await page.getByRole('button', { name: 'Find reservation' }).click();
  await expect(page).toHaveURL(/\/reservation\/$/);
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
  await expect(page.getByTestId('return')).toContainText('12:00');
  // Phones first: nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'Overview on a phone');

  await page.locator('[data-action="editTerms"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/reservation\/edit\/terms\/$/);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  // On a phone the panel is folded into its summary; Change opens it.
  await page.getByRole('button', { name: 'Change', exact: true }).click();
  await page.getByLabel('Return time').selectOption('16:00');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(/returnTime=16%3A00|returnTime=16:00/);
  await expect(page.getByTestId('terms-new')).toContainText('16:00');
  await expect(page.getByTestId('terms-difference')).toHaveText(/^You pay [\d.]+ kr more$/);
  await expectAccessible(page, 'Change of terms on a phone');
  await page.getByTestId('terms-confirm').click();
  await expect(page).toHaveURL(/\/functions\/v1\/test-gateway\/checkout\//);
  await payOnGateway(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/reservation\/edit\/payment\/\?/);
  await expect(page.getByTestId('payment-succeeded')).toBeVisible();
  await page.getByTestId('payment-succeeded').getByRole('link').click();
  await expect(page.getByTestId('return')).toContainText('16:00');
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you, your payment was received.' }),
  ).toBeVisible();
  await expect
    .poll(() => mailSubjects(reference))
    .toContain(`Your booking ${reference} was changed – Vegur Car Rental`);
});
