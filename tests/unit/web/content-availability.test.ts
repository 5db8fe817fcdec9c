import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createAvailability,
  probeContentLake,
  RETRY_AFTER_SECONDS,
  unavailableResponse,
} from '@web/lib/sanity/availability.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';

let server: Server | undefined;

async function lakeAnswering(status: number): Promise<string> {
  server = createServer((_request, response) => {
    response.writeHead(status);
    response.end('PONG');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on: a server started and closed again. */
async function deadHost(): Promise<string> {
  const host = await lakeAnswering(200);
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  server = undefined;
  return host;
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  vi.restoreAllMocks();
});

describe('probing the content lake', () => {
  it('counts any answer below 500 as up, and 5xx or no connection as down', async () => {
    const env = { SANITY_PROJECT_ID: 'local' };
    expect(await probeContentLake({ ...env, SANITY_API_HOST: await lakeAnswering(200) })).toBe(true);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    expect(await probeContentLake({ ...env, SANITY_API_HOST: await lakeAnswering(401) })).toBe(true);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    expect(await probeContentLake({ ...env, SANITY_API_HOST: await lakeAnswering(503) })).toBe(false);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await probeContentLake({ ...env, SANITY_API_HOST: await deadHost() })).toBe(false);
  });

  it('waits for a probe only on the first request and while the lake is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let now = 0;
    let up = true;
    let probes = 0;
    const available = createAvailability(
      async () => {
        probes++;
        return up;
      },
      () => now,
    );
    expect(await available()).toBe(true);
    expect(probes).toBe(1);
    now = 4000;
    expect(await available()).toBe(true);
    expect(probes).toBe(1);

    // Down: the stale "up" answers once more while a background probe, and a patient one that
    // confirms it, find out.
    up = false;
    now = 5000;
    expect(await available()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(probes).toBe(3);
    expect(await available()).toBe(false);
    // Within 2 s no new probe; after it, each request waits for one quick probe, so recovery is immediate.
    now = 6000;
    expect(await available()).toBe(false);
    expect(probes).toBe(3);
    now = 7500;
    expect(await available()).toBe(false);
    expect(probes).toBe(4);
    up = true;
    now = 10_000;
    expect(await available()).toBe(true);
    expect(probes).toBe(5);
  });

  it('never answers 503 for a lake that is only slow: one missed quick probe is confirmed patiently', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const asked: boolean[] = [];
    // Under load the quick probe times out; the patient one gets the answer.
    const available = createAvailability(async (patient) => {
      asked.push(patient);
      return patient;
    });
    expect(await available()).toBe(true);
    expect(asked).toEqual([false, true]);
  });
});

describe('the 503 answer', () => {
  it('is a localised page with Retry-After that no cache keeps', async () => {
    const titles = {
      en: 'Temporarily unavailable',
      de: 'Vorübergehend nicht verfügbar',
      es: 'No disponible temporalmente',
      fr: 'Temporairement indisponible',
      is: 'Tímabundið ekki tiltækt',
    } as const;
    for (const [locale, title] of Object.entries(titles) as [keyof typeof titles, string][]) {
      const response = unavailableResponse('campers', locale, '/de/ueber-uns/?x="<a>"', false);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers.get('cache-control')).toContain('no-store');
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain('--vg-colors-primary');
      // The retry link leads back to the page asked for, escaped.
      expect(html).toContain('href="/de/ueber-uns/?x=&#34;&#60;a&#62;&#34;"');
      expect(html).not.toContain('"<a>"');
    }
  });

  it('is a bare status and one line for a crawler', async () => {
    const response = unavailableResponse('cars', 'en', '/', true);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await response.text()).toBe('Temporarily unavailable\n');
  });
});
