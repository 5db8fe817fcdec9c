import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { runMigrations } from './migrate.ts';
import { schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the services need from a database, whichever engine is underneath. */
export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Parameterised query without Drizzle's mapping, for the hot search path. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * A hot query planned once per connection: node-postgres names it, PGlite runs it through
   * PREPARE/EXECUTE (planning is most of a small query's cost in PGlite). `text` uses $1…$n.
   */
  prepared<T>(name: string, text: string, types: string[], params: (string | number | null)[]): Promise<T[]>;
  /** Several statements, no parameters (migrations, seeds). */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite runs in-process. */
  url?: string;
  /** PGlite data directory; `memory` for a throw-away database. */
  dataDir?: string | 'memory';
  /** PostgreSQL schema to live in (test isolation); created when missing. */
  schema?: string;
  poolSize?: number;
  migrate?: boolean;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * `DATABASE_URL` picks a PostgreSQL server (node-postgres pool); otherwise PGlite persisted under
 * `$DATA_DIR/pglite` (`.data/pglite` by default). Migrations run on open unless `migrate: false`.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const url = options.url ?? process.env.DATABASE_URL;
  if (options.schema && !SCHEMA_NAME.test(options.schema))
    throw new Error(`Bad schema name ${options.schema}`);
  const database = url ? await openPostgres(url, options) : await openPglite(options);
  if (options.migrate !== false) await runMigrations(database);
  return database;
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const schemaName = options.schema;
  if (schemaName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // public stays on the path because btree_gist's and pg_trgm's operator classes live there.
    options: schemaName ? `-c search_path=${schemaName},public` : undefined,
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async query<T>(text: string, params?: unknown[]) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    async prepared<T>(name: string, text: string, _types: string[], params: (string | number | null)[]) {
      const result = await pool.query({ name, text, values: params });
      return result.rows as T[];
    },
    async exec(text: string) {
      await pool.query(text);
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  // DATA_DIR is where the embedded data lives (outbox, secret, database), as documented.
  const dataDir = options.dataDir ?? join(process.env.DATA_DIR || '.data', 'pglite');
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: dataDir === 'memory' ? undefined : dataDir,
    extensions: { btree_gist, pg_trgm },
  });
  if (options.schema) {
    await client.exec(
      `CREATE SCHEMA IF NOT EXISTS ${options.schema}; SET search_path TO ${options.schema}, public;`,
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const preparedNames = new Set<string>();
  return {
    db,
    kind: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async prepared<T>(name: string, text: string, types: string[], params: (string | number | null)[]) {
      if (!SCHEMA_NAME.test(name)) throw new Error(`Bad statement name ${name}`);
      if (!preparedNames.has(name)) {
        await client.exec(`PREPARE ${name}(${types.join(', ')}) AS ${text}`);
        preparedNames.add(name);
      }
      const result = await client.query<T>(`EXECUTE ${name}(${params.map(literal).join(', ')})`);
      return result.rows;
    },
    async exec(text: string) {
      await client.exec(text);
    },
    async close() {
      await client.close();
    },
  };
}

/** A SQL literal (standard_conforming_strings is on in both engines, so doubling quotes suffices). */
function literal(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('Non-finite number in SQL literal');
    return String(value);
  }
  if (value.includes('\0')) throw new Error('NUL in SQL literal');
  return `'${value.replace(/'/g, "''")}'`;
}

/** The SQLSTATE of a driver error, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
