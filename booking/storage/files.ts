import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Database } from '../db/client.ts';

/**
 * Where uploaded licence photos and signed contracts live. The embedded default is a folder
 * outside any web root (`.data/uploads`); several instances share `DatabaseStorage` (a table in
 * the bookings database) so that every instance sees every file. `FILE_STORAGE` picks one.
 */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Bad storage key ${key}`);
  return key;
}

export class DiskStorage implements FileStorage {
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    return join(this.root, checkKey(key));
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data, { mode: 0o600 });
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.path(key));
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

export class MemoryStorage implements FileStorage {
  private readonly files = new Map<string, Uint8Array>();
  async put(key: string, data: Uint8Array) {
    this.files.set(key, data);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}

/**
 * Files as `bytea` rows in the bookings database: shared by every instance, backed up with the
 * bookings, no further engine to run. Licence photos and agreements are at most a few megabytes
 * (the request body limit), well within what a row holds comfortably.
 */
export class DatabaseStorage implements FileStorage {
  constructor(private readonly database: () => Promise<Database>) {}

  async put(key: string, data: Uint8Array): Promise<void> {
    const db = await this.database();
    await db.query(
      `INSERT INTO booking_files (key, data, size) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET data = EXCLUDED.data, size = EXCLUDED.size, created_at = now()`,
      [checkKey(key), Buffer.from(data.buffer, data.byteOffset, data.byteLength), data.byteLength],
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    const db = await this.database();
    const rows = await db.query<{ data: Uint8Array }>('SELECT data FROM booking_files WHERE key = $1', [
      checkKey(key),
    ]);
    const data = rows[0]?.data;
    return data ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : null;
  }

  async delete(key: string): Promise<void> {
    const db = await this.database();
    await db.query('DELETE FROM booking_files WHERE key = $1', [checkKey(key)]);
  }
}

export type FileStorageKind = 'database' | 'disk';

/**
 * `FILE_STORAGE=database|disk`; unset, files go to the database when it is a PostgreSQL server
 * (`DATABASE_URL`: the set-up that runs several instances) and to `BOOKING_UPLOAD_DIR` otherwise.
 */
export function fileStorageKind(env: Record<string, string | undefined> = process.env): FileStorageKind {
  const chosen = env.FILE_STORAGE?.trim().toLowerCase();
  if (chosen === 'database' || chosen === 'disk') return chosen;
  if (chosen) throw new Error(`FILE_STORAGE must be "database" or "disk", not "${env.FILE_STORAGE}"`);
  return env.DATABASE_URL ? 'database' : 'disk';
}

export function fileStorageFromEnv(database: () => Promise<Database>): FileStorage {
  return fileStorageKind() === 'database'
    ? new DatabaseStorage(database)
    : new DiskStorage(process.env.BOOKING_UPLOAD_DIR ?? '.data/uploads');
}
