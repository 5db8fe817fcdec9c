/**
 * Playwright's `test` for the site's specs: a page is interactive when `goto` resolves.
 *
 * The site fetches its scripts after the first paint (scripts/site-server.ts), and `load`, where
 * Playwright's `goto` and `reload` resolve, can come before that paint: a spec that clicked a
 * menu at once would then click it before React hydrated it. Here the browser reports no paints,
 * so the page's loader takes its fallback and fetches the scripts at once, as every browser did
 * before the deferral, and `load` waits for them. `script-deferral.spec.ts` uses Playwright's own
 * `test` and checks the deferral itself.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

function noPaintTiming() {
  Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
}

export const test = base.extend<object, object>({
  // Pages of the default context, and of contexts a spec opens itself (a phone, a second visitor).
  context: async ({ context }, use) => {
    await context.addInitScript(noPaintTiming);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await context.addInitScript(noPaintTiming);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
