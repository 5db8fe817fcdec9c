/**
 * Vehicle pages show the class's key facts and its "from" price from the booking
 * service's catalogue, with a Book button that starts a search for that class. Every expectation
 * is computed from the service's own answers (`GET /catalogue`, the exchange rates), not copied.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@sanity/client';
import { convertFromIsk } from '../../domain/exchange-rates.ts';
import { type Currency, formatPrice } from '../../domain/money.ts';
import { expectAccessible } from './axe.ts';
import { type APIRequestContext, expect, type Page, test } from './page-ready.ts';
import { host, port, quietShell } from './shell-fixtures.ts';

test.beforeEach(async ({ context }) => quietShell(context));

interface Tier {
  minDays: number;
  perDay: number;
}
interface CatalogueClass {
  id: string;
  rentalId: number;
  name: string;
  transmission: 'manual' | 'automatic';
  fuel: string;
  seats: number;
  doors: number;
  luggage: number;
  sleepingSpots: number;
  fourWheelDrive: boolean;
  fRoadAllowed: boolean;
  rates: { kind: 'daily'; low: Tier[]; high: Tier[] } | { kind: 'monthly'; perMonth: number };
}

/** The booking API from Node: `*.localhost` does not resolve there, so the brand goes in Host. */
async function api<T>(request: APIRequestContext, tenant: string, path: string, method = 'GET'): Promise<T> {
  const response = await request.fetch(`http://localhost:${port}/functions/v1${path}`, {
    method,
    headers: { host: `${tenant}.localhost:${port}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function catalogue(request: APIRequestContext, tenant: string): Promise<CatalogueClass[]> {
  return (await api<{ vehicles: CatalogueClass[] }>(request, tenant, '/catalogue')).vehicles;
}

async function rates(request: APIRequestContext): Promise<Record<string, number>> {
  return (await api<{ rates: Record<string, number> }>(request, 'cars', '/public/exchangerates', 'POST'))
    .rates;
}

/** The cheapest day any rental can get: every tier of both seasons (tiers only step down with length). */
function lowestPerDay(vehicle: CatalogueClass): number {
  if (vehicle.rates.kind !== 'daily') throw new Error(`${vehicle.id} has monthly rates`);
  return Math.min(...[...vehicle.rates.low, ...vehicle.rates.high].map((tier) => tier.perDay));
}

function priceIn(isk: number, currency: Currency, table: Record<string, number>): string {
  const converted = convertFromIsk(isk, currency, table);
  if (converted === null) throw new Error(`no ${currency} rate`);
  return formatPrice(converted, currency);
}

/** Opens a vehicle page from its brand's vehicle overview, by the class's name. */
async function openVehiclePage(page: Page, overview: string, name: string): Promise<void> {
  await page.goto(overview);
  const link = page.getByTestId('vehicle-list').getByRole('link', { name, exact: true });
  await link.click();
  await expect(page.getByTestId('content-page')).toHaveAttribute('data-page-type', 'vehiclePage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

/** Each fact's value as the page shows it, by fact key. */
async function shownFacts(page: Page): Promise<Record<string, string>> {
  const facts = page.getByTestId('vehicle-facts');
  await expect(facts).toHaveAttribute('data-source', 'catalogue');
  return facts
    .locator('[data-fact]')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((item) => [
          item.getAttribute('data-fact'),
          item.querySelector('dd')?.textContent?.trim() ?? '',
        ]),
      ),
    );
}

test("cars in English: the catalogue's facts, the from price in dollars then krónur, Book marks the class", async ({
  page,
  request,
}) => {
  const classes = await catalogue(request, 'cars');
  const table = await rates(request);
  // A class with every yes: 4x4 and F-roads allowed.
  const vehicle = classes.find((c) => c.fourWheelDrive && c.fRoadAllowed);
  if (!vehicle) throw new Error('the seed has a 4x4 car allowed on F-roads');
  await openVehiclePage(page, `${host('cars')}/cars/`, vehicle.name);

  expect(await shownFacts(page)).toEqual({
    seats: String(vehicle.seats),
    doors: String(vehicle.doors),
    transmission: vehicle.transmission === 'automatic' ? 'Automatic' : 'Manual',
    fuel: {
      petrol: 'Petrol',
      diesel: 'Diesel',
      electric: 'Electric',
      hybrid: 'Hybrid',
      plugin_hybrid: 'Plug-in hybrid',
    }[vehicle.fuel],
    fourWheelDrive: 'Yes',
    fRoad: 'Allowed',
    luggage: `${vehicle.luggage} large bag${vehicle.luggage === 1 ? '' : 's'}`,
  });

  const lowest = lowestPerDay(vehicle);
  const price = page.getByTestId('vehicle-from-price');
  await expect(price).toHaveAttribute('data-currency', 'USD');
  await expect(price).toHaveText(priceIn(lowest, 'USD', table));
  await expect(page.getByTestId('vehicle-offer')).toContainText(
    `From ${priceIn(lowest, 'USD', table)} per day`,
  );
  await expectAccessible(page, 'a car page');

  // The region picker re-prices the page at once, without a reload.
  await page.getByTestId('region-button').click();
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('ISK');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(price).toHaveAttribute('data-currency', 'ISK');
  await expect(price).toHaveText(formatPrice(lowest, 'ISK'));
  await expect(price).toHaveText(/^\d{1,3}(\.\d{3})+ kr$/);

  // Book: the Vehicles step with a first search, that class marked and in view.
  await page.getByTestId('vehicle-book').click();
  await expect(page).toHaveURL(/\/book\/vehicles\/\?pickupLocation=[^&]+&.*&class=/);
  expect(new URL(page.url()).searchParams.get('class')).toBe(vehicle.id);
  const card = page.locator(`[data-vehicle="${vehicle.id}"]`);
  await expect(card).toHaveAttribute('data-chosen', 'true');
  await expect(card.getByTestId('chosen-badge')).toHaveText('Your choice');
  await expect(card).toBeInViewport();
  // One class only is marked.
  await expect(page.locator('[data-chosen="true"]')).toHaveCount(1);
  await expectAccessible(page, 'the Vehicles step with a class marked');
});

test('cars in German: German facts and euros, the stored krónur choice applies after hydration (6.900 kr)', async ({
  page,
  context,
  request,
}) => {
  const classes = await catalogue(request, 'cars');
  const table = await rates(request);
  const vehicle = classes.find((c) => !c.fourWheelDrive && c.transmission === 'manual') ?? classes[0];
  if (!vehicle) throw new Error('empty catalogue');
  await openVehiclePage(page, `${host('cars')}/de/mietwagen/`, vehicle.name);
  await expect(page).toHaveURL(/\/de\/mietwagen\//);

  const facts = await shownFacts(page);
  expect(facts.seats).toBe(String(vehicle.seats));
  expect(facts.transmission).toBe('Schaltgetriebe');
  expect(facts.fourWheelDrive).toBe('Nein');
  expect(facts.fRoad).toBe(vehicle.fRoadAllowed ? 'Erlaubt' : 'Nicht erlaubt');
  await expect(page.getByRole('heading', { name: 'Das Wichtigste' })).toBeVisible();

  const lowest = lowestPerDay(vehicle);
  const price = page.getByTestId('vehicle-from-price');
  await expect(price).toHaveAttribute('data-currency', 'EUR');
  await expect(page.getByTestId('vehicle-offer')).toContainText(
    `Ab ${priceIn(lowest, 'EUR', table)} pro Tag`,
  );
  await expect(page.getByTestId('vehicle-book')).toHaveText('Jetzt buchen');
  await expect(page.getByTestId('vehicle-book')).toHaveAttribute(
    'href',
    `/de/book/vehicles/?class=${vehicle.id}`,
  );
  await expectAccessible(page, 'a German car page');

  // A visitor who chose krónur earlier: the cached page arrives in euros, then shows krónur.
  await context.addCookies([
    { name: 'cars-preferred-currency', value: 'ISK', domain: 'cars.localhost', path: '/' },
  ]);
  // The HTML is the same for every visitor (cached): euros, whatever the cookie says.
  const html = await (
    await request.get(`http://localhost:${port}${new URL(page.url()).pathname}`, {
      headers: { host: `cars.localhost:${port}`, cookie: 'cars-preferred-currency=ISK' },
    })
  ).text();
  expect(html).toMatch(/data-testid="vehicle-from-price" data-currency="EUR"/);
  // ...without a hydration mismatch (React's minified errors 418/423/425 in a production build).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  await expect(price).toHaveAttribute('data-currency', 'ISK');
  await expect(price).toHaveText(formatPrice(lowest, 'ISK'));
  await expect(price).toHaveText(/^\d{1,3}(\.\d{3})+ kr$/);
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
});

test('campers: sleeping spots, kitchen and heating; the 4x4 camper has no kitchen', async ({
  page,
  request,
}) => {
  const classes = await catalogue(request, 'campers');
  const table = await rates(request);
  const rooftop = classes.find((c) => c.fRoadAllowed && c.sleepingSpots > 0);
  const van = classes.find((c) => c.sleepingSpots >= 3 && !c.fRoadAllowed);
  if (!rooftop || !van) throw new Error('the seed has a rooftop-tent 4x4 and a camper van');

  await openVehiclePage(page, `${host('campers')}/campers/`, van.name);
  const vanFacts = await shownFacts(page);
  expect(Object.keys(vanFacts)[0]).toBe('sleepingSpots');
  expect(vanFacts).toMatchObject({
    sleepingSpots: String(van.sleepingSpots),
    seats: String(van.seats),
    kitchen: 'Yes',
    heating: 'Yes',
  });
  await expect(page.getByTestId('vehicle-from-price')).toHaveText(priceIn(lowestPerDay(van), 'USD', table));
  await expectAccessible(page, 'a camper page');

  await openVehiclePage(page, `${host('campers')}/campers/`, rooftop.name);
  expect(await shownFacts(page)).toMatchObject({
    sleepingSpots: String(rooftop.sleepingSpots),
    fourWheelDrive: 'Yes',
    fRoad: 'Allowed',
    kitchen: 'No',
    heating: 'Yes',
  });

  await page.getByTestId('vehicle-book').click();
  const card = page.locator(`[data-vehicle="${rooftop.id}"]`);
  await expect(card).toHaveAttribute('data-chosen', 'true');
  await expect(card).toBeInViewport();
});

test('lease: the monthly price in krónur, and Book opens a month-long search with the car marked', async ({
  page,
  request,
}) => {
  const classes = await catalogue(request, 'lease');
  const vehicle = classes[0];
  if (vehicle?.rates.kind !== 'monthly') throw new Error('lease classes rent by the month');
  await openVehiclePage(page, `${host('lease')}/lease-cars/`, vehicle.name);
  const price = page.getByTestId('vehicle-from-price');
  await expect(price).toHaveAttribute('data-currency', 'ISK');
  await expect(price).toHaveText(formatPrice(vehicle.rates.perMonth, 'ISK'));
  await expect(page.getByTestId('vehicle-offer')).toContainText(
    `From ${formatPrice(vehicle.rates.perMonth, 'ISK')} per month`,
  );
  await expectAccessible(page, 'a lease page');

  await page.getByTestId('vehicle-book').click();
  await expect(page.locator(`[data-vehicle="${vehicle.id}"]`)).toHaveAttribute('data-chosen', 'true');
  const url = new URL(page.url());
  const days =
    (Date.parse(url.searchParams.get('returnDate') ?? '') -
      Date.parse(url.searchParams.get('pickupDate') ?? '')) /
    86_400_000;
  expect(days).toBe(30);
});

// "from 139.000 kr, vehicle fees included", then 27.000 kr of road tax a month.
test('lease: an electric car is quoted per month with its road tax, on its page and on the Vehicles step', async ({
  page,
  request,
}) => {
  const answer = await api<{
    vehicles: CatalogueClass[];
    policy: { roadTaxPerDay: { electric: number; hybrid: number } };
  }>(request, 'lease', '/catalogue');
  const vehicle = answer.vehicles.find((c) => c.fuel === 'electric');
  if (vehicle?.rates.kind !== 'monthly') throw new Error('the lease brand has an electric car by the month');
  const tax = answer.policy.roadTaxPerDay.electric;
  expect(tax).toBeGreaterThan(0);
  const month = formatPrice(vehicle.rates.perMonth + 30 * tax, 'ISK');

  await openVehiclePage(page, `${host('lease')}/lease-cars/`, vehicle.name);
  await expect(page.getByTestId('vehicle-from-price')).toHaveText(month);
  await page.getByTestId('vehicle-book').click();
  const card = page.locator(`[data-vehicle="${vehicle.id}"]`);
  await expect(card).toHaveAttribute('data-chosen', 'true');
  await expect(card).toContainText(`${month} per month`);
});

test('a page whose class the booking service does not have still renders: content facts, no price, no Book', async ({
  page,
}) => {
  // Content written the way an editor would: a rental group the booking system does not know.
  const lake = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: `http://127.0.0.1:${Number(process.env.LAKE_HTTP_PORT ?? 3333)}`,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: readFileSync(join(process.cwd(), '.data', 'e2e', 'lake-admin-token'), 'utf8').trim(),
  });
  const ids = {
    rental: 'rental.e2e-unbooked',
    base: 'vehicleBase.e2e-unbooked',
    page: 'vehiclePage.cars.en.e2e-unbooked',
  };
  await lake
    .transaction()
    .createOrReplace({
      _id: ids.rental,
      _type: 'rental',
      rentalId: '99999',
      name: 'Not in the booking system',
    })
    .createOrReplace({
      _id: ids.base,
      _type: 'vehicleBase',
      name: 'Unbooked Test Car',
      rental: { _type: 'reference', _ref: ids.rental },
      transmission: 'manual',
      seats: 4,
      fourWheelDrive: false,
      tenantPrimaryCategories: [
        {
          _type: 'tenantPrimaryCategory',
          _key: 'cars',
          tenant: 'cars',
          primaryCategory: { _type: 'reference', _ref: 'vehicleCategoryPage.cars.en.mini' },
        },
      ],
    })
    .createOrReplace({
      _id: ids.page,
      _type: 'vehiclePage',
      tenant: 'cars',
      language: 'en',
      translationKey: 'vehiclePage.cars.e2e-unbooked',
      title: 'Unbooked Test Car',
      slug: { _type: 'slug', current: 'unbooked-test-car' },
      base: { _type: 'reference', _ref: ids.base },
      blocks: [],
    })
    .commit();
  try {
    await expect
      .poll(async () => (await page.goto(`${host('cars')}/cars/mini-cars/unbooked-test-car/`))?.status(), {
        timeout: 15_000,
      })
      .toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unbooked Test Car');
    const facts = page.getByTestId('vehicle-facts');
    await expect(facts).toHaveAttribute('data-source', 'content');
    await expect(facts.locator('[data-fact="seats"] dd')).toHaveText('4');
    await expect(facts.locator('[data-fact="transmission"] dd')).toHaveText('Manual');
    await expect(page.getByTestId('vehicle-offer')).toHaveCount(0);
    await expect(page.getByTestId('vehicle-book')).toHaveCount(0);
    await expectAccessible(page, 'a vehicle page without a class');
  } finally {
    await lake.transaction().delete(ids.page).delete(ids.base).delete(ids.rental).commit();
  }
});
