// Builds everything `npm start` serves; `npm run build` rebuilds all of it.
import { join } from 'node:path';
import { LAKE_HTTPS_PORT } from './lib/content.ts';
import { NEXT_BIN, ROOT, run } from './lib/runtime.ts';

export async function buildWeb(): Promise<void> {
  console.log('Building the site (next build)…');
  await run(process.execPath, [NEXT_BIN, 'build'], { cwd: join(ROOT, 'web') });
}

/** The Studio bundle has the content API host baked in (SANITY_STUDIO_* variables). */
export async function buildStudio(): Promise<void> {
  console.log('Building the Studio (sanity build)…');
  await run('npm', ['run', '-s', 'studio:build'], {
    cwd: ROOT,
    env: {
      SANITY_STUDIO_API_HOST: process.env.SANITY_STUDIO_API_HOST ?? `https://localhost:${LAKE_HTTPS_PORT}`,
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  if (!only || only === 'web') await buildWeb();
  if (!only || only === 'studio') await buildStudio();
}
