import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@sanity/client';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from './helpers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lake-durable-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts `npm run lake -- start` the way the CLI runs it, as its own process. */
function spawnLake(): Promise<{ child: ChildProcess; url: string; exited: Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'lake/cli.ts', 'start'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      LAKE_DATA_DIR: dataDir,
      LAKE_HTTP_PORT: '0',
      LAKE_HTTPS_PORT: '-1',
      LAKE_ADMIN_TOKEN: ADMIN_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`lake did not start: ${out}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /HTTP\s+(http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], exited });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`lake exited with ${code}: ${out}`)));
  });
}

const clientFor = (url: string) =>
  createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: ADMIN_TOKEN,
    maxRetries: 0,
  });

describe('durability', () => {
  it('keeps every acknowledged mutation when the process is killed mid-write', async () => {
    const first = await spawnLake();
    const client = clientFor(first.url);
    const acknowledged: string[] = [];
    let stop = false;
    // Four writers in parallel, so writes are in flight at the moment of the kill.
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const id = `w${w}-${i}`;
        try {
          await client.mutate(
            [{ create: { _id: id, _type: 'durable', i } }, { patch: { id, set: { patched: true } } }],
            { transactionId: `tx-${id}` },
          );
          acknowledged.push(id);
        } catch {
          return;
        }
      }
    });
    while (acknowledged.length < 150) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await first.exited;

    const second = await spawnLake();
    try {
      const stored = await clientFor(second.url).fetch<{ _id: string; patched: boolean; _rev: string }[]>(
        '*[_type == "durable"]{_id, patched, _rev}',
      );
      const byId = new Map(stored.map((d) => [d._id, d]));
      const lost = acknowledged.filter((id) => !byId.has(id));
      expect(lost).toEqual([]);
      for (const id of acknowledged) {
        expect(byId.get(id)).toMatchObject({ patched: true, _rev: `tx-${id}` });
      }
      // The transaction log survived with the documents.
      const history = await clientFor(second.url).request<{ documents: unknown[] }>({
        url: `/data/history/production/documents/${acknowledged[0]}?revision=tx-${acknowledged[0]}`,
      });
      expect(history.documents).toHaveLength(1);
    } finally {
      second.child.kill('SIGTERM');
    }
  }, 60_000);
});
