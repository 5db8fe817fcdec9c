/**
 * The pages `npm run perf` and `tests/perf/html-size.ts` measure, per brand: the home page, the first
 * English content page and vehicle page in the content lake, and the Vehicles step by deep link.
 */
import { readFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import { createClient } from '@sanity/client';
import { type PageLinkTarget, pagePath } from '../../schemas/lib/page-path.ts';
import { PAGE_LINKS_QUERY } from '../../schemas/queries.ts';

const lakeUrl = process.env.SANITY_API_HOST ?? `http://127.0.0.1:${process.env.LAKE_HTTP_PORT ?? 3333}`;
const dataDir = process.env.DATA_DIR ?? '.data';

export async function pagesOf(tenant: string): Promise<{ vehicle?: string; content?: string }> {
  const token = await readFile(join(dataDir, 'lake-site-token'), 'utf8')
    .catch(() => readFile(join(dataDir, 'lake-admin-token'), 'utf8'))
    .catch(() => undefined);
  const client = createClient({
    projectId: 'local',
    dataset: process.env.SANITY_DATASET ?? 'production',
    apiHost: lakeUrl,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: token?.trim(),
  });
  const pages = await client.fetch<(PageLinkTarget & { _type: string; language?: string })[]>(
    PAGE_LINKS_QUERY,
    { tenant },
  );
  const first = (type: string) =>
    pages
      .filter((page) => page._type === type && page.language === 'en')
      .map((page) => pagePath(page).path)
      .find((path): path is string => Boolean(path));
  return { vehicle: first('vehiclePage'), content: first('contentPage') };
}

/**
 * A deep link to the Vehicles step two weeks ahead on a Wednesday (every seeded desk is open on
 * weekdays): three days for the rental brands, five weeks for the lease brand (30 days minimum).
 */
export function vehiclesStepPath(tenant: string): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 14);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  const back = new Date(day);
  back.setUTCDate(back.getUTCDate() + (tenant === 'lease' ? 35 : 3));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const location = tenant === 'lease' ? 'rvk' : 'kef';
  const query = new URLSearchParams({
    pickupLocation: location,
    returnLocation: location,
    pickupDate: iso(day),
    pickupTime: '12:00',
    returnDate: iso(back),
    returnTime: '12:00',
  });
  return `/book/vehicles/?${query}`;
}

/** GET through 127.0.0.1 with the brand's Host header: Node cannot resolve `*.localhost`. */
export function get(url: URL): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      { host: '127.0.0.1', port: url.port, path: url.pathname + url.search, headers: { host: url.host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The four pages of one brand on the site at `origin`, labelled as `npm run perf` prints them. */
export async function brandPages(tenant: string, origin: string): Promise<{ label: string; url: string }[]> {
  const { vehicle, content } = await pagesOf(tenant).catch((error: unknown) => {
    console.warn(`${tenant}: no pages from the lake (${String(error)})`);
    return { vehicle: undefined, content: undefined };
  });
  const paths: [string, string | undefined][] = [
    ['home', '/'],
    ['content page', content],
    ['vehicle page', vehicle],
    ['Vehicles step', vehiclesStepPath(tenant)],
  ];
  return paths
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([label, path]) => ({ label: `${tenant} ${label}`, url: `${origin}${path}` }));
}
