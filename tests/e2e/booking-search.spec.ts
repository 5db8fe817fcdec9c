import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@sanity/client';
import { isoDaysAhead, nextWeekday } from './booking-fixtures.ts';
import { expect, type Locator, type Page, test } from './page-ready.ts';
import { host, port, quietShell } from './shell-fixtures.ts';

// The search panel and its calendar on the home pages.

test.beforeEach(async ({ context }) => quietShell(context));

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Calendar arithmetic done independently of the site's code (UTC midnights; Iceland is UTC). */
function plusDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function plusMonthClamped(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
const mondayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

const panel = (page: Page) => page.getByTestId('search-panel');

/** A page with the panel, once its code runs (the development server hydrates slowly). */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-testid="search-panel"][data-hydrated="true"]')).toBeVisible();
}
const calendar = (page: Page) => page.getByTestId('calendar');
const dateButton = (page: Page) => page.getByTestId('date-button');

async function openCalendar(page: Page): Promise<Locator> {
  await dateButton(page).click();
  await expect(calendar(page)).toBeVisible();
  return calendar(page);
}

/** The day's element, moving the calendar forward until it shows that month. */
async function showDay(page: Page, date: string): Promise<Locator> {
  const day = calendar(page).locator(`[data-date="${date}"]`);
  for (let i = 0; i < 24 && (await day.count()) === 0; i++) {
    await calendar(page).getByRole('button', { name: 'Next month' }).click();
  }
  return day;
}

async function chooseDates(page: Page, pickup: string, ret: string): Promise<void> {
  await openCalendar(page);
  await (await showDay(page, pickup)).click();
  await (await showDay(page, ret)).click();
  // The panel closes 200 ms after the return date.
  await expect(calendar(page)).toBeHidden();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

test.describe('wide screens', () => {
  test.use({ viewport: WIDE });

  test('the panel is server-rendered on the cars and campers home pages, with labelled fields; none on lease', async ({
    page,
    request,
  }) => {
    // Plain localhost is the default brand (cars); Node does not resolve *.localhost.
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-testid="search-panel"');
    expect(html).toContain('Pickup location');

    await visit(page, `${host('cars')}/`);
    const search = page.getByRole('search', { name: 'Find your rental car' });
    await expect(search).toBeVisible();
    await expect(search.getByLabel('Pickup location', { exact: true })).toHaveValue('kef');
    await expect(search.getByLabel('Return location', { exact: true })).toHaveValue('kef');
    // Times wait for the dates and show the default meanwhile.
    await expect(search.getByLabel('Pickup time', { exact: true })).toBeDisabled();
    await expect(search.getByLabel('Pickup time', { exact: true })).toHaveValue('12:00');
    await expect(search.getByLabel('Return time', { exact: true })).toHaveValue('12:00');
    await expect(search.getByLabel('Promo code', { exact: true })).toBeEditable();
    await expect(search.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    await expect(dateButton(page)).toContainText('Choose your dates');
    // The date button is found by the date labels as well.
    await expect(search.getByLabel('Pickup date')).toHaveAttribute('data-testid', 'date-button');
    await expect(search.getByRole('button', { name: /Pickup date – Return date/ })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    // Hidden locations are never listed; the brand's order puts the airport first.
    const options = await search
      .getByLabel('Pickup location', { exact: true })
      .locator('option')
      .allTextContents();
    expect(options[0]).toBe('Keflavik Airport');
    expect(options).toContain('Reykjavik Office');

    await visit(page, `${host('campers')}/`);
    await expect(page.getByRole('search', { name: 'Find your camper' })).toBeVisible();

    await page.goto(`${host('lease')}/`);
    await expect(page.getByTestId('content-page')).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
  });

  test('the return location follows the pickup location until the visitor chooses one', async ({ page }) => {
    await visit(page, `${host('cars')}/`);
    const search = page.getByRole('search');
    const pickup = search.getByLabel('Pickup location', { exact: true });
    const ret = search.getByLabel('Return location', { exact: true });
    await pickup.selectOption('rvk');
    await expect(ret).toHaveValue('rvk');
    await pickup.selectOption('aey');
    await expect(ret).toHaveValue('aey');
    await ret.selectOption('kef');
    await pickup.selectOption('rvk');
    await expect(ret).toHaveValue('kef');
  });

  test('Search without dates opens the date picker and stays on the page', async ({ page }) => {
    await visit(page, `${host('cars')}/`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(calendar(page)).toBeVisible();
    await expect(page.getByTestId('calendar-status')).toHaveText('Choose your pickup date');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('dates chosen by clicking days, times by their lists: Search goes to the Vehicles step by client route', async ({
    page,
  }) => {
    await visit(page, `${host('cars')}/`);
    const cal = await openCalendar(page);
    // Two month columns on wide screens, previous arrow disabled at the current month.
    await expect(cal.getByRole('grid')).toHaveCount(2);
    await expect(cal.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    // A day before today cannot be chosen (when this month shows one).
    const yesterday = isoDaysAhead(-1);
    const past = cal.locator(`[data-date="${yesterday}"]`);
    if (yesterday.slice(0, 7) === isoDaysAhead(0).slice(0, 7)) {
      await expect(past).toBeDisabled();
      await past.click({ force: true });
      await expect(page.getByTestId('calendar-status')).toHaveText('Choose your pickup date');
    } else {
      await expect(past).toHaveCount(0);
    }

    const pickup = isoDaysAhead(12);
    const ret = isoDaysAhead(16);
    const first = await showDay(page, pickup);
    // Each day is named by its full date.
    await expect(first).toHaveAccessibleName(
      new Intl.DateTimeFormat('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${pickup}T00:00:00Z`)),
    );
    await first.click();
    await expect(page.getByTestId('calendar-status')).toHaveText('Choose your return date');
    await (await showDay(page, ret)).hover();
    await (await showDay(page, ret)).click();
    await expect(cal).toBeHidden();
    // Reopened, the calendar states the range and its length.
    await dateButton(page).click();
    await expect(page.getByTestId('calendar-status')).toHaveText(/· 4 days$/);
    await page.keyboard.press('Escape');
    await expect(cal).toBeHidden();

    const search = page.getByRole('search');
    await search.getByLabel('Pickup time', { exact: true }).selectOption('10:00');
    await search.getByLabel('Return time', { exact: true }).selectOption('14:30');
    await page.evaluate(() => {
      (window as unknown as { panelMarker: boolean }).panelMarker = true;
    });
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/book\/vehicles\/\?/);
    expect(new URL(page.url()).pathname).toBe('/book/vehicles/');
    expect(searchOf(page)).toEqual({
      pickupLocation: 'kef',
      returnLocation: 'kef',
      pickupDate: pickup,
      pickupTime: '10:00',
      returnDate: ret,
      returnTime: '14:30',
    });
    // A client route: the page was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { panelMarker?: boolean }).panelMarker)).toBe(
      true,
    );
  });

  test('the calendar works with the keyboard: arrows, Home/End, Page Down, Enter, Escape', async ({
    page,
  }) => {
    await visit(page, `${host('cars')}/`);
    const today = isoDaysAhead(0);
    const focusedDate = () => page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null);

    await dateButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(calendar(page)).toBeVisible();
    await expect.poll(focusedDate).toBe(today);
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedDate).toBe(plusDays(today, 1));
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedDate).toBe(plusDays(today, 8));
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedDate).toBe(plusDays(today, 1));
    const month = plusMonthClamped(plusDays(today, 1));
    await page.keyboard.press('PageDown');
    await expect.poll(focusedDate).toBe(month);
    await page.keyboard.press('Home');
    const monday = plusDays(month, -mondayIndex(month));
    await expect.poll(focusedDate).toBe(monday);
    await page.keyboard.press('End');
    await expect.poll(focusedDate).toBe(plusDays(monday, 6));

    // Enter chooses the pickup day, then the return day; the calendar closes and focus returns.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('calendar-status')).toHaveText('Choose your return date');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedDate).toBe(plusDays(monday, 8));
    await page.keyboard.press(' ');
    await expect(calendar(page)).toBeHidden();
    await expect(dateButton(page)).toBeFocused();
    await expect(page.locator('input[name="pickupDate"]')).toHaveValue(plusDays(monday, 6));
    await expect(page.locator('input[name="returnDate"]')).toHaveValue(plusDays(monday, 8));

    // Reopened, it starts at the chosen pickup day; Escape closes and gives focus back.
    await page.keyboard.press('Enter');
    await expect(calendar(page)).toBeVisible();
    await expect.poll(focusedDate).toBe(plusDays(monday, 6));
    await page.keyboard.press('Escape');
    await expect(calendar(page)).toBeHidden();
    await expect(dateButton(page)).toBeFocused();
  });

  test('German: German labels, and Search goes to /de/book/vehicles/', async ({ page }) => {
    await visit(page, `${host('cars')}/de/`);
    const search = page.getByRole('search');
    await expect(search.getByLabel('Abholort', { exact: true })).toBeVisible();
    await expect(search.getByLabel('Abholzeit', { exact: true })).toBeVisible();
    await expect(dateButton(page)).toContainText('Reisedaten wählen');
    const pickup = isoDaysAhead(20);
    const ret = isoDaysAhead(23);
    await openCalendar(page);
    await expect(calendar(page).getByRole('columnheader').first()).toHaveText(/Mo/);
    await (await showDay(page, pickup)).click();
    await (await showDay(page, ret)).click();
    await expect(calendar(page)).toBeHidden();
    await search.getByRole('button', { name: 'Suchen', exact: true }).click();
    await page.waitForURL(/\/de\/book\/vehicles\/\?/);
    expect(searchOf(page)).toMatchObject({ pickupLocation: 'kef', pickupDate: pickup, returnDate: ret });
  });

  test('Icelandic dates are Icelandic in the browser too (from the server’s formats)', async ({ page }) => {
    await visit(page, `${host('campers')}/is/`);
    const pickup = isoDaysAhead(10);
    await openCalendar(page);
    const day = await showDay(page, pickup);
    const full = new Intl.DateTimeFormat('is-IS', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${pickup}T00:00:00Z`));
    await expect(day).toHaveAccessibleName(full);
    await day.click();
    const short = new Intl.DateTimeFormat('is-IS', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(pickup.slice(0, 4) === isoDaysAhead(0).slice(0, 4) ? {} : { year: 'numeric' }),
      timeZone: 'UTC',
    }).format(new Date(`${pickup}T00:00:00Z`));
    await expect(dateButton(page)).toContainText(short);
  });

  test('?coupon= in the address fills the promo code, which travels with the search', async ({ page }) => {
    await visit(page, `${host('cars')}/?coupon=SPRING5`);
    const promo = page.getByRole('search').getByLabel('Promo code', { exact: true });
    await expect(promo).toHaveValue('SPRING5');
    await chooseDates(page, isoDaysAhead(10), isoDaysAhead(12));
    // The compact summary of the chosen range leads to the Vehicles step with the same search.
    await page.getByTestId('search-summary').click();
    await page.waitForURL(/\/book\/vehicles\/\?/);
    expect(searchOf(page)).toMatchObject({
      pickupDate: isoDaysAhead(10),
      returnDate: isoDaysAhead(12),
      coupon: 'SPRING5',
    });
  });

  test('an applied promotion (the stored coupon) fills the promo code', async ({ page, context }) => {
    await context.addCookies([
      { name: 'cars-coupon', value: 'VEGUR10', domain: 'cars.localhost', path: '/' },
    ]);
    await visit(page, `${host('cars')}/`);
    await expect(page.getByRole('search').getByLabel('Promo code', { exact: true })).toHaveValue('VEGUR10');
  });

  test('self-service pickup times are marked at Keflavik, in 54 px rows; Akureyri has none', async ({
    page,
  }) => {
    await visit(page, `${host('cars')}/`);
    // Seed: Keflavik is staffed from 04:30 (high season) or 05:00 with a key box 22:00–05:00.
    await chooseDates(page, isoDaysAhead(5), isoDaysAhead(8));
    const pickupTime = page.getByRole('search').getByLabel('Pickup time', { exact: true });
    await expect(pickupTime).toBeEnabled();
    const night = pickupTime.locator('option[value="00:00"]');
    await expect(night).toHaveText(/00:00.*self service/i);
    await expect(night).toHaveAttribute('data-self-service', 'true');
    await expect(pickupTime.locator('option[value="12:00"]')).toHaveText('12:00');
    // The open list keeps the 54 px rows with the mark visible.
    await pickupTime.click();
    const box = await night.boundingBox();
    expect(box?.height).toBe(54);
    await expect(night).toBeVisible();
    await page.keyboard.press('Escape');
    await pickupTime.selectOption('00:00');
    await expect(pickupTime).toHaveValue('00:00');
    await expect(page.getByRole('search').getByRole('status')).toContainText(
      '00:00 is a self-service pickup',
    );
    await pickupTime.selectOption('12:00');
    await expect(page.getByRole('search').getByRole('status')).toHaveCount(0);

    await page.getByRole('search').getByLabel('Pickup location', { exact: true }).selectOption('aey');
    // Akureyri is staffed on weekdays all year: a Tuesday and a Wednesday.
    const tuesday = nextWeekday(5, 2);
    await chooseDates(page, tuesday, plusDays(tuesday, 1));
    await expect(pickupTime).toBeEnabled();
    await expect(pickupTime.locator('option[data-self-service]')).toHaveCount(0);
  });

  test('a location with no pickup day in view offers the next available date', async ({ page }) => {
    const month = Number(isoDaysAhead(0).slice(5, 7));
    // Egilsstadir opens in the cars brand's high season only (1 June – 31 August).
    test.skip(month >= 5 && month <= 8, 'the summer desk has days in view from May to August');
    await visit(page, `${host('cars')}/`);
    await page.getByRole('search').getByLabel('Pickup location', { exact: true }).selectOption('egs');
    await openCalendar(page);
    const offer = page.getByTestId('next-available');
    const year = month >= 9 ? Number(isoDaysAhead(0).slice(0, 4)) + 1 : Number(isoDaysAhead(0).slice(0, 4));
    const june = `${year}-06-01`;
    await expect(offer).toContainText('Next available:');
    await offer.click();
    const day = calendar(page).locator(`[data-date="${june}"]`);
    await expect(day).toBeFocused();
    await expect(day).toBeEnabled();
  });

  test('axe finds no violations with the panel and with the calendar open', async ({ page }) => {
    await visit(page, `${host('cars')}/`);
    await expect(panel(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await openCalendar(page);
    await (await showDay(page, isoDaysAhead(7))).click();
    await expectNoAxeViolations(page);
  });
});

test.describe('phones', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the whole panel is in the first screen; the calendar is a full-screen sheet of four months', async ({
    page,
  }) => {
    await visit(page, `${host('cars')}/`);
    const search = page.getByRole('search');
    for (const label of ['Pickup location', 'Return location', 'Pickup time', 'Return time', 'Promo code']) {
      await expect(search.getByLabel(label, { exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(dateButton(page)).toBeInViewport({ ratio: 1 });
    await expect(search.getByRole('button', { name: 'Search', exact: true })).toBeInViewport({ ratio: 1 });

    await dateButton(page).click();
    const sheet = page.getByRole('dialog', { name: 'Choose your dates' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAttribute('data-variant', 'sheet');
    expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await expect(sheet.getByRole('grid')).toHaveCount(4);
    await expectNoAxeViolations(page);

    await sheet.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(dateButton(page)).toBeFocused();

    await dateButton(page).click();
    const pickup = isoDaysAhead(9);
    await sheet.locator(`[data-date="${pickup}"]`).click();
    await sheet.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(sheet).toBeHidden();
    await expect(page.locator('input[name="pickupDate"]')).toHaveValue(pickup);
    await expect(dateButton(page)).toContainText('Choose your return date');

    // The return day completes the range and closes the sheet.
    await dateButton(page).click();
    await sheet.locator(`[data-date="${isoDaysAhead(14)}"]`).click();
    await expect(sheet).toBeHidden();
    await expect(page.locator('input[name="pickupDate"]')).toHaveValue(pickup);
    await expect(page.locator('input[name="returnDate"]')).toHaveValue(isoDaysAhead(14));
  });
});

test.describe('content', () => {
  test.use({ viewport: WIDE });

  // The lake of the site under test: the e2e server's data folder (`npm start` from Playwright's
  // webServer), or the development server's when the tests run against `npm run dev` on 3000.
  // Read when a test runs: the server creates the token, possibly after this file is loaded.
  const lakeClient = () =>
    createClient({
      projectId: 'local',
      dataset: 'production',
      apiHost: `http://127.0.0.1:${Number(process.env.LAKE_HTTP_PORT ?? 3333)}`,
      useProjectHostname: false,
      useCdn: false,
      apiVersion: '2025-02-19',
      token: readFileSync(
        join(
          process.cwd(),
          process.env.E2E_DATA_DIR ?? (port === 3000 ? '.data' : join('.data', 'e2e')),
          'lake-admin-token',
        ),
        'utf8',
      ).trim(),
    });
  const locationId = 'location.cars.rvk';
  const key = 'e2eClosedDay';

  test('a special closed day published for Reykjavik disables that day in the calendar', async ({ page }) => {
    const client = lakeClient();
    const location = await client.getDocument<{ specialOperatingHours?: { date: string }[] }>(locationId);
    expect(location, `${locationId} in the lake`).toBeTruthy();
    const special = new Set((location?.specialOperatingHours ?? []).map((entry) => entry.date.slice(0, 10)));
    let closed = isoDaysAhead(9);
    while (special.has(closed)) closed = plusDays(closed, 1);

    const reykjavikDay = async () => {
      await page.getByRole('search').getByLabel('Pickup location', { exact: true }).selectOption('rvk');
      await openCalendar(page);
      return showDay(page, closed);
    };

    await visit(page, `${host('cars')}/`);
    // Reykjavik has self-service round the clock in the seed: every day is a pickup day until then.
    await expect(await reykjavikDay()).toBeEnabled();

    try {
      await client
        .patch(locationId)
        .setIfMissing({ specialOperatingHours: [] })
        .append('specialOperatingHours', [{ _key: key, _type: 'specialHours', date: closed, open: false }])
        .commit();
      // The publish expires the cached page; the next load has the closed day.
      await expect(async () => {
        await visit(page, `${host('cars')}/`);
        const day = await reykjavikDay();
        await expect(day).toBeDisabled({ timeout: 1000 });
        await expect(day).toHaveAttribute('aria-describedby', /.+/);
      }).toPass({ timeout: 20_000 });
      // Marked as closed, with that reason, not like a past day.
      const closedDay = await showDay(page, closed);
      await expect(closedDay).toHaveAttribute('data-unavailable', 'closed');
      await expect(closedDay).toHaveAccessibleDescription('Closed that day');
      const past = page.locator('[data-unavailable="past"]').first();
      if ((await past.count()) > 0) {
        await expect(past).toHaveAccessibleDescription('Unavailable');
        const look = (el: Element) =>
          getComputedStyle(el).textDecorationLine + getComputedStyle(el).backgroundImage;
        expect(await past.evaluate(look)).not.toBe(await closedDay.evaluate(look));
      }
      await (await showDay(page, closed)).click({ force: true });
      await expect(page.getByTestId('calendar-status')).toHaveText('Choose your pickup date');
    } finally {
      await client
        .patch(locationId)
        .unset([`specialOperatingHours[_key=="${key}"]`])
        .commit();
    }
  });
});
