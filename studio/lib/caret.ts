/**
 * Where a caret at `offset` in `before` belongs once the text became `after` through someone
 * else's edit: the edit is the span between the longest common prefix and suffix; a caret before
 * it stays, a caret after it moves by the length the edit added or removed, and a caret inside
 * a replaced span goes to its end.
 */
export function mapCaret(before: string, after: string, offset: number): number {
  const shortest = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shortest && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < shortest - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  )
    suffix++;
  if (offset <= prefix) return offset;
  if (offset >= before.length - suffix) return Math.min(after.length, offset + after.length - before.length);
  return after.length - suffix;
}
