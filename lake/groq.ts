import { type ExprNode, evaluate, evaluateSync, GroqSyntaxError, parse, toJS } from 'groq-js';
import { badRequest, LakeError } from './errors.ts';
import { DRAFTS_PREFIX, isPublicId, publishedIdOf, VERSIONS_PREFIX } from './ids.ts';
import type { DatasetState, Doc } from './store.ts';

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
export function viewOf(ds: DatasetState, perspective: Perspective, publicOnly: boolean): View {
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

export function parseGroq(query: string): ExprNode {
  try {
    return parse(query);
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

/** `_type == "x"` (either side), a conjunct the type index can answer. */
function typeOfConjunct(node: ExprNode): string[] | undefined {
  if (node.type === 'And') return typeOfConjunct(node.left) ?? typeOfConjunct(node.right);
  if (node.type === 'Group') return typeOfConjunct(node.base);
  if (node.type !== 'OpCall') return undefined;
  const isTypeAttr = (n: ExprNode) => n.type === 'AccessAttribute' && n.name === '_type' && !n.base;
  if (node.op === '==') {
    if (isTypeAttr(node.left) && node.right.type === 'Value' && typeof node.right.value === 'string')
      return [node.right.value];
    if (isTypeAttr(node.right) && node.left.type === 'Value' && typeof node.left.value === 'string')
      return [node.left.value];
  }
  if (node.op === 'in' && isTypeAttr(node.left) && node.right.type === 'Array') {
    const names: string[] = [];
    for (const el of node.right.elements) {
      if (el.isSplat || el.value.type !== 'Value' || typeof el.value.value !== 'string') return undefined;
      names.push(el.value.value);
    }
    return names;
  }
  return undefined;
}

/**
 * Rewrites `*[_type == "x" && …]` so the filter runs over the documents of that type only. The
 * filter itself still runs, so the answer is the same; it just skips the other 9,000 documents.
 */
function narrowByType(node: ExprNode, view: View): ExprNode {
  const visit = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(visit);
    if (!n || typeof n !== 'object') return n;
    const record = n as Record<string, unknown>;
    if (record.type === 'Value') return n;
    if (record.type === 'Filter') {
      const filter = n as Extract<ExprNode, { type: 'Filter' }>;
      if (filter.base.type === 'Everything') {
        const types = typeOfConjunct(filter.expr);
        if (types) {
          const docs =
            types.length === 1
              ? (view.byType.get(types[0] ?? '') ?? [])
              : types.flatMap((t) => view.byType.get(t) ?? []);
          return { ...filter, base: { type: 'Value', value: docs }, expr: visit(filter.expr) };
        }
      }
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(record)) out[k] = visit(v);
    return out;
  };
  return visit(node) as ExprNode;
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
  const indexed = narrowByType(tree, view);
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
  const tree: ExprNode = { type: 'Filter', base: { type: 'Value', value: [doc] }, expr: filter };
  const options = { params, identity, dataset: [doc] };
  try {
    const out = evaluateSync(tree, options).data;
    return Array.isArray(out) && out.length > 0;
  } catch {
    return false;
  }
}
