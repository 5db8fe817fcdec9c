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
 * Lighthouse (also behind PageSpeed Insights) measures a page as a visitor gets it; as a crawler
 * it got the per-request render of content pages (`~request`: no page cache, a slower first byte,
 * a streamed document), a page no visitor is sent, so it is a visitor here too. In the browser it
 * stays a bot (`bots-browser.ts`): the promotion popup does not open for it.
 */
const VISITOR_PATTERNS = new Set(['headless', 'chrome-lighthouse']);
const isbot = createIsbotFromList(list.filter((pattern) => !VISITOR_PATTERNS.has(pattern)));
// The same names as `bots-browser.ts`, which the browser uses instead of this whole list.
const EXTRA_PATTERN = /curl|wget|python-requests|httpclient|go-http-client|axios|node-fetch|phantomjs/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && (isbot(userAgent) || EXTRA_PATTERN.test(userAgent));
}
