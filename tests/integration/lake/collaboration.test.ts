import { makePatches, stringifyPatches } from '@sanity/diff-match-patch';
import { Mutation } from '@sanity/mutator';
import { applyPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, openSse, startTestLake, type TestLake } from './helpers.ts';

// Two editors working on one document through the lake, each with the real @sanity/client as
// writer and listener, checked the way the Studio consumes events (@sanity/mutator, mendoza).

let t: TestLake;
beforeAll(async () => {
  t = await startTestLake();
});
afterAll(async () => {
  await t.stop();
});

interface Ev {
  type: string;
  documentId: string;
  transactionId: string;
  previousRev?: string;
  resultRev: string;
  timestamp: string;
  mutations: Record<string, unknown>[];
  effects: { apply: unknown[]; revert: unknown[] };
  transactionTotalEvents: number;
  transactionCurrentEvent: number;
}

function listen(ids: string[]) {
  const events: Ev[] = [];
  let welcomed: () => void = () => {};
  const welcome = new Promise<void>((r) => {
    welcomed = r;
  });
  const sub = t
    .client()
    .listen('*[_id in $ids]', { ids }, {
      events: ['welcome', 'mutation'],
      effectFormat: 'mendoza',
      includeResult: false,
      includeAllVersions: true,
    } as never)
    .subscribe((e: unknown) => {
      const ev = e as Ev;
      if (ev.type === 'welcome') welcomed();
      else events.push(ev);
    });
  const until = async (done: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`listener stuck at ${events.length} events`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { events, welcome, until, stop: () => sub.unsubscribe() };
}

const edit = (draftId: string, patch: Record<string, unknown>) => ({
  actionType: 'sanity.action.document.edit',
  draftId,
  publishedId: draftId.replace(/^drafts\./, ''),
  patch,
});

/** Replays events per document like the Studio's buffered document, checking the rev chain. */
function replay(events: Ev[], start: Map<string, Record<string, unknown> | null>) {
  const docs = new Map(start);
  for (const ev of events) {
    const before = docs.get(ev.documentId) ?? null;
    expect(before?._rev).toBe(ev.previousRev);
    const viaMutations = new Mutation({ ...ev, mutations: structuredClone(ev.mutations) }).apply(
      (before && structuredClone(before)) as never,
    ) as Record<string, unknown> | null;
    // Effects apply to the document without _rev, as the Studio's applyMendozaPatch does.
    const { _rev: _drop, ...bare } = before ?? { _rev: undefined };
    const viaEffects = applyPatch(before ? bare : null, ev.effects.apply as never) as Record<
      string,
      unknown
    > | null;
    if (viaMutations === null) expect(viaEffects).toBeNull();
    else expect({ ...viaEffects, _rev: ev.resultRev }).toEqual(viaMutations);
    // And revert goes back.
    expect(applyPatch(structuredClone(viaEffects), ev.effects.revert as never)).toEqual(before ? bare : null);
    docs.set(ev.documentId, viaMutations);
  }
  return docs;
}

describe('two editors through the lake', () => {
  it('interleaved diffMatchPatch edits of one string from two clients keep every character', async () => {
    const a = t.client();
    const b = t.client();
    const id = 'drafts.popup-collab';
    const base = 'Middle text.';
    await a.create({ _id: id, _type: 'promotion', text: base });
    const la = listen([id]);
    const lb = listen([id]);
    await Promise.all([la.welcome, lb.welcome]);
    // Each editor types against its own copy, which does not yet have the other's keystrokes:
    // A appends at the end, B prepends at the start, one keystroke per transaction, interleaved.
    let mineA = base;
    let mineB = base;
    const tailA = ' A-tail';
    const headB = 'B-head ';
    const sends: Promise<unknown>[] = [];
    for (let i = 0; i < tailA.length; i++) {
      const nextA = mineA + tailA[i];
      sends.push(
        a.action(
          edit(id, { diffMatchPatch: { text: stringifyPatches(makePatches(mineA, nextA)) } }) as never,
        ),
      );
      mineA = nextA;
      const nextB = headB.slice(0, i + 1) + base;
      sends.push(
        b.action(
          edit(id, { diffMatchPatch: { text: stringifyPatches(makePatches(mineB, nextB)) } }) as never,
        ),
      );
      mineB = nextB;
    }
    await Promise.all(sends);
    const stored = await a.getDocument(id);
    expect(stored?.text).toBe(`${headB}${base}${tailA}`);
    // Both listeners saw every transaction, and replaying them (mutations and effects alike)
    // gives each editor the stored document.
    await la.until(() => la.events.length === sends.length);
    await lb.until(() => lb.events.length === sends.length);
    const created = await t.client().getDocument(id);
    for (const l of [la, lb]) {
      const start = await t.client().request<{ documents: Record<string, unknown>[] }>({
        url: `/data/history/production/documents/${id}?revision=${l.events[0]?.previousRev}`,
      });
      const docs = replay(l.events, new Map([[id, start.documents[0] ?? null]]));
      expect(docs.get(id)).toEqual(created);
      expect(l.events.every((e) => e.mutations.every((m) => 'patch' in m))).toBe(true);
      l.stop();
    }
  });

  it('a publish arrives as one group in order, and a co-editor typing through it loses nothing', async () => {
    const a = t.client();
    const b = t.client();
    const pub = 'promo-publish';
    const draft = `drafts.${pub}`;
    await a.create({ _id: draft, _type: 'promotion', name: 'Summer' });
    const lb = listen([pub, draft]);
    await lb.welcome;
    const typed = ' sale!';
    let mine = 'Summer';
    const sends: Promise<unknown>[] = [];
    for (let i = 0; i < typed.length; i++) {
      const next = mine + typed[i];
      sends.push(b.action(edit(draft, { set: { name: next } }) as never));
      mine = next;
      if (i === 2) {
        sends.push(
          a.action({
            actionType: 'sanity.action.document.publish',
            draftId: draft,
            publishedId: pub,
          } as never),
        );
      }
    }
    await Promise.all(sends);
    const [published, current] = await Promise.all([a.getDocument(pub), a.getDocument(draft)]);
    expect(published?.name).toBe('Summer sa');
    expect(current?.name).toBe('Summer sale!');
    await lb.until(() => lb.events.length === typed.length + 2);
    // The publish touched both documents: two events of one transaction, adjacent, numbered.
    const group = lb.events.filter((e) => e.transactionTotalEvents === 2);
    expect(group.map((e) => [e.documentId, e.transactionCurrentEvent])).toEqual([
      [pub, 1],
      [draft, 2],
    ]);
    const at = lb.events.indexOf(group[0] as Ev);
    expect(lb.events[at + 1]).toBe(group[1]);
    expect(group[1]?.mutations).toEqual([{ delete: { id: draft } }]);
    // The edit after the publish recreates the draft from the published copy, then patches it.
    expect(Object.keys(lb.events[at + 2]?.mutations[0] ?? {})).toEqual(['createIfNotExists']);
    const start = new Map<string, Record<string, unknown> | null>([[pub, null]]);
    const history = await t.client().request<{ documents: Record<string, unknown>[] }>({
      url: `/data/history/production/documents/${draft}?revision=${lb.events[0]?.previousRev}`,
    });
    start.set(draft, history.documents[0] ?? null);
    const docs = replay(lb.events, start);
    expect(docs.get(pub)).toEqual(published);
    expect(docs.get(draft)).toEqual(current);
    lb.stop();
  });

  it('resumes with Last-Event-ID under steady writes: nothing lost, nothing repeated; a gap says reset', async () => {
    const url = `${t.lake.httpUrl}/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_type == "tick"]')}&enableResume=true&effectFormat=mendoza`;
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const writer = t.client();
    let stop = false;
    let written = 0;
    const writing = (async () => {
      while (!stop) {
        await writer.create({ _id: `tick-${written}`, _type: 'tick', n: written });
        written++;
      }
    })();
    const seen: string[] = [];
    let lastId = '';
    let stream = await openSse(url, auth);
    expect((await stream.next()).event).toBe('welcome');
    for (let round = 0; round < 5; round++) {
      for (let i = 0; i < 4; i++) {
        const ev = await stream.next();
        seen.push(String(ev.data.documentId));
        lastId = ev.id ?? '';
      }
      stream.close();
      await new Promise((r) => setTimeout(r, 20));
      stream = await openSse(url, { ...auth, 'last-event-id': lastId });
      expect((await stream.next()).event).toBe('welcomeback');
    }
    stop = true;
    await writing;
    for (;;) {
      const ev = await stream.next(2000).catch(() => null);
      if (!ev) break;
      seen.push(String(ev.data.documentId));
    }
    stream.close();
    const first = Number(seen[0]?.slice('tick-'.length));
    expect(seen).toEqual(Array.from({ length: written - first }, (_, i) => `tick-${first + i}`));
    // An id the lake never issued (a restored or reset data folder) is a gap, not a resume.
    const gap = await openSse(url, { ...auth, 'last-event-id': '999999999#0' });
    expect((await gap.next()).event).toBe('reset');
    gap.close();
  });

  it('a publish waits for a co-editor who is typing in the draft, so their keystroke in flight is published', async () => {
    // Its own lake with a long quiet period: the keystroke below comes 100 ms after the publish
    // request, well inside it, however slow the machine.
    const own = await startTestLake({ options: { editActivity: { quietMs: 3000, maxWaitMs: 10_000 } } });
    try {
      const editor = own.lake.lake.auth.createToken('co-editor', 'editor').token;
      const a = own.client();
      const b = own.client({ token: editor });
      const pub = 'promo-guard';
      const draft = `drafts.${pub}`;
      await a.create({ _id: pub, _type: 'promotion', name: 'Winter' });
      await b.action(edit(draft, { set: { name: 'Winter s' } }) as never);
      const publishing = a.action({
        actionType: 'sanity.action.document.publish',
        draftId: draft,
        publishedId: pub,
        ifPublishedRevisionId: (await a.getDocument(pub))?._rev,
      } as never);
      await new Promise((r) => setTimeout(r, 100));
      await b.action(edit(draft, { set: { name: 'Winter sale' } }) as never);
      await publishing;
      expect((await a.getDocument(pub))?.name).toBe('Winter sale');
      expect(await a.getDocument(draft)).toBeUndefined();
      // The publisher's own edits never hold their publish.
      await a.action(edit(draft, { set: { name: 'Winter sale!' } }) as never);
      const started = performance.now();
      await a.action({
        actionType: 'sanity.action.document.publish',
        draftId: draft,
        publishedId: pub,
      } as never);
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      await own.stop();
    }
  });

  it('a publish against a stale published revision is refused with 409, as hosted Sanity does', async () => {
    const a = t.client();
    const pub = 'promo-stale';
    await a.create({ _id: pub, _type: 'promotion', name: 'Old' });
    const stale = (await a.getDocument(pub))?._rev;
    await a.action(edit(`drafts.${pub}`, { set: { name: 'New' } }) as never);
    await a.createOrReplace({ _id: pub, _type: 'promotion', name: 'Changed elsewhere' });
    const err = await a
      .action({
        actionType: 'sanity.action.document.publish',
        draftId: `drafts.${pub}`,
        publishedId: pub,
        ifPublishedRevisionId: stale,
      } as never)
      .then(
        () => null,
        (e: { statusCode: number }) => e,
      );
    expect(err?.statusCode).toBe(409);
    expect((await a.getDocument(pub))?.name).toBe('Changed elsewhere');
  });
});
