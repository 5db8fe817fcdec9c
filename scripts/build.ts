// Builds everything `npm start` serves. Each part is independent so later parts (Studio) add a line.
import { join } from 'node:path';
import { NEXT_BIN, ROOT, run } from './lib/runtime.ts';

export async function buildWeb(): Promise<void> {
  console.log('Building the site (next build)…');
  await run(process.execPath, [NEXT_BIN, 'build'], { cwd: join(ROOT, 'web') });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildWeb();
}
