import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expectAccessible } from './axe.ts';
import { ordinaryDates, payOnGateway, TEST_CARDS, TRAVELLER, vehiclesLink } from './booking-fixtures.ts';
import { expect, test } from './page-ready.ts';
import { host, PROMO_CODES, quietShell } from './shell-fixtures.ts';

// Complete bookings take a minute on a cold development server; the e2e server is built.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => quietShell(context));

const outbox = join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox');

async function emailFor(reference: string): Promise<string> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const file = files.find((name) => name.includes(reference));
  expect(file, `an .eml for ${reference} in ${outbox}`).toBeTruthy();
  return readFile(join(outbox, file as string), 'utf8');
}

test('cars in English: a one-way rental with two extra drivers, booked from the home page and paid', async ({
  page,
}) => {
  // Reykjavik takes the return: a weekday away from holidays, while the calendar shows the month.
  const { pickupDate, returnDate } = ordinaryDates(10, 4, 1);
  await page.goto(`${host('cars')}/`);
  const panel = page.locator('[data-hydrated="true"]').first();
  await expect(panel).toBeVisible();
  await page.getByLabel('Pickup location').selectOption('kef');
  await page.getByLabel('Return location').selectOption('rvk');
  await page.getByRole('button', { name: 'Search' }).click();
  // Without dates, Search opens the date picker.
  await page.locator(`[data-date="${pickupDate}"]`).click();
  await page.locator(`[data-date="${returnDate}"]`).click();
  await page.getByLabel('Pickup time').selectOption('10:00');
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/book\/vehicles\/\?pickupLocation=kef&returnLocation=rvk/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your vehicle' })).toBeVisible();
  await expectAccessible(page, 'Vehicles');
  await page.getByRole('button', { name: 'Select' }).first().click();

  await expect(page).toHaveURL(/\/book\/options\/$/);
  await page.getByRole('button', { name: 'Add an extra driver' }).click();
  await page.getByRole('button', { name: 'Add an extra driver' }).click();
  // The second extra driver is charged, the first is free; the summary shows the one-way fee.
  await expect(page.locator('[data-drivers="2"]')).toBeVisible();
  await expectAccessible(page, 'Options');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/book\/details\/$/);
  await page.getByLabel('First name', { exact: true }).fill(TRAVELLER.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(TRAVELLER.lastName);
  await page.getByLabel('Email', { exact: true }).fill(TRAVELLER.email);
  await page.getByLabel('Phone number', { exact: true }).fill(TRAVELLER.phone);
  await page.getByLabel('Country', { exact: true }).selectOption('DE');
  await page.getByLabel('Date of birth', { exact: true }).fill(TRAVELLER.dateOfBirth);
  for (const [index, [given, family, born]] of [
    ['Jón', 'Sigurðsson', '1980-01-30'],
    ['Maria', 'Schmidt', '1991-09-09'],
  ].entries()) {
    const driver = page.getByRole('group', { name: new RegExp(`^Extra driver ${index + 1}`) });
    await driver.getByLabel('Given name').fill(given as string);
    await driver.getByLabel('Family name').fill(family as string);
    await driver.getByLabel('Birth date').fill(born as string);
  }
  await expectAccessible(page, 'Details');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/book\/contract\/$/);
  const contract = page.getByTestId('contract');
  await expect(contract).toContainText('Reykjavik Office');
  await expect(contract).toContainText('One-way fee');
  await expect(contract).toContainText('Maria Schmidt');
  // The PDF of this booking's agreement (fetched by the browser, with its cookies).
  const pdf = await page.evaluate(async () => {
    const response = await fetch('/api/booking/contract-pdf/?locale=en');
    return { type: response.headers.get('content-type'), head: (await response.text()).slice(0, 4) };
  });
  expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF' });
  await expectAccessible(page, 'Contract');
  // Paying without accepting is refused with a message.
  await page.getByTestId('pay-button').click();
  await expect(page.getByRole('checkbox', { name: /accept the rental agreement/ }))
    .toBeFocused()
    .catch(() => undefined);
  await page.getByRole('checkbox', { name: /accept the rental agreement/ }).check();
  await page.getByTestId('pay-button').click();

  await expect(page).toHaveURL(/\/functions\/v1\/test-gateway\/checkout\//);
  await payOnGateway(page, TEST_CARDS.success);

  await expect(page).toHaveURL(/\/book\/confirmation\/$/);
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(page.getByRole('link', { name: 'Manage your reservation' })).toHaveAttribute(
    'href',
    '/reservation/',
  );
  await expectAccessible(page, 'Confirmation');
  const ics = await page.evaluate(async () => {
    const response = await fetch('/functions/v1/reservation/calendar.ics');
    return { type: response.headers.get('content-type') ?? '', text: await response.text() };
  });
  expect(ics.type).toContain('text/calendar');
  expect(ics.text).toContain(reference);
  const email = await emailFor(reference);
  expect(email).toContain('anna@example.com');
  // The reservation session is set: the overview opens without finding the booking first.
  await page.getByRole('link', { name: 'Manage your reservation' }).click();
  await expect(page).toHaveURL(/\/reservation\/$/);
});

test('campers in German with a promo code: a decline, then a successful payment', async ({ page }) => {
  await page.goto(
    `${host('campers')}${vehiclesLink({
      locale: 'de',
      pickupLocation: 'kef',
      ...ordinaryDates(30, 7),
      coupon: PROMO_CODES.campers,
    })}`,
  );
  await expect(page.locator('[data-promo="applied"]')).toContainText('CAMP15');
  // Names in German as the content words them, as the documents name them.
  const hilux = page.locator('[data-vehicle="hilux-rooftop"]');
  await expect(hilux).toContainText('Toyota Hilux mit Dachzelt');
  await expect(hilux).not.toContainText('rooftop tent');
  await page.getByTestId('select-hilux-rooftop').click();
  await expect(page).toHaveURL(/\/de\/book\/options\/$/);
  await expect(page.getByRole('radio', { name: 'Haftungsbeschränkung (CDW), inbegriffen' })).toBeChecked();
  await expect(page.getByText('Schlafsack und Kissen').first()).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Vorname', { exact: true }).fill('Jonas');
  await page.getByLabel('Nachname', { exact: true }).fill('Becker');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('jonas@example.de');
  await page.getByLabel('Telefonnummer', { exact: true }).fill('+49 151 23456789');
  await page.getByLabel('Land', { exact: true }).selectOption('DE');
  await page.getByLabel('Geburtsdatum', { exact: true }).fill('1984-03-02');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/de\/book\/contract\/$/);
  await expect(page.getByTestId('contract')).toContainText('Rabatt');
  await page.getByRole('checkbox', { name: /akzeptiere/ }).check();
  await page.getByTestId('pay-button').click();

  // Declined: back on the payment step with a German explanation, the hold's time left, a retry.
  await page.getByLabel('Kartennummer').fill(TEST_CARDS.declined);
  await page.getByLabel('Gültig bis').fill('12/30');
  await page.getByLabel('Prüfnummer (CVC)').fill('123');
  await page.getByRole('button', { name: /Bezahlen/ }).click();
  await expect(page).toHaveURL(/\/de\/book\/payment\//);
  await expect(page.getByRole('alert').filter({ hasText: 'abgelehnt' })).toBeVisible();
  await expect(page.getByTestId('hold-left')).toContainText('Minuten');
  await expectAccessible(page, 'Payment declined');
  await page.getByRole('button', { name: /Erneut versuchen/ }).click();

  await page.getByRole('button', { name: 'Diese Karte verwenden' }).first().click();
  await page.getByRole('button', { name: /Bezahlen/ }).click();
  await expect(page).toHaveURL(/\/de\/book\/confirmation\/$/);
  const reference = (await page.getByTestId('booking-reference').textContent())?.trim() ?? '';
  const email = await emailFor(reference);
  expect(email).toMatch(/Buchung|Reservierung/);
  // The reservation overview names the vehicle and the place in German too.
  await page.goto(`${host('campers')}/de/reservation/`);
  await expect(page.getByTestId('vehicle')).toContainText('Toyota Hilux mit Dachzelt');
  await expect(page.getByTestId('pickup')).toContainText('Flughafen Keflavík');

  // The code was used: the banner no longer says it applies to the next booking.
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'campers-coupon'))
    .toBe(false);
  await page.goto(`${host('campers')}/de/`);
  await expect(page.locator('[data-testid="promotion-banner"][data-applied="true"]')).toHaveCount(0);
});

test('lease in Icelandic: a monthly lease with the first month due now', async ({ page }) => {
  const { pickupDate: start, returnDate: end } = ordinaryDates(20, 63);
  await page.goto(
    `${host('lease')}${vehiclesLink({ locale: 'is', pickupLocation: 'rvk', pickupDate: start, returnDate: end })}`,
  );
  await expect(page.getByText('á mánuði').first()).toBeVisible();
  await page.getByRole('button', { name: 'Velja' }).first().click();
  await expect(page).toHaveURL(/\/is\/book\/options\/$/);
  await page.getByRole('button', { name: 'Áfram' }).click();
  await page.getByLabel('Fornafn', { exact: true }).fill('Guðrún');
  await page.getByLabel('Eftirnafn', { exact: true }).fill('Ólafsdóttir');
  await page.getByRole('textbox', { name: 'Netfang', exact: true }).fill('gudrun@example.is');
  await page.getByLabel('Símanúmer', { exact: true }).fill('5551234');
  await page.getByLabel('Land', { exact: true }).selectOption('IS');
  await page.getByLabel('Kennitala', { exact: true }).fill('1201743399');
  await page.getByLabel('Fæðingardagur', { exact: true }).fill('1974-01-12');
  // The lease's dates and delivery time come from the search; the address is the customer's.
  await expect(page.getByLabel('Upphafsdagur leigu')).toHaveValue(start);
  await page.getByLabel('Afhendingarstaður').fill('Laugavegur 1, 101 Reykjavík');
  await page.getByRole('button', { name: 'Áfram' }).click();
  await expect(page).toHaveURL(/\/is\/book\/contract\/$/);
  await expectAccessible(page, 'Lease contract');
  await page.getByRole('checkbox').check();
  await page.getByTestId('pay-button').click();
  await page.getByRole('button', { name: 'Nota þetta kort' }).first().click();
  await page.getByRole('button', { name: /Greiða/ }).click();
  await expect(page).toHaveURL(/\/is\/book\/confirmation\/$/);
  await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
});
