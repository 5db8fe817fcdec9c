import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A per-process secret shared by the live-events listener (instrumentation.ts) and the
 * revalidation route, which run in the same server process but in separate module graphs:
 * hence a global. Nothing outside this process can know it.
 */
const KEY = Symbol.for('vegur.revalidateSecret');
type Holder = { [KEY]?: string };

export function revalidateSecret(): string {
  const holder = globalThis as Holder;
  holder[KEY] ??= randomBytes(32).toString('hex');
  return holder[KEY];
}

export function isRevalidateSecret(candidate: string | null): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(revalidateSecret());
  const given = Buffer.from(candidate);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
