/**
 * Where a page's main thread goes while it loads on a slow phone: Chromium at 4× CPU slowdown (as
 * Lighthouse's mobile profile), the DevTools profiler sampling every 200 µs from before navigation
 * to 4 s after `load`, several loads averaged. Prints each load's long tasks, the self time per
 * script and the functions with most self time (minified names, `file:line:column` in the chunk).
 * It found the search panel's time-zone work while hydrating (docs/performance.md).
 *
 *   npm start                                                   # terminal 1
 *   npx tsx tests/perf/load-profile.ts http://campers.localhost:3000/ 3
 *
 * Compare builds in the same run (two servers, alternated), never against figures from another day.
 */
import { chromium } from '@playwright/test';

const url = process.argv[2];
const loads = Math.max(1, Number(process.argv[3] ?? 3));
if (!url) {
  console.error('usage: tsx tests/perf/load-profile.ts <url> [loads]');
  process.exit(1);
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const byFunction = new Map<string, number>();
const byScript = new Map<string, number>();
// Built-ins (appendChild, the cookie getter) have no script of their own: charge them to the first
// caller that has one, so the list says which of our functions asked for them.
const nativeByCaller = new Map<string, number>();
let blockingSum = 0;
for (let load = 1; load <= loads; load++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(() => {
    const tasks: [number, number][] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4_000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const tasks = await page.evaluate(
    () => (window as unknown as { __longTasks: [number, number][] }).__longTasks,
  );
  const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  blockingSum += blocking;
  console.log(`load ${load}: long tasks (start, ms) ${JSON.stringify(tasks)}, blocking ${blocking} ms`);

  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const keyOf = (frame: CallFrame) =>
    `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() || frame.functionName}:${frame.lineNumber}:${frame.columnNumber}`;
  profile.samples.forEach((id, index) => {
    const frame = frames.get(id);
    if (!frame) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000 / loads;
    const file = frame.url.split('/').pop() || frame.functionName;
    const key = keyOf(frame);
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byScript.set(file, (byScript.get(file) ?? 0) + ms);
    if (frame.url || frame.functionName.startsWith('(')) return;
    let caller = parents.get(id);
    while (caller !== undefined && !frames.get(caller)?.url) caller = parents.get(caller);
    const callerFrame = caller === undefined ? undefined : frames.get(caller);
    const callerKey = `${frame.functionName} ← ${callerFrame ? keyOf(callerFrame) : '(top)'}`;
    nativeByCaller.set(callerKey, (nativeByCaller.get(callerKey) ?? 0) + ms);
  });
  await context.close();
}
await browser.close();

const top = (map: Map<string, number>, count: number) =>
  [...map]
    .filter(([key]) => !/^\((idle|program)\)/.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
console.log(`mean blocking (long tasks beyond 50 ms, at 4x): ${Math.round(blockingSum / loads)} ms`);
console.log('self time per script, ms a load:');
for (const [file, ms] of top(byScript, 12)) console.log(`${ms.toFixed(1).padStart(8)}  ${file}`);
console.log('functions with most self time, ms a load:');
for (const [key, ms] of top(byFunction, 25)) console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
console.log('built-ins by the first caller with a script, ms a load:');
for (const [key, ms] of top(nativeByCaller, 12)) console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
