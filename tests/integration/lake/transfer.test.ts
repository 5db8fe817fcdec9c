import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportDataset, importDataset } from '@lake/transfer.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './helpers.ts';

let source: TestLake;
let target: TestLake;
const work = mkdtempSync(join(tmpdir(), 'lake-transfer-'));
beforeAll(async () => {
  [source, target] = await Promise.all([startTestLake(), startTestLake()]);
});
afterAll(async () => {
  await Promise.all([source.stop(), target.stop()]);
  rmSync(work, { recursive: true, force: true });
});

const strip = (docs: Record<string, unknown>[]) =>
  docs
    .map(({ _rev: _r, _updatedAt: _u, ...rest }) => rest)
    .sort((a, b) => String(a._id).localeCompare(String(b._id)));

describe('import and export', () => {
  it('round-trips documents and image assets through a sanity-style tarball', async () => {
    const client = source.client();
    const image = await sharp({ create: { width: 32, height: 16, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const asset = await client.assets.upload('image', image, { filename: 'logo.png' });
    await client
      .transaction()
      .createOrReplace({
        _id: 'page1',
        _type: 'page',
        title: 'Ünïcode ✓',
        hero: { _type: 'image', asset: { _type: 'reference', _ref: asset._id }, hotspot: { x: 0.3, y: 0.5 } },
      })
      .createOrReplace({ _id: 'drafts.page1', _type: 'page', title: 'draft' })
      .createOrReplace({ _id: 'page2', _type: 'page', list: [{ _key: 'k', n: 1 }] })
      .commit();
    const file = join(work, 'production.tar.gz');
    expect(await exportDataset(source.lake.lake.store, source.dataDir, 'production', file)).toEqual({
      documents: 3,
      assets: 1,
    });

    const counts = await importDataset(target.lake.lake.store, target.dataDir, 'production', file);
    expect(counts).toEqual({ documents: 3, assets: 1 });
    const before = await client.fetch<Record<string, unknown>[]>(
      '*[!(_type match "sanity.*")]',
      {},
      { perspective: 'raw' },
    );
    const after = await target
      .client()
      .fetch<Record<string, unknown>[]>('*[!(_type match "sanity.*")]', {}, { perspective: 'raw' });
    expect(strip(after)).toEqual(strip(before));
    const imported = await target
      .client()
      .fetch<{ _id: string; metadata: { dimensions: { width: number } } }>(
        '*[_id == "page1"][0].hero.asset->',
      );
    expect(imported._id).toBe(asset._id);
    expect(imported.metadata.dimensions.width).toBe(32);
    const served = await fetch(
      `${target.lake.httpUrl}/images/local/production/${asset.sha1hash}-32x16.png?w=8`,
    );
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(8);

    // Importing again without --replace refuses to overwrite.
    await expect(importDataset(target.lake.lake.store, target.dataDir, 'production', file)).rejects.toThrow(
      /already exists/,
    );
    await importDataset(target.lake.lake.store, target.dataDir, 'production', file, { replace: true });
  });

  it('exports and imports plain NDJSON, one document per line, from the CLI', async () => {
    const dataDir = mkdtempSync(join(work, 'cli-'));
    const ndjson = join(work, 'in.ndjson');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      ndjson,
      `${JSON.stringify({ _id: 'a', _type: 'x', n: 1 })}\n${JSON.stringify({ _id: 'b', _type: 'x', n: 2 })}\n`,
    );
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'lake/cli.ts', ...args], {
        env: { ...process.env, LAKE_DATA_DIR: dataDir, LAKE_USER_PASSWORD: 'a long password' },
        encoding: 'utf8',
      });
    const imported = run('import', ndjson);
    expect(imported.stdout + imported.stderr).toContain('Imported 2 documents');
    const out = join(work, 'out.ndjson');
    expect(run('export', out).status).toBe(0);
    const lines = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { _id: string; n: number });
    expect(lines.map((l) => [l._id, l.n])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    const token = run('token', 'create', '--label', 'ci', '--role', 'viewer');
    expect(token.status).toBe(0);
    expect(token.stdout.trim()).toMatch(/^sk\w{64}$/);
    const user = run('user', 'add', '--email', 'a@b.test', '--name', 'A', '--role', 'editor');
    expect(user.stdout).toContain('added as editor');
    const bad = run('import', join(work, 'missing.ndjson'));
    expect(bad.status).toBe(1);
  });
});
