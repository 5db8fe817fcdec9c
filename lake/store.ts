import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { conflict, notFound } from './errors.ts';

export type Doc = {
  _id: string;
  _type: string;
  _rev: string;
  _createdAt: string;
  _updatedAt: string;
  [key: string]: unknown;
};

export interface Change {
  id: string;
  before: Doc | null;
  after: Doc | null;
  /** This transaction's own mutations of the document (listener events replay them). */
  mutations?: Record<string, unknown>[];
}

export interface CommittedTransaction {
  dataset: string;
  seq: number;
  id: string;
  timestamp: string;
  author: string;
  mutations: unknown[];
  changes: Change[];
}

export interface DatasetInfo {
  name: string;
  aclMode: 'public' | 'private';
  createdAt: string;
}

/**
 * One dataset held in memory as well as on disk: GROQ needs the whole document set for every
 * query, and reading 10,000 rows from SQLite per query would miss the latency bar by far.
 * `version` moves on every commit so derived views (perspectives, indexes) know when to rebuild.
 */
export class DatasetState {
  readonly docs = new Map<string, Doc>();
  version = 0;
  /** Sequence number of the last committed transaction, for resuming event streams. */
  lastSeq = 0;
  private readonly derived = new Map<string, { version: number; value: unknown }>();

  constructor(public readonly info: DatasetInfo) {}

  get name(): string {
    return this.info.name;
  }

  memo<T>(key: string, build: () => T): T {
    const hit = this.derived.get(key);
    if (hit && hit.version === this.version) return hit.value as T;
    const value = build();
    this.derived.set(key, { version: this.version, value });
    return value;
  }
}

interface RevisionRow {
  doc_id: string;
  tx_seq: number;
  rev: string;
  ts: string;
  doc: string | null;
  mutations: string | null;
}

interface TransactionRow {
  seq: number;
  id: string;
  ts: string;
  author: string;
  mutations: string;
  document_ids: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS datasets (
  name TEXT PRIMARY KEY,
  acl_mode TEXT NOT NULL DEFAULT 'public',
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS documents (
  dataset TEXT NOT NULL,
  id TEXT NOT NULL,
  doc TEXT NOT NULL,
  PRIMARY KEY (dataset, id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS transactions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  dataset TEXT NOT NULL,
  id TEXT NOT NULL,
  ts TEXT NOT NULL,
  author TEXT NOT NULL,
  mutations TEXT NOT NULL,
  document_ids TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS transactions_by_id ON transactions (dataset, id);
CREATE TABLE IF NOT EXISTS revisions (
  dataset TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  tx_seq INTEGER NOT NULL,
  rev TEXT NOT NULL,
  ts TEXT NOT NULL,
  doc TEXT,
  PRIMARY KEY (dataset, doc_id, tx_seq)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS revisions_by_rev ON revisions (dataset, rev);
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS keyvalue (
  user_id TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tokens (
  id TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  role TEXT NOT NULL,
  user_id TEXT,
  kind TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT
);
`;

type CommitListener = (tx: CommittedTransaction) => void;

export class Store {
  readonly db: DatabaseSync;
  private readonly states = new Map<string, DatasetState>();
  private readonly listeners = new Set<CommitListener>();
  private readonly stmts: {
    upsertDoc: StatementSync;
    deleteDoc: StatementSync;
    insertTx: StatementSync;
    insertRev: StatementSync;
  };

  constructor(readonly dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new DatabaseSync(join(dataDir, 'lake.sqlite'));
    // WAL with synchronous=NORMAL: a committed transaction is in the WAL file before we answer, so
    // it survives the process being killed (only a power cut could lose the last commits).
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
    this.db.exec(SCHEMA);
    // Added later: each document's own mutations per transaction, for resuming listeners.
    const revColumns = this.db.prepare('PRAGMA table_info(revisions)').all() as unknown as { name: string }[];
    if (!revColumns.some((c) => c.name === 'mutations')) {
      this.db.exec('ALTER TABLE revisions ADD COLUMN mutations TEXT');
    }
    this.stmts = {
      upsertDoc: this.db.prepare(
        'INSERT INTO documents (dataset, id, doc) VALUES (?, ?, ?) ON CONFLICT (dataset, id) DO UPDATE SET doc = excluded.doc',
      ),
      deleteDoc: this.db.prepare('DELETE FROM documents WHERE dataset = ? AND id = ?'),
      insertTx: this.db.prepare(
        'INSERT INTO transactions (dataset, id, ts, author, mutations, document_ids) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      insertRev: this.db.prepare(
        'INSERT INTO revisions (dataset, doc_id, tx_seq, rev, ts, doc, mutations) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
    };
    this.load();
  }

  private load(): void {
    const rows = this.db.prepare('SELECT name, acl_mode, created_at FROM datasets').all() as unknown as {
      name: string;
      acl_mode: string;
      created_at: string;
    }[];
    for (const row of rows) {
      const state = new DatasetState({
        name: row.name,
        aclMode: row.acl_mode === 'private' ? 'private' : 'public',
        createdAt: row.created_at,
      });
      const docs = this.db
        .prepare('SELECT doc FROM documents WHERE dataset = ?')
        .all(row.name) as unknown as { doc: string }[];
      for (const { doc } of docs) {
        const parsed = JSON.parse(doc) as Doc;
        state.docs.set(parsed._id, parsed);
      }
      const last = this.db
        .prepare('SELECT MAX(seq) AS seq FROM transactions WHERE dataset = ?')
        .get(row.name) as { seq: number | null } | undefined;
      state.lastSeq = last?.seq ?? 0;
      this.states.set(row.name, state);
    }
  }

  listDatasets(): DatasetInfo[] {
    return [...this.states.values()].map((s) => s.info);
  }

  dataset(name: string): DatasetState | undefined {
    return this.states.get(name);
  }

  requireDataset(name: string): DatasetState {
    const state = this.states.get(name);
    if (!state) throw notFound(`Dataset "${name}" not found for project ID "local"`);
    return state;
  }

  createDataset(name: string, aclMode: 'public' | 'private' = 'public'): DatasetInfo {
    const existing = this.states.get(name);
    if (existing) {
      if (existing.info.aclMode !== aclMode) {
        this.db.prepare('UPDATE datasets SET acl_mode = ? WHERE name = ?').run(aclMode, name);
        existing.info.aclMode = aclMode;
      }
      return existing.info;
    }
    const info: DatasetInfo = { name, aclMode, createdAt: new Date().toISOString() };
    this.db
      .prepare('INSERT INTO datasets (name, acl_mode, created_at) VALUES (?, ?, ?)')
      .run(name, aclMode, info.createdAt);
    this.states.set(name, new DatasetState(info));
    return info;
  }

  deleteDataset(name: string): boolean {
    if (!this.states.has(name)) return false;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      for (const table of ['documents', 'transactions', 'revisions']) {
        this.db.prepare(`DELETE FROM ${table} WHERE dataset = ?`).run(name);
      }
      this.db.prepare('DELETE FROM datasets WHERE name = ?').run(name);
      this.db.exec('COMMIT');
    } catch (err) {
      this.db.exec('ROLLBACK');
      throw err;
    }
    this.states.delete(name);
    return true;
  }

  hasTransaction(dataset: string, id: string): boolean {
    return (
      this.db.prepare('SELECT 1 AS x FROM transactions WHERE dataset = ? AND id = ?').get(dataset, id) !==
      undefined
    );
  }

  onCommit(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Writes one transaction atomically: documents, the transaction log entry and a snapshot per
   * touched document (the history endpoints read those). Memory is updated only after SQLite
   * committed, so a failed write leaves both in the old state.
   */
  commit(
    dataset: string,
    tx: { id: string; author: string; timestamp: string; mutations: unknown[]; changes: Change[] },
  ): CommittedTransaction {
    const state = this.requireDataset(dataset);
    if (this.hasTransaction(dataset, tx.id)) {
      throw conflict(`Transaction ID "${tx.id}" has already been used`);
    }
    const ids = tx.changes.map((c) => c.id);
    let seq = 0;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const info = this.stmts.insertTx.run(
        dataset,
        tx.id,
        tx.timestamp,
        tx.author,
        JSON.stringify(tx.mutations),
        JSON.stringify(ids),
      );
      seq = Number(info.lastInsertRowid);
      for (const change of tx.changes) {
        const muts = change.mutations ? JSON.stringify(change.mutations) : null;
        if (change.after) {
          const json = JSON.stringify(change.after);
          this.stmts.upsertDoc.run(dataset, change.id, json);
          this.stmts.insertRev.run(dataset, change.id, seq, tx.id, tx.timestamp, json, muts);
        } else {
          this.stmts.deleteDoc.run(dataset, change.id);
          this.stmts.insertRev.run(dataset, change.id, seq, tx.id, tx.timestamp, null, muts);
        }
      }
      this.db.exec('COMMIT');
    } catch (err) {
      this.db.exec('ROLLBACK');
      throw err;
    }
    for (const change of tx.changes) {
      if (change.after) state.docs.set(change.id, change.after);
      else state.docs.delete(change.id);
    }
    state.version++;
    state.lastSeq = seq;
    const committed: CommittedTransaction = { dataset, seq, ...tx };
    for (const listener of this.listeners) {
      try {
        listener(committed);
      } catch (err) {
        // A broken subscriber must not turn an acknowledged write into an error.
        console.error('lake: commit listener failed', err);
      }
    }
    return committed;
  }

  /** Snapshots of documents at a revision, at a time, or the last one that existed. */
  documentsAt(
    dataset: string,
    ids: string[],
    at: { revision?: string; time?: string; lastRevision?: boolean },
  ): Doc[] {
    const out: Doc[] = [];
    for (const id of ids) {
      let row: RevisionRow | undefined;
      if (at.revision) {
        row = this.db
          .prepare('SELECT * FROM revisions WHERE dataset = ? AND doc_id = ? AND rev = ?')
          .get(dataset, id, at.revision) as RevisionRow | undefined;
        if (!row) {
          // The revision may belong to another document of the pair (draft vs published): the
          // state of this one at that moment is its latest snapshot up to that transaction.
          const tx = this.db
            .prepare('SELECT seq FROM transactions WHERE dataset = ? AND id = ?')
            .get(dataset, at.revision) as { seq: number } | undefined;
          if (tx) {
            row = this.db
              .prepare(
                'SELECT * FROM revisions WHERE dataset = ? AND doc_id = ? AND tx_seq <= ? ORDER BY tx_seq DESC LIMIT 1',
              )
              .get(dataset, id, tx.seq) as RevisionRow | undefined;
          }
        }
      } else if (at.lastRevision) {
        row = this.db
          .prepare(
            'SELECT * FROM revisions WHERE dataset = ? AND doc_id = ? AND doc IS NOT NULL ORDER BY tx_seq DESC LIMIT 1',
          )
          .get(dataset, id) as RevisionRow | undefined;
      } else {
        row = this.db
          .prepare(
            'SELECT * FROM revisions WHERE dataset = ? AND doc_id = ? AND ts <= ? ORDER BY tx_seq DESC LIMIT 1',
          )
          .get(dataset, id, at.time ?? new Date().toISOString()) as RevisionRow | undefined;
      }
      if (row?.doc) out.push(JSON.parse(row.doc) as Doc);
    }
    return out;
  }

  /** Transactions touching any of `ids`, with the before/after of each touched document. */
  transactionsOf(
    dataset: string,
    ids: string[],
    opts: {
      reverse: boolean;
      limit: number;
      fromTransaction?: string;
      toTransaction?: string;
      fromTime?: string;
      toTime?: string;
    },
  ): { tx: TransactionRow; effects: Map<string, { before: Doc | null; after: Doc | null }> }[] {
    if (ids.length === 0) return [];
    const seqOf = (txId: string | undefined): number | undefined => {
      if (!txId) return undefined;
      const row = this.db
        .prepare('SELECT seq FROM transactions WHERE dataset = ? AND id = ?')
        .get(dataset, txId) as { seq: number } | undefined;
      return row?.seq ?? -1;
    };
    const conditions = ['r.dataset = ?', `r.doc_id IN (${ids.map(() => '?').join(',')})`];
    const args: (string | number)[] = [dataset, ...ids];
    const fromSeq = seqOf(opts.fromTransaction);
    const toSeq = seqOf(opts.toTransaction);
    if (fromSeq !== undefined) {
      conditions.push('r.tx_seq >= ?');
      args.push(fromSeq);
    }
    if (toSeq !== undefined) {
      // Reading backwards, "to" is the newest transaction to include.
      conditions.push(opts.reverse ? 'r.tx_seq <= ?' : 'r.tx_seq <= ?');
      args.push(toSeq);
    }
    if (opts.fromTime) {
      conditions.push('r.ts >= ?');
      args.push(opts.fromTime);
    }
    if (opts.toTime) {
      conditions.push('r.ts <= ?');
      args.push(opts.toTime);
    }
    const seqs = this.db
      .prepare(
        `SELECT DISTINCT r.tx_seq AS seq FROM revisions r WHERE ${conditions.join(' AND ')} ORDER BY r.tx_seq ${opts.reverse ? 'DESC' : 'ASC'} LIMIT ?`,
      )
      .all(...args, opts.limit) as unknown as { seq: number }[];
    const txStmt = this.db.prepare('SELECT * FROM transactions WHERE seq = ?');
    const revStmt = this.db.prepare(
      `SELECT * FROM revisions WHERE dataset = ? AND tx_seq = ? AND doc_id IN (${ids.map(() => '?').join(',')})`,
    );
    const prevStmt = this.db.prepare(
      'SELECT doc FROM revisions WHERE dataset = ? AND doc_id = ? AND tx_seq < ? ORDER BY tx_seq DESC LIMIT 1',
    );
    return seqs.map(({ seq }) => {
      const tx = txStmt.get(seq) as unknown as TransactionRow;
      const effects = new Map<string, { before: Doc | null; after: Doc | null }>();
      for (const rev of revStmt.all(dataset, seq, ...ids) as unknown as RevisionRow[]) {
        const prev = prevStmt.get(dataset, rev.doc_id, seq) as { doc: string | null } | undefined;
        effects.set(rev.doc_id, {
          before: prev?.doc ? (JSON.parse(prev.doc) as Doc) : null,
          after: rev.doc ? (JSON.parse(rev.doc) as Doc) : null,
        });
      }
      return { tx, effects };
    });
  }

  /** Transactions after `seq`, rebuilt from the log, to replay to a resuming listener. */
  transactionsSince(dataset: string, seq: number, limit: number): CommittedTransaction[] {
    const rows = this.db
      .prepare('SELECT * FROM transactions WHERE dataset = ? AND seq > ? ORDER BY seq LIMIT ?')
      .all(dataset, seq, limit) as unknown as TransactionRow[];
    const revStmt = this.db.prepare('SELECT * FROM revisions WHERE dataset = ? AND tx_seq = ?');
    const prevStmt = this.db.prepare(
      'SELECT doc FROM revisions WHERE dataset = ? AND doc_id = ? AND tx_seq < ? ORDER BY tx_seq DESC LIMIT 1',
    );
    return rows.map((row) => {
      const changes: Change[] = [];
      for (const rev of revStmt.all(dataset, row.seq) as unknown as RevisionRow[]) {
        const prev = prevStmt.get(dataset, rev.doc_id, row.seq) as { doc: string | null } | undefined;
        changes.push({
          id: rev.doc_id,
          before: prev?.doc ? (JSON.parse(prev.doc) as Doc) : null,
          after: rev.doc ? (JSON.parse(rev.doc) as Doc) : null,
          ...(rev.mutations ? { mutations: JSON.parse(rev.mutations) as Record<string, unknown>[] } : {}),
        });
      }
      return {
        dataset,
        seq: row.seq,
        id: row.id,
        timestamp: row.ts,
        author: row.author,
        mutations: JSON.parse(row.mutations) as unknown[],
        changes,
      };
    });
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
