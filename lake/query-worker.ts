// A worker thread that evaluates GROQ queries over its own copy of the datasets. The main thread
// keeps the copy current (a snapshot, then each commit's changes) and stops the worker when a
// query runs over its budget: a pathological query costs one worker, never the event loop.
import { parentPort } from 'node:worker_threads';
import { LakeError } from './errors.ts';
import { type Perspective, parseGroq, runQuery, type ViewSource, viewOf } from './groq.ts';
import type { Doc } from './store.ts';

export type WorkerMessage =
  | { type: 'load'; dataset: string; docs: Doc[] }
  | { type: 'apply'; dataset: string; changes: { id: string; after: Doc | null }[] }
  | { type: 'drop'; dataset: string }
  | {
      type: 'query';
      id: number;
      dataset: string;
      query: string;
      params: Record<string, unknown>;
      perspective: Perspective;
      publicOnly: boolean;
      identity: string;
      projectId: string;
    };

export type WorkerReply =
  | { type: 'result'; id: number; result: unknown; ms: number }
  | {
      type: 'error';
      id: number;
      status: number;
      errorType: string;
      description: string;
      extra: Record<string, unknown>;
    };

/** The worker's copy of one dataset, with the same per-version memo as DatasetState. */
class Mirror implements ViewSource {
  readonly docs = new Map<string, Doc>();
  private version = 0;
  private readonly derived = new Map<string, { version: number; value: unknown }>();

  memo<T>(key: string, build: () => T): T {
    const hit = this.derived.get(key);
    if (hit && hit.version === this.version) return hit.value as T;
    const value = build();
    this.derived.set(key, { version: this.version, value });
    return value;
  }

  touch(): void {
    this.version++;
  }
}

const mirrors = new Map<string, Mirror>();

async function answer(msg: Extract<WorkerMessage, { type: 'query' }>): Promise<WorkerReply> {
  try {
    const mirror = mirrors.get(msg.dataset);
    if (!mirror) throw new LakeError(404, 'httpNotFound', `Dataset "${msg.dataset}" not found`);
    const tree = parseGroq(msg.query, msg.params);
    const view = viewOf(mirror, msg.perspective, msg.publicOnly);
    const outcome = await runQuery(view, tree, msg.params, {
      identity: msg.identity,
      projectId: msg.projectId,
      dataset: msg.dataset,
    });
    return { type: 'result', id: msg.id, result: outcome.result, ms: outcome.ms };
  } catch (err) {
    if (err instanceof LakeError)
      return {
        type: 'error',
        id: msg.id,
        status: err.status,
        errorType: err.type,
        description: err.message,
        extra: err.extra,
      };
    // Deep recursion in the evaluator (a parameter nested thousands of levels) is the query's fault.
    const description = err instanceof Error ? err.message : 'Query evaluation failed';
    return { type: 'error', id: msg.id, status: 400, errorType: 'queryError', description, extra: {} };
  }
}

parentPort?.on('message', (msg: WorkerMessage) => {
  if (msg.type === 'load') {
    const mirror = new Mirror();
    for (const doc of msg.docs) mirror.docs.set(doc._id, doc);
    mirrors.set(msg.dataset, mirror);
  } else if (msg.type === 'apply') {
    const mirror = mirrors.get(msg.dataset);
    if (!mirror) return;
    for (const change of msg.changes) {
      if (change.after) mirror.docs.set(change.id, change.after);
      else mirror.docs.delete(change.id);
    }
    mirror.touch();
  } else if (msg.type === 'drop') {
    mirrors.delete(msg.dataset);
  } else if (msg.type === 'query') {
    void answer(msg).then((reply) => parentPort?.postMessage(reply));
  }
});
