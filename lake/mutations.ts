import { extract, Mutation } from '@sanity/mutator';
import { z } from 'zod';
import { badRequest, type ErrorItem, ItemError, itemsError } from './errors.ts';
import { buildView, checkParams, parseGroq, runQuery } from './groq.ts';
import { isValidDocumentId, newDocumentId, randomKey } from './ids.ts';
import { checkMatchPatterns, checkParamShape, checkQueryLength } from './query-limits.ts';
import type { Staging } from './staging.ts';
import type { Doc } from './store.ts';

const jsonObject = z.record(z.string(), z.unknown());
const documentBody = z.looseObject({ _id: z.string().optional(), _type: z.string() });
const selection = z.union([
  z.looseObject({ id: z.string() }),
  z.looseObject({ query: z.string(), params: jsonObject.optional() }),
]);
const insertSpec = z.union([
  z.object({ before: z.string(), items: z.array(z.unknown()) }),
  z.object({ after: z.string(), items: z.array(z.unknown()) }),
  z.object({ replace: z.string(), items: z.array(z.unknown()) }),
]);
export const patchOps = z.looseObject({
  ifRevisionID: z.string().optional(),
  set: jsonObject.optional(),
  setIfMissing: jsonObject.optional(),
  unset: z.array(z.string()).optional(),
  inc: z.record(z.string(), z.number()).optional(),
  dec: z.record(z.string(), z.number()).optional(),
  insert: insertSpec.optional(),
  diffMatchPatch: z.record(z.string(), z.string()).optional(),
});
const patchBody = z.union([
  patchOps.extend({ id: z.string() }),
  patchOps.extend({ query: z.string(), params: jsonObject.optional() }),
]);

const mutationSchema = z.union([
  z.object({ create: documentBody }),
  z.object({ createOrReplace: documentBody.extend({ _id: z.string() }) }),
  z.object({ createIfNotExists: documentBody.extend({ _id: z.string() }) }),
  z.object({ delete: selection }),
  z.object({ patch: patchBody }),
]);
export type MutationInput = z.infer<typeof mutationSchema>;
export type PatchOps = z.infer<typeof patchOps>;

export const mutateBody = z.object({
  mutations: z.array(z.unknown()).max(10_000),
  transactionId: z.string().optional(),
});

export interface MutationResult {
  id: string;
  operation: 'create' | 'update' | 'delete' | 'none';
  document?: Doc;
}

/** Gives every object in an array a `_key`, as `autoGenerateArrayKeys` asks. */
export function addArrayKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const next = addArrayKeys(item);
      if (next && typeof next === 'object' && !Array.isArray(next) && !('_key' in next)) {
        return { _key: randomKey(), ...next };
      }
      return next;
    });
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = addArrayKeys(v);
    return out;
  }
  return value;
}

function withKeys(ops: PatchOps, auto: boolean): PatchOps {
  if (!auto) return ops;
  const next: PatchOps = { ...ops };
  if (ops.set) next.set = addArrayKeys(ops.set) as Record<string, unknown>;
  if (ops.setIfMissing) next.setIfMissing = addArrayKeys(ops.setIfMissing) as Record<string, unknown>;
  if (ops.insert) {
    const items = addArrayKeys(ops.insert.items) as unknown[];
    next.insert = { ...ops.insert, items };
  }
  return next;
}

export function requireId(id: string): string {
  if (!isValidDocumentId(id)) {
    throw new ItemError(400, 'invalidDocumentId', `Document ID "${id}" is not valid`, id);
  }
  return id;
}

/** An id ending in a dot is a prefix to complete with a generated id (`drafts.` → `drafts.<uuid>`). */
function resolveCreateId(id: string | undefined): string {
  if (!id) return newDocumentId();
  if (id.endsWith('.') && isValidDocumentId(`${id}x`)) return `${id}${newDocumentId()}`;
  return requireId(id);
}

/**
 * @sanity/mutator's path parser stops at the first token it does not understand and applies the
 * patch to the part before it (`"body["` patches `body`, `"a b"` patches `a`), or ignores it, so a
 * typo would change the wrong field or nothing, silently. Sanity answers such paths with 400; so
 * does the lake: quotes and brackets must balance, spaces only inside brackets, and the parser
 * must accept the whole path.
 */
export function pathProblem(path: string): string | undefined {
  if (path.trim() === '') return 'is empty';
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < path.length; i++) {
    const c = path[i] ?? '';
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") {
      if (depth === 0) return `has a quote outside brackets at position ${i}`;
      quote = c;
    } else if (c === '[') depth++;
    else if (c === ']') {
      if (--depth < 0) return `closes a bracket it never opened at position ${i}`;
    } else if (/\s/.test(c) && depth === 0) return `has a space at position ${i}`;
    else if (depth === 0 && !/[\w$@.*-]/.test(c)) return `has an unexpected "${c}" at position ${i}`;
  }
  if (quote) return 'has an unterminated string';
  if (depth !== 0) return 'has an unclosed bracket';
  if (/(^|[^.])\.$/.test(path) || path.endsWith('[')) return 'ends in the middle of a segment';
  try {
    extract(path, {});
  } catch (err) {
    return err instanceof Error ? `cannot be parsed (${err.message})` : 'cannot be parsed';
  }
  return undefined;
}

function patchPaths(ops: PatchOps): [string, string][] {
  const out: [string, string][] = [];
  for (const op of ['set', 'setIfMissing', 'inc', 'dec', 'diffMatchPatch'] as const)
    for (const path of Object.keys(ops[op] ?? {})) out.push([op, path]);
  for (const path of ops.unset ?? []) out.push(['unset', path]);
  if (ops.insert) {
    const insert = ops.insert as Record<string, unknown>;
    for (const key of ['before', 'after', 'replace'])
      if (typeof insert[key] === 'string') out.push([`insert ${key}`, insert[key] as string]);
  }
  return out;
}

/** Applies patch operations with @sanity/mutator, the same code the Studio patches with. */
export function applyPatch(doc: Doc, ops: PatchOps): Doc {
  if (ops.ifRevisionID !== undefined && ops.ifRevisionID !== doc._rev) {
    throw new ItemError(
      409,
      'conflict',
      `Document "${doc._id}" has unexpected revision ID ("${doc._rev}"), expected "${ops.ifRevisionID}"`,
      doc._id,
    );
  }
  for (const [op, path] of patchPaths(ops)) {
    const problem = pathProblem(path);
    if (problem)
      throw new ItemError(400, 'invalidPatch', `Invalid path "${path}" in ${op}: it ${problem}`, doc._id);
  }
  const { ifRevisionID: _ignored, ...rest } = ops;
  let next: Doc | null;
  try {
    next = new Mutation({ mutations: [{ patch: { ...rest, id: doc._id } }] }).apply(
      structuredClone(doc),
    ) as Doc | null;
  } catch (err) {
    throw new ItemError(400, 'invalidPatch', err instanceof Error ? err.message : 'Invalid patch', doc._id);
  }
  if (!next || next._id !== doc._id) {
    throw new ItemError(400, 'invalidPatch', 'A patch may not change or remove _id', doc._id);
  }
  if (typeof next._type !== 'string' || next._type === '') {
    throw new ItemError(400, 'invalidPatch', 'A patch may not remove _type', doc._id);
  }
  return next;
}

async function selectIds(
  staging: Staging,
  query: string,
  params: Record<string, unknown>,
  identity: string,
): Promise<string[]> {
  checkQueryLength(query);
  checkParamShape(params);
  const tree = parseGroq(query, params);
  checkParams(tree, params);
  checkMatchPatterns(tree, params);
  const docs = staging.currentDocs();
  const { result } = await runQuery(buildView(docs), tree, params, {
    identity,
    projectId: 'local',
    dataset: staging.ds.name,
  });
  const list = Array.isArray(result) ? result : [result];
  const ids: string[] = [];
  for (const item of list) {
    if (item && typeof item === 'object' && typeof (item as { _id?: unknown })._id === 'string') {
      ids.push((item as { _id: string })._id);
    }
  }
  return ids;
}

export function validateMutations(raw: unknown[]): MutationInput[] {
  const items: ErrorItem[] = [];
  const parsed: MutationInput[] = [];
  raw.forEach((m, index) => {
    const result = mutationSchema.safeParse(m);
    if (result.success) parsed.push(result.data);
    else
      items.push({
        index,
        error: {
          type: 'invalidMutation',
          description: `Invalid mutation: ${z.prettifyError(result.error).split('\n')[0]}`,
        },
      });
  });
  if (items.length > 0) throw itemsError('mutationError', 400, items);
  if (parsed.length === 0) throw badRequest('No mutations given');
  return parsed;
}

function newDocument(body: Record<string, unknown>, id: string): Doc {
  const doc = { ...body, _id: id } as Doc;
  if (typeof doc._type !== 'string' || doc._type === '') {
    throw new ItemError(400, 'invalidDocument', `Document "${id}" is missing _type`, id);
  }
  return doc;
}

/** Runs `mutations` against the staging copy; throws a mutationError naming each failing item. */
export async function applyMutations(
  staging: Staging,
  mutations: MutationInput[],
  opts: { autoGenerateArrayKeys: boolean; identity: string },
): Promise<MutationResult[]> {
  const results: MutationResult[] = [];
  const failures: ErrorItem[] = [];
  for (const [index, mutation] of mutations.entries()) {
    try {
      results.push(...(await applyOne(staging, mutation, opts)));
    } catch (err) {
      if (err instanceof ItemError) {
        failures.push({
          index,
          error: { description: err.message, type: err.type, ...(err.id ? { id: err.id } : {}) },
        });
        continue;
      }
      throw err;
    }
  }
  if (failures.length > 0) {
    const status = Math.max(...failures.map((f) => statusOf(f.error.type)));
    throw itemsError('mutationError', status, failures);
  }
  return results;
}

const statusOf = (type: string): number =>
  type === 'documentNotFoundError'
    ? 404
    : type === 'conflict' || type === 'documentAlreadyExistsError'
      ? 409
      : 400;

async function applyOne(
  staging: Staging,
  mutation: MutationInput,
  opts: { autoGenerateArrayKeys: boolean; identity: string },
): Promise<MutationResult[]> {
  const keys = (doc: Record<string, unknown>) =>
    opts.autoGenerateArrayKeys ? (addArrayKeys(doc) as Record<string, unknown>) : doc;
  if ('create' in mutation) {
    const id = resolveCreateId(mutation.create._id);
    if (staging.get(id)) {
      throw new ItemError(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id);
    }
    const doc = newDocument(keys(mutation.create), id);
    staging.put(id, doc);
    return [{ id, operation: 'create' }];
  }
  if ('createOrReplace' in mutation) {
    const id = requireId(mutation.createOrReplace._id);
    const existing = staging.get(id);
    const doc = newDocument(keys(mutation.createOrReplace), id);
    if (existing && doc._createdAt === undefined) doc._createdAt = existing._createdAt;
    staging.put(id, doc);
    return [{ id, operation: existing ? 'update' : 'create' }];
  }
  if ('createIfNotExists' in mutation) {
    const id = requireId(mutation.createIfNotExists._id);
    if (staging.get(id)) return [{ id, operation: 'none' }];
    staging.put(id, newDocument(keys(mutation.createIfNotExists), id));
    return [{ id, operation: 'create' }];
  }
  if ('delete' in mutation) {
    const sel = mutation.delete;
    const ids =
      'id' in sel && typeof sel.id === 'string'
        ? [requireId(sel.id)]
        : await selectIds(
            staging,
            String((sel as { query: string }).query),
            (sel as { params?: Record<string, unknown> }).params ?? {},
            opts.identity,
          );
    return ids.map((id) => {
      const existed = staging.get(id) !== null;
      if (existed) staging.put(id, null);
      return { id, operation: existed ? 'delete' : 'none' } as MutationResult;
    });
  }
  const patch = mutation.patch;
  const ops = withKeys(patch, opts.autoGenerateArrayKeys);
  if ('id' in patch && typeof patch.id === 'string') {
    const id = requireId(patch.id);
    const doc = staging.get(id);
    if (!doc) throw new ItemError(404, 'documentNotFoundError', `Document "${id}" not found`, id);
    staging.put(id, applyPatch(doc, stripSelection(ops)), patchStep(id, ops));
    return [{ id, operation: 'update' }];
  }
  const q = patch as { query: string; params?: Record<string, unknown> };
  const ids = await selectIds(staging, q.query, q.params ?? {}, opts.identity);
  return ids.map((id) => {
    const doc = staging.get(id);
    if (!doc) return { id, operation: 'none' } as MutationResult;
    staging.put(id, applyPatch(doc, stripSelection(ops)), patchStep(id, ops));
    return { id, operation: 'update' } as MutationResult;
  });
}

/** The patch as a listener replays it on one document: its operations, addressed by id. */
export function patchStep(id: string, ops: PatchOps): { patch: Record<string, unknown> } {
  const { ifRevisionID: _checked, ...rest } = stripSelection(ops);
  return { patch: { id, ...rest } };
}

function stripSelection(ops: PatchOps): PatchOps {
  const {
    id: _id,
    query: _query,
    params: _params,
    ...rest
  } = ops as PatchOps & {
    id?: unknown;
    query?: unknown;
    params?: unknown;
  };
  return rest;
}
