import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

// The Playwright web server runs `npm start` with DATA_DIR=.data/e2e (playwright.config.ts):
// the first start writes the Studio administrator's password and the lake's admin token there.
const DATA_DIR = resolve(process.env.E2E_DATA_DIR ?? '.data/e2e');
export const ADMIN_EMAIL = 'admin@vegur.local';
const LAKE_HTTP = `http://127.0.0.1:${process.env.LAKE_HTTP_PORT ?? 3333}`;

export const adminPassword = () => readFileSync(resolve(DATA_DIR, 'studio-admin-password'), 'utf8').trim();
const adminToken = () => readFileSync(resolve(DATA_DIR, 'lake-admin-token'), 'utf8').trim();

/** Signs in through the lake's own login page, as an editor would. */
export async function logIn(page: Page, workspace = 'cars'): Promise<void> {
  await page.goto(`/${workspace}`);
  await page.getByRole('link', { name: 'Local content lake login' }).click();
  await expect(page.getByRole('heading', { name: 'Local content lake' })).toBeVisible();
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(adminPassword());
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'English (en)' })).toBeVisible();
}

/** Reads the lake directly (server port, admin token) to check what the Studio really stored. */
export async function lakeDocument<T = Record<string, unknown>>(id: string): Promise<T | undefined> {
  const response = await fetch(`${LAKE_HTTP}/v2025-02-19/data/doc/production/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { documents: T[] };
  return body.documents[0];
}

export async function lakeQuery<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  const url = new URL(`${LAKE_HTTP}/v2025-02-19/data/query/production`);
  url.searchParams.set('query', query);
  url.searchParams.set('perspective', 'raw');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(`$${key}`, JSON.stringify(value));
  const response = await fetch(url, { headers: { authorization: `Bearer ${adminToken()}` } });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/**
 * The published id of the document open in the Studio's desk: the last path segment is either
 * `__edit__<id>,…` (opened through an intent) or `…;<id>` (opened from a list).
 */
export function openDocumentId(page: Page): string {
  const last = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
  const part = last.startsWith('__edit__') ? last.slice('__edit__'.length) : (last.split(';').at(-1) ?? '');
  const id = part.split(',')[0] ?? '';
  expect(id, `no document id in ${page.url()}`).toMatch(/^[A-Za-z0-9._-]+$/);
  return id;
}

/** Deletes the document open in the Studio through its actions menu; the lake loses the draft. */
export async function deleteOpenDocument(page: Page, id: string): Promise<void> {
  await page.getByRole('button', { name: 'Open document actions' }).click();
  await page.getByRole('menuitem', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect.poll(() => lakeDocument(`drafts.${id}`)).toBeUndefined();
}

/** Writes straight to the lake (admin token): fixtures and clean-up outside the Studio. */
export async function lakeMutate(mutations: Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${LAKE_HTTP}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
}
