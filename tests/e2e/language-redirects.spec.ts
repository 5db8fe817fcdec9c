import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createClient } from '@sanity/client';
import { LOCALES, type Locale } from '../../domain/index.ts';
import { PAGE_LINKS_QUERY } from '../../schemas/queries.ts';
import { type RoutedPage, routePages, translationsOf } from '../../web/lib/content/routing.ts';

/**
 * Issue 27 item 1: a visitor whose language is not English (by cookie or by Accept-Language)
 * following an English link lands on the same page's translation, or on the English page itself
 * when it has none: never on a made-up prefixed path that answers 404. Every page type, every
 * language, with and without the cookie. Plain requests (no browser): the proxy decides.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const lakePort = Number(process.env.LAKE_HTTP_PORT ?? 3333);
const host = (tenant: string) => `http://${tenant}.localhost:${port}`;
/**
 * Plain requests go through Node, which does not resolve `*.localhost` as browsers do: they are
 * sent to the loopback address with the brand's host in the Host header.
 */
const requestContext = (
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  tenant: string,
  headers: Record<string, string>,
) =>
  playwright.request.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    extraHTTPHeaders: { host: `${tenant}.localhost:${port}`, ...headers },
  });
const OTHER_LOCALES = LOCALES.filter((l) => l !== 'en') as Locale[];
const TENANTS = ['cars', 'campers', 'lease'] as const;
const FIXED_PATHS = ['/', '/book/vehicles/', '/reservation/find/'];

function lakeClient() {
  const token = readFileSync(join(process.cwd(), '.data', 'e2e', 'lake-admin-token'), 'utf8').trim();
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: `http://127.0.0.1:${lakePort}`,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token,
    perspective: 'published',
  });
}

/** One English page of each type (and one without a translation, if any), per brand. */
function samples(pages: RoutedPage[]): RoutedPage[] {
  const english = pages.filter((p) => p.language === 'en');
  const byType = new Map<string, RoutedPage>();
  for (const page of english) if (!byType.has(page.type)) byType.set(page.type, page);
  const untranslated = english.find((p) => translationsOf(pages, p).length < LOCALES.length);
  return [...byType.values(), ...(untranslated ? [untranslated] : [])];
}

test('a page without a translation is served in English, without a redirect', async ({ playwright }) => {
  const client = lakeClient();
  const id = 'e2e-english-only-page';
  await client.createOrReplace({
    _id: id,
    _type: 'contentPage',
    tenant: 'cars',
    language: 'en',
    translationKey: 'e2e-english-only',
    title: 'Only in English',
    slug: { _type: 'slug', current: 'e2e-english-only' },
  });
  try {
    for (const locale of OTHER_LOCALES) {
      const variants: Record<string, string>[] = [
        { cookie: `NEXT_LOCALE=${locale}` },
        { 'accept-language': locale },
      ];
      for (const headers of variants) {
        const context = await requestContext(playwright, 'cars', headers);
        // The page list the proxy reads may be a few seconds old.
        await expect
          .poll(async () => (await context.get('/e2e-english-only/', { maxRedirects: 0 })).status(), {
            timeout: 20_000,
          })
          .toBe(200);
        await context.dispose();
      }
    }
  } finally {
    await client.delete(id);
  }
});

for (const tenant of TENANTS) {
  test(`${tenant}: English links lead every language to a page, never a 404`, async ({ playwright }) => {
    test.setTimeout(180_000);
    const pages = routePages(await lakeClient().fetch(PAGE_LINKS_QUERY, { tenant }), tenant);
    const chosen = samples(pages);
    expect(new Set(chosen.map((p) => p.type)).size).toBeGreaterThanOrEqual(3);
    const cases: { from: string; locale: Locale; expected: string }[] = [];
    for (const locale of OTHER_LOCALES) {
      for (const path of FIXED_PATHS)
        cases.push({ from: path, locale, expected: path === '/' ? `/${locale}/` : `/${locale}${path}` });
      for (const page of chosen) {
        const translation = translationsOf(pages, page).find((p) => p.language === locale);
        cases.push({ from: page.path, locale, expected: translation?.path ?? page.path });
      }
    }
    for (const how of ['cookie', 'accept-language'] as const) {
      for (const { from, locale, expected } of cases) {
        const context = await requestContext(
          playwright,
          tenant,
          how === 'cookie'
            ? { cookie: `NEXT_LOCALE=${locale}`, 'accept-language': 'en' }
            : { 'accept-language': `${locale},en;q=0.5` },
        );
        const first = await context.get(from, { maxRedirects: 0 });
        const label = `${how}=${locale} ${from}`;
        if (expected === from) {
          expect(first.status(), label).toBe(200);
        } else {
          expect(first.status(), label).toBe(307);
          expect(new URL(first.headers().location ?? '', host(tenant)).pathname, label).toBe(expected);
          const landed = await context.get(expected, { maxRedirects: 0 });
          expect(landed.status(), `${label} → ${expected}`).toBe(200);
        }
        // The visitor's language choice stays: serving the English page does not reset it.
        if (how === 'cookie')
          expect(first.headers()['set-cookie'] ?? '', label).not.toContain('NEXT_LOCALE=en');
        await context.dispose();
      }
    }
  });
}
