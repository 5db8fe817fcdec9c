/**
 * A mendoza encoder: `encodeMendoza(before, after)` returns a patch that the `mendoza` package's
 * `applyPatch(before, patch)` turns into `after`. The Studio applies listener `effects.apply` with
 * that decoder (previews, history, releases), and hosted Sanity sends real diffs, not the whole
 * document: a diff keeps the parts a co-editor did not touch identical by reference, too.
 *
 * The format is the decoder's opcode stream (mendoza/src/internal-patcher.ts). The decoder keeps
 * an input stack (where we read from `before`) and an output stack (what we build); an object's
 * fields are addressed by their index in the sorted keys of the input object.
 */

type Json = unknown;
type Patch = unknown[];

// Opcodes, as numbered by the decoder's OPS table.
const VALUE = 0;
const PUSH_FIELD_COPY = 10;
const PUSH_FIELD_BLANK = 11;
const PUSH_ELEMENT_COPY = 12;
const PUSH_ELEMENT_BLANK = 13;
const RETURN_INTO_OBJECT_SAME_KEY_POP = 15;
const RETURN_INTO_ARRAY_POP = 16;
const OBJECT_SET_FIELD_VALUE = 17;
const OBJECT_DELETE_FIELD = 19;
const ARRAY_APPEND_VALUE = 20;
const ARRAY_APPEND_SLICE = 21;
const STRING_APPEND_STRING = 22;
const STRING_APPEND_SLICE = 23;

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function deepEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

/** The patch from `before` to `after` (whole values are `null` for a missing document). */
export function encodeMendoza(before: Json, after: Json): Patch {
  if (deepEqual(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const ops: Patch = [];
    objectOps(before, after, ops);
    return ops;
  }
  return [VALUE, after];
}

/** Operations that turn the current output object (a copy of `left`) into `right`. */
function objectOps(left: Record<string, Json>, right: Record<string, Json>, ops: Patch): void {
  // The decoder sorts keys with the default sort (UTF-16 code units); so must the indexes here.
  const keys = Object.keys(left).sort();
  keys.forEach((key, index) => {
    if (!Object.hasOwn(right, key)) ops.push(OBJECT_DELETE_FIELD, index);
  });
  keys.forEach((key, index) => {
    if (!Object.hasOwn(right, key)) return;
    const l = left[key];
    const r = right[key];
    if (deepEqual(l, r)) return;
    const nested = nestedFor(l, r);
    if (nested) ops.push(nested.push, index, ...nested.ops, RETURN_INTO_OBJECT_SAME_KEY_POP);
    else ops.push(OBJECT_SET_FIELD_VALUE, r, key);
  });
  for (const key of Object.keys(right)) {
    if (!Object.hasOwn(left, key)) ops.push(OBJECT_SET_FIELD_VALUE, right[key], key);
  }
}

/**
 * How to rebuild `r` from `l` in place (after a push of `l` onto the input stack), or undefined
 * when writing the new value whole is the way: different kinds, or an empty result (a blank
 * output that nothing was written to finalizes to null, not to "" or []).
 */
function nestedFor(l: Json, r: Json): { push: number; ops: Patch } | undefined {
  if (isObject(l) && isObject(r)) {
    const ops: Patch = [];
    objectOps(l, r, ops);
    return { push: PUSH_FIELD_COPY, ops };
  }
  if (Array.isArray(l) && Array.isArray(r) && r.length > 0) {
    return { push: PUSH_FIELD_BLANK, ops: arrayOps(l, r) };
  }
  if (typeof l === 'string' && typeof r === 'string' && r.length > 0) {
    const ops = stringOps(l, r);
    return ops ? { push: PUSH_FIELD_BLANK, ops } : undefined;
  }
  return undefined;
}

/** Builds `right` into a blank output array, reusing runs and elements of `left` (the input). */
function arrayOps(left: Json[], right: Json[]): Patch {
  const ops: Patch = [];
  const byKey = new Map<string, number>();
  left.forEach((item, i) => {
    if (isObject(item) && typeof item._key === 'string' && !byKey.has(item._key)) byKey.set(item._key, i);
  });
  let run: [number, number] | null = null;
  const flush = () => {
    if (run) ops.push(ARRAY_APPEND_SLICE, run[0], run[1]);
    run = null;
  };
  right.forEach((item, j) => {
    const key = isObject(item) && typeof item._key === 'string' ? item._key : undefined;
    const source = key !== undefined ? byKey.get(key) : j < left.length ? j : undefined;
    if (source !== undefined && deepEqual(left[source], item)) {
      if (run && run[1] === source) run[1] = source + 1;
      else {
        flush();
        run = [source, source + 1];
      }
      return;
    }
    flush();
    const nested = source !== undefined ? nestedFor(left[source], item) : undefined;
    if (nested && source !== undefined) {
      const push = nested.push === PUSH_FIELD_COPY ? PUSH_ELEMENT_COPY : PUSH_ELEMENT_BLANK;
      ops.push(push, source, ...nested.ops, RETURN_INTO_ARRAY_POP);
    } else ops.push(ARRAY_APPEND_VALUE, item);
  });
  flush();
  return ops;
}

function utf8Size(s: string): number {
  return Buffer.byteLength(s, 'utf8');
}

/**
 * Builds `right` into a blank output string as prefix slice + new middle + suffix slice of
 * `left`. Slice bounds are UTF-8 byte offsets; the decoder resolves the end of a slice that does
 * not start at 0 by counting from the start's UTF-16 index as if it were a byte count, which is
 * only right when everything before the start is ASCII, so the suffix is sliced only then.
 */
function stringOps(left: string, right: string): Patch | undefined {
  let prefix = 0;
  const max = Math.min(left.length, right.length);
  while (prefix < max && left.charCodeAt(prefix) === right.charCodeAt(prefix)) prefix++;
  // Never split a surrogate pair.
  if (prefix > 0 && isHighSurrogate(left.charCodeAt(prefix - 1))) prefix--;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    left.charCodeAt(left.length - 1 - suffix) === right.charCodeAt(right.length - 1 - suffix)
  )
    suffix++;
  if (suffix > 0 && isLowSurrogate(left.charCodeAt(left.length - suffix))) suffix--;
  const ops: Patch = [];
  if (prefix > 0) ops.push(STRING_APPEND_SLICE, 0, utf8Size(left.slice(0, prefix)));
  const suffixStart = left.length - suffix;
  const head = left.slice(0, suffixStart);
  const sliceSuffix = suffix > 0 && utf8Size(head) === head.length;
  const middle = right.slice(prefix, right.length - (sliceSuffix ? suffix : 0));
  if (middle.length > 0) ops.push(STRING_APPEND_STRING, middle);
  if (sliceSuffix) ops.push(STRING_APPEND_SLICE, suffixStart, utf8Size(left));
  if (ops.length === 0) return undefined;
  return ops;
}

const isHighSurrogate = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLowSurrogate = (c: number) => c >= 0xdc00 && c <= 0xdfff;
