import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '@booking/db/client.ts';
import { DatabaseStorage, fileStorageKind } from '@booking/storage/files.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINES } from './harness.ts';

describe('fileStorageKind', () => {
  it('is the database on a PostgreSQL server, the disk on embedded defaults, unless FILE_STORAGE says', () => {
    expect(fileStorageKind({})).toBe('disk');
    expect(fileStorageKind({ DATABASE_URL: 'postgres://x/y' })).toBe('database');
    expect(fileStorageKind({ DATABASE_URL: 'postgres://x/y', FILE_STORAGE: 'disk' })).toBe('disk');
    expect(fileStorageKind({ FILE_STORAGE: 'Database' })).toBe('database');
    expect(() => fileStorageKind({ FILE_STORAGE: 's3' })).toThrow(/FILE_STORAGE/);
  });
});

describe.each(ENGINES)('DatabaseStorage on %s', (engine) => {
  const opened: Database[] = [];
  const schema = `files_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  /** Its own pool on PostgreSQL (as another site instance has); PGlite is one process's. */
  function instance(): () => Promise<Database> {
    let database: Promise<Database> | undefined;
    return () => {
      database ??= (async () => {
        const db =
          engine === 'postgres'
            ? await openDatabase({ url: process.env.TEST_DATABASE_URL, schema, poolSize: 2 })
            : (opened[0] ?? (await openDatabase({ url: '', dataDir: 'memory' })));
        if (!opened.includes(db)) opened.push(db);
        return db;
      })();
      return database;
    };
  }

  it('a file written through one instance is read, replaced and deleted through another', async () => {
    const a = new DatabaseStorage(instance());
    const b = new DatabaseStorage(instance());
    // Every byte value, as a licence photo has.
    const photo = new Uint8Array(70_000).map((_, i) => (i * 7919) % 256);
    await a.put('checkin/res-1/licence-front.jpg', photo);
    const read = await b.get('checkin/res-1/licence-front.jpg');
    expect(read).not.toBeNull();
    expect(Buffer.from(read!).equals(Buffer.from(photo))).toBe(true);

    await b.put('checkin/res-1/licence-front.jpg', new Uint8Array([1, 2, 3]));
    expect([...((await a.get('checkin/res-1/licence-front.jpg')) ?? [])]).toEqual([1, 2, 3]);

    await a.delete('checkin/res-1/licence-front.jpg');
    expect(await b.get('checkin/res-1/licence-front.jpg')).toBeNull();
    expect(await b.get('checkin/never-written.png')).toBeNull();
  });

  it('refuses keys that could escape their namespace', async () => {
    const storage = new DatabaseStorage(instance());
    await expect(storage.put('../etc/passwd', new Uint8Array([1]))).rejects.toThrow(/Bad storage key/);
    await expect(storage.get('A/Upper')).rejects.toThrow(/Bad storage key/);
  });
});
