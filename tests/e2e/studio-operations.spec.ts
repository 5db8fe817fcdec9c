// In Chromium against the real Studio, lake and site: an editor decides a
// refund in the Operations tool with their own lake login; a viewer cannot.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { Auth, type Role } from '../../lake/auth.ts';
import { Store } from '../../lake/store.ts';
import { resetServiceClock, setServiceClock } from './clock-fixtures.ts';
import { checkInByApi, placeReservation } from './reservation-fixtures.ts';
import { host } from './shell-fixtures.ts';

const LAKE_DIR = resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'lake');
const PASSWORD = 'operations-e2e-password';

/** A lake user of the running e2e lake (its SQLite store takes a second writer). */
function addLakeUser(role: Role): { email: string } {
  const email = `${role}-${randomBytes(4).toString('hex')}@vegur.test`;
  const store = new Store(LAKE_DIR);
  try {
    new Auth(store, undefined).addUser({ email, name: `Ops ${role}`, role, password: PASSWORD });
  } finally {
    store.close();
  }
  return { email };
}

async function logInAs(page: Page, email: string): Promise<void> {
  await page.goto('/cars');
  await page.getByRole('link', { name: 'Local content lake login' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'English (en)' })).toBeVisible();
}

/** A checked-in cars reservation whose customer asked for a refund, from a customer's browser. */
async function refundRequested(browser: Browser) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const placed = await placeReservation(page, { pickupInHours: 30 });
  await checkInByApi(page);
  const asked = await page.evaluate(async () => {
    const response = await fetch('/functions/v1/reservation/refund', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'The trip was cut short by a storm.' }),
    });
    return { status: response.status, body: await response.json() };
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  expect(asked.body.reservation.status).toBe('refund_requested');
  return { placed, customer: page, close: () => context.close() };
}

test('an editor approves a refund in the Operations tool; the customer sees it refunded', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const { placed, customer, close } = await refundRequested(browser);
  const editor = addLakeUser('editor');
  await logInAs(page, editor.email);

  await page.getByRole('link', { name: 'Operations' }).click();
  await expect(page).toHaveURL(/\/cars\/operations/);
  await expect(page.getByText('Signed in as Ops editor (editor).')).toBeVisible();
  // Today's board and the charts render from the booking service.
  await expect(page.getByRole('heading', { name: /^Today · / })).toBeVisible();
  await page.getByRole('tab', { name: 'Bookings & revenue' }).click();
  await expect(page.getByTestId('kpi-bookings')).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Refund requests' }).click();
  const queue = page.getByTestId('refund-queue');
  const row = queue.getByRole('row').filter({ hasText: placed.reference });
  await expect(row).toContainText('The trip was cut short by a storm.');
  await row.getByRole('button', { name: `Approve refund for ${placed.reference}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Approve refund for ${placed.reference}`);
  await expect(dialog.getByLabel('Amount to refund (ISK)')).toHaveValue(String(placed.dueNow));
  await dialog.getByRole('button', { name: 'Refund to card' }).click();
  await expect(page.getByText(`for ${placed.reference}`).first()).toBeVisible();
  await expect(queue.getByRole('row').filter({ hasText: placed.reference })).toHaveCount(0);

  // The staff log names who did it.
  await page.getByRole('tab', { name: 'Staff log' }).click();
  const entry = page.getByTestId('audit-log').getByRole('row').filter({ hasText: placed.reference });
  await expect(entry).toContainText('Approved a refund');
  await expect(entry).toContainText(editor.email);
  await expect(entry).toContainText('customer e-mailed');

  await customer.goto(`${host('cars')}/reservation/`);
  await expect(customer.getByTestId('reservation-status')).toHaveText('Cancelled and refunded');
  await close();
});

test('a viewer cannot approve a refund, in the tool or by calling the booking service', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const { placed, customer, close } = await refundRequested(browser);
  const viewer = addLakeUser('viewer');
  await logInAs(page, viewer.email);
  await page.getByRole('link', { name: 'Operations' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Could not load your staff access' });
  await expect(refused).toContainText('Your content-lake role (viewer) cannot act on bookings');
  await expect(page.getByRole('button', { name: /^Approve refund/ })).toHaveCount(0);

  // The viewer's own token, straight at the staff API: 403, and nothing changes.
  const direct = await page.evaluate(
    async ({ url, id }) => {
      const stored = JSON.parse(localStorage.getItem('__studio_auth_token_local') ?? '{}') as {
        token?: string;
      };
      const response = await fetch(`${url}/functions/v1/staff/refunds/${id}/approve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stored.token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      return { status: response.status, body: await response.json(), hadToken: Boolean(stored.token) };
    },
    { url: host('cars'), id: placed.id },
  );
  expect(direct.hadToken).toBe(true);
  expect(direct.status).toBe(403);
  expect(direct.body.code).toBe('staff_forbidden');

  await customer.goto(`${host('cars')}/reservation/`);
  await expect(customer.getByTestId('reservation-status')).toHaveText('Refund requested');
  await close();
});

test('the desk: an editor finds a reservation by plate, reads it, moves it to another unit and adds a note', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const customer = await context.newPage();
  // Names take letters only: a random one of ten letters finds this reservation alone.
  const lastName = `Desk${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
  const placed = await placeReservation(customer, { pickupInHours: 30, lastName });
  await checkInByApi(customer);
  const editor = addLakeUser('editor');
  await logInAs(page, editor.email);
  await page.getByRole('link', { name: 'Operations' }).click();
  await page.getByRole('tab', { name: 'Desk' }).click();

  // By the customer's name first, then by the plate the detail shows.
  const search = async (term: string) => {
    const form = page.getByRole('search', { name: 'Find a reservation' });
    await form.getByRole('textbox', { name: 'Find a reservation' }).fill(term);
    await form.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('desk-results').getByRole('row').filter({ hasText: placed.reference });
    await expect(row).toBeVisible();
    return row;
  };
  let row = await search(lastName.toLowerCase());
  await expect(row.getByTestId('desk-status')).toHaveText('Checked in online');
  await row.getByRole('button', { name: `Open ${placed.reference}` }).click();
  const detail = page.getByTestId('desk-detail');
  const plate = (await detail.getByTestId('desk-plate').textContent()) ?? '';
  expect(plate).toMatch(/\w/);
  row = await search(plate.toLowerCase().replace('-', ' '));
  await row.getByRole('button', { name: `Open ${placed.reference}` }).click();
  await expect(detail.getByTestId('desk-checkin')).toContainText('Checked in');
  await expect(detail.getByTestId('desk-money')).toContainText('Paid');
  await expect(detail.getByTestId('desk-documents')).toContainText('Rental agreement signed by');

  // Another unit of the class, chosen in the select; the plate changes and the log says who.
  const select = detail.getByLabel('Assign a unit');
  const options = await select.locator('option').allTextContents();
  const other = options.find((o) => o.includes(' · home '));
  expect(other, 'a free unit of the class to move to').toBeTruthy();
  const newPlate = other?.split(' · ')[0] ?? '';
  await select.selectOption({ label: other ?? '' });
  await detail.getByRole('button', { name: 'Assign unit' }).click();
  await expect(detail.getByTestId('desk-plate')).toHaveText(newPlate);
  await expect(detail.getByTestId('desk-audit')).toContainText(`${plate} → ${newPlate}`);
  await expect(detail.getByTestId('desk-audit')).toContainText(editor.email);

  await detail.getByLabel(/Add a note/).fill('Customer arrives on the late flight; key box.');
  await detail.getByRole('button', { name: 'Add note' }).click();
  await expect(detail.getByTestId('desk-note').first()).toContainText('Customer arrives on the late flight');
  await expect(detail.getByTestId('desk-note').first()).toContainText('Ops editor');
  await expect(detail.getByTestId('desk-audit')).toContainText('Added a note');
  await context.close();
});

test("a staff morning: a car booked back and not returned is flagged late on today's board and on the desk", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const customer = await context.newPage();
  const placed = await placeReservation(customer, { pickupInHours: 3, days: 1 });
  await checkInByApi(customer);
  await context.close();
  // The service's clock 9 h 35 min after the booked return (a few seconds in, so the minute holds).
  const morning = new Date(Date.parse(placed.returnAt) + (9 * 60 + 35) * 60_000 + 3_000);
  await setServiceClock(morning);
  try {
    const editor = addLakeUser('editor');
    await logInAs(page, editor.email);
    await page.getByRole('link', { name: 'Operations' }).click();
    // Iceland time is UTC all year: the board's "today" is the morning's UTC date.
    const today = morning.toISOString().slice(0, 10);
    const row = page
      .getByTestId(`returns-${today}-kef`)
      .getByRole('row')
      .filter({ hasText: placed.reference });
    await expect(row.getByTestId('movement-late')).toHaveText(/^Late return · 9 h 3[56] min late$/);
    await expect(row.getByTestId('movement-status')).toHaveText('Checked in online');
    await row.getByRole('button', { name: `Open ${placed.reference}` }).click();
    const detail = page.getByTestId('desk-detail');
    await expect(detail.getByTestId('desk-late')).toContainText(/Late return · 9 h 3[56] min late: due back/);
    await expect(detail.getByTestId('desk-late')).toContainText('no return inspection yet');
    await expect(detail.getByTestId('desk-returned')).toHaveText('Not yet: late');
  } finally {
    await resetServiceClock();
  }
});

test('units: an editor takes a unit out of service for some days with the keyboard, and the staff log says so', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const editor = addLakeUser('editor');
  await logInAs(page, editor.email);
  await page.getByRole('link', { name: 'Operations' }).click();
  await page.getByRole('tab', { name: 'Units' }).click();

  const table = page.getByTestId('units-kef');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const row = table.getByRole('row').nth(1);
  const plate = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
  expect(plate).toMatch(/\w/);
  await row.getByRole('button', { name: `Manage ${plate}` }).click();
  const editorCard = page.getByTestId('unit-editor');
  // Far ahead, so no other spec's booking meets this unit out of service.
  const first = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
  const last = new Date(Date.now() + 302 * 86_400_000).toISOString().slice(0, 10);
  await editorCard.getByLabel('First day out').fill(first);
  await editorCard.getByLabel('Last day out').fill(last);
  await editorCard.getByLabel('Reason').fill('Windscreen replaced');
  await editorCard.getByLabel('Reason').press('Enter');

  await expect(editorCard.getByTestId('service-period')).toContainText(
    `${first} – ${last}: Windscreen replaced`,
  );
  await expect(row).toContainText('Windscreen replaced');
  await expect(row.getByTestId('unit-status')).toHaveText('In service');

  await page.getByRole('tab', { name: 'Staff log' }).click();
  const log = page.getByRole('table', { name: 'Staff actions' });
  await expect(log).toContainText('Took a unit out of service');
  await expect(log).toContainText(plate);
  await expect(log).toContainText(editor.email);

  // Tidy: the period is removed again, which is logged too.
  await page.getByRole('tab', { name: 'Units' }).click();
  await page
    .getByTestId('units-kef')
    .getByRole('button', { name: `Manage ${plate}` })
    .click();
  await page
    .getByTestId('unit-editor')
    .getByRole('button', { name: `Remove the service period ${first} – ${last}` })
    .click();
  await expect(page.getByTestId('unit-editor').getByTestId('service-period')).toHaveCount(0);
});
