import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';

/** The staff token `npm start` made for the e2e data folder (BOOKING_ADMIN_TOKEN when set). */
export const bookingAdminToken = (): string =>
  process.env.BOOKING_ADMIN_TOKEN ??
  readFileSync(resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'booking-admin-token'), 'utf8').trim();

/** A search engine's crawler, as `isbot` knows it. */
export const GOOGLEBOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Consent with analytics granted (affiliate attribution waits for it). */
export async function consentToAnalytics(context: BrowserContext): Promise<void> {
  await context.addCookies(
    ['localhost', 'cars.localhost', 'campers.localhost', 'lease.localhost'].map((domain) => ({
      name: 'vegur-consent',
      value: 'v1%3Aanalytics',
      domain,
      path: '/',
    })),
  );
}

/** Counts the main frame's document requests: one per full page load, none for client routing. */
export function countDocumentLoads(page: Page): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) count++;
  });
  return () => count;
}

/**
 * Distinct same-site page links visible on screen, other than the current page and the booking
 * flow (whose pages need a search first).
 */
export async function visibleSiteLinks(page: Page, limit: number): Promise<string[]> {
  return page.evaluate((max) => {
    const seen = new Set<string>([location.pathname]);
    const hrefs: string[] = [];
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
      const url = new URL(anchor.href);
      const box = anchor.getBoundingClientRect();
      const style = getComputedStyle(anchor);
      const visible =
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        box.top < innerHeight &&
        box.bottom > 0;
      if (!visible || seen.has(url.pathname) || /\/book\/|\/reservation\//.test(url.pathname)) continue;
      if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) continue;
      seen.add(url.pathname);
      hrefs.push(anchor.getAttribute('href') ?? url.pathname);
      if (hrefs.length >= max) break;
    }
    return hrefs;
  }, limit);
}
