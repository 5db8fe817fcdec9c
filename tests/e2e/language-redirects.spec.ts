import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { createClient } from '@sanity/client';
import { LOCALES, type Locale } from '../../domain/index.ts';
import { PAGE_LINKS_QUERY } from '../../schemas/queries.ts';
import { type RoutedPage, routePages, translationsOf } from '../../web/lib/content/routing.ts';
import { expect, test } from './page-ready.ts';

/**
 * A visitor whose language is not English (by cookie or by Accept-Language)
 * following an English link lands on the same page's translation, or on the English page itself
 * when it has none: never on a made-up prefixed path that answers 404. Every page type, every
 * language, with and without the cookie. Plain requests (no browser): the proxy decides.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const lakePort = Number(process.env.LAKE_HTTP_PORT ?? 3333);
const host = (tenant: string) => `http://${tenant}.localhost:${port}`;
/**
 * Plain requests through node:http, to the loopback address with the brand's host in the Host
 * header: Node does not resolve `*.localhost` as browsers do (and Playwright's request context
 * rewrites the URL from a Host header, then fails to resolve it).
 */
interface Answer {
  status: number;
  location: string | undefined;
  setCookie: string;
}
function get(tenant: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'GET',
        headers: { host: `${tenant}.localhost:${port}`, ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const cookies = res.headers['set-cookie'] ?? [];
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            setCookie: cookies.join('\n'),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
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

test('a page without a translation is served in English, without a redirect', async () => {
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
        // The page list the proxy reads may be a few seconds old.
        await expect
          .poll(async () => (await get('cars', '/e2e-english-only/', headers)).status, { timeout: 20_000 })
          .toBe(200);
      }
    }
  } finally {
    await client.delete(id);
  }
});

for (const tenant of TENANTS) {
  test(`${tenant}: English links lead every language to a page, never a 404`, async () => {
    test.setTimeout(180_000);
    const pages = routePages(await lakeClient().fetch(PAGE_LINKS_QUERY, { tenant }), tenant);
    const chosen = samples(pages);
    expect(new Set(chosen.map((p) => p.type)).size).toBeGreaterThanOrEqual(2);
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
        const headers: Record<string, string> =
          how === 'cookie'
            ? { cookie: `NEXT_LOCALE=${locale}`, 'accept-language': 'en' }
            : { 'accept-language': `${locale},en;q=0.5` };
        const first = await get(tenant, from, headers);
        const label = `${how}=${locale} ${from}`;
        if (expected === from) {
          expect(first.status, label).toBe(200);
        } else {
          expect(first.status, label).toBe(307);
          expect(new URL(first.location ?? '', host(tenant)).pathname, label).toBe(expected);
          const landed = await get(tenant, expected, headers);
          expect(landed.status, `${label} → ${expected}`).toBe(200);
        }
        // The visitor's language choice stays: serving the English page does not reset it.
        if (how === 'cookie') expect(first.setCookie, label).not.toContain('NEXT_LOCALE=en');
      }
    }
  });
}
