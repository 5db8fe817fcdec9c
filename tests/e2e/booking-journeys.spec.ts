import { fillBooker, Interactions, ordinaryDates, TEST_CARDS, vehiclesLink } from './booking-fixtures.ts';
import { expect, type Locator, type Page, test } from './page-ready.ts';
import { host, quietShell } from './shell-fixtures.ts';

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => quietShell(context));

/** Presses Tab until `target` has focus: the way a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function toOptions(page: Page, tenant = 'cars') {
  const dates = ordinaryDates(14, 3);
  await page.goto(`${host(tenant)}${vehiclesLink({ pickupLocation: 'kef', ...dates })}`);
  await page.getByRole('button', { name: 'Select' }).first().click();
  await expect(page).toHaveURL(/\/book\/options\/$/);
}

async function toContract(page: Page) {
  await toOptions(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/book\/details\/$/);
  await fillBooker(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/book\/contract\/$/);
}

test('3-D Secure: the card asks for approval on the bank page, and the booking is confirmed', async ({
  page,
}) => {
  await toContract(page);
  await page.getByRole('checkbox', { name: /accept the rental agreement/ }).check();
  await page.getByTestId('pay-button').click();
  await page.getByLabel('Card number').fill(TEST_CARDS.threeDSecure);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/challenge/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/book\/confirmation\/$/);
  await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
});

test('a deep link opens the Vehicles step with that search; a link that cannot be booked shows the panel and why', async ({
  page,
}) => {
  const dates = ordinaryDates(20, 4);
  await page.goto(
    `${host('cars')}${vehiclesLink({ pickupLocation: 'kef', returnLocation: 'rvk', pickupTime: '09:00', ...dates })}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your vehicle' })).toBeVisible();
  await expect(page.getByLabel('Pickup location')).toHaveValue('kef');
  await expect(page.getByLabel('Return location')).toHaveValue('rvk');
  await expect(page.getByLabel('Pickup time')).toHaveValue('09:00');
  await expect(page.getByRole('button', { name: 'Select' }).first()).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();

  await page.goto(
    `${host('cars')}/book/vehicles/?pickupLocation=nowhere&pickupDate=${dates.pickupDate}&returnDate=${dates.returnDate}`,
  );
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be booked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Select' })).toHaveCount(0);
});

test('reload and the browser back button in the middle of the flow keep the booking', async ({ page }) => {
  await toOptions(page);
  await page.getByRole('button', { name: 'Add an extra driver' }).click();
  await expect(page.locator('form[data-saved="true"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-drivers="1"]')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/book\/details\/$/);
  await page.getByLabel('First name', { exact: true }).fill('Ólafur');
  await page.waitForTimeout(500);

  await page.goBack();
  await expect(page).toHaveURL(/\/book\/options\/$/);
  await expect(page.locator('[data-drivers="1"]')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/book\/vehicles\/\?/);
  await expect(page.getByRole('button', { name: 'Select' }).first()).toBeVisible();
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/book\/details\/$/);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ólafur');
  // The step indicator links back to the steps already done.
  await page
    .getByRole('navigation', { name: 'Booking steps' })
    .getByRole('link', { name: 'Options' })
    .click();
  await expect(page).toHaveURL(/\/book\/options\/$/);
});

test('the whole cars flow with the keyboard only', async ({ page }) => {
  const { pickupDate, returnDate } = ordinaryDates(12, 3);
  await page.goto(`${host('cars')}/`);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  const dateButton = page.getByLabel('Pickup date').first();
  await tabTo(page, dateButton);
  await page.keyboard.press('Enter');
  // The calendar takes focus on a day; arrows move to the wanted days.
  const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  await expect.poll(focusedDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  for (const target of [pickupDate, returnDate]) {
    for (let i = 0; i < 90 && (await focusedDay()) !== target; i++) {
      await page.keyboard.press((await focusedDay()) < target ? 'ArrowRight' : 'ArrowLeft');
    }
    expect(await focusedDay()).toBe(target);
    await page.keyboard.press('Enter');
  }
  await tabTo(page, page.getByRole('button', { name: 'Search' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\/vehicles\/\?/);

  await tabTo(page, page.getByRole('button', { name: 'Select' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\/options\/$/);
  // Insurance with the arrow keys, then on.
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\/details\/$/);

  for (const [label, value] of [
    ['First name', 'Kari'],
    ['Last name', 'Nordmann'],
    ['Email', 'kari@example.no'],
    ['Phone number', '+47 412 34 567'],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByLabel('Country', { exact: true }));
  await page.keyboard.type('Norway');
  await tabTo(page, page.getByLabel('Date of birth', { exact: true }));
  await page.keyboard.type('03151990');
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('1990-03-15');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\/contract\/$/);

  await tabTo(page, page.getByRole('checkbox', { name: /accept the rental agreement/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByTestId('pay-button'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/test-gateway\/checkout/);
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type(TEST_CARDS.success);
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/book\/confirmation\/$/);
  await expect(page.getByTestId('booking-reference')).toBeVisible();
});

test('benchmark: a new visitor books and pays a car from the home page in at most 15 interactions', async ({
  page,
}) => {
  const started = Date.now();
  const act = new Interactions();
  const { pickupDate, returnDate } = ordinaryDates(10, 3);
  await page.goto(`${host('cars')}/`);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  await act.click(page.getByRole('button', { name: 'Search' }));
  await act.click(page.locator(`[data-date="${pickupDate}"]`));
  await act.click(page.locator(`[data-date="${returnDate}"]`));
  await act.click(page.getByRole('button', { name: 'Search' }));
  await expect(page).toHaveURL(/\/book\/vehicles\/\?/);
  await act.click(page.getByRole('button', { name: 'Select' }).first());
  await expect(page).toHaveURL(/\/book\/options\/$/);
  await act.click(page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/book\/details\/$/);
  await act.fill(page.getByLabel('First name', { exact: true }), 'Emma');
  await act.fill(page.getByLabel('Last name', { exact: true }), 'Wilson');
  await act.fill(page.getByLabel('Email', { exact: true }), 'emma@example.com');
  await act.fill(page.getByLabel('Date of birth', { exact: true }), '1992-07-21');
  // Country comes from the browser's language (en-US); Enter in the last field sends the form.
  const phone = page.getByLabel('Phone number', { exact: true });
  await act.fill(phone, '+1 415 555 0134');
  await act.press(phone, 'Enter');
  await expect(page).toHaveURL(/\/book\/contract\/$/);
  await act.check(page.getByRole('checkbox', { name: /accept the rental agreement/ }));
  await act.click(page.getByTestId('pay-button'));
  await expect(page).toHaveURL(/test-gateway\/checkout/);
  await act.click(page.getByRole('button', { name: 'Use this card' }).first());
  await act.click(page.getByRole('button', { name: 'Pay' }));
  await expect(page).toHaveURL(/\/book\/confirmation\/$/);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `booking benchmark: ${act.count} interactions with distinct controls (${act.total} actions), ${seconds.toFixed(1)} s`,
  );
  expect(act.count).toBeLessThanOrEqual(15);
});
