import { BLOCK_TYPES } from '../../schemas/constants.ts';
import { expect, type Page, test } from './page-ready.ts';
import { quietShell } from './shell-fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const host = (tenant: string) => `http://${tenant}.localhost:${port}`;

// The promotion popup opens by itself on a first visit: these tests are about other things.
test.beforeEach(async ({ context }) => quietShell(context));

/** Requests that would leave the machine (map tiles, fonts, players): none may happen on load. */
function recordExternalRequests(page: Page): string[] {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && !url.hostname.endsWith('.localhost')) {
      external.push(request.url());
    }
  });
  return external;
}

for (const path of ['/', '/de/']) {
  test(`every block type renders on the car rental home page (${path})`, async ({ page }) => {
    const external = recordExternalRequests(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('content-page')).toHaveAttribute('data-page-type', 'homePage');
    for (const type of BLOCK_TYPES) {
      await expect(page.locator(`[data-block="${type}"]`).first(), type).toBeAttached();
    }
    // Maps, meeting point and shuttle tracker are drawn locally; the video player waits for a click.
    await expect(page.locator('[data-block="mapsBlock"] svg[role="img"]')).toBeVisible();
    await expect(page.locator('[data-block="airportMeetingPointBlock"] svg[role="img"]')).toBeVisible();
    await expect(page.locator('[data-block="videoBlock"] iframe')).toHaveCount(0);
    expect(external).toEqual([]);
  });
}

test('accordion: one item open at a time, all closed at first', async ({ page }) => {
  await page.goto('/faq/');
  const buttons = page.locator('[data-block="accordionBlock"] button[aria-expanded]');
  expect(await buttons.count()).toBeGreaterThan(1);
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  const panel0 = page.locator(`#${await buttons.nth(0).getAttribute('aria-controls')}`);
  await expect(panel0).toBeVisible();
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel0).toBeHidden();
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test('tabs: the first is active; click and arrow keys switch', async ({ page }) => {
  await page.goto('/');
  const tabs = page.locator('[data-block="tabsBlock"] [role="tab"]');
  expect(await tabs.count()).toBeGreaterThan(1);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-block="tabsBlock"] [role="tabpanel"]:visible')).toHaveCount(1);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(0)).toBeFocused();
});

test('expander: clamped to its rows (8 on the seeded terms page) with Show more, then Show less', async ({
  page,
}) => {
  await page.goto('/terms-and-conditions/');
  const block = page.locator('[data-block="expanderBlock"]');
  const button = block.getByRole('button', { name: 'Show more' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const content = block.locator('[data-expanded], [id$="-content"]').first();
  let lineHeight = 0;
  let collapsed = 0;
  // Retried while hydration may still replace the server's element (a replaced one measures 0).
  await expect(async () => {
    await expect(content).toHaveAttribute('data-clamped', 'true');
    lineHeight = await content.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize) * 1.5);
    expect(lineHeight).toBeGreaterThan(10);
    collapsed = await content.evaluate((el) => el.getBoundingClientRect().height);
    // At most 8 rows, at least 7 (the cut moved up to the last whole line), and no line cut in half.
    expect(collapsed).toBeLessThanOrEqual(lineHeight * 8 + 1);
    expect(collapsed).toBeGreaterThan(lineHeight * 6);
    const cutLines = await content.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const lines: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        range.selectNodeContents(node);
        lines.push(...range.getClientRects());
      }
      return lines
        .filter((line) => line.height > 0 && line.top < box.bottom - 0.5 && line.bottom > box.bottom + 0.5)
        .map((line) => `${Math.round(line.top - box.top)}–${Math.round(line.bottom - box.top)}`);
    });
    expect(cutLines).toEqual([]);
  }).toPass({ timeout: 10_000 });
  // The last visible line fades out.
  await expect(content).toHaveCSS('mask-image', /linear-gradient/);
  await button.click();
  await expect(block.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect
    .poll(() => content.evaluate((el) => el.getBoundingClientRect().height))
    .toBeGreaterThan(collapsed + lineHeight);
  await block.getByRole('button', { name: 'Show less' }).click();
  await expect(block.getByRole('button', { name: 'Show more' })).toBeVisible();
});

test('comparison slider: 3 to 97 percent, keyboard step 3', async ({ page }) => {
  await page.goto('/');
  const slider = page.locator('[data-block="comparisonSliderBlock"] [role="slider"]');
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await expect(slider).toHaveAttribute('aria-valuemin', '3');
  await expect(slider).toHaveAttribute('aria-valuemax', '97');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '53');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '47');
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '97');
  // Dragging to the far left edge stops at 3 %.
  const box = await page.locator('[data-block="comparisonSliderBlock"] [role="slider"]').evaluate((el) => {
    const rect = (el.parentElement as HTMLElement).getBoundingClientRect();
    return { x: rect.left, y: rect.top + rect.height / 2 };
  });
  await page.mouse.move(box.x + 1, box.y);
  await page.mouse.down();
  await page.mouse.up();
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
});

test('table prices follow the visitor currency; the lease brand shows krónur', async ({ page }) => {
  await page.goto('/');
  // The home pages' prices are the price-table block's, drawn by the same table as typed ones.
  const table = page.locator('[data-block="priceTableBlock"] table');
  await expect(table).toHaveAttribute('data-currency', 'USD');
  await expect(table).toContainText('$');
  await expect(table).not.toContainText('{price:');
  await page.goto('/de/');
  await expect(page.locator('[data-block="priceTableBlock"] table')).toContainText('€');
  await page.goto(`${host('lease')}/`);
  const lease = page.locator('[data-block="priceTableBlock"] table');
  await expect(lease).toHaveAttribute('data-currency', 'ISK');
  await expect(lease).toContainText('kr');
  await expect(lease).not.toContainText('$');
});

test('gallery and blog carousels: previous disabled at the start, no loop', async ({ page }) => {
  await page.goto('/');
  const carousel = page.locator('[data-block="blogCarouselBlock"] [aria-roledescription="carousel"]');
  await expect(carousel.locator('article').first()).toBeVisible();
  const previous = carousel.getByRole('button', { name: 'Previous' });
  const next = carousel.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(previous).toBeEnabled();
  // Post cards link to {topic}/{category}/{slug}.
  const href = await carousel.locator('article a').first().getAttribute('href');
  expect(href).toMatch(/^\/[\w-]+\/[\w-]+\/[\w-]+\/$/);
});

test('video: the player loads only when asked', async ({ page }) => {
  await page.goto('/');
  const block = page.locator('[data-block="videoBlock"]');
  await block.getByRole('button', { name: /Play video/ }).click();
  await expect(block.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.+autoplay=1/);
});

test('shuttle tracker: LIVE while visible, polling every 5 s, markers inside the map', async ({ page }) => {
  const polls: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/public/shuttles')) polls.push(Date.now());
  });
  await page.goto('/pickup-and-return/');
  const tracker = page.getByTestId('shuttle-tracker');
  await tracker.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('shuttle-live')).toHaveText('LIVE');
  // The first answer can take a while: the booking service opens its database on first use.
  await expect(tracker.getByTestId('shuttle-marker').first()).toBeAttached({ timeout: 15_000 });
  await expect.poll(() => polls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const gap = (polls[1] ?? 0) - (polls[0] ?? 0);
  expect(gap).toBeGreaterThan(4_000);
  // Every marker is drawn inside the SVG's viewBox (the spec's map bounds).
  const inside = await tracker.locator('svg').evaluate((svg) => {
    const box = (svg as SVGSVGElement).viewBox.baseVal;
    return [...svg.querySelectorAll('[data-testid="shuttle-marker"]')].every((g) => {
      const m = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(g.getAttribute('transform') ?? '');
      const x = Number(m?.[1]);
      const y = Number(m?.[2]);
      return x >= 0 && y >= 0 && x <= box.width && y <= box.height;
    });
  });
  expect(inside).toBe(true);
});

test('anchor links and buttons resolve to localized paths', async ({ page }) => {
  await page.goto('/de/');
  const buttons = page.locator('[data-block="buttonsBlock"] a');
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const href of await buttons.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/de\//);
  }
});

test('shuttle tracker: stops polling after 15 idle minutes and resumes on activity', async ({ page }) => {
  await page.clock.install();
  await page.goto('/pickup-and-return/');
  const tracker = page.getByTestId('shuttle-tracker');
  await tracker.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('shuttle-live')).toBeVisible();
  let polls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/public/shuttles')) polls += 1;
  });
  await page.clock.fastForward(15 * 60_000 + 31_000);
  await expect(page.getByTestId('shuttle-live')).toHaveCount(0);
  await expect(tracker).toContainText('Updates paused');
  const idlePolls = polls;
  await page.clock.fastForward(20_000);
  expect(polls).toBe(idlePolls);
  await page.mouse.move(10, 10);
  await page.mouse.move(40, 40);
  await expect(page.getByTestId('shuttle-live')).toBeVisible();
  await expect.poll(() => polls).toBeGreaterThan(idlePolls);
});

test('below-the-fold blocks fetch their code only near the viewport; a click before it arrives is kept', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const block = page.locator('[data-block="videoBlock"]');
  // Far below the first screen (the code loads within one screen of the viewport).
  const below = await block.evaluate((el) => el.getBoundingClientRect().top / window.innerHeight);
  expect(below).toBeGreaterThan(2);
  // From here on, script chunks arrive slowly: the click lands on server HTML React has not hydrated.
  const late: string[] = [];
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    late.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await block.getByRole('button', { name: /Play video/ }).click();
  await expect(block.locator('iframe')).toHaveCount(0);
  await expect(block.locator('iframe')).toHaveAttribute('src', /autoplay=1/, { timeout: 10_000 });
  expect(late.length).toBeGreaterThan(0);
});

test('ISK is grouped the Icelandic way (5.100 kr) on every page language, in the browser too', async ({
  page,
  context,
}) => {
  // The number locale belongs to the currency, not to the page language; the
  // browser's own number data (Debian's Chromium lacks is-IS) must not change it after hydration.
  await context.addCookies([
    { name: 'cars-preferred-currency', value: 'ISK', domain: 'cars.localhost', path: '/' },
  ]);
  for (const language of ['', '/de', '/fr', '/is']) {
    await page.goto(`${host('cars')}${language}/`);
    const table = page.locator('[data-block="priceTableBlock"] table').first();
    // The table's script loads when it comes near the screen (and replaces the server's table).
    await page.locator('[data-block="priceTableBlock"]').first().scrollIntoViewIfNeeded();
    await expect(table).toHaveAttribute('data-currency', 'ISK');
    // The seeded Aygo's low-season rate for a week (the block's rental length).
    await expect(table, language || '/').toContainText('5.100 kr');
    await expect(table).not.toContainText(/\d,\d{3} kr/);
  }
});
