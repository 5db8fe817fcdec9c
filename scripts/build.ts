// Builds everything `npm start` serves; `npm run build` rebuilds all of it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addCompileHints } from './lib/compile-hints.ts';
import { studioBuildEnv } from './lib/content.ts';
import { NEXT_BIN, ROOT, run } from './lib/runtime.ts';
import {
  addLakeCheck,
  LAKE_CHECK_FILE,
  LAKE_CHECK_SCRIPT,
  studioApiOrigin,
} from './lib/studio-lake-check.ts';

export async function buildWeb(): Promise<void> {
  console.log('Building the site (next build)…');
  await run(process.execPath, [NEXT_BIN, 'build'], { cwd: join(ROOT, 'web') });
  const hinted = addCompileHints(join(ROOT, 'web', '.next', 'static', 'chunks'));
  console.log(`Compile hints added to ${hinted} browser chunks.`);
}

const STUDIO_DIST = join(ROOT, 'studio', 'dist');
/** Records what the bundle has baked in, so a start with other ports knows to rebuild. */
const STUDIO_STAMP = join(STUDIO_DIST, 'build-env.json');

/**
 * The Studio bundle has the content API host and the sites' origins baked in (SANITY_STUDIO_*
 * variables, see studioBuildEnv).
 */
export async function buildStudio(): Promise<void> {
  const env = studioBuildEnv();
  console.log('Building the Studio (sanity build)…');
  await run('npm', ['run', '-s', 'studio:build'], { cwd: ROOT, env });
  if (env.SANITY_STUDIO_API_HOST) {
    // The local lake: probe it before the Studio loads and explain an untrusted certificate.
    const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local';
    const index = join(STUDIO_DIST, 'index.html');
    const apiOrigin = studioApiOrigin(env.SANITY_STUDIO_API_HOST, projectId);
    writeFileSync(index, addLakeCheck(readFileSync(index, 'utf8'), { apiOrigin }));
    writeFileSync(join(STUDIO_DIST, LAKE_CHECK_FILE), LAKE_CHECK_SCRIPT);
  }
  writeFileSync(STUDIO_STAMP, `${JSON.stringify(env, null, 2)}\n`);
}

/** True when studio/dist exists and was built for the current ports and origins. */
export function studioBuildIsCurrent(): boolean {
  if (!existsSync(join(STUDIO_DIST, 'index.html')) || !existsSync(STUDIO_STAMP)) return false;
  try {
    const baked = JSON.parse(readFileSync(STUDIO_STAMP, 'utf8')) as Record<string, string>;
    const wanted = studioBuildEnv();
    // A bundle built before the lake check existed is rebuilt once to get it.
    if (wanted.SANITY_STUDIO_API_HOST && !existsSync(join(STUDIO_DIST, LAKE_CHECK_FILE))) return false;
    const keys = new Set([...Object.keys(baked), ...Object.keys(wanted)]);
    return [...keys].every((key) => baked[key] === wanted[key]);
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  if (!only || only === 'web') await buildWeb();
  if (!only || only === 'studio') await buildStudio();
}
