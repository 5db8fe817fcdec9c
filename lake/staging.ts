import type { Change, DatasetState, Doc } from './store.ts';

/**
 * The working copy of one transaction: mutations and actions read and write here, and only a
 * successful end of the whole transaction reaches the store (all or nothing, as Sanity does).
 */
export class Staging {
  private readonly changes = new Map<string, Change>();

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

  put(id: string, after: Doc | null): void {
    const change = this.changes.get(id);
    if (change) change.after = after;
    else this.changes.set(id, { id, before: this.ds.docs.get(id) ?? null, after });
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
    return [...this.changes.values()].filter((c) => c.before !== null || c.after !== null);
  }

  /** Stamps revision and update time on every written document (the transaction id is the rev). */
  finalize(): Change[] {
    const out = this.result();
    for (const change of out) {
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
    }
    return out;
  }
}
