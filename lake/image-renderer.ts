import { type ChildProcess, fork } from 'node:child_process';
import type { ImageTransform } from './images.ts';

/**
 * Image transforms render in child processes, because a running sharp (libvips) render cannot
 * be stopped from JavaScript: when every client that asked for a render has gone, its process
 * is killed (a render went on for up to 15 s after the client left, holding
 * one of the two render slots). Processes are reused between renders; one killed is replaced
 * on the next render.
 */

export class RenderAborted extends Error {
  constructor() {
    super('Image render stopped: the client went away');
  }
}

export class RenderTimedOut extends Error {}

interface Reply {
  id: number;
  /** The process has taken the job (sent first); the time limit starts then. */
  started?: boolean;
  ok?: boolean;
  size?: number;
  message?: string;
  timeout?: boolean;
}

const ENTRY = new URL('./image-render-process.mjs', import.meta.url);
/** How long a new render process may take to start, beyond the render's own limit. */
const STARTUP_MS = 30_000;

export class ImageRenderer {
  private readonly idle: ChildProcess[] = [];
  private readonly busy = new Set<ChildProcess>();
  private nextId = 0;
  private closed = false;

  /** `limitMs`: a render still running after this long is stopped (RenderTimedOut). */
  constructor(private readonly limitMs: number) {}

  /** Renders under way (a process each); for tests and diagnostics. */
  get active(): number {
    return this.busy.size;
  }

  /** Process ids of the renders under way. */
  get activePids(): number[] {
    return [...this.busy].map((child) => child.pid ?? -1);
  }

  private spawn(): ChildProcess {
    const child = fork(ENTRY, [], {
      // Not the parent's loader flags (vitest, --import): the entry registers its own.
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // An idle render process must not keep the lake's process alive.
    child.unref();
    child.channel?.unref();
    return child;
  }

  /** Renders `transform` of `source` into the file `out`; its byte size. */
  render(
    source: string,
    transform: ImageTransform,
    sourceFormat: string,
    out: string,
    signal?: AbortSignal,
  ): Promise<number> {
    if (this.closed) return Promise.reject(new Error('Image renderer closed'));
    if (signal?.aborted) return Promise.reject(new RenderAborted());
    const child = this.idle.pop() ?? this.spawn();
    this.busy.add(child);
    child.channel?.ref();
    const id = this.nextId++;
    return new Promise<number>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const finish = (keep: boolean) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        signal?.removeEventListener('abort', onAbort);
        this.busy.delete(child);
        if (keep && !this.closed && child.connected) {
          child.channel?.unref();
          this.idle.push(child);
        } else child.kill('SIGKILL');
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        if (reply.started) {
          clearTimeout(timer);
          timer = setTimeout(timeUp, this.limitMs);
          return;
        }
        finish(true);
        if (reply.ok) resolve(reply.size ?? 0);
        else if (reply.timeout) reject(new RenderTimedOut(reply.message));
        else reject(new Error(reply.message));
      };
      const onExit = () => {
        finish(false);
        reject(new Error('Image render process ended unexpectedly'));
      };
      const timeUp = () => {
        finish(false);
        reject(new RenderTimedOut(`Image render stopped after ${this.limitMs} ms`));
      };
      const onAbort = () => {
        finish(false);
        reject(new RenderAborted());
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      signal?.addEventListener('abort', onAbort, { once: true });
      // Until the process takes the job, a start-up allowance on top (a new process loads sharp).
      timer = setTimeout(timeUp, this.limitMs + STARTUP_MS);
      child.send({ id, source, transform, sourceFormat, out });
    });
  }

  close(): void {
    this.closed = true;
    for (const child of [...this.idle, ...this.busy]) child.kill('SIGKILL');
    this.idle.length = 0;
    this.busy.clear();
  }
}
