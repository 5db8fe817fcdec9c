import type { ExprNode } from 'groq-js';
import { badRequest } from './errors.ts';

/**
 * Static limits checked before a query is evaluated. The worker's time budget is the real guard;
 * these refuse the shapes that are never legitimate early and with a clear message.
 */
export const QUERY_LIMITS = {
  /** Characters of GROQ; the Studio's largest queries are a few kilobytes. */
  queryLength: 256 * 1024,
  /** JSON bytes of one POST query body (query and parameters). */
  body: 2 * 1024 * 1024,
  /** Nesting of a parameter value, and values in all parameters together. */
  paramDepth: 64,
  paramValues: 100_000,
  /** `*` per term of a `match` pattern: each one multiplies the backtracking of the term's regex. */
  matchWildcards: 3,
} as const;

export function checkQueryLength(query: string): void {
  if (query.length > QUERY_LIMITS.queryLength)
    throw badRequest(`Query is longer than ${QUERY_LIMITS.queryLength} characters`);
}

/** Walks the parameters without recursion, so a value nested 200,000 levels deep is a 400, not a crash. */
export function checkParamShape(params: Record<string, unknown>): void {
  const stack: { value: unknown; depth: number }[] = Object.values(params).map((value) => ({
    value,
    depth: 1,
  }));
  let count = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    if (++count > QUERY_LIMITS.paramValues)
      throw badRequest(`Parameters may hold at most ${QUERY_LIMITS.paramValues} values`);
    if (depth > QUERY_LIMITS.paramDepth)
      throw badRequest(`Parameters may be nested at most ${QUERY_LIMITS.paramDepth} levels deep`);
    if (value && typeof value === 'object') {
      for (const child of Object.values(value)) stack.push({ value: child, depth: depth + 1 });
    }
  }
}

// The term split of groq-js' `match` (its CHARS_WITH_WILDCARD): runs of characters that are not
// punctuation or space, `*` included.
const TERM = /[^!@#$%^&(),\\/?";:{}|[\]+<>\s-]+/g;

function patternsOf(node: ExprNode, params: Record<string, unknown>): unknown[] {
  if (node.type === 'Value') return [node.value];
  if (node.type === 'Parameter') return [params[node.name]];
  if (node.type === 'Array') return node.elements.flatMap((e) => patternsOf(e.value, params));
  if (node.type === 'FuncCall' && node.namespace === 'text' && node.name === 'query')
    return node.args.flatMap((a) => patternsOf(a, params));
  return [];
}

function checkPattern(value: unknown): void {
  const strings = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [value];
  for (const s of strings) {
    if (typeof s !== 'string') continue;
    for (const term of s.match(TERM) ?? []) {
      const wildcards = (term.match(/\*/g) ?? []).length;
      if (wildcards > QUERY_LIMITS.matchWildcards)
        throw badRequest(
          `A match pattern term may have at most ${QUERY_LIMITS.matchWildcards} wildcards: "${term.slice(0, 60)}"`,
        );
    }
  }
}

/** Every `… match pattern` whose pattern is known before evaluation (literal or parameter). */
export function checkMatchPatterns(tree: ExprNode, params: Record<string, unknown>): void {
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    const record = node as Record<string, unknown>;
    if (record.type === 'Value') continue;
    if (record.type === 'OpCall' && record.op === 'match') {
      for (const p of patternsOf(record.right as ExprNode, params)) checkPattern(p);
    }
    for (const child of Object.values(record)) if (child && typeof child === 'object') stack.push(child);
  }
}

/**
 * Listener filters run on the commit path of every write, in the main thread, once per document
 * changed: no subqueries (`*[…]` inside the filter) and no iteration over parameters, which is
 * what makes a filter cost seconds. Equality, `in`, `path()`, `references()`, `match` stay.
 */
export function checkListenerFilter(filter: ExprNode | null): void {
  if (!filter) return;
  const stack: unknown[] = [filter];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    const record = node as Record<string, unknown>;
    if (record.type === 'Value') continue;
    if (record.type === 'Everything')
      throw badRequest('Listener filters may not contain subqueries (*[...] inside the filter)');
    if (record.type === 'Filter' || record.type === 'Map' || record.type === 'Projection') {
      // The parser puts parameter values in as constants: `$p[…]` arrives as a Value.
      const base = record.base as { type?: string; value?: unknown } | undefined;
      if (
        base?.type === 'Parameter' ||
        base?.type === 'Array' ||
        (base?.type === 'Value' && Array.isArray(base.value))
      )
        throw badRequest('Listener filters may not iterate over parameters or literal arrays');
    }
    for (const child of Object.values(record)) if (child && typeof child === 'object') stack.push(child);
  }
}
