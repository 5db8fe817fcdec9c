import { applyPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestLake, type TestLake } from './helpers.ts';

let t: TestLake;
beforeAll(async () => {
  t = await startTestLake();
});
afterAll(async () => {
  await t.stop();
});

describe('history', () => {
  it('returns documents at a revision, at a time and their last revision', async () => {
    const client = t.client();
    await client.mutate([{ create: { _id: 'h1', _type: 'page', v: 1 } }], { transactionId: 'h-1' });
    await client.mutate([{ patch: { id: 'h1', set: { v: 2 } } }], { transactionId: 'h-2' });
    const between = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await client.mutate([{ patch: { id: 'h1', set: { v: 3 } } }], { transactionId: 'h-3' });
    await client.delete('h1');
    const atRev = await client.request<{ documents: { v: number; _rev: string }[] }>({
      url: '/data/history/production/documents/h1?revision=h-2',
    });
    expect(atRev.documents).toMatchObject([{ v: 2, _rev: 'h-2' }]);
    const atTime = await client.request<{ documents: { v: number }[] }>({
      url: `/data/history/production/documents/h1?time=${between}`,
    });
    expect(atTime.documents).toMatchObject([{ v: 2 }]);
    const last = await client.request<{ documents: { v: number }[] }>({
      url: '/data/history/production/documents/h1,drafts.h1?lastRevision=true',
    });
    expect(last.documents).toMatchObject([{ v: 3, _rev: 'h-3' }]);
  });

  it('streams a document pair’s transactions as NDJSON with mendoza effects, newest first', async () => {
    const client = t.client();
    await client.action(
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'h2',
        attributes: { _id: 'drafts.h2', _type: 'page', v: 1 },
        ifExists: 'fail',
      },
      { transactionId: 'p-1' },
    );
    await client.action(
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.h2',
        publishedId: 'h2',
        patch: { set: { v: 2 } },
      },
      { transactionId: 'p-2' },
    );
    await client.action(
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.h2', publishedId: 'h2' },
      { transactionId: 'p-3' },
    );
    const res = await api(
      t,
      '/v2025-02-19/data/history/production/transactions/h2,drafts.h2?excludeContent=true&excludeMutations=true&effectFormat=mendoza&reverse=true&limit=50',
    );
    expect(res.headers.get('content-type')).toContain('ndjson');
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as {
            id: string;
            author: string;
            documentIDs: string[];
            effects: Record<string, { apply: unknown[]; revert: unknown[] }>;
          },
      );
    expect(lines.map((l) => l.id)).toEqual(['p-3', 'p-2', 'p-1']);
    expect(lines[0]?.documentIDs.sort()).toEqual(['drafts.h2', 'h2']);
    expect(lines[0]?.author).toBe('admin-token');
    // Replaying the effects forwards rebuilds the published document.
    let draft: unknown = null;
    let published: unknown = null;
    for (const entry of [...lines].reverse()) {
      const d = entry.effects['drafts.h2'];
      const p = entry.effects.h2;
      if (d) draft = applyPatch(draft, d.apply as never);
      if (p) published = applyPatch(published, p.apply as never);
    }
    expect(draft).toBeNull();
    expect(published).toMatchObject({ _id: 'h2', v: 2 });
    const older = await api(
      t,
      '/v2025-02-19/data/history/production/transactions/h2,drafts.h2?reverse=true&limit=50&toTransaction=p-2',
    );
    expect(
      (await older.text())
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { id: string }).id),
    ).toEqual(['p-2', 'p-1']);
    expect((await api(t, '/v1/data/history/production/transactions/h2', { token: null })).status).toBe(401);
  });
});
