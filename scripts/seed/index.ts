/**
 * Seed content for all three brands in all five languages. Idempotent: every document
 * has a deterministic id and is written with `createIfNotExists`, so a re-run adds only what is
 * missing and never overwrites an editor's change. `npm run seed`, or `seedContent` from code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SanityClient } from '@sanity/client';
import { SANITY_API_VERSION } from '../../domain/content-api.ts';
import { buildDocuments } from './build/documents.ts';
import { ImageLibrary } from './images.ts';
import type { SeedDoc } from './lib.ts';

export type { SeedDoc };

export interface SeedOptions {
  client: SanityClient;
  log?: (message: string) => void;
  /** The seed date: promotions, holidays and post dates are computed from it. */
  today?: Date;
}

export interface SeedResult {
  created: number;
  skipped: number;
}

/** Small enough for hosted Sanity's request limits, large enough to keep the run short. */
const BATCH = 100;

export async function seedContent({
  client,
  log = () => {},
  today = new Date(),
}: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const images = new ImageLibrary(client);
  const documents = await buildDocuments({ today, images });
  log(`seed: ${documents.length} documents built, ${images.uploaded} images uploaded`);
  const ids = documents.map((doc) => doc._id);
  // Checked up front so the result can say what was created, on the lake and hosted Sanity alike.
  const existing = new Set(
    await client.fetch<string[]>('*[_id in $ids]._id', { ids }, { perspective: 'raw' }),
  );
  const missing = documents.filter((doc) => !existing.has(doc._id));
  for (let i = 0; i < missing.length; i += BATCH) {
    const transaction = client.transaction();
    for (const doc of missing.slice(i, i + BATCH)) transaction.createIfNotExists(doc);
    await transaction.commit({ visibility: 'async', returnDocuments: false });
  }
  const result = { created: missing.length, skipped: documents.length - missing.length };
  log(`seed: ${result.created} created, ${result.skipped} already there (${Date.now() - started} ms)`);
  return result;
}

function readToken(): string | undefined {
  if (process.env.SANITY_API_TOKEN) return process.env.SANITY_API_TOKEN;
  const file = join(process.cwd(), '.data', 'lake-admin-token');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

async function main() {
  const token = readToken();
  if (!token) {
    console.error('seed: set SANITY_API_TOKEN (or start the lake once so .data/lake-admin-token exists)');
    process.exit(1);
  }
  const client = createClient({
    projectId: process.env.SANITY_PROJECT_ID ?? 'local',
    dataset: process.env.SANITY_DATASET ?? 'production',
    apiHost: process.env.SANITY_API_HOST ?? 'http://localhost:3333',
    useProjectHostname: false,
    useCdn: false,
    apiVersion: SANITY_API_VERSION,
    token,
  });
  await seedContent({ client, log: (message) => console.log(message) });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
