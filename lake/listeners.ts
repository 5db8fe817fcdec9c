import { createHash } from 'node:crypto';
import type { ExprNode } from 'groq-js';
import { matchesFilter } from './groq.ts';
import type { EventStream } from './http.ts';
import { isDraftId, isPublicId, isVersionId } from './ids.ts';
import { encodeMendoza } from './mendoza.ts';
import type { Change, CommittedTransaction, Doc, Store } from './store.ts';

export interface ListenOptions {
  filter: ExprNode | null;
  params: Record<string, unknown>;
  publicOnly: boolean;
  identity: string;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  includeAllVersions: boolean;
  mendoza: boolean;
}

interface Listener {
  stream: EventStream;
  opts: ListenOptions;
  /** Transactions up to this one were already sent (replayed on resume) or predate it. */
  afterSeq: number;
}

interface LiveSubscriber {
  stream: EventStream;
  includeDrafts: boolean;
}

function withoutRev(doc: Doc | null): Record<string, unknown> | null {
  if (!doc) return null;
  const { _rev: _dropped, ...rest } = doc;
  return rest;
}

const effectsCache = new WeakMap<Change, { apply: unknown[]; revert: unknown[] }>();

/**
 * Mendoza diffs between the two states, without `_rev` (the Studio strips it before applying
 * and sets `resultRev` after). One transaction is diffed once, however many listeners get it.
 */
export function effectsOf(change: Change): { apply: unknown[]; revert: unknown[] } {
  const hit = effectsCache.get(change);
  if (hit) return hit;
  const before = withoutRev(change.before);
  const after = withoutRev(change.after);
  const effects = { apply: encodeMendoza(before, after), revert: encodeMendoza(after, before) };
  effectsCache.set(change, effects);
  return effects;
}

/** One coarse sync tag per dataset: every change revalidates every cached query of it. */
export function syncTagOf(dataset: string): string {
  return `s1:${createHash('sha1').update(`lake:${dataset}`).digest('base64url').slice(0, 6)}`;
}

export function eventIdOf(tx: CommittedTransaction): string {
  return `${tx.seq}`;
}

/** A listener whose filter takes longer than this on one transaction is cut off (channelError). */
export const LISTENER_BUDGET_MS = 100;

/**
 * Fans committed transactions out to `/data/listen` and `/data/live/events` subscribers. It runs
 * right after the commit, off its path: the writer's answer never waits for listener filters,
 * however many listeners there are or whatever they ask for. Events keep commit order.
 */
export class ListenerHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly live = new Map<string, Set<LiveSubscriber>>();
  private readonly pending: CommittedTransaction[] = [];

  constructor(store: Store) {
    store.onCommit((tx) => {
      this.pending.push(tx);
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    for (const tx of this.pending.splice(0)) this.publish(tx);
  }

  /**
   * `afterSeq`: the last transaction this listener already has (its welcome or its replay). A
   * commit may still wait in `pending` for the next flush; it must not reach the listener twice.
   */
  addListener(dataset: string, stream: EventStream, opts: ListenOptions, afterSeq: number): void {
    const set = this.listeners.get(dataset) ?? new Set();
    this.listeners.set(dataset, set);
    const listener = { stream, opts, afterSeq };
    set.add(listener);
    stream.onClose(() => set.delete(listener));
  }

  addLive(dataset: string, stream: EventStream, includeDrafts: boolean): void {
    const set = this.live.get(dataset) ?? new Set();
    this.live.set(dataset, set);
    const sub = { stream, includeDrafts };
    set.add(sub);
    stream.onClose(() => set.delete(sub));
  }

  closeAll(): void {
    for (const set of [...this.listeners.values(), ...this.live.values()]) {
      for (const l of set) l.stream.close();
    }
  }

  counts(): { listeners: number; live: number } {
    let listeners = 0;
    let live = 0;
    for (const s of this.listeners.values()) listeners += s.size;
    for (const s of this.live.values()) live += s.size;
    return { listeners, live };
  }

  publish(tx: CommittedTransaction): void {
    for (const listener of this.listeners.get(tx.dataset) ?? []) {
      if (tx.seq <= listener.afterSeq) continue;
      const started = performance.now();
      const frames = mutationEvents(tx, listener.opts);
      if (performance.now() - started > LISTENER_BUDGET_MS) {
        // Its filter costs every writer this much on every commit: the listener goes, not the lake.
        listener.stream.send('channelError', {
          message: `Listener filter exceeded ${LISTENER_BUDGET_MS} ms; listen with a simpler filter`,
        });
        listener.stream.close();
        continue;
      }
      for (const frame of frames) listener.stream.send('mutation', frame.data, frame.id);
    }
    const live = this.live.get(tx.dataset);
    if (live && live.size > 0) {
      const touchesPublished = tx.changes.some((c) => !isDraftId(c.id) && !isVersionId(c.id));
      for (const sub of live) {
        if (!sub.includeDrafts && !touchesPublished) continue;
        sub.stream.send('message', { tags: [syncTagOf(tx.dataset)] }, eventIdOf(tx));
      }
    }
  }
}

/** The `mutation` events one listener gets for a transaction, in document order. */
export function mutationEvents(
  tx: CommittedTransaction,
  opts: ListenOptions,
): { id: string; data: Record<string, unknown> }[] {
  const matched: { change: Change; transition: 'appear' | 'update' | 'disappear' }[] = [];
  for (const change of tx.changes) {
    if (opts.publicOnly && !isPublicId(change.id)) continue;
    if (!opts.includeAllVersions && isVersionId(change.id)) continue;
    const before = change.before
      ? matchesFilter(opts.filter, change.before, opts.params, opts.identity)
      : false;
    const after = change.after ? matchesFilter(opts.filter, change.after, opts.params, opts.identity) : false;
    if (!before && !after) continue;
    matched.push({ change, transition: before && after ? 'update' : after ? 'appear' : 'disappear' });
  }
  return matched.map(({ change, transition }, index) => {
    const data: Record<string, unknown> = {
      eventId: `${tx.id}#${change.id}`,
      documentId: change.id,
      transactionId: tx.id,
      transition,
      identity: tx.author,
      resultRev: tx.id,
      timestamp: tx.timestamp,
      visibility: 'query',
      transactionTotalEvents: matched.length,
      transactionCurrentEvent: index + 1,
    };
    if (change.before) data.previousRev = change.before._rev;
    if (opts.includeMutations) {
      // This transaction's own mutations of the document, checked at commit to reproduce the
      // stored state exactly: the Studio replays them on its copy (previousRev → resultRev) and
      // rebases its pending edits onto them. Older log entries without them replay whole.
      data.mutations =
        change.mutations ??
        (change.after ? [{ createOrReplace: change.after }] : [{ delete: { id: change.id } }]);
    }
    if (opts.mendoza) data.effects = effectsOf(change);
    if (opts.includeResult && change.after) data.result = change.after;
    if (opts.includePreviousRevision && change.before) data.previous = change.before;
    return { id: `${tx.seq}#${index}`, data };
  });
}
