import { signValue } from '../../web/lib/signed-cookie.ts';
import { expect, test } from './page-ready.ts';
import { quietShell } from './shell-fixtures.ts';

const SECRET = 'e2e-session-secret-0123456789abcdef0123456789';
const port = Number(process.env.E2E_PORT ?? 3100);
const host = (tenant: string) => `http://${tenant}.localhost:${port}`;

// The promotion popup opens by itself on a first visit: these tests are about other things.
test.beforeEach(async ({ context }) => quietShell(context));

test.describe('languages', () => {
  test.use({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });

  test('Accept-Language picks the language of the first visit', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The booking button's text comes from the German header content.
    await expect(page.getByTestId('booking-menu')).toHaveText('Jetzt buchen');
  });
});

test('the locale cookie wins over Accept-Language once set, with 365 days and SameSite=Lax', async ({
  page,
  context,
}) => {
  await page.goto('/fr/');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('fr');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr\/$/);
});

const vehiclesTitle: Record<string, [string, string]> = {
  en: ['/book/vehicles/', 'Choose your vehicle'],
  de: ['/de/book/vehicles/', 'Wählen Sie Ihr Fahrzeug'],
  es: ['/es/book/vehicles/', 'Elige tu vehículo'],
  fr: ['/fr/book/vehicles/', 'Choisissez votre véhicule'],
  is: ['/is/book/vehicles/', 'Veldu ökutæki'],
};

for (const [locale, [path, title]] of Object.entries(vehiclesTitle)) {
  test(`prefix routing serves ${locale} at ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Exactly once: the layout template adds the brand, the page must not add it again.
    await expect(page).toHaveTitle(`${title} | Vegur Car Rental`);
  });
}

test('/en/ redirects to the unprefixed English path', async ({ request }) => {
  const response = await request.get('/en/book/vehicles/', { maxRedirects: 0 });
  expect([307, 308]).toContain(response.status());
  expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/book/vehicles/');
});

test('a path without trailing slash redirects to it, keeping the query', async ({ request, page }) => {
  const response = await request.get('/de/book/vehicles?coupon=SUMMER', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/de\/book\/vehicles\/\?coupon=SUMMER$/);
  await page.goto('/reservation/find');
  await expect(page).toHaveURL(/\/reservation\/find\/$/);
});

test('an unmatched path is a non-fatal 404 inside the shell', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /no-such-page/');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.getByTestId('logo').click();
  await expect(page).toHaveURL(/\/$/);
  // The home page now comes from content: its title is the seeded one, not the brand name.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car rental in Iceland');
});

test('a 404 in German is in German', async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht/');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-message')).toHaveText('Seite nicht gefunden: /de/gibt-es-nicht/');
});

test('a path whose parameters fail validation is a 404 with the validation message', async ({ page }) => {
  const response = await page.goto('/Bad_Path!/');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found-message')).toHaveText('Page Not Found: /Bad_Path!/');
});

test.describe('tenants by host', () => {
  for (const [tenant, brand] of [
    ['cars', 'Vegur Car Rental'],
    ['campers', 'Vegur Campers'],
    ['lease', 'Vegur Lease'],
  ] as const) {
    test(`${tenant}.localhost is ${brand}`, async ({ page }) => {
      await page.goto(`${host(tenant)}/`);
      await expect(page.getByTestId('logo')).toHaveText(brand);
      await expect(page.locator('html')).toHaveAttribute('data-tenant', tenant);
    });
  }

  test('lease hides the booking menu, the currency picker and the Keflavik column', async ({ page }) => {
    await page.goto(`${host('lease')}/`);
    await expect(page.getByTestId('logo')).toHaveText('Vegur Lease');
    await expect(page.getByTestId('booking-menu')).toHaveCount(0);
    await expect(page.getByTestId('footer-keflavik')).toHaveCount(0);
    await expect(page.getByTestId('footer-certificates')).toHaveCount(0);
    await page.getByTestId('region-button').click();
    await expect(page.getByTestId('region-dialog')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);
  });

  test('cars shows the booking menu, the Keflavik column and certificates', async ({ page }) => {
    await page.goto(`${host('cars')}/`);
    await expect(page.getByTestId('booking-menu')).toBeVisible();
    await expect(page.getByTestId('footer-keflavik')).toBeVisible();
    await expect(page.getByTestId('footer-certificates')).toBeVisible();
  });
});

test('the currency preference survives a reload and is stored per tenant', async ({ page, context }) => {
  await page.goto(`${host('campers')}/`);
  await expect(page.getByTestId('current-currency')).toHaveText('USD');
  await page.getByTestId('region-button').click();
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('current-currency')).toHaveText('GBP');
  await page.reload();
  await expect(page.getByTestId('current-currency')).toHaveText('GBP');
  const cookies = await context.cookies(host('campers'));
  expect(cookies.find((c) => c.name === 'campers-preferred-currency')?.value).toBe('GBP');
  expect(await page.evaluate(() => localStorage.getItem('campers-preferred-currency'))).toBe('GBP');
  // Another brand keeps its own default.
  await page.goto(`${host('cars')}/is/`);
  await expect(page.getByTestId('current-currency')).toHaveText('ISK');
});

test('the language switcher stores the choice in the locale cookie', async ({ page, context }) => {
  await page.goto('/book/vehicles/');
  await page.getByTestId('region-button').click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('is');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/is\/book\/vehicles\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veldu ökutæki');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value)
    .toBe('is');
  await page.goto('/');
  await expect(page).toHaveURL(/\/is\/$/);
});

test.describe('named route checks', () => {
  test('booking steps after Vehicles need a search in progress: without one, the search panel', async ({
    page,
  }) => {
    await page.goto('/de/book/details/');
    await expect(page).toHaveURL(/\/de\/book\/vehicles\/$/);
  });

  test('a search without a chosen vehicle goes back to the Vehicles step', async ({ page, context }) => {
    const value = await signValue(
      {
        tenant: 'cars',
        pickupLocationId: 'kef',
        returnLocationId: 'kef',
        pickupDate: '2027-06-01',
        pickupTime: '12:00',
        returnDate: '2027-06-08',
        returnTime: '12:00',
        selfService: false,
        exp: Date.now() + 3_600_000,
      },
      SECRET,
    );
    await context.addCookies([{ name: 'vegur-search', value, url: `http://localhost:${port}` }]);
    await page.goto('/fr/book/options/');
    // The Vehicles step resumes that search: its address is the search.
    await expect(page).toHaveURL(
      /\/fr\/book\/vehicles\/\?pickupLocation=kef&returnLocation=kef&pickupDate=2027-06-01/,
    );
  });

  test('reservation pages need a reservation session, and a forged one is refused', async ({
    page,
    context,
  }) => {
    await page.goto('/es/reservation/checkin/start/');
    await expect(page).toHaveURL(/\/es\/reservation\/find\/$/);

    const valid = await signValue(
      { r: 'res_e2e', t: 'cars', e: Math.floor(Date.now() / 1000) + 3600 },
      SECRET,
    );
    await context.addCookies([{ name: 'vegur_reservation', value: valid, url: `http://localhost:${port}` }]);
    // The signature holds, so the route check lets it through (and keeps the cookie); the booking
    // service knows no such reservation, so the overview sends the visitor to Find. Real sessions
    // are walked in reservation-*.spec.ts.
    await page.goto('/es/reservation/');
    await expect(page).toHaveURL(/\/es\/reservation\/find\/$/);
    const kept = (await context.cookies()).find((c) => c.name === 'vegur_reservation');
    expect(kept?.value).toBe(valid);

    const forged = `${valid.slice(0, -4)}AAAA`;
    await context.addCookies([{ name: 'vegur_reservation', value: forged, url: `http://localhost:${port}` }]);
    await page.goto('/es/reservation/');
    await expect(page).toHaveURL(/\/es\/reservation\/find\/$/);
    // A forged session is refused by the route check itself, which also drops the cookie.
    expect((await context.cookies()).find((c) => c.name === 'vegur_reservation')).toBeUndefined();
  });

  test('a reservation session of another brand does not open this brand', async ({ page, context }) => {
    const other = await signValue(
      { r: 'res_e2e', t: 'campers', e: Math.floor(Date.now() / 1000) + 3600 },
      SECRET,
    );
    await context.addCookies([{ name: 'vegur_reservation', value: other, url: host('cars') }]);
    await page.goto(`${host('cars')}/reservation/`);
    await expect(page).toHaveURL(/\/reservation\/find\/$/);
  });

  test('the signature and booking error pages run no check', async ({ page }) => {
    expect((await page.goto('/reservation/checkin/signature/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign the rental agreement');
    expect((await page.goto('/book/error/'))?.status()).toBe(200);
  });

  test('every visitor gets a signed HttpOnly session cookie', async ({ page, context }) => {
    await page.goto('/');
    const session = (await context.cookies()).find((c) => c.name === 'vegur-session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });
});

test('the sitemap lists every public page in every language with hreflang alternates', async ({
  request,
}) => {
  const redirect = await request.get('/sitemap.xml', { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  const response = await request.get('/sitemap.xml/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  for (const path of ['/', '/de/', '/is/book/vehicles/', '/fr/reservation/find/']) {
    expect(xml).toContain(`<loc>http://localhost:${port}${path}</loc>`);
  }
  expect(xml).toContain(`hreflang="es" href="http://localhost:${port}/es/book/vehicles/"`);
  expect(xml).not.toContain('/reservation/cancel/');
});

test('pages carry canonical and hreflang alternates', async ({ page }) => {
  await page.goto('/de/book/vehicles/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/book\/vehicles\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="is"]')).toHaveAttribute(
    'href',
    /\/is\/book\/vehicles\/$/,
  );
});

test('the booking API is mounted under /functions/v1 on every brand', async ({ request }) => {
  const rates = await request.post('/functions/v1/public/exchangerates');
  expect(rates.status()).toBe(200);
  const body = (await rates.json()) as { rates: Record<string, number> };
  for (const currency of ['EUR', 'USD', 'ISK', 'GBP', 'CAD', 'CHF', 'DKK', 'SEK', 'NOK']) {
    expect(body.rates[currency]).toBeGreaterThan(0);
  }
  const spec = await request.get('/functions/v1/openapi.json');
  expect(((await spec.json()) as { openapi: string }).openapi).toBe('3.1.0');
  const unknown = await request.get('/functions/v1/no-such-endpoint');
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { code: string }).code).toBe('not_found');
});

test.describe('brand icons and manifest', () => {
  const brands = { cars: 'Vegur Car Rental', campers: 'Vegur Campers', lease: 'Vegur Lease' } as const;
  for (const [tenant, name] of Object.entries(brands)) {
    test(`${tenant}: favicon, app icons and manifest of its own`, async ({ page }) => {
      await page.goto(`${host(tenant)}/`);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        'href',
        '/icons/apple-touch-icon.png',
      );
      // Fetched by the page (Node cannot resolve *.localhost): the brand comes from the host.
      const answers = await page.evaluate(async () => {
        const icons = [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"], link[rel="apple-touch-icon"]'),
        ];
        const hrefs = [
          '/favicon.ico',
          '/icons/icon.svg',
          ...icons.map((icon) => icon.getAttribute('href') ?? ''),
        ];
        const files = await Promise.all(
          hrefs.map(async (href) => {
            const response = await fetch(href);
            // The tab icon is the brand's SVG written into the page: no request before the paint.
            const name = href.startsWith('data:')
              ? `inline ${(await response.text()).includes('<svg')}`
              : href;
            return `${name} ${response.status} ${response.headers.get('content-type')}`;
          }),
        );
        const manifest = await (await fetch('/manifest.webmanifest')).json();
        const theme = document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
        return { files, manifest, theme };
      });
      expect(answers.files).toEqual([
        '/favicon.ico 200 image/x-icon',
        '/icons/icon.svg 200 image/svg+xml',
        '/favicon.ico 200 image/x-icon',
        'inline true 200 image/svg+xml',
        '/icons/apple-touch-icon.png 200 image/png',
      ]);
      expect(answers.manifest.name).toBe(name);
      expect(answers.manifest.theme_color).toBe(answers.theme);
    });
  }
});
