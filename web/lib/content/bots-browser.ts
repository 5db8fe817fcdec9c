/**
 * Crawlers in the browser: isbot's own "naive" pattern (`isbotNaive`), which catches the crawlers
 * that run scripts at all, plus the command-line names of `bots.ts`. The full isbot list (1.6 kB
 * gzip) stays on the server, where the proxy and the 404 page use it: every page's JavaScript
 * carries this instead (the first-load budget is 150 kB).
 */
const NAIVE_PATTERN = /bot|crawl|http|lighthouse|scan|search|spider/i;
const EXTRA_PATTERN = /curl|wget|python-requests|httpclient|go-http-client|axios|node-fetch|phantomjs/i;

/** The browser's own user agent; `false` on the server. */
export function isBotBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  const agent = navigator.userAgent;
  return !!agent && (NAIVE_PATTERN.test(agent) || EXTRA_PATTERN.test(agent));
}
