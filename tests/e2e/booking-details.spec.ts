import AxeBuilder from '@axe-core/playwright';
import { signValue } from '../../web/lib/signed-cookie.ts';
import { fillBooker, isoDaysAhead, TRAVELLER } from './booking-fixtures.ts';
import { type BrowserContext, expect, test } from './page-ready.ts';
import { host, quietShell } from './shell-fixtures.ts';

// The secret the e2e server runs with (playwright.config.ts); E2E_SESSION_SECRET aims elsewhere.
const secret = process.env.E2E_SESSION_SECRET ?? 'e2e-session-secret-0123456789abcdef0123456789';

/**
 * A booking that has reached the Details step (search, vehicle, options saved), as the earlier
 * steps' server actions leave it: this file is about the Details form itself.
 */
async function atDetailsStep(context: BrowserContext, tenant: 'cars' | 'campers', extraDrivers = 0) {
  const value = await signValue(
    {
      tenant,
      pickupLocationId: 'kef',
      returnLocationId: 'kef',
      pickupDate: isoDaysAhead(20),
      pickupTime: '12:00',
      returnDate: isoDaysAhead(24),
      returnTime: '12:00',
      selfService: false,
      vehicleId: tenant === 'cars' ? 'yaris-hybrid' : 'trafic-camper',
      options: { insurancePackageId: 'cdw', insuranceAddons: [], extras: [], extraDrivers },
      exp: Date.now() + 3_600_000,
    },
    secret,
  );
  await context.addCookies([{ name: 'vegur-search', value, domain: `${tenant}.localhost`, path: '/' }]);
}

test.beforeEach(async ({ context }) => quietShell(context));

test('errors show on blur and on submit, in the page language, with a summary that links to each field', async ({
  page,
  context,
}) => {
  await atDetailsStep(context, 'cars', 1);
  await page.goto(`${host('cars')}/book/details/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();

  // On blur: the field's own message, wired to the field.
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('not-an-address');
  await email.blur();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // On submit: focus moves to the summary; its links lead to the fields.
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please check these fields' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'First name is required', exact: true })).toBeVisible();
  await expect(summary.getByRole('link', { name: /Extra driver 1: .*First name is required/ })).toBeVisible();
  await summary.getByRole('link', { name: 'First name is required', exact: true }).click();
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/book\/details\/#/);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

// A message in the folded postal address showed only once the section was opened.
test('an error in the optional postal address opens that section', async ({ page, context }) => {
  await atDetailsStep(context, 'cars');
  await page.goto(`${host('cars')}/book/details/`);
  const address = page.locator('details').filter({ hasText: 'Postal address' });
  await address.locator('summary').click();
  const postcode = page.getByLabel('Postcode', { exact: true });
  await postcode.fill('1'.repeat(21));
  await address.locator('summary').click();
  await expect(postcode).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(postcode).toBeVisible();
  await expect(page.getByText('Postcode must be at most 20 characters').first()).toBeVisible();
});

test('German page: German messages; a German mobile number and no kennitala pass; the kennitala is asked of Icelandic residents only', async ({
  page,
  context,
}) => {
  await atDetailsStep(context, 'campers');
  await page.goto(`${host('campers')}/de/book/details/`);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Vorname ist erforderlich' })).toBeVisible();

  await page.getByLabel('Vorname', { exact: true }).fill('Jonas');
  await page.getByLabel('Nachname', { exact: true }).fill('Becker');
  // By role: the header's e-mail link is labelled "E-Mail" too.
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('jonas@example.de');
  await page.getByLabel('Telefonnummer', { exact: true }).fill('+49 151 23456789');
  await page.getByLabel('Land', { exact: true }).selectOption('DE');
  await page.getByLabel('Geburtsdatum', { exact: true }).fill('1985-06-01');
  await expect(page.getByLabel('Kennitala')).toHaveCount(0);

  // Choosing Iceland asks for the kennitala; back to Germany and it is gone again.
  await page.getByLabel('Land', { exact: true }).selectOption('IS');
  await expect(page.getByLabel('Kennitala')).toBeVisible();
  await page.getByLabel('Land', { exact: true }).selectOption('DE');

  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/\/de\/book\/contract\/$/);
});

test('what was typed survives a reload before the step is saved', async ({ page, context }) => {
  await atDetailsStep(context, 'cars');
  // Typed after hydration: the draft is the form's own state.
  await page.goto(`${host('cars')}/book/details/`, { waitUntil: 'networkidle' });
  await page.getByLabel('First name', { exact: true }).fill('Sigrún');
  await page.getByLabel('Last name', { exact: true }).fill('Helgadóttir');
  // The draft is written a moment after typing stops.
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Sigrún');
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Helgadóttir');
});

test('someone else driving asks for the main driver; drivers under the minimum age are refused', async ({
  page,
  context,
}) => {
  await atDetailsStep(context, 'cars');
  await page.goto(`${host('cars')}/book/details/`);
  await expect(page.getByRole('group', { name: 'Main driver' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Someone else' }).check();
  const driver = page.getByRole('group', { name: 'Main driver' });
  await expect(driver).toBeVisible();
  await driver.getByLabel('Birth date').fill(isoDaysAhead(-365 * 17));
  await driver.getByLabel('Birth date').blur();
  await expect(driver.getByText(/at least 1[89]|at least 20|old/)).toBeVisible();
});

test('a refusal only the server makes keeps every field as typed, with its message', async ({
  page,
  context,
}) => {
  // The browser's rules passed, the server's did not (a rule only it knows, or a clock at
  // midnight): simulated by changing the e-mail address on its way. React resets a form whose
  // action is a function when the answer arrives; the fields must still show what was typed.
  await atDetailsStep(context, 'cars');
  await page.goto(`${host('cars')}/book/details/`);
  await fillBooker(page);
  await page.route('**/book/details/', async (route) => {
    const body = route.request().postData();
    if (route.request().method() !== 'POST' || !body?.includes(TRAVELLER.email)) return route.continue();
    await route.continue({ postData: body.replace(TRAVELLER.email, 'anna-at-example.com') });
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please check these fields' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Email is invalid' })).toBeVisible();
  await expect(page).toHaveURL(/\/book\/details\/$/);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue(TRAVELLER.firstName);
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue(TRAVELLER.lastName);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(TRAVELLER.email);
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue(TRAVELLER.phone);
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue(TRAVELLER.dateOfBirth);
});

test('saved details are in the page as sent, before any script runs (and without scripts)', async ({
  page,
  context,
  browser,
}) => {
  await atDetailsStep(context, 'cars');
  await page.goto(`${host('cars')}/book/details/`);
  await fillBooker(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/book\/contract\/$/);

  // The same booking in a browser without JavaScript: back on Details, the fields hold the details.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  await noJs.addCookies(await context.cookies());
  const back = await noJs.newPage();
  await back.goto(`${host('cars')}/book/details/`);
  await expect(back.getByLabel('First name', { exact: true })).toHaveValue(TRAVELLER.firstName);
  await expect(back.getByLabel('Email', { exact: true })).toHaveValue(TRAVELLER.email);
  await expect(back.getByLabel('Date of birth', { exact: true })).toHaveValue(TRAVELLER.dateOfBirth);
  await expect(back.getByLabel('Country', { exact: true })).toHaveValue(TRAVELLER.country ?? '');
  await noJs.close();
});
