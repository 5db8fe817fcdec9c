import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const studioPort = Number(process.env.STUDIO_PORT ?? 3335);
// Matched against absolute paths: anchored to the file name, not to any folder called studio-….
const STUDIO_SPECS = /\/studio-[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Browser downloads are impossible here: Debian's Chromium, installed by .ci/run.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'site', testIgnore: STUDIO_SPECS },
    {
      // The real Studio (sanity build) against the lake, which serves HTTPS on a certificate from
      // a locally generated authority: accepted here only, not for the site's tests.
      name: 'studio',
      testMatch: STUDIO_SPECS,
      timeout: 120_000,
      expect: { timeout: 20_000 },
      use: { baseURL: `http://localhost:${studioPort}`, ignoreHTTPSErrors: true },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      PORT: String(port),
      // Its own data folder: end-to-end runs never touch a developer's content or bookings.
      DATA_DIR: '.data/e2e',
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdef0123456789',
      // The booking service's clock offset (tests/e2e/clock-fixtures.ts); absent: the real clock.
      E2E_CLOCK_FILE: resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'clock-offset'),
    },
  },
});
