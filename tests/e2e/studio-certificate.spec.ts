import { expect, test } from '@playwright/test';
import { logIn } from './studio/studio.ts';

// With the lake's self-signed certificate not accepted, the Studio showed
// Sanity's generic "Network error — couldn't reach the Sanity servers". These tests open their own
// browser contexts: the studio project's ignoreHTTPSErrors (playwright.config.ts) is the state
// after the one-time step, not a first start.

const lakeHttpsPort = Number(process.env.LAKE_HTTPS_PORT ?? 3334);
const studioPort = Number(process.env.STUDIO_PORT ?? 3335);
const lakeStudio = `https://local.localhost:${lakeHttpsPort}`;

test('with the lake certificate untrusted, the Studio says what to do instead of a network error', async ({
  browser,
}) => {
  const context = await browser.newContext({
    ignoreHTTPSErrors: false,
    baseURL: `http://localhost:${studioPort}`,
  });
  try {
    const page = await context.newPage();
    // The lake really is refused by this browser: the certificate is not trusted.
    const probe = await page.goto('/cars').then(() =>
      page.evaluate(
        (url) =>
          fetch(url, { mode: 'no-cors' }).then(
            () => 'reached',
            (e: Error) => e.name,
          ),
        `${lakeStudio}/ping`,
      ),
    );
    expect(probe).toBe('TypeError');

    const help = page.getByRole('alert');
    await expect(
      help.getByRole('heading', { name: 'The Studio cannot reach its content lake' }),
    ).toBeVisible();
    await expect(help).toContainText('self-signed HTTPS certificate');
    // The one step that fixes it: a link through the lake (the browser's warning) and back here.
    await expect(help.getByRole('link', { name: 'Accept the lake’s certificate' })).toHaveAttribute(
      'href',
      `${lakeStudio}/local/return?to=${encodeURIComponent(`http://localhost:${studioPort}/cars`)}`,
    );
    await expect(help.getByRole('link', { name: `${lakeStudio}/` })).toHaveAttribute(
      'href',
      `${lakeStudio}/`,
    );
    // The permanent alternative, and where the commands are.
    await expect(help).toContainText('lake-ca.pem');
    await expect(help).toContainText('docs/lake.md');
    // Sanity's generic error never appears: the Studio was not started against an unreachable API.
    await expect(page.getByText(/couldn't reach the Sanity servers/i)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Local content lake login' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('once the warning is passed, the lake sends the editor back to the Studio, which then loads', async ({
  browser,
}) => {
  // The browser state after "Proceed" on the lake's warning.
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const studio = `http://localhost:${studioPort}/cars`;
    await page.goto(`${lakeStudio}/local/return?to=${encodeURIComponent(studio)}`);
    await expect(page).toHaveURL(new RegExp(`^http://localhost:${studioPort}/cars`));
    await expect(page.getByRole('link', { name: 'Local content lake login' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the Studio on the lake’s own HTTPS origin needs one accepted certificate for everything', async ({
  browser,
}) => {
  // The browser state after "Proceed" on the lake's warning, for this one origin only.
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: lakeStudio });
  try {
    const page = await context.newPage();
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'https:' && url.hostname.endsWith('localhost')) origins.add(url.origin);
    });
    await logIn(page);
    // The desk lists content, and opening a document streams it (HTTP/2 event streams).
    await page.getByRole('link', { name: 'Locations' }).click();
    await page
      .getByRole('link', { name: /Keflavik Airport/ })
      .first()
      .click();
    await expect(page.getByTestId('opening-days-preview')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'English' }).first()).toHaveValue(/Keflavik/);
    // Page, login and content API all came from that one origin.
    expect([...origins]).toEqual([lakeStudio]);
  } finally {
    await context.close();
  }
});
