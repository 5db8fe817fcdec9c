import type { MutationEvent } from '@sanity/client';
import { applyPatch } from 'mendoza';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, openSse, startTestLake, type TestLake } from './helpers.ts';

let t: TestLake;
beforeAll(async () => {
  t = await startTestLake();
});
afterAll(async () => {
  await t.stop();
});

type Event = Omit<MutationEvent, 'type' | 'effects'> & {
  type: string;
  effects?: { apply: unknown[]; revert: unknown[] };
};

/** Subscribes with the real client and collects events until `count` arrived. */
function collect(
  query: string,
  params: Record<string, unknown>,
  opts: Record<string, unknown> = {},
  token: string | null = ADMIN_TOKEN,
) {
  const events: Event[] = [];
  let welcomed: () => void = () => {};
  const welcome = new Promise<void>((r) => {
    welcomed = r;
  });
  const sub = t
    .client({ token })
    .listen(query, params, { events: ['welcome', 'mutation'], ...opts } as never)
    .subscribe((e: unknown) => {
      const ev = e as Event;
      if (ev.type === 'welcome') welcomed();
      else events.push(ev);
    });
  const waitFor = async (count: number, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (events.length < count) {
      if (Date.now() > deadline) throw new Error(`got ${events.length} of ${count} events`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return events;
  };
  return { events, welcome, waitFor, stop: () => sub.unsubscribe() };
}

describe('listen', () => {
  it('sends welcome, then mutation events in order with chained revisions, transitions and mendoza effects', async () => {
    const l = collect('*[_type == "note"]', {}, { effectFormat: 'mendoza', includeResult: true });
    await l.welcome;
    const client = t.client();
    await client.mutate([{ create: { _id: 'n1', _type: 'note', text: 'a' } }], { transactionId: 'L1' });
    await client.mutate([{ patch: { id: 'n1', set: { text: 'b' } } }], { transactionId: 'L2' });
    await client.mutate([{ create: { _id: 'other', _type: 'unrelated' } }], { transactionId: 'L3' });
    await client.mutate([{ patch: { id: 'n1', set: { _type: 'gone' } } }], { transactionId: 'L4' });
    const events = await l.waitFor(3);
    l.stop();
    expect(events.map((e) => [e.transactionId, e.transition, e.previousRev, e.resultRev])).toEqual([
      ['L1', 'appear', undefined, 'L1'],
      ['L2', 'update', 'L1', 'L2'],
      ['L4', 'disappear', 'L2', 'L4'],
    ]);
    const [first, second] = events;
    expect(first).toMatchObject({
      documentId: 'n1',
      identity: 'admin-token',
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    });
    expect(first?.result).toMatchObject({ _id: 'n1', text: 'a', _rev: 'L1' });
    expect(typeof first?.timestamp).toBe('string');
    // Applying effects reproduces the stored document (without _rev), and revert goes back.
    const before = { ...(first?.result as Record<string, unknown>) };
    delete before._rev;
    const after = applyPatch(before, second?.effects?.apply as never) as Record<string, unknown>;
    expect(after).toMatchObject({ text: 'b', _id: 'n1' });
    expect(applyPatch(after, second?.effects?.revert as never)).toEqual(before);
    // The transaction's own mutation of this document, as submitted (the Studio rebases on it).
    expect(second?.mutations).toEqual([{ patch: { id: 'n1', set: { text: 'b' } } }]);
    // A one-field change is a small diff, not the whole document.
    expect(JSON.stringify(second?.effects?.apply)).not.toContain('"_id"');
  });

  it('filters by params, counts events per transaction and leaves out the result when asked', async () => {
    const l = collect('*[_id in $ids]', { ids: ['f1', 'f2'] });
    await l.welcome;
    // The client drops `includeResult=false` from the URL; the Studio sends it, so ask directly.
    const raw = await openSse(
      `${t.lake.httpUrl}/v1/data/listen/production?query=${encodeURIComponent('*[_id in $ids]')}&$ids=${encodeURIComponent('["f1"]')}&includeResult=false`,
      { authorization: `Bearer ${ADMIN_TOKEN}` },
    );
    expect((await raw.next()).event).toBe('welcome');
    await t
      .client()
      .transaction()
      .create({ _id: 'f1', _type: 'x' })
      .create({ _id: 'f2', _type: 'x' })
      .create({ _id: 'f3', _type: 'x' })
      .commit({ transactionId: 'multi' } as never);
    const events = await l.waitFor(2);
    await new Promise((r) => setTimeout(r, 100));
    l.stop();
    expect(events).toHaveLength(2);
    expect(events.map((e) => [e.documentId, e.transactionCurrentEvent, e.transactionTotalEvents])).toEqual([
      ['f1', 1, 2],
      ['f2', 2, 2],
    ]);
    const rawEvent = await raw.next();
    raw.close();
    expect(rawEvent.data).toMatchObject({ documentId: 'f1', transactionId: 'multi' });
    expect(rawEvent.data).not.toHaveProperty('result');
  });

  it('delivers events for actions, and hides drafts from anonymous listeners', async () => {
    const anon = collect('*[_type == "secret"]', {}, {}, null);
    const authed = collect('*[_type == "secret"]', {});
    await Promise.all([anon.welcome, authed.welcome]);
    await t.client().action(
      {
        actionType: 'sanity.action.document.create',
        publishedId: 's1',
        attributes: { _id: 'drafts.s1', _type: 'secret' },
        ifExists: 'fail',
      },
      { transactionId: 'A1' },
    );
    await t
      .client()
      .action(
        { actionType: 'sanity.action.document.publish', draftId: 'drafts.s1', publishedId: 's1' },
        { transactionId: 'A2' },
      );
    const seen = await authed.waitFor(3);
    expect(seen.map((e) => [e.documentId, e.transition, e.resultRev])).toEqual([
      ['drafts.s1', 'appear', 'A1'],
      ['s1', 'appear', 'A2'],
      ['drafts.s1', 'disappear', 'A2'],
    ]);
    const publicEvents = await anon.waitFor(1);
    expect(publicEvents.map((e) => e.documentId)).toEqual(['s1']);
    anon.stop();
    authed.stop();
  });

  it('reaches a subscriber within 50 ms of the acknowledgement', async () => {
    const l = collect('*[_type == "speed"]', {});
    await l.welcome;
    let worst = 0;
    for (let i = 0; i < 10; i++) {
      await t.client().create({ _type: 'speed', i });
      const acked = performance.now();
      await l.waitFor(i + 1);
      worst = Math.max(worst, performance.now() - acked);
    }
    l.stop();
    expect(worst).toBeLessThan(50);
  });

  it('resumes from Last-Event-ID with welcomeback and the missed events', async () => {
    const url = `${t.lake.httpUrl}/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_type == "resume"]')}&enableResume=true`;
    const first = await openSse(url, { authorization: `Bearer ${ADMIN_TOKEN}` });
    expect((await first.next()).event).toBe('welcome');
    await t.client().create({ _id: 'r1', _type: 'resume' });
    const seen = await first.next();
    first.close();
    await t.client().create({ _id: 'r2', _type: 'resume' });
    await t.client().create({ _id: 'r3', _type: 'resume' });
    const again = await openSse(url, {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      'last-event-id': seen.id ?? '',
    });
    expect((await again.next()).event).toBe('welcomeback');
    expect([(await again.next()).data.documentId, (await again.next()).data.documentId]).toEqual([
      'r2',
      'r3',
    ]);
    again.close();
  });

  it('resumes inside a transaction that touched several documents (e.g. a publish)', async () => {
    const url = `${t.lake.httpUrl}/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_type == "pair"]')}&enableResume=true`;
    const first = await openSse(url, { authorization: `Bearer ${ADMIN_TOKEN}` });
    expect((await first.next()).event).toBe('welcome');
    await t
      .client()
      .transaction()
      .create({ _id: 'p1', _type: 'pair' })
      .create({ _id: 'p2', _type: 'pair' })
      .commit();
    const seen = await first.next();
    expect(seen.id).toMatch(/#0$/);
    expect(seen.data.documentId).toBe('p1');
    first.close();
    await t.client().create({ _id: 'p3', _type: 'pair' });
    const again = await openSse(url, {
      authorization: `Bearer ${ADMIN_TOKEN}`,
      'last-event-id': seen.id ?? '',
    });
    expect((await again.next()).event).toBe('welcomeback');
    // The second event of the cut transaction comes first, then what happened after.
    expect([(await again.next()).data.documentId, (await again.next()).data.documentId]).toEqual([
      'p2',
      'p3',
    ]);
    again.close();
  });

  it('answers a bad listener query with a channelError the client raises', async () => {
    const error = await new Promise<Error>((resolve) => {
      t.client().listen('*[_type == ', {}).subscribe({ error: resolve });
    });
    expect(error.name).toBe('ChannelError');
    expect(error.message).toContain('GROQ query parse error');
  });
});

describe('listener bookkeeping', () => {
  it('forgets subscribers that disconnect', async () => {
    const l = collect('*', {});
    await l.welcome;
    expect(t.lake.lake.hub.counts().listeners).toBeGreaterThan(0);
    l.stop();
    const deadline = Date.now() + 3000;
    while (t.lake.lake.hub.counts().listeners > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(t.lake.lake.hub.counts()).toEqual({ listeners: 0, live: expect.any(Number) });
  });
});

describe('live content API', () => {
  it('sends welcome, then a message with sync tags for published changes only; /check/cors allows', async () => {
    const client = t.client({ token: null });
    const received: { type: string; tags?: string[]; id?: string }[] = [];
    const sub = client.live.events().subscribe((e: unknown) => received.push(e as { type: string }));
    const wait = async (n: number) => {
      const deadline = Date.now() + 5000;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`got ${received.length} live events`);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    await wait(1);
    expect(received[0]?.type).toBe('welcome');
    await t.client().create({ _id: 'drafts.live1', _type: 'page' });
    await t.client().create({ _id: 'live1', _type: 'page' });
    await wait(2);
    await new Promise((r) => setTimeout(r, 100));
    sub.unsubscribe();
    expect(received).toHaveLength(2);
    const tags = await t.client().fetch('count(*)', {}, { filterResponse: false });
    expect(received[1]).toMatchObject({ type: 'message', tags: (tags as { syncTags: string[] }).syncTags });
    const cors = await fetch(`${t.lake.httpUrl}/v2025-02-19/check/cors`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(await cors.json()).toEqual({ result: { allowed: true, withCredentials: true } });
    const denied = await fetch(`${t.lake.httpUrl}/v2025-02-19/check/cors`, {
      headers: { origin: 'http://evil.test' },
    });
    expect(((await denied.json()) as { result: { allowed: boolean } }).result.allowed).toBe(false);
  });

  it('needs a token for drafts', async () => {
    const res = await fetch(`${t.lake.httpUrl}/v2025-02-19/data/live/events/production?includeDrafts=true`);
    expect(res.status).toBe(401);
    const withToken = await openSse(
      `${t.lake.httpUrl}/v2025-02-19/data/live/events/production?includeDrafts=true`,
      {
        authorization: `Bearer ${ADMIN_TOKEN}`,
      },
    );
    expect((await withToken.next()).event).toBe('welcome');
    await t.client().create({ _id: 'drafts.live2', _type: 'page' });
    expect((await withToken.next()).event).toBe('message');
    withToken.close();
  });
});
