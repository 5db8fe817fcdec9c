import m0001 from './migrations/0001_init.ts';
import m0002 from './migrations/0002_hosted_checkout.ts';
import m0003 from './migrations/0003_hardening.ts';
import m0004 from './migrations/0004_content_sync.ts';
import m0005 from './migrations/0005_staff_audit.ts';
import m0006 from './migrations/0006_cluster_files.ts';
import m0007 from './migrations/0007_catalogue_content.ts';
import m0008 from './migrations/0008_cluster_jobs.ts';
import m0009 from './migrations/0009_catalogue_names.ts';
import m0010 from './migrations/0010_document_names.ts';
import m0011 from './migrations/0011_desk.ts';
import m0012 from './migrations/0012_key_instructions.ts';
import m0013 from './migrations/0013_inspections.ts';
import m0014 from './migrations/0014_unit_service.ts';
import m0015 from './migrations/0015_desk_name_search.ts';

// Imported as modules, not read from .sql files at run time: Next.js's server chunks turn
// `new URL('./x.sql', import.meta.url)` into a URL object node:fs refuses, so a fresh embedded
// database opened first by a page render could never be migrated.
const MIGRATIONS: { name: string; sql: string }[] = [
  { name: '0001_init', sql: m0001 },
  { name: '0002_hosted_checkout', sql: m0002 },
  { name: '0003_hardening', sql: m0003 },
  { name: '0004_content_sync', sql: m0004 },
  { name: '0005_staff_audit', sql: m0005 },
  { name: '0006_cluster_files', sql: m0006 },
  { name: '0007_catalogue_content', sql: m0007 },
  { name: '0008_cluster_jobs', sql: m0008 },
  { name: '0009_catalogue_names', sql: m0009 },
  { name: '0010_document_names', sql: m0010 },
  { name: '0011_desk', sql: m0011 },
  { name: '0012_key_instructions', sql: m0012 },
  { name: '0013_inspections', sql: m0013 },
  { name: '0014_unit_service', sql: m0014 },
  { name: '0015_desk_name_search', sql: m0015 },
];

/**
 * What migrating needs of a database (client.ts's Database has it); declared here so that
 * client.ts, which migrates on open, and this module do not import each other.
 */
export interface MigrationTarget {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
}

/**
 * Applies pending migrations in order inside one transaction under an advisory lock, so several
 * instances starting together do not race.
 */
export async function runMigrations(database: MigrationTarget): Promise<string[]> {
  await ensureExtensions(database);
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
    const body = m.sql;
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

/**
 * Extensions the migrations use, in public (on every schema's search path): btree_gist for the
 * allocations' exclusion constraint, pg_trgm for the desk's name search. Both are trusted
 * extensions on PostgreSQL 13+, so the database owner may create them.
 */
const EXTENSIONS = ['btree_gist', 'pg_trgm'] as const;

async function ensureExtensions(database: MigrationTarget): Promise<void> {
  for (const name of EXTENSIONS) {
    const present = await database.query<{ n: number }>(
      'SELECT 1 AS n FROM pg_extension WHERE extname = $1',
      [name],
    );
    if (present.length > 0) continue;
    try {
      await database.exec(`CREATE EXTENSION IF NOT EXISTS ${name} WITH SCHEMA public`);
    } catch (error) {
      // Two test runs creating it at once: the loser sees a unique violation; the extension exists.
      const again = await database.query('SELECT 1 FROM pg_extension WHERE extname = $1', [name]);
      if (again.length === 0) throw error;
    }
  }
}
