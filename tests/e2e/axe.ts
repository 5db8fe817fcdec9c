import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page to settle the way a person sees it: the streamed <title> has arrived (Next
 * streams metadata after the first bytes of a dynamic page) and finite fades have ended (mid-fade,
 * text blends into its backdrop and reads as low contrast).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.title.trim() !== '' &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** axe on the settled page: no violations. `what` names the page in the failure message. */
export async function expectAccessible(page: Page, what = page.url()): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${what}`,
  ).toEqual([]);
}
