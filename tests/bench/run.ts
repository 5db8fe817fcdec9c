// Runs every benchmark in this folder in its own process, one after another, so their figures
// do not disturb each other. Each `*.bench.ts` prints its own figures and exits non-zero when
// its bar is missed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
if (failed) {
  console.error(`\n${failed} benchmark(s) missed their bar`);
  process.exit(1);
}
