import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { SANITY_API_VERSION } from '../../domain/content-api.ts';
import { DATA_DIR } from './runtime.ts';

/** First start only: seeding is idempotent, but skipping it keeps later starts fast. */
export async function seedFromStart(apiHost: string, token: string): Promise<void> {
  // Resolved at run time: the seed module is optional for a start (hosted content has none).
  const seedPath = '../seed/index.ts';
  const { seedContent } = (await import(seedPath)) as {
    seedContent(options: { client: SanityClient }): Promise<{ created: number; skipped: number }>;
  };
  const client = createClient({
    projectId: 'local',
    dataset: process.env.SANITY_DATASET ?? 'production',
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: SANITY_API_VERSION,
    token,
  });
  console.log('Seeding content for the three brands in five languages…');
  const { created } = await seedContent({ client });
  writeFileSync(join(DATA_DIR, 'content-seeded'), new Date().toISOString());
  console.log(`Seeded ${created} documents.`);
}
