import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestLake, type TestLake } from './helpers.ts';

let t: TestLake;
beforeAll(async () => {
  t = await startTestLake();
});
afterAll(async () => {
  await t.stop();
});

const ids = async (t: TestLake, prefix: string) =>
  (
    await t
      .client()
      .fetch<string[]>('*[_id match $p]._id | order(@)', { p: `*${prefix}*` }, { perspective: 'raw' })
  ).sort();

describe('document actions (as the Studio sends them)', () => {
  it('creates a draft, edits it, publishes with ifPublishedRevisionId, unpublishes and deletes', async () => {
    const client = t.client();
    await client.action(
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'doc1',
        attributes: { _id: 'drafts.doc1', _type: 'page', title: 'New' },
        ifExists: 'fail',
      },
      { transactionId: 'act-create' },
    );
    expect(await client.getDocument('drafts.doc1')).toMatchObject({ title: 'New', _rev: 'act-create' });

    await client.action(
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.doc1',
        publishedId: 'doc1',
        patch: { set: { title: 'Edited' }, unset: ['_empty_action_guard_pseudo_field_'] },
      },
      { transactionId: 'act-edit' },
    );
    expect(await client.getDocument('drafts.doc1')).toMatchObject({ title: 'Edited', _rev: 'act-edit' });

    const stale = await errorOf(
      client.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.doc1',
        publishedId: 'doc1',
        ifPublishedRevisionId: 'not-the-rev',
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.details).toMatchObject({ type: 'actionError' });

    await client.action(
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.doc1', publishedId: 'doc1' },
      { transactionId: 'act-publish' },
    );
    expect(await ids(t, 'doc1')).toEqual(['doc1']);
    const published = await client.getDocument('doc1');
    expect(published).toMatchObject({ title: 'Edited', _rev: 'act-publish' });

    // Editing a published document starts a draft from it.
    await client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.doc1',
      publishedId: 'doc1',
      patch: { set: { title: 'Second draft' } },
    });
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.doc1',
      publishedId: 'doc1',
      ifPublishedRevisionId: 'act-publish',
    });
    expect((await client.getDocument('doc1'))?.title).toBe('Second draft');
    expect((await client.getDocument('doc1'))?._createdAt).toBe(published?._createdAt);

    await client.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.doc1',
      publishedId: 'doc1',
    });
    expect(await ids(t, 'doc1')).toEqual(['drafts.doc1']);

    await client.action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'doc1',
      includeDrafts: ['drafts.doc1'],
    });
    expect(await ids(t, 'doc1')).toEqual([]);
  });

  it('discards drafts and replaces them', async () => {
    const client = t.client();
    await client.createOrReplace({ _id: 'doc2', _type: 'page', title: 'Live' });
    await client.action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'doc2',
      attributes: { _id: 'drafts.doc2', _type: 'page', title: 'Replacement' },
    });
    expect((await client.getDocument('drafts.doc2'))?.title).toBe('Replacement');
    await client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.doc2' });
    expect(await ids(t, 'doc2')).toEqual(['doc2']);
    const missing = await errorOf(
      client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.doc2' }),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('fails create when the draft exists, unless ifExists is ignore', async () => {
    const client = t.client();
    const create = {
      actionType: 'sanity.action.document.create' as const,
      publishedId: 'doc3',
      attributes: { _id: 'drafts.doc3', _type: 'page' },
      ifExists: 'fail' as const,
    };
    await client.action(create);
    expect((await errorOf(client.action(create))).statusCode).toBe(409);
    await client.action({ ...create, ifExists: 'ignore' });
  });

  it('runs several actions as one transaction and rejects unknown ones with 400', async () => {
    const client = t.client();
    await client.action(
      [
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'a4',
          attributes: { _id: 'drafts.a4', _type: 'page' },
          ifExists: 'fail',
        },
        { actionType: 'sanity.action.document.publish', draftId: 'drafts.a4', publishedId: 'a4' },
      ],
      { transactionId: 'two-actions' },
    );
    expect((await client.getDocument('a4'))?._rev).toBe('two-actions');
    const unknown = await errorOf(client.action({ actionType: 'sanity.action.document.explode' } as never));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.message).toContain('Unknown action type');
    const mismatch = await errorOf(
      client.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.other',
        publishedId: 'a4',
      }),
    );
    expect(mismatch.statusCode).toBe(400);
  });
});
