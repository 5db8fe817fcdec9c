import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './page-ready.ts';
import { GOOGLEBOT_UA } from './runtime-fixtures.ts';
import { port } from './shell-fixtures.ts';

/**
 * A content lake that is down when a page is first rendered: a second site process (the same
 * build) reads content through a switch in front of the real lake. Down, every page is a localised
 * 503 with Retry-After that nothing caches; back up, the same address renders the page.
 */

const sitePort = port + 7;
const lakePort = Number(process.env.LAKE_HTTP_PORT ?? 3333);
let lakeDown = true;
let gate: Server;
let site: ChildProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  gate = createServer((incoming, outgoing) => {
    if (lakeDown) {
      incoming.socket.destroy();
      return;
    }
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: lakePort,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  dataDir = mkdtempSync(join(tmpdir(), 'vegur-lake-down-'));
  // The read token `npm start` made for the site (playwright.config.ts: DATA_DIR .data/e2e).
  const token = readFileSync(join(process.cwd(), '.data', 'e2e', 'lake-site-token'), 'utf8').trim();
  site = spawn(process.execPath, ['../node_modules/next/dist/bin/next', 'start', '-p', String(sitePort)], {
    cwd: join(process.cwd(), 'web'),
    env: {
      ...process.env,
      PORT: String(sitePort),
      DATA_DIR: dataDir,
      BOOKING_UPLOAD_DIR: join(dataDir, 'uploads'),
      SESSION_SECRET: 'e2e-session-secret-0123456789abcdef0123456789',
      SANITY_PROJECT_ID: 'local',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: `http://127.0.0.1:${(gate.address() as AddressInfo).port}`,
      SANITY_API_READ_TOKEN: token,
    },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`http://localhost:${sitePort}/api/build-id/`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (site?.pid) process.kill(-site.pid, 'SIGTERM');
  await new Promise<void>((resolve) => gate?.close(() => resolve()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a page first rendered while the lake is down is a localised 503, and renders once it is back', async ({
  page,
  request,
}) => {
  lakeDown = true;
  const response = await page.goto(`http://localhost:${sitePort}/de/ueber-uns/`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()['retry-after']).toBe('30');
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vorübergehend nicht verfügbar');
  const retry = page.getByRole('link', { name: 'Erneut versuchen' });
  await expect(retry).toHaveAttribute('href', '/de/ueber-uns/');
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // A crawler gets the status and one line.
  const bot = await request.get(`http://localhost:${sitePort}/about-us/`, {
    headers: { 'user-agent': GOOGLEBOT_UA },
  });
  expect(bot.status()).toBe(503);
  expect(await bot.text()).toBe('Temporarily unavailable\n');

  // The lake is back: the same address is the page (nothing kept the 503).
  lakeDown = false;
  await page.waitForTimeout(2500);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Vorübergehend nicht verfügbar');
  const again = await request.get(`http://localhost:${sitePort}/de/ueber-uns/`);
  expect(again.status()).toBe(200);
});
