import { type ExprNode, evaluate, evaluateSync, GroqSyntaxError, parse, toJS } from 'groq-js';
import { badRequest, LakeError } from './errors.ts';
import { DRAFTS_PREFIX, isPublicId, publishedIdOf, VERSIONS_PREFIX } from './ids.ts';
import type { Doc } from './store.ts';

/** What a view is built from: a dataset's documents and its per-version memo (DatasetState). */
export interface ViewSource {
  readonly docs: Map<string, Doc>;
  memo<T>(key: string, build: () => T): T;
}

/** `raw`: every document as stored. `stack`: published documents overlaid by layers, first wins. */
export type Perspective = { kind: 'raw' } | { kind: 'published' } | { kind: 'stack'; layers: string[] };

export function parsePerspective(
  value: string | null | undefined,
  fallback: 'raw' | 'published',
): Perspective {
  const raw = (value ?? '').trim();
  if (raw === '') return { kind: fallback };
  if (raw === 'raw') return { kind: 'raw' };
  if (raw === 'published') return { kind: 'published' };
  if (raw === 'previewDrafts') return { kind: 'stack', layers: ['drafts'] };
  const layers = raw.split(',').map((s) => s.trim());
  for (const layer of layers) {
    if (layer === 'raw' || layer === 'previewDrafts' || !/^[A-Za-z0-9_-]{1,64}$/.test(layer)) {
      throw badRequest(`Invalid perspective "${raw}"`);
    }
  }
  const withoutPublished = layers.filter((l) => l !== 'published');
  return withoutPublished.length === 0 ? { kind: 'published' } : { kind: 'stack', layers: withoutPublished };
}

export const perspectiveKey = (p: Perspective): string =>
  p.kind === 'stack' ? `stack:${p.layers.join(',')}` : p.kind;

/** Whether reading this perspective means reading drafts or versions (and so needs a token). */
export const perspectiveNeedsAuth = (p: Perspective): boolean => p.kind === 'stack';

export interface View {
  docs: Doc[];
  byId: Map<string, Doc>;
  byType: Map<string, Doc[]>;
}

export function buildView(docs: Doc[]): View {
  const byId = new Map<string, Doc>();
  const byType = new Map<string, Doc[]>();
  for (const doc of docs) {
    byId.set(doc._id, doc);
    const list = byType.get(doc._type);
    if (list) list.push(doc);
    else byType.set(doc._type, [doc]);
  }
  return { docs, byId, byType };
}

const layerPrefix = (layer: string): string =>
  layer === 'drafts' ? DRAFTS_PREFIX : `${VERSIONS_PREFIX}${layer}.`;

/** The documents a reader sees in a perspective; `publicOnly` hides private (dotted) ids. */
export function viewOf(ds: ViewSource, perspective: Perspective, publicOnly: boolean): View {
  return ds.memo(`view:${perspectiveKey(perspective)}:${publicOnly}`, () => {
    const all = [...ds.docs.values()];
    const visible = publicOnly ? all.filter((d) => isPublicId(d._id)) : all;
    if (perspective.kind === 'raw') return buildView(visible);
    const published = visible.filter(
      (d) => !d._id.startsWith(DRAFTS_PREFIX) && !d._id.startsWith(VERSIONS_PREFIX),
    );
    if (perspective.kind === 'published') return buildView(published);
    const merged = new Map<string, Doc>();
    for (const doc of published) merged.set(doc._id, doc);
    const prefixes = perspective.layers.map(layerPrefix);
    // Lowest precedence first so that the first layer named ends up on top.
    for (let i = prefixes.length - 1; i >= 0; i--) {
      const prefix = prefixes[i] ?? '';
      for (const doc of visible) {
        if (!doc._id.startsWith(prefix)) continue;
        const id = publishedIdOf(doc._id);
        merged.set(id, { ...doc, _id: id, _originalId: doc._id });
      }
    }
    return buildView([...merged.values()]);
  });
}

/**
 * Parameters are handed to the parser, as Sanity does: GROQ allows them where the grammar wants
 * constants, e.g. slices (`[0...$limit]`, which the Studio's document lists use).
 */
export function parseGroq(query: string, params: Record<string, unknown> = {}): ExprNode {
  try {
    return parse(query, { params });
  } catch (err) {
    if (err instanceof GroqSyntaxError) {
      const description = err.message.replace(/^Syntax error in GROQ query at position \d+: /, '');
      throw new LakeError(400, 'queryParseError', description, {
        query,
        start: err.position,
        end: err.position + 1,
      });
    }
    throw badRequest(err instanceof Error ? err.message : 'Invalid query');
  }
}

function collectParams(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const n of node) collectParams(n, into);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.type === 'Parameter' && typeof record.name === 'string') into.add(record.name);
  // Values are literal data and may be large (the type index below puts arrays of documents there).
  if (record.type === 'Value') return;
  for (const value of Object.values(record)) collectParams(value, into);
}

export function checkParams(tree: ExprNode, params: Record<string, unknown>): void {
  const used = new Set<string>();
  collectParams(tree, used);
  for (const name of used) {
    if (!(name in params)) throw badRequest(`param $${name} referenced, but not provided`);
  }
}

type Primitive = string | number | boolean;
const isPrimitive = (v: unknown): v is Primitive =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const keyOf = (v: Primitive): string => `${typeof v}:${String(v)}`;

/** `a.b.c` as a path, when the node is a plain attribute chain on the current document. */
function attributePath(node: ExprNode): string[] | undefined {
  if (node.type !== 'AccessAttribute') return undefined;
  if (!node.base) return [node.name];
  const base = attributePath(node.base);
  return base ? [...base, node.name] : undefined;
}

function constantOf(node: ExprNode, params: Record<string, unknown>): Primitive | Primitive[] | undefined {
  if (node.type === 'Value') return isPrimitive(node.value) ? node.value : undefined;
  if (node.type === 'Parameter') {
    const v = params[node.name];
    if (isPrimitive(v)) return v;
    if (Array.isArray(v) && v.every(isPrimitive)) return v;
    return undefined;
  }
  if (node.type === 'Array') {
    const out: Primitive[] = [];
    for (const el of node.elements) {
      if (el.isSplat || el.value.type !== 'Value' || !isPrimitive(el.value.value)) return undefined;
      out.push(el.value.value);
    }
    return out;
  }
  return undefined;
}

interface Lookup {
  path: string[];
  values: Primitive[];
}

/** Conjuncts of the form `attr == constant` or `attr in [constants]` that an index can answer. */
function lookups(node: ExprNode, params: Record<string, unknown>, out: Lookup[] = []): Lookup[] {
  if (node.type === 'And') {
    lookups(node.left, params, out);
    lookups(node.right, params, out);
    return out;
  }
  if (node.type === 'Group') return lookups(node.base, params, out);
  if (node.type !== 'OpCall') return out;
  if (node.op === '==') {
    for (const [attr, value] of [
      [node.left, node.right],
      [node.right, node.left],
    ] as const) {
      const path = attributePath(attr);
      const constant = path && constantOf(value, params);
      if (path && constant !== undefined && !Array.isArray(constant)) {
        out.push({ path, values: [constant] });
        return out;
      }
    }
  }
  if (node.op === 'in') {
    const path = attributePath(node.left);
    const constant = path && constantOf(node.right, params);
    if (path && Array.isArray(constant)) out.push({ path, values: constant });
  }
  return out;
}

const indexes = new WeakMap<View, Map<string, Map<string, Doc[]>>>();

/** Documents by the primitive value at `path`, built once per view (views change on every write). */
function indexFor(view: View, path: string[]): Map<string, Doc[]> {
  let perView = indexes.get(view);
  if (!perView) {
    perView = new Map();
    indexes.set(view, perView);
  }
  const name = path.join('.');
  const hit = perView.get(name);
  if (hit) return hit;
  const index = new Map<string, Doc[]>();
  for (const doc of view.docs) {
    let value: unknown = doc;
    for (const key of path)
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    if (!isPrimitive(value)) continue;
    const key = keyOf(value);
    const list = index.get(key);
    if (list) list.push(doc);
    else index.set(key, [doc]);
  }
  perView.set(name, index);
  return index;
}

/**
 * Rewrites `*[a == x && b == $y && …]` so the filter runs only over the documents an equality
 * index says can match (the most selective conjunct wins). The filter itself still runs on those,
 * so the answer is the same as a full scan; it just skips the thousands of documents that cannot
 * match.
 */
function narrowByIndex(node: ExprNode, view: View, params: Record<string, unknown>): ExprNode {
  const visit = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(visit);
    if (!n || typeof n !== 'object') return n;
    const record = n as Record<string, unknown>;
    if (record.type === 'Value') return n;
    if (record.type === 'Filter') {
      const filter = n as Extract<ExprNode, { type: 'Filter' }>;
      if (filter.base.type === 'Everything') {
        let best: Doc[] | undefined;
        let merged = false;
        for (const lookup of lookups(filter.expr, params)) {
          const index =
            lookup.path.length === 1 && lookup.path[0] === '_type' ? undefined : indexFor(view, lookup.path);
          const candidates = lookup.values.flatMap((v) =>
            index ? (index.get(keyOf(v)) ?? []) : typeof v === 'string' ? (view.byType.get(v) ?? []) : [],
          );
          if (!best || candidates.length < best.length) {
            best = candidates;
            merged = lookup.values.length > 1;
          }
        }
        if (best) {
          // One index bucket is already in dataset order; merged buckets are put back in it so
          // unordered queries answer exactly as a full scan would.
          if (merged && best.length > 1) {
            const order = orderOf(view);
            best = [...best].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
          }
          return { ...filter, base: { type: 'Value', value: best }, expr: visit(filter.expr) };
        }
      }
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) out[k] = visit(v);
    return out;
  };
  return visit(node) as ExprNode;
}

const orders = new WeakMap<View, Map<Doc, number>>();
function orderOf(view: View): Map<Doc, number> {
  let order = orders.get(view);
  if (!order) {
    order = new Map(view.docs.map((d, i) => [d, i]));
    orders.set(view, order);
  }
  return order;
}

/**
 * `text::query()` is Sanity's full-text search; groq-js parses it but cannot evaluate it ("not
 * implemented"), and the Studio puts `[@, _id] match text::query($q)` into every document list
 * and search. The lake answers it the way hosted search behaves for these lists: the words of
 * the query (GROQ `match` rules: wildcards, all terms) against the text of the named fields,
 * where `@` means every string in the document outside system fields.
 */
function isTextQuery(node: ExprNode): node is Extract<ExprNode, { type: 'FuncCall' }> {
  return node.type === 'FuncCall' && node.namespace === 'text' && node.name === 'query';
}

const docStrings = new WeakMap<object, string[]>();
function stringsOf(value: unknown, skipSystem: boolean, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, skipSystem, out);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      if (!(skipSystem && key.startsWith('_'))) stringsOf(item, skipSystem, out);
  }
  return out;
}
function allStringsOf(doc: Doc): string[] {
  let strings = docStrings.get(doc);
  if (!strings) {
    strings = stringsOf(doc, true);
    docStrings.set(doc, strings);
  }
  return strings;
}

function searchTextOf(left: ExprNode, doc: Doc): string[] {
  const parts = left.type === 'Array' ? left.elements.map((e) => e.value) : [left];
  const out: string[] = [];
  for (const part of parts) {
    if (part.type === 'This') out.push(...allStringsOf(doc));
    else {
      const path = attributePath(part);
      if (!path) continue;
      let value: unknown = doc;
      for (const key of path)
        value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      stringsOf(value, false, out);
    }
  }
  return out;
}

function textQueryMatches(left: ExprNode, query: unknown, doc: Doc): boolean {
  if (typeof query !== 'string' || query.replace(/[*\s]/g, '') === '') return true;
  const tree: ExprNode = {
    type: 'OpCall',
    op: 'match',
    left: { type: 'Value', value: searchTextOf(left, doc) },
    right: { type: 'Value', value: query },
  };
  return evaluateSync(tree, {}).data === true;
}

/**
 * Replaces each `left match text::query(q)` inside `filter` (evaluated over `docs`) by
 * `_id in [matching ids]`, which groq-js evaluates (ids are unique within one view).
 */
function replaceTextQueries(
  filter: ExprNode,
  docs: readonly Doc[],
  params: Record<string, unknown>,
): ExprNode {
  const visit = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(visit);
    if (!n || typeof n !== 'object') return n;
    const record = n as Record<string, unknown>;
    if (record.type === 'Value') return n;
    const node = n as ExprNode;
    if (node.type === 'OpCall' && node.op === 'match' && isTextQuery(node.right)) {
      const arg = node.right.args[0];
      const query = arg ? constantOf(arg, params) : undefined;
      const ids = docs.filter((doc) => textQueryMatches(node.left, query, doc)).map((doc) => doc._id);
      return {
        type: 'OpCall',
        op: 'in',
        left: { type: 'AccessAttribute', name: '_id' },
        right: { type: 'Value', value: ids },
      };
    }
    // A nested `*[…]` has its own documents: handled when the outer visit reaches it.
    if (node.type === 'Filter' && node.base.type === 'Everything') return n;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) out[k] = visit(v);
    return out;
  };
  return visit(filter) as ExprNode;
}

function usesTextQuery(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(usesTextQuery);
  if (!node || typeof node !== 'object') return false;
  const record = node as Record<string, unknown>;
  if (record.type === 'Value') return false;
  if (record.type === 'FuncCall' && record.namespace === 'text' && record.name === 'query') return true;
  return Object.values(record).some(usesTextQuery);
}

/** Every `*[filter]` that searches text gets its search answered over the view's documents. */
function answerTextQueries(tree: ExprNode, view: View, params: Record<string, unknown>): ExprNode {
  if (!usesTextQuery(tree)) return tree;
  const visit = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(visit);
    if (!n || typeof n !== 'object') return n;
    const record = n as Record<string, unknown>;
    if (record.type === 'Value') return n;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) out[k] = visit(v);
    const node = out as unknown as ExprNode;
    if (node.type === 'Filter' && node.base.type === 'Everything')
      return { ...node, expr: replaceTextQueries(node.expr, view.docs, params) };
    return node;
  };
  return visit(tree) as ExprNode;
}

export interface QueryOutcome {
  result: unknown;
  ms: number;
}

export async function runQuery(
  view: View,
  tree: ExprNode,
  params: Record<string, unknown>,
  context: { identity: string; projectId: string; dataset: string },
): Promise<QueryOutcome> {
  const started = performance.now();
  const indexed = narrowByIndex(answerTextQueries(tree, view, params), view, params);
  const options = {
    dataset: view.docs,
    params,
    identity: context.identity,
    sanity: { projectId: context.projectId, dataset: context.dataset },
    dereference: ({ _ref }: { _ref: string }) => view.byId.get(_ref) ?? null,
  };
  let result: unknown;
  try {
    try {
      result = toJS(evaluateSync(indexed, options));
    } catch {
      // The synchronous evaluator covers a subset of GROQ; everything else takes the async path.
      const value = await evaluate(indexed, options);
      result = await value.get();
    }
  } catch (err) {
    throw badRequest(err instanceof Error ? err.message : 'Query evaluation failed', { type: 'queryError' });
  }
  return { result, ms: Math.round(performance.now() - started) };
}

/**
 * The part of a listener query that decides whether a document matches: the filter of
 * `*[filter]`, ignoring projections, ordering and slicing as Sanity's listener does.
 */
export function listenerFilter(tree: ExprNode): ExprNode | null {
  let node: ExprNode = tree;
  for (;;) {
    if (node.type === 'Everything') return null;
    if (node.type === 'Filter' && node.base.type === 'Everything') return node.expr;
    if (
      node.type === 'Filter' ||
      node.type === 'Projection' ||
      node.type === 'Slice' ||
      node.type === 'Map'
    ) {
      node = node.base;
      continue;
    }
    if (node.type === 'PipeFuncCall' || node.type === 'AccessElement') {
      node = node.base;
      continue;
    }
    throw badRequest('Listener query must be of the form *[filter]');
  }
}

export function matchesFilter(
  filter: ExprNode | null,
  doc: Doc,
  params: Record<string, unknown>,
  identity: string,
): boolean {
  if (!filter) return true;
  const expr = usesTextQuery(filter) ? replaceTextQueries(filter, [doc], params) : filter;
  const tree: ExprNode = { type: 'Filter', base: { type: 'Value', value: [doc] }, expr };
  const options = { params, identity, dataset: [doc] };
  try {
    const out = evaluateSync(tree, options).data;
    return Array.isArray(out) && out.length > 0;
  } catch {
    return false;
  }
}
