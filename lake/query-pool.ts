import { Worker } from 'node:worker_threads';
import { LakeError } from './errors.ts';
import type { Perspective } from './groq.ts';
import type { WorkerMessage, WorkerReply } from './query-worker.ts';
import type { DatasetState, Store } from './store.ts';

export interface QueryJob {
  dataset: string;
  state: DatasetState;
  query: string;
  params: Record<string, unknown>;
  perspective: Perspective;
  publicOnly: boolean;
  identity: string;
  projectId: string;
}

interface Pending {
  job: QueryJob;
  resolve: (value: { result: unknown; ms: number }) => void;
  reject: (err: unknown) => void;
}

interface Slot {
  worker: Worker;
  /** Which dataset copies the worker holds: the state object and its version when last sent. */
  synced: Map<string, { state: DatasetState; version: number }>;
  busy: (Pending & { id: number; timer: NodeJS.Timeout }) | undefined;
  dead: boolean;
}

const ENTRY = new URL('./query-worker.mjs', import.meta.url);
/** Queries waiting for a worker; beyond this the lake is saturated and says so. */
const MAX_QUEUE = 256;
/** A worker's heap: a query that needs more is stopped like one that runs too long. */
const WORKER_HEAP_MB = 512;

export const queryTimeout = (ms: number) =>
  new LakeError(
    408,
    'queryTimeout',
    `Query timed out: it ran longer than the lake's budget of ${ms} ms. Narrow the filter or the parameters.`,
  );

/**
 * Evaluates queries in worker threads, each stopped (terminated) when its query exceeds the time
 * budget or its memory, so no query can hold up the event loop that serves every other request.
 */
export class QueryPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(
    store: Store,
    private readonly size: number,
    private readonly timeoutMs: number,
  ) {
    // Each commit's changes go to every worker holding that dataset, in commit order.
    this.unsubscribe = store.onCommit((tx) => {
      const state = store.dataset(tx.dataset);
      for (const slot of this.slots) {
        const entry = slot.synced.get(tx.dataset);
        if (!entry) continue;
        if (state && entry.state === state && entry.version === state.version - 1) {
          this.post(slot, {
            type: 'apply',
            dataset: tx.dataset,
            changes: tx.changes.map((c) => ({ id: c.id, after: c.after })),
          });
          entry.version = state.version;
        } else {
          slot.synced.delete(tx.dataset);
        }
      }
    });
  }

  run(job: QueryJob): Promise<{ result: unknown; ms: number }> {
    if (this.closed) return Promise.reject(new LakeError(503, 'unavailable', 'The lake is shutting down'));
    if (this.queue.length >= MAX_QUEUE)
      return Promise.reject(
        new LakeError(429, 'tooManyRequests', 'Too many queries waiting: try again shortly'),
      );
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    for (const pending of this.queue.splice(0))
      pending.reject(new LakeError(503, 'unavailable', 'The lake is shutting down'));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.busy) {
          clearTimeout(slot.busy.timer);
          slot.busy.reject(new LakeError(503, 'unavailable', 'The lake is shutting down'));
        }
        slot.dead = true;
        return slot.worker.terminate();
      }),
    );
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy && !s.dead);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const pending = this.queue.shift() as Pending;
      this.dispatch(slot, pending);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(ENTRY, {
      // Not the parent's loader flags: the entry registers its own TypeScript loader.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    // An idle worker does not keep the process alive.
    worker.unref();
    const slot: Slot = { worker, synced: new Map(), busy: undefined, dead: false };
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.on('error', (err: Error & { code?: string }) => {
      const outOfMemory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.retire(
        slot,
        outOfMemory
          ? new LakeError(
              400,
              'queryMemoryLimit',
              `Query needs more than the lake's budget of ${WORKER_HEAP_MB} MB`,
            )
          : new LakeError(500, 'internalError', `Query worker failed: ${err.message}`),
      );
    });
    worker.on('exit', () => this.retire(slot, new LakeError(500, 'internalError', 'Query worker stopped')));
    this.slots.push(slot);
    return slot;
  }

  private dispatch(slot: Slot, pending: Pending): void {
    const { job } = pending;
    const entry = slot.synced.get(job.dataset);
    if (!entry || entry.state !== job.state || entry.version !== job.state.version) {
      this.post(slot, { type: 'load', dataset: job.dataset, docs: [...job.state.docs.values()] });
      slot.synced.set(job.dataset, { state: job.state, version: job.state.version });
    }
    const id = this.nextId++;
    // The budget runs from the moment the worker has the query, not while it waited in line.
    const timer = setTimeout(() => this.retire(slot, queryTimeout(this.timeoutMs)), this.timeoutMs);
    slot.busy = { ...pending, id, timer };
    slot.worker.ref();
    this.post(slot, {
      type: 'query',
      id,
      dataset: job.dataset,
      query: job.query,
      params: job.params,
      perspective: job.perspective,
      publicOnly: job.publicOnly,
      identity: job.identity,
      projectId: job.projectId,
    });
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    const busy = slot.busy;
    if (!busy || busy.id !== reply.id) return;
    clearTimeout(busy.timer);
    slot.busy = undefined;
    slot.worker.unref();
    if (reply.type === 'result') busy.resolve({ result: reply.result, ms: reply.ms });
    else busy.reject(new LakeError(reply.status, reply.errorType, reply.description, reply.extra));
    this.pump();
  }

  /** Stops a worker (over budget, crashed or exited) and fails the query it was running. */
  private retire(slot: Slot, err: LakeError): void {
    if (slot.dead) return;
    slot.dead = true;
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    if (slot.busy) {
      clearTimeout(slot.busy.timer);
      slot.busy.reject(err);
      slot.busy = undefined;
    }
    void slot.worker.terminate();
    if (!this.closed) this.pump();
  }

  private post(slot: Slot, msg: WorkerMessage): void {
    slot.worker.postMessage(msg);
  }
}
