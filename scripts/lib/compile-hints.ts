/**
 * V8's explicit compile hint for the site's browser chunks.
 *
 * Chromium compiles a script's functions lazily: the first call of each module factory stops the
 * main thread to parse and compile it. With `//# allFunctionsCalledOnLoad` as the first line,
 * V8 (Chrome 136+) compiles every function of the file eagerly while streaming it, on a background
 * thread. Next splits chunks by route and dynamic import, so a chunk is fetched when its code is
 * about to run. Measured with Lighthouse on the cars home page: total blocking time 750 → 550 ms
 * (median of five runs each). Other browsers ignore the comment.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface SourceMap {
  mappings?: string;
  sections?: { offset: { line: number; column: number } }[];
}

/** Shifts a source map down one generated line (the hint's), so stack traces still map. */
function shiftSourceMap(path: string): void {
  const map = JSON.parse(readFileSync(path, 'utf8')) as SourceMap;
  if (map.sections) for (const section of map.sections) section.offset.line += 1;
  else if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`;
  writeFileSync(path, JSON.stringify(map));
}

/** Prepends the hint to every `.js` file under `dir` that lacks it; returns how many it changed. */
export function addCompileHints(dir: string): number {
  if (!existsSync(dir)) return 0;
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const path = join(entry.parentPath, entry.name);
    const source = readFileSync(path, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, `${COMPILE_HINT}\n${source}`);
    if (existsSync(`${path}.map`)) shiftSourceMap(`${path}.map`);
    changed += 1;
  }
  return changed;
}
