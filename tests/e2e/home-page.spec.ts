import { expect, type Page, test } from './page-ready.ts';
import { host, quietShell } from './shell-fixtures.ts';

// What a new visitor stumbled over on the home pages.

test.beforeEach(async ({ context }) => {
  await quietShell(context);
});

async function repeatedParagraphs(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const seen = new Map<string, number>();
    for (const element of main.querySelectorAll('p, h1, h2, h3, li')) {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text.length >= 40) seen.set(text, (seen.get(text) ?? 0) + 1);
    }
    return [...seen].filter(([, count]) => count > 1).map(([text]) => text);
  });
}

for (const [tenant, path] of [
  ['cars', '/'],
  ['cars', '/de/'],
  ['campers', '/'],
  ['lease', '/is/'],
] as const) {
  test(`${tenant} ${path}: no sentence twice, one booking entry above the fold`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${host(tenant)}${path}`);
    // Every block rendered (content-visibility skips off-screen ones), then compare the texts.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await repeatedParagraphs(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Links of the page body on the first screen that start a booking (the header has its own "Book now").
    const bookingLinks = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .filter((link) => /\/book\/vehicles\/$/.test(new URL(link.href).pathname))
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return box.height > 0 && box.top < window.innerHeight;
        })
        .map((link) => (link.textContent ?? '').trim()),
    );
    expect(bookingLinks.length, bookingLinks.join(' | ')).toBeLessThanOrEqual(1);
  });
}

test('the last block sits close to the footer, without a placeholder gap', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${host('cars')}/`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  const gap = await page.evaluate(() => {
    const blocks = document.querySelectorAll('[data-block]');
    const last = blocks[blocks.length - 1] as HTMLElement;
    const text = last.querySelector('p, h2, a, img, svg') ?? last;
    return (
      (document.querySelector('footer') as HTMLElement).getBoundingClientRect().top -
      text.getBoundingClientRect().bottom
    );
  });
  expect(gap).toBeGreaterThan(16);
  expect(gap).toBeLessThanOrEqual(140);
});

test('the "Find us" map fills its frame at any width', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${host('cars')}/`);
    const map = page.locator('[data-block="mapsBlock"] svg[role="img"]');
    await map.scrollIntoViewIfNeeded();
    const [ground, frame] = await map.evaluate((svg) => [
      svg.getBoundingClientRect().width,
      (svg.parentElement as HTMLElement).clientWidth,
    ]);
    expect(Math.abs(ground - frame), `at ${width} px`).toBeLessThanOrEqual(1);
  }
});
