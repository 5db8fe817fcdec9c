/**
 * Who may expire cache tags from the browser: anyone (`<SanityLive />` calls a public server
 * action). So each tag is expired at most once per cooldown, whoever asks, and a request names
 * at most a few tags: the server's own live listener (authorised by a secret) already expires
 * every published change, the browser's call only makes the refresh that follows show it sooner.
 * A stream of forged calls can then empty the page cache no more often than publishing does.
 */
export const TAG_COOLDOWN_MS = 5_000;
export const MAX_TAGS_PER_CALL = 10;

export class TagCooldown {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly cooldownMs = TAG_COOLDOWN_MS,
    private readonly maxKeys = 1_000,
  ) {}

  /** The tags that may be expired now (and records them as expired). */
  admit(tags: readonly string[], now = Date.now()): string[] {
    const admitted: string[] = [];
    for (const tag of new Set(tags.slice(0, MAX_TAGS_PER_CALL))) {
      const last = this.last.get(tag);
      if (last !== undefined && now - last < this.cooldownMs) continue;
      if (last === undefined && this.last.size >= this.maxKeys) {
        this.prune(now);
        // Full of tags expired within the cooldown (a flood of made-up tags): refuse rather than
        // forget a real tag's cooldown. The server's own listener still expires real changes.
        if (this.last.size >= this.maxKeys) continue;
      }
      this.last.set(tag, now);
      admitted.push(tag);
    }
    return admitted;
  }

  private prune(now: number): void {
    for (const [tag, at] of this.last) if (now - at >= this.cooldownMs) this.last.delete(tag);
  }
}
