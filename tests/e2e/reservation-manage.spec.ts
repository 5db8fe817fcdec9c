import { expect, type Page, test } from './page-ready.ts';
import {
  checkInByApi,
  expectAccessible,
  mailSubjects,
  payOnGatewayPage,
  placeReservation,
} from './reservation-fixtures.ts';
import { host, quietShell } from './shell-fixtures.ts';

test.describe.configure({ timeout: 150_000 });
test.beforeEach(async ({ context }) => quietShell(context));

const action = (page: Page, name: string) => page.locator(`[data-action="${name}"]`);

test('the overview opens and closes each action by the policy clocks (cars, English)', async ({ page }) => {
  // Twelve days ahead: everything is open except check-in, which says when it opens.
  await placeReservation(page, { pickupInHours: 24 * 12 });
  await expect(page.getByTestId('reservation-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('pickup')).toContainText('Keflavik Airport');
  await expect(page.getByTestId('pickup-hours')).toContainText(/Open \d\d:\d\d–\d\d:\d\d that day/);
  for (const open of ['pay', 'editTerms', 'editOptions', 'editDetails', 'cancel']) {
    await expect(action(page, open)).toHaveAttribute('data-open', 'true');
  }
  await expect(action(page, 'cancel')).toContainText('Free cancellation until');
  await expect(action(page, 'checkin')).toHaveAttribute('data-open', 'false');
  await expect(action(page, 'checkin')).toContainText(
    /Online check-in opens on .+ \(7 days before pickup\)\./,
  );
  await expect(action(page, 'checkin').getByRole('link')).toHaveCount(0);
  await expect(action(page, 'refund')).toContainText('Before pickup, cancel the reservation instead.');
  // Documents: the rental agreement as it stands, as a PDF.
  await expect(page.getByRole('link', { name: 'Rental agreement (PDF)' })).toHaveAttribute(
    'href',
    '/functions/v1/reservation/contract.pdf?locale=en',
  );
  const pdf = await page.evaluate(async () => {
    const response = await fetch('/functions/v1/reservation/contract.pdf?locale=en');
    return { type: response.headers.get('content-type'), head: (await response.text()).slice(0, 4) };
  });
  expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF' });
  await expectAccessible(page, 'Overview, twelve days ahead');

  // About a day and a half ahead: cancellation is no longer free, changes still possible, check-in open.
  await placeReservation(page, { pickupInHours: 36 });
  await expect(action(page, 'cancel')).toContainText('Free cancellation has ended');
  await expect(action(page, 'editTerms')).toHaveAttribute('data-open', 'true');
  await expect(action(page, 'checkin')).toHaveAttribute('data-open', 'true');
  await expect(action(page, 'checkin').getByRole('link', { name: 'Check in online' })).toHaveAttribute(
    'href',
    '/reservation/checkin/start/',
  );

  // Half a day ahead: dates, times and locations are locked, and the page says since when.
  await placeReservation(page, { pickupInHours: 12 });
  await expect(action(page, 'editTerms')).toHaveAttribute('data-open', 'false');
  await expect(action(page, 'editTerms')).toContainText(
    /Changes of dates, times and locations were possible until .+\. Please contact us\./,
  );
  await page.goto(`${host('cars')}/reservation/edit/terms/`);
  await expect(page.getByTestId('terms-closed')).toBeVisible();
  await expectAccessible(page, 'Change of terms, closed');
});

test('a free cancellation states the refund first, refunds the card and e-mails it (cars, English)', async ({
  page,
}) => {
  const placed = await placeReservation(page, { pickupInHours: 24 * 9 });
  await action(page, 'cancel').getByRole('link', { name: 'Cancel reservation' }).click();
  await expect(page).toHaveURL(/\/reservation\/cancel\/$/);
  const terms = page.getByTestId('cancel-terms');
  await expect(terms).toHaveAttribute('data-kind', 'free');
  await expect(terms).toContainText('Free cancellation');
  await expect(terms).toContainText(/We refund [\d.]+ kr to your card at once\./);
  await expect(page.getByLabel('Reason for cancelling (optional)')).toBeVisible();
  await expectAccessible(page, 'Cancel, free');
  await page.getByTestId('cancel-confirm').click();
  await expect(page).toHaveURL(/\/reservation\/\?done=cancelled$/);
  await expect(page.getByTestId('reservation-status')).toHaveText('Cancelled and refunded');
  await expect(page.getByRole('status').filter({ hasText: 'Your reservation is cancelled.' })).toBeVisible();
  await expect(page.getByTestId('payments')).toContainText('Refund');
  // One explanation instead of a "Not possible" line per action.
  await expect(action(page, 'cancel')).toHaveCount(0);
  await expect(page.getByTestId('actions-ruled-out')).toHaveText(
    'This reservation is cancelled, so it can no longer be paid, changed or checked in.',
  );
  await expectAccessible(page, 'Overview, cancelled');
  await expect
    .poll(() => mailSubjects(placed.reference))
    .toContain(`Your booking ${placed.reference} is cancelled – Vegur Car Rental`);
});

test('a late cancellation needs a reason and waits for staff (campers, German)', async ({ page }) => {
  // Campers cancel free until 72 hours before pickup.
  const placed = await placeReservation(page, { tenant: 'campers', pickupInHours: 60, locale: 'de' });
  await page.goto(`${host('campers')}/de/reservation/`);
  await expect(action(page, 'cancel')).toContainText('Die kostenlose Stornierung ist vorbei');
  await action(page, 'cancel').getByRole('link', { name: 'Reservierung stornieren' }).click();
  await expect(page).toHaveURL(/\/de\/reservation\/cancel\/$/);
  await expect(page.getByTestId('cancel-terms')).toHaveAttribute('data-kind', 'request');
  await expect(page.getByTestId('cancel-terms')).toContainText('Späte Stornierung');
  await expect(page.getByTestId('cancel-terms')).toContainText('72 Stunden vor der Abholung');
  await expectAccessible(page, 'Stornieren, spät');
  // Without a reason the service refuses, and the page says so in German.
  await page.getByTestId('cancel-confirm').click();
  await expect(page.locator('[data-error="reason_required"]')).toHaveText(
    'Bitte nennen Sie uns den Grund der Stornierung.',
  );
  await page.getByLabel('Grund der Stornierung (erforderlich)').fill('Unser Flug wurde gestrichen.');
  await page.getByTestId('cancel-confirm').click();
  await expect(page).toHaveURL(/\/de\/reservation\/\?done=cancelled$/);
  await expect(page.getByTestId('reservation-status')).toHaveText('Erstattung beantragt');
  await expect(page.getByText('Ihre Begründung: „Unser Flug wurde gestrichen.“')).toBeVisible();
  await expectAccessible(page, 'Übersicht, Erstattung beantragt');
  await expect
    .poll(() => mailSubjects(placed.reference))
    .toContain(`Ihre Stornierung von ${placed.reference} ist eingegangen – Vegur Campers`);
});

test('a refund request after check-in, with a reason (cars, English)', async ({ page }) => {
  await placeReservation(page, { pickupInHours: 30 });
  await page.goto(`${host('cars')}/reservation/refund/`);
  await expect(page.getByTestId('refund-closed')).toContainText(
    'Before pickup, cancel the reservation instead.',
  );
  await checkInByApi(page);
  await page.goto(`${host('cars')}/reservation/`);
  await expect(page.getByTestId('reservation-status')).toHaveText('Checked in');
  await expect(page.getByRole('link', { name: 'Signed rental agreement (PDF)' })).toBeVisible();
  await action(page, 'refund').getByRole('link', { name: 'Request a refund' }).click();
  await expect(page).toHaveURL(/\/reservation\/refund\/$/);
  await expectAccessible(page, 'Refund');
  await page.getByLabel('Why do you ask for a refund?').fill('No');
  await page.getByTestId('refund-submit').click();
  await expect(page.locator('[data-error="reason_short"]')).toBeVisible();
  await page.getByLabel('Why do you ask for a refund?').fill('The trip was cut short by a storm.');
  await page.getByTestId('refund-submit').click();
  await expect(page).toHaveURL(/\/reservation\/\?done=refund$/);
  await expect(page.getByTestId('reservation-status')).toHaveText('Refund requested');
  await expect(page.getByText('Your reason: “The trip was cut short by a storm.”')).toBeVisible();
});

test('a change of terms shows the difference first and is paid on the gateway (campers, French)', async ({
  page,
}) => {
  const placed = await placeReservation(page, { tenant: 'campers', pickupInHours: 24 * 15, locale: 'fr' });
  await page.goto(`${host('campers')}/fr/reservation/`);
  const totalBefore = await page.locator('[data-code="total"] dd').textContent();
  await action(page, 'editTerms').getByRole('link').click();
  await expect(page).toHaveURL(/\/fr\/reservation\/edit\/terms\/$/);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expectAccessible(page, 'Modifier les dates');
  // One more day: the return date moves by a day on the calendar.
  const returnDate = new Date(Date.parse(placed.returnAt) + 24 * 3_600_000).toISOString().slice(0, 10);
  await page.getByLabel('Date de prise en charge').first().click();
  await page
    .locator(`[data-date="${placed.pickupAt.slice(0, 10)}"]`)
    .first()
    .click();
  await page.locator(`[data-date="${returnDate}"]`).first().click();
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(page).toHaveURL(new RegExp(`returnDate=${returnDate}`));
  const review = page.getByTestId('terms-review');
  await expect(review).toBeVisible();
  await expect(page.getByTestId('terms-difference')).toHaveText(/^Vous payez [\d\u202f\u00a0.]+ kr de plus$/);
  await expectAccessible(page, 'Modifier les dates, vérification');
  await page.getByTestId('terms-confirm').click();

  await expect(page).toHaveURL(/\/functions\/v1\/test-gateway\/checkout\//);
  await payOnGatewayPage(page);
  await expect(page).toHaveURL(/\/fr\/reservation\/edit\/payment\/\?/);
  await expect(page.getByTestId('payment-succeeded')).toContainText('Paiement de');
  await expectAccessible(page, 'Paiement');
  await page.getByTestId('payment-succeeded').getByRole('link').click();
  const frenchDay = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${returnDate}T12:00:00Z`));
  await expect(page.getByTestId('return')).toContainText(frenchDay);
  await expect(page.getByTestId('payments').locator('li[data-status="succeeded"]')).toHaveCount(2);
  expect(await page.locator('[data-code="total"] dd').textContent()).not.toBe(totalBefore);
  await expect
    .poll(() => mailSubjects(placed.reference))
    .toContain(`Votre réservation ${placed.reference} a été modifiée – Vegur Campers`);
});

test('one reservation session can never read or change another reservation', async ({ page, browser }) => {
  const mine = await placeReservation(page, { pickupInHours: 24 * 10, email: 'mine@example.com' });
  const other = await browser.newContext();
  await quietShell(other);
  const stranger = await other.newPage();
  const theirs = await placeReservation(stranger, { pickupInHours: 24 * 11, email: 'theirs@example.com' });
  const theirPayment = await stranger.evaluate(async () => {
    const response = await fetch('/functions/v1/reservation/payments');
    return ((await response.json()) as { payments: { id: string }[] }).payments[0]?.id ?? '';
  });
  expect(theirPayment).not.toBe('');

  // My session reads my reservation only: their payment is not found, the overview is mine.
  const attempt = await page.evaluate(async (id) => {
    const response = await fetch(`/functions/v1/reservation/payments/${id}`);
    return response.status;
  }, theirPayment);
  expect(attempt).toBe(404);
  await page.goto(`${host('cars')}/reservation/`);
  await expect(page.getByTestId('reservation-reference')).toHaveText(mine.reference);
  // Their reference with my e-mail address is refused like any wrong answer.
  await page.goto(`${host('cars')}/reservation/find/`);
  await page.getByLabel('Booking reference').fill(theirs.reference);
  await page.getByLabel('E-mail address or last name').fill('mine@example.com');
  await page.getByRole('button', { name: 'Find reservation' }).click();
  await expect(page.getByTestId('find-form').getByRole('alert')).toHaveAttribute('data-error', 'notFound');
  // A session cookie altered to name their reservation does not verify: back to Find.
  const cookies = await page.context().cookies(host('cars'));
  const session = cookies.find((c) => c.name === 'vegur_reservation');
  expect(session).toBeTruthy();
  const [data, mac] = (session?.value ?? '').split('.');
  const payload = JSON.parse(Buffer.from(data ?? '', 'base64url').toString()) as { r: string };
  payload.r = theirs.id;
  await page.context().addCookies([
    {
      ...(session as NonNullable<typeof session>),
      value: `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`,
    },
  ]);
  await page.goto(`${host('cars')}/reservation/`);
  await expect(page).toHaveURL(/\/reservation\/find\/$/);
  const forged = await page.evaluate(async () => (await fetch('/functions/v1/reservation')).status);
  expect(forged).toBe(401);
  // Their reservation is untouched and still theirs.
  await stranger.goto(`${host('cars')}/reservation/`);
  await expect(stranger.getByTestId('reservation-reference')).toHaveText(theirs.reference);
  await other.close();
});
