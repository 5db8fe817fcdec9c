/**
 * Who last wrote each draft, and when. A publish of a draft that another session is typing into
 * waits until that draft has been still for a moment: the keystrokes the co-editor's Studio is
 * still sending land in the draft before it is published, instead of racing the publish (the
 * co-editor's Studio would then rebase its pending patches onto a deleted draft). An editor
 * publishing their own work never waits: their Studio sends its edits before the publish.
 */
export interface EditActivityOptions {
  /** How long the draft must have been still (no write by another session). */
  quietMs: number;
  /** The longest a publish waits; then it goes ahead (a co-editor who never stops typing). */
  maxWaitMs: number;
}

/**
 * The Studio commits a typing burst at most once a second (sanity's document store throttles its
 * `commit` to 1000 ms, leading and trailing), and a draft deleted under it loses every keystroke
 * not yet committed (@sanity/mutator's BufferedDocument drops its buffer on a deleted document).
 * So "still" must outlast one throttle period plus the request's way here on a busy machine;
 * 750 ms did not, and a publish landed between a co-editor's two commits
 * (tests/integration/lake/studio-buffer.test.ts).
 */
const STUDIO_COMMIT_THROTTLE_MS = 1000;
export const DEFAULT_EDIT_ACTIVITY: EditActivityOptions = {
  quietMs: STUDIO_COMMIT_THROTTLE_MS + 1000,
  maxWaitMs: 8000,
};

interface LastWrite {
  session: string;
  at: number;
}

export class EditActivity {
  private readonly last = new Map<string, LastWrite>();

  constructor(
    private readonly options: EditActivityOptions = DEFAULT_EDIT_ACTIVITY,
    private readonly now: () => number = () => performance.now(),
  ) {}

  recordWrite(dataset: string, documentId: string, session: string): void {
    this.last.set(`${dataset}\u0000${documentId}`, { session, at: this.now() });
    // Old entries are worth nothing once quiet; keep the map from growing with every draft ever.
    if (this.last.size > 10_000) this.prune();
  }

  /** How much longer `session` should wait before publishing these drafts (0: go ahead). */
  waitFor(dataset: string, documentIds: string[], session: string): number {
    let wait = 0;
    const now = this.now();
    for (const id of documentIds) {
      const last = this.last.get(`${dataset}\u0000${id}`);
      if (!last || last.session === session) continue;
      wait = Math.max(wait, last.at + this.options.quietMs - now);
    }
    return Math.max(0, wait);
  }

  /** Resolves once the drafts were still for `quietMs`, or after `maxWaitMs` at most. */
  async settle(dataset: string, documentIds: string[], session: string): Promise<void> {
    const deadline = this.now() + this.options.maxWaitMs;
    for (;;) {
      const wait = Math.min(this.waitFor(dataset, documentIds, session), deadline - this.now());
      if (wait <= 0) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  private prune(): void {
    const cutoff = this.now() - this.options.quietMs;
    for (const [key, write] of this.last) if (write.at < cutoff) this.last.delete(key);
  }
}
