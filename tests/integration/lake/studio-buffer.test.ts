import { BufferedDocument, Mutation } from '@sanity/mutator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestLake, type TestLake } from './helpers.ts';

// A co-editor typing while another editor publishes, driven through the Studio's own
// document machinery (@sanity/mutator's BufferedDocument, as sanity's checkoutPair uses it) with
// the real @sanity/client as writer and listener. The Studio commits a typing burst at most once
// a second (its document store throttles `commit` to 1 s, leading and trailing), and when a
// publish deletes the draft it drops whatever it had not committed yet
// (BufferedDocument.handleDocumentDeleted, SquashingBuffer.rebase(null)) — and crashes when a
// commit of plain patches is still unconfirmed ("getAttribute only applies to plain objects").
// So the lake must not delete a draft under a co-editor whose Studio still holds keystrokes.

const STUDIO_COMMIT_THROTTLE_MS = 1000;
const GUARD = { unset: ['_empty_action_guard_pseudo_field_'] };

let t: TestLake;
beforeAll(async () => {
  t = await startTestLake();
});
afterAll(async () => {
  await t.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One editor's Studio on one draft: a BufferedDocument fed by a listener, committing through actions. */
async function studioOn(token: string, draftId: string) {
  const client = t.client({ token });
  const publishedId = draftId.replace(/^drafts\./, '');
  const errors: unknown[] = [];
  const events: { transactionId: string; previousRev?: string; resultRev: string; documentId: string }[] = [];
  const committed: string[] = [];
  const snapshot = (await client.getDocument(draftId)) ?? null;
  const doc = new BufferedDocument(snapshot as never);
  doc.commitHandler = ({ mutation, success, failure }) => {
    const actions = mutation.mutations.flatMap((m) =>
      m.patch
        ? [
            {
              actionType: 'sanity.action.document.edit',
              draftId,
              publishedId,
              patch: Object.fromEntries(Object.entries(m.patch).filter(([k]) => k !== 'id')),
            },
          ]
        : [],
    );
    committed.push(mutation.transactionId ?? '');
    client
      .action(actions as never, { transactionId: mutation.transactionId } as never)
      .then(success, (err: unknown) => {
        errors.push(err);
        failure();
      });
  };
  let welcomed: () => void = () => {};
  const welcome = new Promise<void>((r) => {
    welcomed = r;
  });
  const sub = client
    .listen('*[_id == $id]', { id: draftId }, {
      events: ['welcome', 'mutation'],
      effectFormat: 'mendoza',
      includeResult: false,
      includeAllVersions: true,
      enableResume: true,
    } as never)
    .subscribe((e: unknown) => {
      const ev = e as { type: string };
      if (ev.type === 'welcome') return welcomed();
      events.push(ev as never);
      try {
        doc.arrive(new Mutation(ev as never));
      } catch (err) {
        errors.push(err);
      }
    });
  await welcome;
  let lastCommit = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  /** The document store's throttleTime(1000, {leading: true, trailing: true}) on commits. */
  const scheduleCommit = () => {
    const since = Date.now() - lastCommit;
    if (since >= STUDIO_COMMIT_THROTTLE_MS && !trailing) {
      lastCommit = Date.now();
      void doc.commit();
    } else if (!trailing) {
      trailing = setTimeout(() => {
        trailing = undefined;
        lastCommit = Date.now();
        void doc.commit();
      }, STUDIO_COMMIT_THROTTLE_MS - since);
    }
  };
  return {
    doc,
    errors,
    /** Mutation events this Studio's listener received, and the transactions it committed. */
    events,
    committed,
    /** An edit as the form makes it (with the Studio's guard patch first), committed like typing. */
    edit(...patches: Record<string, unknown>[]) {
      doc.add(
        new Mutation({
          mutations: [GUARD, ...patches].map((patch) => ({ patch: { id: draftId, ...patch } })),
        }),
      );
      scheduleCommit();
    },
    /** A keystroke at the end of `name`, as the Studio's string input patches it. */
    type(char: string) {
      const current = (doc.LOCAL as { name?: string } | null)?.name ?? '';
      doc.add(
        new Mutation({
          mutations: [
            { patch: { id: draftId, ...GUARD } },
            { patch: { id: draftId, set: { name: current + char } } },
          ],
        }),
      );
      scheduleCommit();
    },
    stop: () => {
      clearTimeout(trailing);
      sub.unsubscribe();
    },
  };
}

it('a co-editor typing through a publish keeps every keystroke, and their Studio does not crash', async () => {
  const admin = t.client();
  const auth = t.lake.lake.auth;
  const editorA = auth.createToken('editor A', 'editor').token;
  const editorB = auth.createToken('editor B', 'editor').token;
  const pub = 'promo-typing';
  const draft = `drafts.${pub}`;
  await admin.create({ _id: pub, _type: 'promotion', name: 'Winter' });
  await t.client({ token: editorB }).action({
    actionType: 'sanity.action.document.edit',
    draftId: draft,
    publishedId: pub,
    patch: { set: { name: 'Winter' } },
  } as never);
  const b = await studioOn(editorB, draft);
  try {
    // B types a word at a person's pace; A publishes as soon as B's first keystroke is stored.
    const typed = ' sale!';
    b.type(typed[0] ?? '');
    await expect.poll(async () => (await admin.getDocument(draft))?.name).toBe('Winter ');
    const publishing = t.client({ token: editorA }).action({
      actionType: 'sanity.action.document.publish',
      draftId: draft,
      publishedId: pub,
      ifPublishedRevisionId: (await admin.getDocument(pub))?._rev,
    } as never);
    for (const char of typed.slice(1)) {
      await sleep(60);
      b.type(char);
    }
    await publishing;
    // Every keystroke is in B's Studio and in the lake (published, or in the draft after it).
    await expect
      .poll(
        async () => {
          const [d, p] = await Promise.all([admin.getDocument(draft), admin.getDocument(pub)]);
          return (d ?? p)?.name;
        },
        { timeout: 10_000 },
      )
      .toBe(`Winter${typed}`);
    expect((b.doc.LOCAL as { name?: string } | null)?.name ?? (await admin.getDocument(pub))?.name).toBe(
      `Winter${typed}`,
    );
    expect(b.errors.map(String)).toEqual([]);
  } finally {
    b.stop();
  }
});

it("an editor's own commits come back once each, with their transaction ids, chained on the draft's revision", async () => {
  // The Studio's quick-publish flow on a location: add a special day (an array item), fill its
  // date and flags in quick succession, publish. The Studio publishes only once its buffered
  // document is consistent (every commit echoed and recognised as its own) and validates by the
  // draft's _rev: an echo it does not recognise, a duplicate, or a rev that moves afterwards
  // without a change would hold or drop the publish.
  const admin = t.client();
  const editor = t.lake.lake.auth.createToken('editor', 'editor').token;
  const pub = 'location.quick-publish';
  const draft = `drafts.${pub}`;
  await admin.create({ _id: pub, _type: 'location', title: 'Keflavik' });
  await t.client({ token: editor }).action({
    actionType: 'sanity.action.document.edit',
    draftId: draft,
    publishedId: pub,
    patch: { set: { title: 'Keflavik' } },
  } as never);
  const before = await admin.getDocument(draft);
  const studio = await studioOn(editor, draft);
  const changes: boolean[] = [];
  studio.doc.onConsistencyChanged = (consistent: boolean) => changes.push(consistent);
  try {
    const item = '[_key=="day1"]';
    studio.edit(
      { setIfMissing: { specialOperatingHours: [] } },
      {
        insert: { after: 'specialOperatingHours[-1]', items: [{ _type: 'specialHours', _key: 'day1' }] },
      },
    );
    await sleep(120);
    studio.edit({ set: { [`specialOperatingHours${item}._resolvingInitialValue`]: true } });
    await sleep(120);
    studio.edit(
      { set: { [`specialOperatingHours${item}.open`]: false } },
      { unset: [`specialOperatingHours${item}._resolvingInitialValue`] },
    );
    await sleep(120);
    studio.edit({ set: { [`specialOperatingHours${item}.date`]: '2027-02-15' } });
    // The last edits go with the trailing commit of the Studio's one-second throttle.
    await sleep(STUDIO_COMMIT_THROTTLE_MS + 100);
    await expect.poll(() => studio.doc.document.isConsistent(), { timeout: 10_000 }).toBe(true);
    // Nothing arrives after the last echo: the rev the Studio validated stays the draft's rev.
    await sleep(500);
    const stored = await admin.getDocument(draft);
    const events = studio.events.filter((e) => e.documentId === draft);
    // One event per commit, in commit order, each carrying the Studio's own transaction id.
    expect(studio.committed.length).toBeGreaterThanOrEqual(2);
    expect(events.map((e) => e.transactionId)).toEqual(studio.committed);
    expect(new Set(events.map((e) => e.transactionId)).size).toBe(events.length);
    events.forEach((e, i) => {
      expect(e.resultRev).toBe(e.transactionId);
      expect(e.previousRev).toBe(i === 0 ? before?._rev : events[i - 1]?.resultRev);
    });
    expect(stored?._rev).toBe(events.at(-1)?.resultRev);
    expect(studio.doc.document.HEAD?._rev).toBe(stored?._rev);
    const { _updatedAt: _a, ...local } = studio.doc.LOCAL as Record<string, unknown>;
    const { _updatedAt: _b, ...head } = stored as Record<string, unknown>;
    expect({ ...local, _rev: head._rev }).toEqual(head);
    expect(changes.at(-1)).toBe(true);
    expect(studio.errors.map(String)).toEqual([]);
  } finally {
    studio.stop();
  }
});
