import { z } from 'zod';
import { actionsBody, applyActions, validateActions } from './actions.ts';
import { hasRole, identityOf } from './auth.ts';
import type { Ctx } from './context.ts';
import { badRequest, forbidden, LakeError, unauthorized } from './errors.ts';
import { checkParams, listenerFilter, parseGroq, parsePerspective, perspectiveNeedsAuth } from './groq.ts';
import { EventStream, header, readJson, sendJson } from './http.ts';
import { isDraftId, isPublicId, isVersionId, randomRevision } from './ids.ts';
import { effectsOf, mutationEvents, syncTagOf } from './listeners.ts';
import { applyMutations, mutateBody, validateMutations } from './mutations.ts';
import {
  checkListenerFilter,
  checkMatchPatterns,
  checkParamShape,
  checkQueryLength,
  QUERY_LIMITS,
} from './query-limits.ts';
import { Staging } from './staging.ts';
import type { Change, DatasetState, Doc } from './store.ts';

const TRANSACTION_ID = /^[A-Za-z0-9._-]{1,128}$/;
const RESUME_LIMIT = 1000;

/** Readers without a token see public documents only (ids without a path); private datasets not at all. */
function readerScope(ctx: Ctx, ds: DatasetState): { publicOnly: boolean } {
  if (ctx.principal.kind !== 'anonymous') return { publicOnly: false };
  if (ds.info.aclMode === 'private') throw unauthorized('Dataset is private: a token is needed');
  return { publicOnly: true };
}

function requireWriter(ctx: Ctx): void {
  if (ctx.principal.kind === 'anonymous') throw unauthorized();
  if (!hasRole(ctx.principal, 'editor'))
    throw forbidden('Insufficient permissions; permission "update" required');
}

function requireReader(ctx: Ctx): void {
  if (ctx.principal.kind === 'anonymous') throw unauthorized();
}

/** API versions from 2025-02-19 read the published perspective by default; older ones read raw. */
const defaultPerspective = (apiVersion: string | null): 'raw' | 'published' =>
  apiVersion && apiVersion !== '1' && apiVersion >= '2025-02-19' ? 'published' : 'raw';

function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw badRequest(
        `Unable to parse value of "${key}=${value.slice(0, 80)}". Please quote string values.`,
      );
    }
  }
  return params;
}

const queryBody = z.object({
  query: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  perspective: z.union([z.string(), z.array(z.string())]).optional(),
});

export async function handleQuery(ctx: Ctx, dataset: string): Promise<void> {
  const ds = ctx.lake.store.requireDataset(dataset);
  const search = ctx.url.searchParams;
  let query: string;
  let params: Record<string, unknown>;
  let perspectiveRaw = search.get('perspective');
  if (ctx.method === 'POST') {
    const parsed = queryBody.safeParse(await readJson(ctx, QUERY_LIMITS.body));
    if (!parsed.success)
      throw badRequest('Body must be an object with a `query` string and optional `params`');
    query = parsed.data.query;
    params = { ...paramsFromSearch(search), ...(parsed.data.params ?? {}) };
    if (parsed.data.perspective !== undefined) {
      perspectiveRaw = Array.isArray(parsed.data.perspective)
        ? parsed.data.perspective.join(',')
        : parsed.data.perspective;
    }
  } else {
    const q = search.get('query');
    if (q === null) throw badRequest('Missing query parameter "query"');
    query = q;
    params = paramsFromSearch(search);
  }
  const perspective = parsePerspective(perspectiveRaw, defaultPerspective(ctx.apiVersion));
  if (perspectiveNeedsAuth(perspective)) requireReader(ctx);
  const { publicOnly } = readerScope(ctx, ds);
  checkQueryLength(query);
  checkParamShape(params);
  const tree = parseGroq(query, params);
  checkParams(tree, params);
  checkMatchPatterns(tree, params);
  // Evaluated in a worker thread with a time budget: the event loop stays free for everyone else.
  const outcome = await ctx.lake.queries.run({
    dataset,
    state: ds,
    query,
    params,
    perspective,
    publicOnly,
    identity: identityOf(ctx.principal),
    projectId: ctx.lake.options.projectId,
  });
  const body: Record<string, unknown> = {};
  if (search.get('returnQuery') !== 'false') body.query = query;
  body.result = outcome.result;
  body.syncTags = [syncTagOf(dataset)];
  body.ms = outcome.ms;
  sendJson(ctx, 200, body);
}

export function handleDoc(ctx: Ctx, dataset: string, idList: string): void {
  const ds = ctx.lake.store.requireDataset(dataset);
  const { publicOnly } = readerScope(ctx, ds);
  const ids = idList.split(',').filter(Boolean);
  if (ids.length === 0 || ids.length > 1000) throw badRequest('Give between 1 and 1000 document IDs');
  const excludeContent = ctx.url.searchParams.get('excludeContent') === 'true';
  const documents: Record<string, unknown>[] = [];
  const omitted: { id: string; reason: 'existence' | 'permission' }[] = [];
  for (const id of ids) {
    const doc = ds.docs.get(id);
    if (publicOnly && !isPublicId(id)) omitted.push({ id, reason: 'permission' });
    else if (!doc) omitted.push({ id, reason: 'existence' });
    else documents.push(excludeContent ? { _id: doc._id, _type: doc._type, _rev: doc._rev } : doc);
  }
  sendJson(ctx, 200, { documents, omitted });
}

function transactionIdFrom(value: string | undefined): string {
  if (value === undefined) return randomRevision();
  if (!TRANSACTION_ID.test(value))
    throw badRequest('transactionId must be 1-128 letters, digits, ".", "_" or "-"');
  return value;
}

/** One login (a browser) or one token: edits from the same session never hold its own publish. */
function sessionOf(ctx: Ctx): string {
  const p = ctx.principal;
  if (p.kind === 'user') return `session:${p.sessionId ?? p.id}`;
  return p.kind === 'token' ? `token:${p.id}` : 'anonymous';
}

function flag(search: URLSearchParams, name: string, fallback: boolean): boolean {
  const v = search.get(name);
  if (v === null) return fallback;
  return v === 'true' || v === '1' || v === '';
}

function commitStaging(
  ctx: Ctx,
  dataset: string,
  staging: Staging,
  mutations: unknown[],
  dryRun: boolean,
): Change[] {
  const changes = staging.finalize();
  if (!dryRun && changes.length > 0) {
    ctx.lake.store.commit(dataset, {
      id: staging.transactionId,
      author: identityOf(ctx.principal),
      timestamp: staging.timestamp,
      mutations,
      changes,
    });
    for (const change of changes) {
      if (change.after && (isDraftId(change.id) || isVersionId(change.id))) {
        ctx.lake.edits.recordWrite(dataset, change.id, sessionOf(ctx));
      }
    }
  }
  return changes;
}

export async function handleMutate(ctx: Ctx, dataset: string): Promise<void> {
  requireWriter(ctx);
  const ds = ctx.lake.store.requireDataset(dataset);
  const parsed = mutateBody.safeParse(await readJson(ctx));
  if (!parsed.success) throw badRequest('Body must be an object with a `mutations` array');
  const search = ctx.url.searchParams;
  const mutations = validateMutations(parsed.data.mutations);
  const transactionId = transactionIdFrom(parsed.data.transactionId);
  const dryRun = flag(search, 'dryRun', false);
  if (!dryRun && ctx.lake.store.hasTransaction(dataset, transactionId)) {
    throw new LakeError(409, 'conflict', `Transaction ID "${transactionId}" has already been used`);
  }
  const staging = new Staging(ds, transactionId, new Date().toISOString());
  const results = await applyMutations(staging, mutations, {
    autoGenerateArrayKeys: flag(search, 'autoGenerateArrayKeys', false),
    identity: identityOf(ctx.principal),
  });
  const changes = commitStaging(ctx, dataset, staging, parsed.data.mutations, dryRun);
  const finalDocs = new Map<string, Doc | null>(changes.map((c) => [c.id, c.after]));
  const returnDocuments = flag(search, 'returnDocuments', false);
  const returnIds = flag(search, 'returnIds', false);
  const out = results.map((r) => {
    const item: Record<string, unknown> = { id: r.id, operation: r.operation };
    if (returnDocuments) {
      const doc = finalDocs.has(r.id) ? finalDocs.get(r.id) : ds.docs.get(r.id);
      if (doc) item.document = doc;
    }
    return item;
  });
  const body: Record<string, unknown> = { transactionId, results: out };
  if (returnIds) body.documentIds = results.map((r) => r.id);
  sendJson(ctx, 200, body);
}

export async function handleActions(ctx: Ctx, dataset: string): Promise<void> {
  requireWriter(ctx);
  const ds = ctx.lake.store.requireDataset(dataset);
  const parsed = actionsBody.safeParse(await readJson(ctx));
  if (!parsed.success) throw badRequest('Body must be an object with an `actions` array');
  const actions = validateActions(parsed.data.actions);
  const transactionId = transactionIdFrom(parsed.data.transactionId);
  const dryRun = parsed.data.dryRun === true;
  if (!dryRun && ctx.lake.store.hasTransaction(dataset, transactionId)) {
    throw new LakeError(409, 'conflict', `Transaction ID "${transactionId}" has already been used`);
  }
  // A publish of a draft a co-editor is typing into waits for a pause in their typing, so their
  // keystrokes in flight are published too instead of racing the publish (edit-activity.ts).
  const publishing = actions.flatMap((a) =>
    a.actionType === 'sanity.action.document.publish' ? [a.draftId] : [],
  );
  if (!dryRun && publishing.length > 0) await ctx.lake.edits.settle(dataset, publishing, sessionOf(ctx));
  const staging = new Staging(ds, transactionId, new Date().toISOString());
  applyActions(staging, actions);
  commitStaging(ctx, dataset, staging, parsed.data.actions, dryRun);
  sendJson(ctx, 200, { transactionId });
}

export function handleListen(ctx: Ctx, dataset: string): void {
  const ds = ctx.lake.store.requireDataset(dataset);
  const { publicOnly } = readerScope(ctx, ds);
  const search = ctx.url.searchParams;
  const query = search.get('query');
  if (query === null) throw badRequest('Missing query parameter "query"');
  const params = paramsFromSearch(search);
  let filter: ReturnType<typeof listenerFilter>;
  try {
    checkQueryLength(query);
    checkParamShape(params);
    const tree = parseGroq(query, params);
    checkParams(tree, params);
    checkMatchPatterns(tree, params);
    filter = listenerFilter(tree);
    checkListenerFilter(filter);
  } catch (err) {
    if (!(err instanceof LakeError)) throw err;
    // Sanity reports listener query errors inside the stream, where the client raises ChannelError.
    const stream = new EventStream(ctx);
    stream.send('channelError', { message: err.message, error: err.body().error });
    stream.close();
    return;
  }
  const opts = {
    filter,
    params,
    publicOnly,
    identity: identityOf(ctx.principal),
    includeResult: flag(search, 'includeResult', true),
    includePreviousRevision: flag(search, 'includePreviousRevision', false),
    includeMutations: flag(search, 'includeMutations', true),
    includeAllVersions: flag(search, 'includeAllVersions', false),
    mendoza: search.get('effectFormat') === 'mendoza',
  };
  const stream = new EventStream(ctx);
  // Event ids are `<transaction seq>#<event index>`: a transaction that touches several documents
  // (a publish: the draft goes, the published copy changes) sends several events, and a stream
  // cut between them resumes with the rest of that transaction, not after it.
  const lastEventId = header(ctx, 'last-event-id');
  const [seqPart, indexPart] = (lastEventId ?? '').split('#');
  const resumeFrom = seqPart ? Number(seqPart) : Number.NaN;
  const resumeIndex = indexPart === undefined ? Number.POSITIVE_INFINITY : Number(indexPart);
  if (
    flag(search, 'enableResume', false) &&
    Number.isSafeInteger(resumeFrom) &&
    resumeFrom >= 0 &&
    !Number.isNaN(resumeIndex)
  ) {
    const missed = ctx.lake.store.transactionsSince(dataset, Math.max(resumeFrom - 1, -1), RESUME_LIMIT + 2);
    // An id from the future (the data was reset or restored) or a log that moved on too far is a
    // gap: say so with `reset` (the Studio refetches its documents), never resume past it.
    if (resumeFrom <= ds.lastSeq && missed.length <= RESUME_LIMIT + 1) {
      stream.send('welcomeback', { listenerName: randomRevision(10) });
      for (const tx of missed) {
        if (tx.seq < resumeFrom) continue;
        mutationEvents(tx, opts).forEach((frame, index) => {
          if (tx.seq === resumeFrom && index <= resumeIndex) return;
          stream.send('mutation', frame.data, frame.id);
        });
      }
    } else {
      stream.send('reset', {});
    }
  } else {
    stream.send('welcome', { listenerName: randomRevision(10) });
  }
  ctx.lake.hub.addListener(dataset, stream, opts, ds.lastSeq);
}

export function handleLiveEvents(ctx: Ctx, dataset: string): void {
  const ds = ctx.lake.store.requireDataset(dataset);
  const includeDrafts = ctx.url.searchParams.get('includeDrafts') === 'true';
  if (includeDrafts) requireReader(ctx);
  readerScope(ctx, ds);
  const stream = new EventStream(ctx);
  stream.send('welcome', {});
  const lastEventId = header(ctx, 'last-event-id');
  if (lastEventId !== undefined && Number.parseInt(lastEventId, 10) !== ds.lastSeq) {
    // Messages were missed while disconnected; a restart makes the client refetch everything.
    stream.send('restart', {}, `${ds.lastSeq}`);
  }
  ctx.lake.hub.addLive(dataset, stream, includeDrafts);
}

export function handleHistoryDocuments(ctx: Ctx, dataset: string, idList: string): void {
  requireReader(ctx);
  ctx.lake.store.requireDataset(dataset);
  const search = ctx.url.searchParams;
  const ids = idList.split(',').filter(Boolean);
  const revision = search.get('revision') ?? undefined;
  const time = search.get('time') ?? undefined;
  const documents = ctx.lake.store.documentsAt(dataset, ids, {
    revision,
    time,
    lastRevision: search.get('lastRevision') === 'true',
  });
  sendJson(ctx, 200, { documents });
}

export function handleHistoryTransactions(ctx: Ctx, dataset: string, idList: string): void {
  requireReader(ctx);
  ctx.lake.store.requireDataset(dataset);
  const search = ctx.url.searchParams;
  const ids = idList.split(',').filter(Boolean);
  const limitRaw = Number(search.get('limit') ?? '100');
  const limit = Number.isFinite(limitRaw) ? Math.max(1, Math.min(1000, Math.floor(limitRaw))) : 100;
  const rows = ctx.lake.store.transactionsOf(dataset, ids, {
    reverse: search.get('reverse') === 'true',
    limit,
    fromTransaction: search.get('fromTransaction') ?? undefined,
    toTransaction: search.get('toTransaction') ?? undefined,
    fromTime: search.get('fromTime') ?? undefined,
    toTime: search.get('toTime') ?? undefined,
  });
  const excludeMutations =
    search.get('excludeMutations') === 'true' || search.get('excludeContent') === 'true';
  const lines = rows.map(({ tx, effects }) => {
    const entry: Record<string, unknown> = {
      id: tx.id,
      timestamp: tx.ts,
      author: tx.author,
      documentIDs: [...effects.keys()],
      effects: Object.fromEntries([...effects].map(([id, e]) => [id, effectsOf({ id, ...e })])),
    };
    if (!excludeMutations) entry.mutations = JSON.parse(tx.mutations) as unknown[];
    return `${JSON.stringify(entry)}\n`;
  });
  const text = lines.join('');
  ctx.res.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  });
  ctx.res.end(text);
}
