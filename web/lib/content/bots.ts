import { createIsbotFromList, list } from 'isbot';

/**
 * Crawlers, link previewers and monitors (the `isbot` list, kept up to date upstream), plus the
 * command-line clients and scanners it leaves to the site. Server side they get a bare status and
 * a short text, never a rendered error page; in the browser they never trigger the promotion
 * popup, the live-content listener or affiliate calls.
 */
/**
 * Headless browsers render pages like a visitor's browser (our own end-to-end tests run headless
 * Chromium), so they are visitors here: only their declared crawler names make them bots.
 */
const isbot = createIsbotFromList(list.filter((pattern) => pattern !== 'headless'));
// The same names as `bots-browser.ts`, which the browser uses instead of this whole list.
const EXTRA_PATTERN = /curl|wget|python-requests|httpclient|go-http-client|axios|node-fetch|phantomjs/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && (isbot(userAgent) || EXTRA_PATTERN.test(userAgent));
}
