/**
 * How much main-thread work pages cost on a slow phone, compared in the same run: Chromium at 4×
 * CPU slowdown (Lighthouse's mobile profile), each URL loaded in turn (the order reversed every
 * other round, so neither side always goes first), Chrome's own counters read 3 s after `load`.
 * Prints per URL the median and every round of the main thread's busy time (`TaskDuration`), script,
 * layout and style time, and the page's element count.
 *
 *   npm start                                                   # terminal 1
 *   npx tsx tests/perf/main-thread.ts http://localhost:3099/ http://cars.localhost:3000/about-us/
 *
 * Two builds: start the other on other ports (docs/performance.md) and pass both URLs. Single loads
 * of one page spread by ±20 % on this kind of machine; a difference smaller than that needs more
 * rounds (ROUNDS, default 8) before it means anything.
 */
import { chromium } from '@playwright/test';

const urls = process.argv.slice(2);
const rounds = Math.max(1, Number(process.env.ROUNDS ?? 8));
if (urls.length === 0) {
  console.error('usage: tsx tests/perf/main-thread.ts <url> [<url> …]');
  process.exit(1);
}

const COUNTERS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
type Figure = (typeof COUNTERS)[number] | 'elements';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const figures = new Map<string, Map<Figure, number[]>>(urls.map((url) => [url, new Map()]));
for (let round = 0; round < rounds; round++) {
  for (const url of round % 2 ? [...urls].reverse() : urls) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3_000);
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[];
    };
    const byName = new Map(metrics.map((metric) => [metric.name, metric.value]));
    const elements = await page.evaluate(() => document.body.querySelectorAll('*').length);
    const ofUrl = figures.get(url)!;
    const add = (figure: Figure, value: number) => ofUrl.set(figure, [...(ofUrl.get(figure) ?? []), value]);
    // Chrome reports seconds.
    for (const counter of COUNTERS) add(counter, Math.round((byName.get(counter) ?? 0) * 1000));
    add('elements', elements);
    await context.close();
  }
}
await browser.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`${rounds} rounds, 4x CPU slowdown, ms unless said otherwise`);
for (const [url, ofUrl] of figures) {
  console.log(url);
  for (const [figure, values] of ofUrl)
    console.log(`  ${figure.padEnd(20)} median ${String(median(values)).padStart(5)}   ${values.join(' ')}`);
}
