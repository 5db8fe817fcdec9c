import { ordinaryDates, TEST_CARDS } from './booking-fixtures.ts';
import { expect, type Locator, type Page, test } from './page-ready.ts';
import { host } from './shell-fixtures.ts';

/**
 * A first-time visitor books a car with the keyboard alone. The cookie banner is
 * the first Tab stop, the promotion popup gives focus back to the page on Escape (not to <body>),
 * every booking step starts with focus on its heading, and the whole journey's key presses are
 * counted (it took 120 plus 62 to get past the banner and popup before).
 */

test.describe.configure({ timeout: 150_000 });

class Keys {
  count = 0;
  constructor(private readonly page: Page) {}
  async press(key: string) {
    this.count++;
    await this.page.keyboard.press(key);
  }
  /** Typing counts one key per character. */
  async type(text: string) {
    this.count += text.length;
    await this.page.keyboard.type(text);
  }
  async tabTo(target: Locator, limit = 60) {
    for (let i = 0; i < limit; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await this.press('Tab');
    }
    throw new Error(`Tab never reached ${target}`);
  }
}

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}` : 'none';
  });

test('a new visitor books a car with the keyboard only, and every step starts at its heading', async ({
  page,
}) => {
  const keys = new Keys(page);
  const { pickupDate, returnDate } = ordinaryDates(12, 3);
  await page.goto(`${host('cars')}/`);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();

  // The banner is the first stop.
  await keys.press('Tab');
  const banner = page.getByTestId('consent-banner');
  await expect(banner.getByRole('button', { name: 'Accept all' })).toBeFocused();
  await keys.press('Enter');
  await expect(banner).toBeHidden();

  // The running promotion opens once the banner is answered; Escape closes it, and focus stays on the page.
  const popup = page.getByTestId('promotion-popup');
  await expect(popup).toBeVisible();
  await keys.press('Escape');
  await expect(popup).toBeHidden();
  expect(await activeElement(page)).not.toBe('body');
  const passedShell = keys.count;
  expect(passedShell).toBeLessThanOrEqual(3);

  await keys.tabTo(page.getByLabel('Pickup date').first());
  await keys.press('Enter');
  const focusedDay = () => page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  await expect.poll(focusedDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  for (const target of [pickupDate, returnDate]) {
    // A week at a time, then day by day: as a keyboard user would.
    for (let i = 0; i < 90 && (await focusedDay()) !== target; i++) {
      const day = await focusedDay();
      const weeks = Math.abs(Date.parse(target) - Date.parse(day)) >= 7 * 86_400_000;
      await keys.press(
        weeks ? (day < target ? 'ArrowDown' : 'ArrowUp') : day < target ? 'ArrowRight' : 'ArrowLeft',
      );
    }
    expect(await focusedDay()).toBe(target);
    await keys.press('Enter');
  }
  await keys.tabTo(page.getByRole('button', { name: 'Search' }));
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/book\/vehicles\/\?/);

  await keys.tabTo(page.getByRole('button', { name: 'Select' }).first());
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/book\/options\/$/);
  await expect(page.getByTestId('step-heading')).toBeFocused();
  await keys.tabTo(page.getByRole('button', { name: 'Continue' }));
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/book\/details\/$/);
  await expect(page.getByTestId('step-heading')).toBeFocused();

  for (const [label, value] of [
    ['First name', 'Kari'],
    ['Last name', 'Nordmann'],
    ['Email', 'kari@example.no'],
    ['Phone number', '+47 412 34 567'],
  ] as const) {
    await keys.tabTo(page.getByLabel(label, { exact: true }));
    await keys.type(value);
  }
  await keys.tabTo(page.getByLabel('Country', { exact: true }));
  await keys.type('Norway');
  await keys.tabTo(page.getByLabel('Date of birth', { exact: true }));
  await keys.type('03151990');
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/book\/contract\/$/);
  await expect(page.getByTestId('step-heading')).toBeFocused();

  await keys.tabTo(page.getByRole('checkbox', { name: /accept the rental agreement/ }));
  await keys.press('Space');
  await keys.tabTo(page.getByTestId('pay-button'));
  await keys.press('Enter');
  await expect(page).toHaveURL(/test-gateway\/checkout/);
  await keys.tabTo(page.getByLabel('Card number'));
  await keys.type(TEST_CARDS.success);
  await keys.press('Tab');
  await keys.type('12/30');
  await keys.press('Tab');
  await keys.type('123');
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/book\/confirmation\/$/);
  await expect(page.getByTestId('booking-reference')).toBeVisible();

  // Typed characters are the customer's data; what we can shorten are the other keys.
  const typed = 'Kari'.length + 'Nordmann'.length + 'kari@example.no'.length + '+47 412 34 567'.length;
  const typedAll = typed + 'Norway'.length + 8 + TEST_CARDS.success.length + 5 + 3;
  const navigation = keys.count - typedAll;
  console.log(`keyboard journey: ${keys.count} keys, ${navigation} of them to move and confirm`);
  expect(navigation).toBeLessThanOrEqual(90);
});
