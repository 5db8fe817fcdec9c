import { isoDaysAhead, vehiclesLink } from './booking-fixtures.ts';
import { expect, type Page, test } from './page-ready.ts';
import { placeReservation } from './reservation-fixtures.ts';
import { host, quietShell } from './shell-fixtures.ts';

/**
 * On the booking summary: the free extra driver is in it, and the phone's
 * bottom sheet has one price-details toggle (its bar), not a second one with the opposite label.
 */

const SEARCH = {
  pickupLocation: 'kef',
  returnLocation: 'kef',
  pickupDate: isoDaysAhead(47),
  returnDate: isoDaysAhead(50),
  pickupTime: '12:00',
  returnTime: '12:00',
};

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => quietShell(context));

async function reachOptions(page: Page): Promise<void> {
  await page.goto(`${host('cars')}${vehiclesLink(SEARCH)}`);
  await page.getByRole('button', { name: 'Select' }).first().click();
  await expect(page).toHaveURL(/\/book\/options\/$/, { timeout: 60_000 });
}

test('the free extra driver shows in the summary, a paid one with its price', async ({ page }) => {
  await reachOptions(page);
  const drivers = page.getByTestId('summary-extra-drivers').filter({ visible: true });
  await expect(drivers).toHaveCount(0);
  const add = page.getByRole('button', { name: 'Add an extra driver' });
  await add.click();
  await expect(drivers).toHaveText(/Extra drivers\s*1, free of charge/);
  await add.click();
  await expect(drivers).toHaveText(/Extra drivers\s*2, \S/);
  await expect(drivers).not.toContainText('free');
});

test.describe('phone, 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bottom sheet has one price-details toggle, and opening it shows the price lines', async ({
    page,
  }) => {
    await reachOptions(page);
    const toggles = page.getByRole('button', { name: /price details/i }).filter({ visible: true });
    await expect(toggles).toHaveCount(1);
    await toggles.first().click();
    await expect(page.getByRole('button', { name: /price details/i }).filter({ visible: true })).toHaveCount(
      1,
    );
    await expect(page.getByRole('button', { name: /Hide price details/ })).toBeVisible();
    // The sheet shows the invoice's lines at once.
    await expect(page.locator('[data-code="rental"]').filter({ visible: true })).toHaveCount(1);
  });
});

// The reservation page showed krónur only while the header said another currency.
test('the reservation page shows the chosen currency and says it is charged in krónur', async ({
  page,
  context,
}) => {
  await placeReservation(page, { pickupInHours: 24 * 30 });
  await expect(page.getByTestId('balance')).toBeVisible();
  await context.addCookies([
    { name: 'cars-preferred-currency', value: 'EUR', domain: 'cars.localhost', path: '/' },
  ]);
  await page.reload();
  await expect(page.locator('[data-code="total"] dd')).toContainText('€');
  await expect(page.getByTestId('balance')).toContainText('€');
  await expect(page.getByTestId('charged-in-isk')).toHaveText(
    /^Charged in Icelandic krónur: \d{1,3}(\.\d{3})* kr in total$/,
  );
  // In krónur the note is not needed.
  await context.addCookies([
    { name: 'cars-preferred-currency', value: 'ISK', domain: 'cars.localhost', path: '/' },
  ]);
  await page.reload();
  await expect(page.getByTestId('balance')).toContainText('kr');
  await expect(page.getByTestId('charged-in-isk')).toHaveCount(0);
});

test.describe('phone, 390 × 844, in German', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // "Flughafen Kefla…" and the step names were cut on a phone.
  test('location names and the step are shown whole', async ({ page }) => {
    await page.goto(`${host('cars')}/de/`);
    const search = page.getByRole('search');
    await search.getByLabel('Abholort', { exact: true }).selectOption('kef');
    for (const name of ['Abholort', 'Rückgabeort']) {
      const select = search.getByLabel(name, { exact: true });
      await expect(select).toBeVisible();
      // The chosen option's text in the select's own font, against the room the select gives it.
      const fits = await select.evaluate((element) => {
        const el = element as HTMLSelectElement;
        const style = getComputedStyle(el);
        const probe = document.createElement('span');
        probe.style.font = style.font;
        probe.style.whiteSpace = 'nowrap';
        probe.style.position = 'absolute';
        probe.textContent = el.selectedOptions[0]?.textContent ?? '';
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: probe.textContent, needed, room };
      });
      expect(fits.text, name).toMatch(/\S/);
      expect(fits.needed, `${name}: ${fits.text}`).toBeLessThanOrEqual(fits.room);
    }

    await page.goto(`${host('cars')}${vehiclesLink({ ...SEARCH, locale: 'de' })}`);
    await page.getByRole('button', { name: 'Auswählen' }).first().click();
    await expect(page).toHaveURL(/\/de\/book\/options\/$/, { timeout: 60_000 });
    const progress = page.getByTestId('step-progress');
    await expect(progress).toBeVisible();
    await expect(progress).toHaveText('Schritt 2 von 5: Extras');
    // Nothing in the step indicator is cut with an ellipsis.
    const cut = await page.getByRole('navigation', { name: 'Buchungsschritte' }).evaluate((nav) =>
      [...nav.querySelectorAll('*')]
        // Names kept for screen readers only are 1 px boxes: not text anyone sees cut.
        .filter((el) => el.checkVisibility() && el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
  });
});
