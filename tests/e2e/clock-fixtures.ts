/**
 * Moves the booking service's clock for a spec: the site started by playwright.config.ts reads an
 * offset in milliseconds from E2E_CLOCK_FILE (web/lib/booking/service.ts). Specs run one at a
 * time (one worker), and each that moves the clock puts it back when it ends.
 */
import { rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const CLOCK_FILE = resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'clock-offset');

/** The service's clock reads `at` now (and runs on from there). */
export async function setServiceClock(at: Date): Promise<void> {
  await writeFile(CLOCK_FILE, String(at.getTime() - Date.now()));
}

export async function resetServiceClock(): Promise<void> {
  await rm(CLOCK_FILE, { force: true });
}
