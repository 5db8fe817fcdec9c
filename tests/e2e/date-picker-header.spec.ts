import { expect, type Page, test } from './page-ready.ts';
import { host, quietShell } from './shell-fixtures.ts';

/**
 * The desktop date picker opened under the sticky header (at 1366 × 900 and
 * 1440 × 900 the months and the previous/next buttons were covered). Whatever the scroll position,
 * the month buttons must be the topmost element where they are drawn, in every brand and width.
 */

test.beforeEach(async ({ context }) => quietShell(context));

const SIZES = [
  { width: 1366, height: 900 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** Is the centre of each month button covered by anything else (the header)? */
function monthButtonsOnTop(page: Page) {
  return page.evaluate(() => {
    const calendar = document.querySelector('[data-testid="calendar"]');
    // By name: on a phone the sheet's Close button comes first.
    const buttons = ['Previous month', 'Next month'].flatMap((label) =>
      [...(calendar?.querySelectorAll<HTMLButtonElement>(`button[aria-label="${label}"]`) ?? [])].slice(0, 1),
    );
    return buttons.map((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { label: button.getAttribute('aria-label'), onTop: hit !== null && button.contains(hit) };
    });
  });
}

for (const tenant of ['cars', 'campers', 'lease'] as const) {
  for (const size of SIZES) {
    test(`${tenant} ${size.width}px: the calendar's month buttons are not under the header`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(`${host(tenant)}/book/vehicles/`);
      const dateButton = page.getByTestId('date-button');
      await expect(dateButton).toBeVisible();
      await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
      // The date button under the header: scrolled down past it, then back up a little so the
      // header shows again (it hides on the way down), as a visitor reading the results would.
      await page.evaluate(() => {
        const button = document.querySelector('[data-testid="date-button"]') as HTMLElement;
        window.scrollTo({
          top: window.scrollY + button.getBoundingClientRect().top + 120,
          behavior: 'instant',
        });
      });
      await page.waitForTimeout(100);
      await page.evaluate(() => window.scrollBy({ top: -100, behavior: 'instant' }));
      await expect(page.getByTestId('site-header')).not.toHaveAttribute('data-hidden', 'true');
      // A keyboard user reaches it by focus (no scrolling that minds the header) and opens it.
      await dateButton.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('calendar')).toBeVisible();
      await expect
        .poll(() => monthButtonsOnTop(page))
        .toEqual([
          { label: 'Previous month', onTop: true },
          { label: 'Next month', onTop: true },
        ]);
    });
  }
}
