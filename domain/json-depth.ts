/**
 * The deepest nesting any request body of ours needs is about six (a reservation with drivers
 * and their addresses); 32 leaves room and still bounds every walk over a parsed body (once,
 * 20 KB of nested brackets overflowed a recursive scan and stalled the server).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays and objects deeper than `max`: one pass over the characters,
 * skipping strings, with no recursion and no allocation, so a body of nested brackets costs
 * microseconds and can be refused before anything parses or walks it.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* backslash */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}
