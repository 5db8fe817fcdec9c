import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { DEVELOPMENT_BUILD_ID } from './build-id-constants.ts';

let cached: string | undefined;

/**
 * The id of the build this server process serves (Next writes it to `.next/BUILD_ID`; the server
 * runs in `web/`). Read once: a process never switches builds, a deployment starts new processes.
 */
export function currentBuildId(): string {
  if (cached === undefined) {
    try {
      cached = readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || DEVELOPMENT_BUILD_ID;
    } catch {
      cached = DEVELOPMENT_BUILD_ID;
    }
  }
  return cached;
}
