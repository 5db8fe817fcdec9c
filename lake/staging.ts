import { Mutation } from '@sanity/mutator';
import { deepEqual } from './mendoza.ts';
import type { Change, DatasetState, Doc } from './store.ts';

/** One step of a transaction on one document, as a Sanity mutation (`{patch: …}`, `{delete: …}`). */
export type DocMutation = Record<string, unknown>;

interface StagedChange extends Change {
  /** What this transaction did to the document, step by step, in the listener's format. */
  steps: DocMutation[];
}

/**
 * The working copy of one transaction: mutations and actions read and write here, and only a
 * successful end of the whole transaction reaches the store (all or nothing, as Sanity does).
 */
export class Staging {
  private readonly changes = new Map<string, StagedChange>();

  constructor(
    readonly ds: DatasetState,
    readonly transactionId: string,
    readonly timestamp: string,
  ) {}

  get(id: string): Doc | null {
    const change = this.changes.get(id);
    if (change) return change.after;
    return this.ds.docs.get(id) ?? null;
  }

  /**
   * Sets the document's state in this transaction. `step` says how, as the mutation a listener
   * replays (a patch as submitted, so a co-editor's Studio can rebase onto it); without one the
   * step is the whole new state (`createOrReplace`) or a `delete`.
   */
  put(id: string, after: Doc | null, step?: DocMutation | DocMutation[]): void {
    const steps = step
      ? Array.isArray(step)
        ? step
        : [step]
      : [after ? { createOrReplace: after } : { delete: { id } }];
    const change = this.changes.get(id);
    if (change) {
      change.after = after;
      change.steps.push(...steps);
    } else this.changes.set(id, { id, before: this.ds.docs.get(id) ?? null, after, steps: [...steps] });
  }

  /** Every document as this transaction currently sees it, for mutations that select by query. */
  currentDocs(): Doc[] {
    if (this.changes.size === 0) return [...this.ds.docs.values()];
    const out: Doc[] = [];
    for (const [id, doc] of this.ds.docs) {
      if (!this.changes.has(id)) out.push(doc);
    }
    for (const change of this.changes.values()) if (change.after) out.push(change.after);
    return out;
  }

  /** Documents whose state differs from the store; a create followed by a delete vanishes. */
  result(): Change[] {
    return [...this.changes.values()]
      .filter((c) => c.before !== null || c.after !== null)
      .map(({ id, before, after }) => ({ id, before, after }));
  }

  /** Stamps revision and update time on every written document (the transaction id is the rev). */
  finalize(): Change[] {
    const out: Change[] = [];
    for (const staged of this.changes.values()) {
      if (staged.before === null && staged.after === null) continue;
      const change: Change = { id: staged.id, before: staged.before, after: staged.after };
      if (change.after) {
        change.after = {
          ...change.after,
          _rev: this.transactionId,
          _updatedAt: this.timestamp,
          _createdAt:
            typeof change.after._createdAt === 'string' && change.after._createdAt
              ? change.after._createdAt
              : (change.before?._createdAt ?? this.timestamp),
        };
      }
      change.mutations = this.replayable(change, staged.steps);
      out.push(change);
    }
    return out;
  }

  /**
   * The steps if replaying them on `before` the way the Studio does (@sanity/mutator, with this
   * transaction's id and time) gives exactly `after`; else the whole new state, which always does.
   * A listener that replays a wrong mutation would diverge silently, so nothing unverified goes out.
   */
  private replayable(change: Change, steps: DocMutation[]): DocMutation[] {
    const whole = change.after ? [{ createOrReplace: change.after }] : [{ delete: { id: change.id } }];
    // A single whole-document write (imports, createOrReplace, deletes) needs no replay check.
    const only = steps.length === 1 ? steps[0] : undefined;
    if (only && ('createOrReplace' in only || 'delete' in only)) return whole;
    try {
      const replayed = new Mutation({
        mutations: structuredClone(steps) as never,
        previousRev: change.before?._rev,
        resultRev: this.transactionId,
        transactionId: this.transactionId,
        timestamp: this.timestamp,
      }).apply(change.before ? structuredClone(change.before) : null);
      return deepEqual(replayed ?? null, change.after) ? steps : whole;
    } catch {
      return whole;
    }
  }
}
