import { execFile } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('Sanity TypeGen', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // The real CLI, offline: schema extraction from sanity.config.ts, then types for every
  // defineQuery in schemas/queries.ts. The site imports the committed file, so a schema or query
  // change without `npm run typegen` must fail here rather than drift silently.
  it('runs offline and matches the committed web/sanity.types.ts', async () => {
    // Relative to the project: `sanity schema extract --path` resolves even absolute paths there.
    dir = join('node_modules', '.cache', 'sanity', `typegen-test-${process.pid}`);
    await mkdir(dir, { recursive: true });
    const out = join(dir, 'sanity.types.ts');
    await run('npm', ['run', 'typegen'], {
      env: { ...process.env, TYPEGEN_SCHEMA: join(dir, 'schema.json'), TYPEGEN_OUT: out },
      timeout: 240_000,
    });
    const [generated, committed] = await Promise.all([
      readFile(out, 'utf8'),
      readFile('web/sanity.types.ts', 'utf8'),
    ]);
    expect(generated).toContain('export type PAGE_LINKS_QUERY_RESULT');
    // The header names the schema file it was generated from: the only line allowed to differ.
    const normalized = generated.replaceAll(`${dir}/schema.json`, 'node_modules/.cache/sanity/schema.json');
    expect(normalized === committed, 'web/sanity.types.ts is stale: run `npm run typegen`').toBe(true);
  }, 300_000);
});
