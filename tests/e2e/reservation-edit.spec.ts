import { expect, test } from './page-ready.ts';
import {
  expectAccessible,
  mailSubjects,
  payOnGatewayPage,
  placeReservation,
} from './reservation-fixtures.ts';
import { host, quietShell } from './shell-fixtures.ts';

test.describe.configure({ timeout: 150_000 });
test.beforeEach(async ({ context }) => quietShell(context));

test('details: errors in the page language, then saved and e-mailed (cars, Icelandic)', async ({ page }) => {
  const placed = await placeReservation(page, { pickupInHours: 24 * 14, locale: 'is' });
  await page.goto(`${host('cars')}/is/reservation/`);
  await page.locator('[data-action="editDetails"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/is\/reservation\/edit\/details\/$/);
  const form = page.getByTestId('details-form');
  await expect(form.getByLabel('Netfang', { exact: true })).toHaveValue('anna@example.com');
  await expectAccessible(page, 'Breyta upplýsingum');

  await form.getByLabel('Símanúmer', { exact: true }).fill('12');
  await form.getByLabel('Netfang', { exact: true }).fill('ekki-netfang');
  await page.getByTestId('details-save').click();
  const summary = form.getByRole('alert');
  await expect(summary).toContainText('Athugaðu þessa reiti');
  await expect(summary).toContainText('Netfangið er ógilt');
  await expect(form.getByLabel('Netfang', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'Breyta upplýsingum, villur');

  await form.getByLabel('Símanúmer', { exact: true }).fill('+354 611 2233');
  await form.getByLabel('Netfang', { exact: true }).fill('anna.new@example.com');
  await form.getByLabel(/^Flugnúmer|^Flight/).fill('FI615');
  await page.getByTestId('details-save').click();
  await expect(page).toHaveURL(/\/is\/reservation\/\?done=details$/);
  await expect(page.getByText('anna.new@example.com')).toBeVisible();
  await expect
    .poll(() => mailSubjects(placed.reference))
    .toContain(`Bókun ${placed.reference} hefur verið breytt – Vegur Car Rental`);
  // The new address finds the reservation; the old one no longer does.
  const found = await page.evaluate(async (reference) => {
    const find = (email: string) =>
      fetch('/functions/v1/reservations/find', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reference, email }),
      }).then((r) => r.status);
    return [await find('anna.new@example.com'), await find('anna@example.com')];
  }, placed.reference);
  expect(found).toEqual([200, 404]);
});

test('options: a better insurance is priced before confirming and paid on the gateway (cars, Spanish)', async ({
  page,
}) => {
  const placed = await placeReservation(page, { pickupInHours: 24 * 13, locale: 'es' });
  await page.goto(`${host('cars')}/es/reservation/edit/options/`);
  await expectAccessible(page, 'Cambiar seguro');
  await page.getByRole('radio', { name: /Protección Premium/ }).check();
  await page.getByTestId('options-review').click();
  await expect(page).toHaveURL(/insurance=premium/);
  await expect(page.getByTestId('options-difference')).toHaveText(/^Pagas [\d.]+ kr más$/);
  await expectAccessible(page, 'Cambiar seguro, revisión');
  await page.getByTestId('options-confirm').click();
  await expect(page).toHaveURL(/\/functions\/v1\/test-gateway\/checkout\//);
  await payOnGatewayPage(page);
  await expect(page).toHaveURL(/\/es\/reservation\/edit\/payment\/\?/);
  await expect(page.getByTestId('payment-succeeded')).toBeVisible();
  await page.goto(`${host('cars')}/es/reservation/`);
  await expect(page.locator('section[aria-labelledby="options"]')).toContainText('Protección Premium');
  await expect
    .poll(() => mailSubjects(placed.reference))
    .toContain(`Tu reserva ${placed.reference} se ha modificado – Vegur Car Rental`);
});

test('options: a change waits while a payment is open on the gateway page (cars, English)', async ({
  page,
}) => {
  await placeReservation(page, { pickupInHours: 24 * 15 });
  // The balance payment is opened on the gateway's page and left there unpaid.
  await page.goto(`${host('cars')}/reservation/edit/payment/`);
  await page.getByTestId('pay-balance').click();
  await expect(page).toHaveURL(/\/functions\/v1\/test-gateway\/checkout\//);
  await page.goto(`${host('cars')}/reservation/edit/options/`);
  await page.getByRole('radio', { name: /Premium/ }).check();
  await page.getByTestId('options-review').click();
  await page.getByTestId('options-confirm').click();
  // The open checkout was priced for the booking as it is: the change waits.
  await expect(page.locator('[data-error="paymentOpen"]')).toHaveText(
    'A payment for this reservation is still open on the payment page. Complete it there, or make the change once it has expired (within 30 minutes).',
  );
  await expectAccessible(page, 'Change insurance and extras');
});
