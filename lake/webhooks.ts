import { createHash, createHmac } from 'node:crypto';
import { type ExprNode, evaluate, parse } from 'groq-js';
import { isDraftId, isVersionId } from './ids.ts';
import type { Change, CommittedTransaction, Doc, Store } from './store.ts';

/**
 * A GROQ-powered webhook, configured like one on sanity.io/manage: which documents (filter), what
 * is sent (projection), where, on which operations, and the secret that signs each request.
 */
export interface WebhookConfig {
  /** Names the webhook in the delivery log; its cursor is kept under this name. */
  name: string;
  url: string;
  /** Defaults to the lake's default dataset. */
  dataset?: string;
  /** A GROQ filter such as `_type == "location"`; empty matches every document. */
  filter?: string;
  /** A GROQ projection such as `{_id, title}`; empty sends the whole document. */
  projection?: string;
  on?: ('create' | 'update' | 'delete')[];
  /** Signs each request with the `sanity-webhook-signature` header (verified with `@sanity/webhook`). */
  secret?: string;
  includeDrafts?: boolean;
  httpMethod?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
}

export interface DeliveryOptions {
  /** First retry after this long; each later one waits twice as long (with ±20 % jitter). */
  retryBaseMs: number;
  /** Longest wait between two attempts. */
  retryMaxMs: number;
  /** Attempts before a delivery is given up (the default spans about half an hour, like Sanity's). */
  maxAttempts: number;
  timeoutMs: number;
  /** Finished deliveries (delivered or given up) older than this leave the log. */
  logRetentionMs: number;
  projectId: string;
  quiet: boolean;
}

export const DEFAULT_DELIVERY: Omit<DeliveryOptions, 'projectId' | 'quiet'> = {
  retryBaseMs: 1_000,
  retryMaxMs: 10 * 60_000,
  maxAttempts: 12,
  timeoutMs: 30_000,
  logRetentionMs: 30 * 24 * 3_600_000,
};

/** How often, at most, finished deliveries past their retention are deleted. */
const PRUNE_EVERY_MS = 3_600_000;

type Operation = 'create' | 'update' | 'delete';

export interface DeliveryRow {
  id: number;
  webhook: string;
  tx_seq: number;
  transaction_id: string;
  transaction_time: string;
  document_id: string;
  operation: Operation;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: number;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

// The delivery log lives in the lake's own SQLite file, beside the transactions it comes from: a
// cursor per webhook (the last transaction turned into deliveries) and every delivery with its
// attempts. Both survive a restart, so nothing committed is ever skipped.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhook_cursors (
  webhook TEXT PRIMARY KEY,
  dataset TEXT NOT NULL,
  seq INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  webhook TEXT NOT NULL,
  tx_seq INTEGER NOT NULL,
  transaction_id TEXT NOT NULL,
  transaction_time TEXT NOT NULL,
  document_id TEXT NOT NULL,
  operation TEXT NOT NULL,
  body TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_status INTEGER,
  last_error TEXT,
  created_at TEXT NOT NULL,
  delivered_at TEXT
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_pending ON webhook_deliveries (webhook, status, id);
`;

/** `t=<ms>,v1=<base64url HMAC-SHA256 of "<ms>.<body>">`, the header hosted Sanity sends. */
export function signatureHeader(body: string, secret: string, timestamp = Date.now()): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url');
  return `t=${timestamp},v1=${mac}`;
}

function operationOf(change: Change): Operation | null {
  if (!change.before && change.after) return 'create';
  if (change.before && change.after) return 'update';
  if (change.before && !change.after) return 'delete';
  return null;
}

interface Compiled {
  config: Required<Pick<WebhookConfig, 'name' | 'url' | 'dataset' | 'on'>> & WebhookConfig;
  query: ExprNode;
}

/**
 * Turns committed transactions into webhook deliveries and delivers them: in commit order, one at
 * a time per webhook (a later change never overtakes an earlier one), retrying failures with
 * exponential backoff. The filter and projection run on the transaction's own versions of the
 * document (the one before it for a delete), with `before()`, `after()` and `delta::operation()`.
 */
export class WebhookDelivery {
  private readonly hooks: Compiled[];
  private readonly options: DeliveryOptions;
  private pumping: Promise<void> | null = null;
  private pumpAgain = false;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly sending = new Set<string>();
  private closed = false;
  private readonly unsubscribe: () => void;
  private readonly inflight = new Set<AbortController>();
  private prunedAt = 0;

  constructor(
    private readonly store: Store,
    configs: WebhookConfig[],
    defaultDataset: string,
    options: Partial<DeliveryOptions> & { projectId: string },
  ) {
    this.options = { ...DEFAULT_DELIVERY, quiet: false, ...options };
    store.db.exec(SCHEMA);
    const names = new Set<string>();
    this.hooks = configs.map((config) => {
      if (names.has(config.name)) throw new Error(`Two webhooks are named "${config.name}"`);
      names.add(config.name);
      const filter = config.filter?.trim() || 'true';
      const projection = config.projection?.trim() ?? '';
      let query: ExprNode;
      try {
        query = parse(`*[${filter}]${projection}`, { mode: 'delta' });
      } catch (error) {
        throw new Error(`Webhook "${config.name}": invalid filter or projection: ${String(error)}`);
      }
      return {
        config: {
          ...config,
          dataset: config.dataset ?? defaultDataset,
          on: config.on ?? ['create', 'update', 'delete'],
        },
        query,
      };
    });
    const now = Date.now();
    for (const { config } of this.hooks) {
      // A new webhook starts at the present, like one created on sanity.io/manage.
      const state = store.dataset(config.dataset);
      store.db
        .prepare(
          'INSERT INTO webhook_cursors (webhook, dataset, seq) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
        )
        .run(config.name, config.dataset, state?.lastSeq ?? 0);
      // A restart is a retry: pending deliveries go out now instead of waiting out their backoff.
      store.db
        .prepare("UPDATE webhook_deliveries SET next_attempt_at = ? WHERE webhook = ? AND status = 'pending'")
        .run(now, config.name);
    }
    this.prune();
    this.unsubscribe = store.onCommit(() => this.kick());
    if (this.hooks.length > 0) this.kick();
  }

  /** Catches up with the transaction log, then sends what is due. */
  kick(): void {
    if (this.closed || this.hooks.length === 0) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = (async () => {
      do {
        this.pumpAgain = false;
        for (const hook of this.hooks) await this.enqueue(hook);
      } while (this.pumpAgain && !this.closed);
    })()
      .catch((error: unknown) => console.error('lake: webhook queue failed', error))
      .finally(() => {
        this.pumping = null;
        for (const hook of this.hooks) void this.send(hook.config.name);
      });
  }

  private cursor(name: string): number {
    const row = this.store.db.prepare('SELECT seq FROM webhook_cursors WHERE webhook = ?').get(name) as
      | { seq: number }
      | undefined;
    return row?.seq ?? 0;
  }

  private async enqueue(hook: Compiled): Promise<void> {
    const { config } = hook;
    if (!this.store.dataset(config.dataset)) return;
    let added = 0;
    for (;;) {
      const from = this.cursor(config.name);
      const txs = this.store.transactionsSince(config.dataset, from, 100);
      if (txs.length === 0 || this.closed) break;
      for (const tx of txs) {
        const rows = await this.deliveriesOf(hook, tx);
        // Deliveries and the cursor move together: a crash in between replays the transaction.
        const db = this.store.db;
        db.exec('BEGIN IMMEDIATE');
        try {
          const insert = db.prepare(
            `INSERT INTO webhook_deliveries (webhook, tx_seq, transaction_id, transaction_time, document_id,
               operation, body, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          );
          for (const row of rows) {
            insert.run(
              config.name,
              tx.seq,
              tx.id,
              tx.timestamp,
              row.documentId,
              row.operation,
              row.body,
              Date.now(),
              new Date().toISOString(),
            );
          }
          db.prepare('UPDATE webhook_cursors SET seq = ? WHERE webhook = ?').run(tx.seq, config.name);
          db.exec('COMMIT');
          added += rows.length;
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      }
    }
    // Deliveries go out in order, so one waiting out a long backoff would hold a fresh publish
    // back for minutes once the receiver is up again: a new event retries the queue at once.
    if (added > 0 && !this.closed) {
      this.store.db
        .prepare(
          "UPDATE webhook_deliveries SET next_attempt_at = ? WHERE webhook = ? AND status = 'pending' AND next_attempt_at > ?",
        )
        .run(Date.now(), config.name, Date.now());
    }
  }

  private async deliveriesOf(
    hook: Compiled,
    tx: CommittedTransaction,
  ): Promise<{ documentId: string; operation: Operation; body: string }[]> {
    const out: { documentId: string; operation: Operation; body: string }[] = [];
    for (const change of tx.changes) {
      if (isVersionId(change.id)) continue;
      if (isDraftId(change.id) && !hook.config.includeDrafts) continue;
      const operation = operationOf(change);
      if (!operation || !hook.config.on.includes(operation)) continue;
      // A delete is described by the document as it was; everything else by its new version.
      const subject = (operation === 'delete' ? change.before : change.after) as Doc;
      try {
        const result = await evaluate(hook.query, {
          dataset: [subject],
          before: change.before ?? undefined,
          after: change.after ?? undefined,
          params: {},
          sanity: { projectId: this.options.projectId, dataset: hook.config.dataset },
        });
        const matched = (await result.get()) as unknown[];
        if (!Array.isArray(matched) || matched.length === 0) continue;
        out.push({ documentId: change.id, operation, body: JSON.stringify(matched[0] ?? null) });
      } catch (error) {
        console.error(`lake: webhook "${hook.config.name}" could not evaluate ${change.id}`, error);
      }
    }
    return out;
  }

  private schedule(name: string, at: number): void {
    if (this.closed) return;
    clearTimeout(this.timers.get(name));
    const timer = setTimeout(() => void this.send(name), Math.max(0, at - Date.now()));
    timer.unref();
    this.timers.set(name, timer);
  }

  /** Sends the webhook's due deliveries one after the other, oldest first. */
  private async send(name: string): Promise<void> {
    if (this.closed || this.sending.has(name)) return;
    const hook = this.hooks.find((h) => h.config.name === name);
    if (!hook) return;
    this.sending.add(name);
    try {
      for (;;) {
        if (this.closed) return;
        const next = this.store.db
          .prepare(
            "SELECT * FROM webhook_deliveries WHERE webhook = ? AND status = 'pending' ORDER BY id LIMIT 1",
          )
          .get(name) as DeliveryRow | undefined;
        if (!next) return;
        if (next.next_attempt_at > Date.now()) {
          this.schedule(name, next.next_attempt_at);
          return;
        }
        await this.attempt(hook.config, next);
      }
    } finally {
      this.sending.delete(name);
    }
  }

  private async attempt(config: Compiled['config'], row: DeliveryRow): Promise<void> {
    const headers: Record<string, string> = {
      ...config.headers,
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Sanity.io webhook delivery (local lake)',
      'sanity-project-id': this.options.projectId,
      'sanity-dataset': config.dataset,
      'sanity-document-id': row.document_id,
      'sanity-transaction-id': row.transaction_id,
      'sanity-transaction-time': row.transaction_time,
      'sanity-operation': row.operation,
      'sanity-webhook-id': config.name,
      // The same key on every attempt of one delivery: receivers can drop repeats.
      'idempotency-key': createHash('sha256')
        .update(`${config.name}:${row.transaction_id}:${row.document_id}`)
        .digest('hex'),
    };
    if (config.secret) headers['sanity-webhook-signature'] = signatureHeader(row.body, config.secret);
    const controller = new AbortController();
    this.inflight.add(controller);
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(config.url, {
        method: config.httpMethod ?? 'POST',
        headers,
        body: row.body,
        signal: controller.signal,
      });
      status = response.status;
      if (!response.ok) error = (await response.text().catch(() => '')).slice(0, 500) || response.statusText;
      else await response.arrayBuffer().catch(() => undefined);
    } catch (err) {
      error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    } finally {
      clearTimeout(timer);
      this.inflight.delete(controller);
    }
    // Stopped meanwhile: it stays pending and goes again on the next start (receivers are idempotent).
    if (this.closed) return;
    const attempts = row.attempts + 1;
    const db = this.store.db;
    if (status !== null && status >= 200 && status < 300) {
      db.prepare(
        "UPDATE webhook_deliveries SET status = 'delivered', attempts = ?, last_status = ?, last_error = NULL, delivered_at = ? WHERE id = ?",
      ).run(attempts, status, new Date().toISOString(), row.id);
      this.prune();
      return;
    }
    // A receiver that answers 4xx (other than a timeout or rate limit) refuses this payload; the
    // same bytes will be refused again, so it is not retried (the log keeps the reason).
    const retryable = status === null || status === 408 || status === 429 || status >= 500;
    if (!retryable || attempts >= this.options.maxAttempts) {
      db.prepare(
        "UPDATE webhook_deliveries SET status = 'failed', attempts = ?, last_status = ?, last_error = ? WHERE id = ?",
      ).run(attempts, status, error, row.id);
      this.prune();
      if (!this.options.quiet)
        console.error(
          `lake: webhook "${config.name}" gave up on ${row.document_id} after ${attempts} attempt(s): ${status ?? ''} ${error ?? ''}`,
        );
      return;
    }
    const wait = Math.min(this.options.retryMaxMs, this.options.retryBaseMs * 2 ** (attempts - 1));
    const jittered = Math.round(wait * (0.8 + Math.random() * 0.4));
    db.prepare(
      'UPDATE webhook_deliveries SET attempts = ?, last_status = ?, last_error = ?, next_attempt_at = ? WHERE id = ?',
    ).run(attempts, status, error, Date.now() + jittered, row.id);
  }

  /**
   * Deletes finished deliveries past the retention, at most once an hour (called as deliveries
   * finish): a busy lake's log would otherwise grow with every publish. Pending ones always stay.
   */
  prune(now = Date.now()): number {
    if (now - this.prunedAt < PRUNE_EVERY_MS) return 0;
    this.prunedAt = now;
    const cutoff = new Date(now - this.options.logRetentionMs).toISOString();
    const result = this.store.db
      .prepare("DELETE FROM webhook_deliveries WHERE status != 'pending' AND created_at < ?")
      .run(cutoff);
    return Number(result.changes);
  }

  /** The delivery log, newest first (operators and tests read it). */
  log(limit = 100): DeliveryRow[] {
    return this.store.db
      .prepare('SELECT * FROM webhook_deliveries ORDER BY id DESC LIMIT ?')
      .all(limit) as unknown as DeliveryRow[];
  }

  /** Resolves once nothing is queued or being sent (tests). */
  async idle(): Promise<void> {
    while (this.pumping) await this.pumping;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    for (const timer of this.timers.values()) clearTimeout(timer);
    for (const controller of this.inflight) controller.abort();
    while (this.pumping) await this.pumping.catch(() => undefined);
  }
}
