/**
 * The three brands were one template recoloured, campers showed the cars'
 * light-blue callout, and every vehicle page showed the same cartoon car in another colour. Each
 * brand now has its own type, corners, callout and hero composition, and every vehicle class its
 * own drawing (inline SVG from the server). Expected values come from the brand tokens.
 */
import AxeBuilder from '@axe-core/playwright';
import { SEED_CLASSES } from '../../booking/seed/fleet.ts';
import { tenantColors } from '../../web/lib/theme.ts';
import { ordinaryDates, vehiclesLink } from './booking-fixtures.ts';
import { expect, type Page, test } from './page-ready.ts';
import { host, quietShell } from './shell-fixtures.ts';

test.beforeEach(async ({ context }) => quietShell(context));

const BRANDS = ['cars', 'campers', 'lease'] as const;

/** `#rrggbb` as the browser writes a computed colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

interface Character {
  h1Size: string;
  h1Family: string;
  h1Weight: string;
  callout: string;
  bannerRadius: string;
}

async function character(page: Page): Promise<Character> {
  const h1 = page.locator('main h1').first();
  const callout = page.locator('[data-block="emphasisBlock"] > *').first();
  const banner = page.locator('[data-block="bannerBlock"] > *').first();
  const style = (el: typeof h1, prop: string) =>
    el.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), prop);
  return {
    h1Size: await style(h1, 'font-size'),
    h1Family: await style(h1, 'font-family'),
    h1Weight: await style(h1, 'font-weight'),
    callout: await style(callout, 'background-color'),
    bannerRadius: await style(banner, 'border-top-left-radius'),
  };
}

test('each brand home page has its own type scale, heading face, corners and callout', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const seen: Record<string, Character> = {};
  for (const tenant of BRANDS) {
    await page.goto(`${host(tenant)}/`);
    seen[tenant] = await character(page);
    // The info callout is the brand's own tint (campers had the cars' light blue).
    expect(seen[tenant].callout, `${tenant} callout`).toBe(rgb(tenantColors(tenant).calloutSurface));
  }
  for (const part of ['h1Size', 'h1Weight', 'callout', 'bannerRadius'] as const) {
    const values = BRANDS.map((tenant) => seen[tenant]?.[part]);
    expect(new Set(values).size, `${part}: ${values.join(' | ')}`).toBe(BRANDS.length);
  }
  // Faces from the device, none downloaded: lease's headings serif, the others sans-serif.
  expect(seen.lease?.h1Family).toMatch(/, serif$/);
  expect(seen.cars?.h1Family).toMatch(/^-apple-system, .*, sans-serif$/);
  expect(seen.campers?.h1Family).toBe(seen.cars?.h1Family);
});

test('hero compositions: a road for cars, mountains for campers, a split panel for lease', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${host('cars')}/`);
  await expect(page.locator('[data-hero="cars"] svg[data-hero-scenery="road"]')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  await page.goto(`${host('campers')}/`);
  await expect(page.locator('[data-hero="campers"] svg[data-hero-scenery="mountains"]')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  // Lease has no search band: its banner puts the words on a solid panel beside the picture.
  await page.goto(`${host('lease')}/`);
  await expect(page.getByTestId('home-search')).toHaveCount(0);
  const banner = page.locator('[data-block="bannerBlock"] > *').first();
  const text = banner.locator('h2').locator('..');
  const [bannerBox, textBox] = [await banner.boundingBox(), await text.boundingBox()];
  if (!bannerBox || !textBox) throw new Error('lease banner not laid out');
  expect(textBox.x - bannerBox.x, 'panel starts at the banner edge').toBeLessThan(2);
  expect(textBox.height, 'panel runs the full banner height').toBeGreaterThan(bannerBox.height - 2);
  expect(textBox.width).toBeLessThan(bannerBox.width * 0.6);
  expect(await text.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    rgb(tenantColors('lease').primary),
  );

  // Phones: the picture on top, the panel under it, nothing over the photograph.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const [phoneBanner, phoneText] = [await banner.boundingBox(), await text.boundingBox()];
  if (!phoneBanner || !phoneText) throw new Error('lease banner not laid out');
  expect(phoneText.y - phoneBanner.y).toBeGreaterThan(150);
  expect(phoneText.width).toBeGreaterThan(phoneBanner.width - 2);
});

/** The drawing a page shows for its class, and its markup without colours. */
async function drawing(page: Page, scope: string) {
  const art = page.locator(`${scope} svg[data-vehicle-art]`).first();
  await expect(art).toHaveAttribute('aria-hidden', 'true');
  return {
    category: await art.getAttribute('data-vehicle-art'),
    shapes: (await art.innerHTML()).replace(/(fill|stroke)="[^"]*"/g, ''),
  };
}

test('vehicle pages show their own class drawing, not one car recoloured', async ({ page }) => {
  const campers = SEED_CLASSES.campers;
  const seen = new Map<string, string>();
  for (const category of ['small_camper', 'camper_van', '4x4_camper', 'motorhome']) {
    const vehicle = campers.find((c) => c.category === category);
    if (!vehicle) throw new Error(`the seed has a ${category}`);
    await page.goto(`${host('campers')}/campers/`);
    await page.getByTestId('vehicle-list').getByRole('link', { name: vehicle.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vehicle.name);
    const shown = await drawing(page, '[data-testid="vehicle-art"]');
    expect(shown.category, vehicle.name).toBe(category);
    expect(seen.get(shown.shapes), `${vehicle.name} draws like ${seen.get(shown.shapes)}`).toBeUndefined();
    seen.set(shown.shapes, vehicle.name);
  }
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("the fleet overview's cards each show their class's drawing", async ({ page }) => {
  await page.goto(`${host('cars')}/cars/`);
  const cards = page.getByTestId('vehicle-list').locator('li');
  await expect(cards.first()).toBeVisible();
  const byName = Object.fromEntries(SEED_CLASSES.cars.map((c) => [c.name, c.category]));
  const shown = await cards.evaluateAll((items) =>
    items.map((item) => [
      item.querySelector('h2')?.textContent?.trim() ?? '',
      item.querySelector('svg[data-vehicle-art]')?.getAttribute('data-vehicle-art') ?? 'none',
    ]),
  );
  expect(shown.length).toBeGreaterThan(5);
  for (const [name, category] of shown) expect(category, name).toBe(byName[name as string]);
});

test('booking results draw each class on the server, in the brand colours', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${host('campers')}${vehiclesLink({ pickupLocation: 'kef', ...ordinaryDates(40, 7) })}`);
  const arts = page.locator('[data-vehicle] svg[data-vehicle-art]');
  await expect(arts.first()).toBeVisible();
  const categories = await arts.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-vehicle-art')));
  expect(new Set(categories).size).toBeGreaterThan(2);
  // The brand's forest green, not a fixed colour.
  const body = arts.first().locator('path[fill="var(--vg-colors-primary)"]').first();
  expect(await body.evaluate((el) => getComputedStyle(el).fill)).toBe(rgb(tenantColors('campers').primary));
});
