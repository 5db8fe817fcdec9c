import { readFileSync } from 'node:fs';
import type { Database } from './client.ts';

// Listed one by one with static URLs so bundlers (Next.js) can trace the files.
const MIGRATIONS: { name: string; url: URL }[] = [
  { name: '0001_init', url: new URL('./migrations/0001_init.sql', import.meta.url) },
  {
    name: '0002_hosted_checkout',
    url: new URL('./migrations/0002_hosted_checkout.sql', import.meta.url),
  },
  { name: '0003_hardening', url: new URL('./migrations/0003_hardening.sql', import.meta.url) },
  { name: '0004_content_sync', url: new URL('./migrations/0004_content_sync.sql', import.meta.url) },
  { name: '0005_staff_audit', url: new URL('./migrations/0005_staff_audit.sql', import.meta.url) },
  {
    name: '0006_cluster_files',
    url: new URL('./migrations/0006_cluster_files.sql', import.meta.url),
  },
  {
    name: '0007_catalogue_content',
    url: new URL('./migrations/0007_catalogue_content.sql', import.meta.url),
  },
  { name: '0008_cluster_jobs', url: new URL('./migrations/0008_cluster_jobs.sql', import.meta.url) },
  {
    name: '0009_catalogue_names',
    url: new URL('./migrations/0009_catalogue_names.sql', import.meta.url),
  },
];

/**
 * Applies pending migrations in order inside one transaction under an advisory lock, so several
 * instances starting together do not race.
 */
export async function runMigrations(database: Database): Promise<string[]> {
  await ensureExtension(database);
  await database.exec(
    'CREATE TABLE IF NOT EXISTS booking_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await database.query<{ name: string }>('SELECT name FROM booking_migrations')).map((r) => r.name),
  );
  const pending = MIGRATIONS.filter((m) => !done.has(m.name));
  if (pending.length === 0) return [];
  // The check is repeated inside the lock: another instance may have applied it meanwhile.
  const blocks = pending.map((m) => {
    const body = readFileSync(m.url, 'utf8');
    if (body.includes('$booking_migration$'))
      throw new Error(`Migration ${m.name} uses the reserved quote tag`);
    return `DO $do$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM booking_migrations WHERE name = '${m.name}') THEN
        EXECUTE $booking_migration$ ${body} $booking_migration$;
        INSERT INTO booking_migrations (name) VALUES ('${m.name}');
      END IF;
    END $do$`;
  });
  try {
    await database.exec(['BEGIN', 'SELECT pg_advisory_xact_lock(7731001)', ...blocks, 'COMMIT'].join(';\n'));
  } catch (error) {
    await database.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return pending.map((m) => m.name);
}

async function ensureExtension(database: Database): Promise<void> {
  const present = await database.query<{ n: number }>(
    "SELECT 1 AS n FROM pg_extension WHERE extname = 'btree_gist'",
  );
  if (present.length > 0) return;
  try {
    await database.exec('CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public');
  } catch (error) {
    // Two test runs creating it at once: the loser sees a unique violation; the extension exists.
    const again = await database.query("SELECT 1 FROM pg_extension WHERE extname = 'btree_gist'");
    if (again.length === 0) throw error;
  }
}
