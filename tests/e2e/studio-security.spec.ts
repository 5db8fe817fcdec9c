import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { lakeDocument, logIn } from './studio/studio.ts';

// In Chromium: a page on another site against a logged-in editor,
// and an uploaded file opened from the lake's own origin.

const LAKE_HTTPS = `https://local.localhost:${process.env.LAKE_HTTPS_PORT ?? 3334}`;
const LAKE_HTTP = `http://127.0.0.1:${process.env.LAKE_HTTP_PORT ?? 3333}`;
const adminToken = () =>
  readFileSync(resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'lake-admin-token'), 'utf8').trim();

test('a form on another site cannot change content with the editor logged in', async ({ page }) => {
  await logIn(page);
  const id = `csrf-probe-${Date.now()}`;
  // text/plain encodes `name=value`; the `=` lands inside a string, so the body is valid JSON.
  const body = JSON.stringify({ mutations: [{ create: { _id: id, _type: 'page', title: 'Defaced' } }] });
  await page.route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Attack</title><body>
<form id="f" method="post" enctype="text/plain" action="${LAKE_HTTPS}/v2025-02-19/data/mutate/production">
<input type="hidden" name='${body.slice(0, -1)},"x":"' value='"}'></form>
<script>document.getElementById('f').submit()</script></body></html>`,
    }),
  );
  const answer = page.waitForResponse((r) => r.url().includes('/data/mutate/'));
  await page.goto('http://evil.example/attack');
  expect((await answer).status()).toBe(403);
  await expect.poll(() => lakeDocument(id)).toBeUndefined();
});

test('an uploaded HTML file downloads instead of running on the lake origin', async ({ page }) => {
  const marker = `pwned${Date.now()}`;
  const html = `<!doctype html><script>fetch('/v1/datasets/${marker}',{method:'PUT',credentials:'include'})</script>`;
  const upload = await fetch(`${LAKE_HTTP}/v2025-02-19/assets/files/production?filename=offer.html`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken()}`, 'content-type': 'text/html' },
    body: html,
  });
  expect(upload.status).toBe(200);
  const { document } = (await upload.json()) as { document: { path: string } };
  await logIn(page);
  const download = page.waitForEvent('download');
  await page.goto(`${LAKE_HTTPS}/${document.path}`).catch(() => {});
  expect((await download).suggestedFilename()).toMatch(/\.html$/);
  const datasets = await fetch(`${LAKE_HTTP}/v2025-02-19/datasets`, {
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(((await datasets.json()) as { name: string }[]).map((d) => d.name)).not.toContain(marker);
});
