import { z } from 'zod';
import { type ErrorItem, ItemError, itemsError } from './errors.ts';
import { DRAFTS_PREFIX, isDraftId, isVersionId, publishedIdOf } from './ids.ts';
import { addArrayKeys, applyPatch, patchOps, patchStep, requireId } from './mutations.ts';
import type { Staging } from './staging.ts';
import type { Doc } from './store.ts';

// The document actions the Studio sends (it always edits through actions, never mutations).
const attributes = z.looseObject({ _id: z.string().optional(), _type: z.string() });
const actionSchema = z.discriminatedUnion('actionType', [
  z.object({
    actionType: z.literal('sanity.action.document.create'),
    publishedId: z.string(),
    attributes,
    ifExists: z.enum(['fail', 'ignore']).optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.edit'),
    draftId: z.string(),
    publishedId: z.string(),
    patch: patchOps,
  }),
  z.object({
    actionType: z.literal('sanity.action.document.publish'),
    draftId: z.string(),
    publishedId: z.string(),
    ifDraftRevisionId: z.string().optional(),
    ifPublishedRevisionId: z.string().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.unpublish'),
    draftId: z.string(),
    publishedId: z.string(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.discard'),
    draftId: z.string(),
    purge: z.boolean().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.delete'),
    publishedId: z.string(),
    includeDrafts: z.array(z.string()).optional(),
    purge: z.boolean().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.replaceDraft'),
    publishedId: z.string(),
    attributes,
  }),
  z.object({
    actionType: z.literal('sanity.action.document.version.create'),
    publishedId: z.string(),
    document: attributes.optional(),
    baseId: z.string().optional(),
    versionId: z.string().optional(),
    ifBaseRevisionId: z.string().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.version.discard'),
    versionId: z.string(),
    purge: z.boolean().optional(),
  }),
  z.object({
    actionType: z.literal('sanity.action.document.version.replace'),
    document: attributes.extend({ _id: z.string() }),
  }),
]);
export type ActionInput = z.infer<typeof actionSchema>;

export const actionsBody = z.object({
  actions: z.array(z.unknown()).min(1).max(10_000),
  transactionId: z.string().optional(),
  dryRun: z.boolean().optional(),
  skipCrossDatasetReferenceValidation: z.boolean().optional(),
});

export function validateActions(raw: unknown[]): ActionInput[] {
  const items: ErrorItem[] = [];
  const parsed: ActionInput[] = [];
  raw.forEach((a, index) => {
    const result = actionSchema.safeParse(a);
    if (result.success) parsed.push(result.data);
    else {
      const type = (a as { actionType?: unknown } | null)?.actionType;
      items.push({
        index,
        error: {
          type: 'invalidAction',
          description:
            typeof type === 'string' && !actionSchema.options.some((o) => o.shape.actionType.value === type)
              ? `Unknown action type "${type}"`
              : `Invalid action: ${z.prettifyError(result.error).split('\n')[0]}`,
        },
      });
    }
  });
  if (items.length > 0) throw itemsError('actionError', 400, items);
  return parsed;
}

const notFoundItem = (id: string, what: string) =>
  new ItemError(404, 'documentNotFoundError', `${what} "${id}" does not exist`, id);

function checkPair(draftId: string, publishedId: string): void {
  requireId(draftId);
  requireId(publishedId);
  if (isDraftId(publishedId) || isVersionId(publishedId)) {
    throw new ItemError(
      400,
      'invalidDocumentId',
      `"${publishedId}" is not a published document ID`,
      publishedId,
    );
  }
  if (publishedIdOf(draftId) !== publishedId || !(isDraftId(draftId) || isVersionId(draftId))) {
    throw new ItemError(400, 'invalidDocumentId', `"${draftId}" is not a draft of "${publishedId}"`, draftId);
  }
}

function applyAction(staging: Staging, action: ActionInput, autoKeys: boolean): void {
  const keys = (doc: Record<string, unknown>) =>
    autoKeys ? (addArrayKeys(doc) as Record<string, unknown>) : doc;
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const id = action.attributes._id ?? `${DRAFTS_PREFIX}${action.publishedId}`;
      checkPair(id, action.publishedId);
      if (staging.get(id)) {
        if (action.ifExists === 'ignore') return;
        throw new ItemError(409, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id);
      }
      staging.put(id, { ...keys(action.attributes), _id: id } as Doc);
      return;
    }
    case 'sanity.action.document.edit': {
      checkPair(action.draftId, action.publishedId);
      const base = staging.get(action.draftId) ?? staging.get(action.publishedId);
      if (!base)
        throw notFoundItem(action.publishedId, 'Cannot edit document: neither draft nor published document');
      // Editing a published document starts its draft from the published content.
      const draft: Doc = base._id === action.draftId ? base : { ...base, _id: action.draftId };
      const ops = autoKeys
        ? {
            ...action.patch,
            set: action.patch.set && (addArrayKeys(action.patch.set) as Record<string, unknown>),
          }
        : action.patch;
      // A co-editor's Studio replays these on its copy and rebases its own pending edits on them.
      const patch = patchStep(action.draftId, ops);
      staging.put(
        action.draftId,
        applyPatch(draft, ops),
        draft === base ? patch : [{ createIfNotExists: draft }, patch],
      );
      return;
    }
    case 'sanity.action.document.publish': {
      checkPair(action.draftId, action.publishedId);
      const draft = staging.get(action.draftId);
      if (!draft) throw notFoundItem(action.draftId, 'Cannot publish: draft');
      const published = staging.get(action.publishedId);
      if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev) {
        throw new ItemError(
          409,
          'conflict',
          `Draft revision is "${draft._rev}", expected "${action.ifDraftRevisionId}"`,
          action.draftId,
        );
      }
      if (
        action.ifPublishedRevisionId !== undefined &&
        action.ifPublishedRevisionId !== (published?._rev ?? '')
      ) {
        throw new ItemError(
          409,
          'conflict',
          `Published revision is "${published?._rev ?? ''}", expected "${action.ifPublishedRevisionId}"`,
          action.publishedId,
        );
      }
      const { _originalId: _drop, ...content } = draft;
      staging.put(action.publishedId, {
        ...content,
        _id: action.publishedId,
        _createdAt: published?._createdAt ?? draft._createdAt,
      } as Doc);
      staging.put(action.draftId, null);
      return;
    }
    case 'sanity.action.document.unpublish': {
      checkPair(action.draftId, action.publishedId);
      const published = staging.get(action.publishedId);
      if (!published) throw notFoundItem(action.publishedId, 'Cannot unpublish: published document');
      if (!staging.get(action.draftId)) staging.put(action.draftId, { ...published, _id: action.draftId });
      staging.put(action.publishedId, null);
      return;
    }
    case 'sanity.action.document.discard': {
      requireId(action.draftId);
      if (!isDraftId(action.draftId) && !isVersionId(action.draftId)) {
        throw new ItemError(
          400,
          'invalidDocumentId',
          `"${action.draftId}" is not a draft ID`,
          action.draftId,
        );
      }
      if (!staging.get(action.draftId)) throw notFoundItem(action.draftId, 'Cannot discard: draft');
      staging.put(action.draftId, null);
      return;
    }
    case 'sanity.action.document.delete': {
      requireId(action.publishedId);
      const ids = new Set([
        action.publishedId,
        `${DRAFTS_PREFIX}${action.publishedId}`,
        ...(action.includeDrafts ?? []),
      ]);
      let found = false;
      for (const id of ids) {
        requireId(id);
        if (publishedIdOf(id) !== action.publishedId) {
          throw new ItemError(
            400,
            'invalidDocumentId',
            `"${id}" is not a draft of "${action.publishedId}"`,
            id,
          );
        }
        if (staging.get(id)) {
          found = true;
          staging.put(id, null);
        }
      }
      if (!found) throw notFoundItem(action.publishedId, 'Cannot delete: document');
      return;
    }
    case 'sanity.action.document.replaceDraft': {
      const id = action.attributes._id ?? `${DRAFTS_PREFIX}${action.publishedId}`;
      checkPair(id, action.publishedId);
      const existing = staging.get(id);
      staging.put(id, {
        ...keys(action.attributes),
        _id: id,
        ...(existing ? { _createdAt: existing._createdAt } : {}),
      } as Doc);
      return;
    }
    case 'sanity.action.document.version.create': {
      const versionId = action.document?._id ?? action.versionId;
      if (!versionId) throw new ItemError(400, 'invalidAction', 'A version needs document._id or versionId');
      checkPair(versionId, action.publishedId);
      if (staging.get(versionId)) {
        throw new ItemError(
          409,
          'documentAlreadyExistsError',
          `Document by ID "${versionId}" already exists`,
          versionId,
        );
      }
      let content: Record<string, unknown> | undefined = action.document;
      if (!content && action.baseId) {
        const base = staging.get(requireId(action.baseId));
        if (!base) throw notFoundItem(action.baseId, 'Base document');
        if (action.ifBaseRevisionId && action.ifBaseRevisionId !== base._rev) {
          throw new ItemError(
            409,
            'conflict',
            `Base revision is "${base._rev}", expected "${action.ifBaseRevisionId}"`,
            base._id,
          );
        }
        content = base;
      }
      if (!content) throw new ItemError(400, 'invalidAction', 'A version needs a document or a baseId');
      staging.put(versionId, { ...keys(content), _id: versionId } as Doc);
      return;
    }
    case 'sanity.action.document.version.discard': {
      requireId(action.versionId);
      if (!staging.get(action.versionId)) throw notFoundItem(action.versionId, 'Cannot discard: version');
      staging.put(action.versionId, null);
      return;
    }
    case 'sanity.action.document.version.replace': {
      const id = requireId(action.document._id);
      if (!isVersionId(id) && !isDraftId(id)) {
        throw new ItemError(400, 'invalidDocumentId', `"${id}" is not a version ID`, id);
      }
      if (!staging.get(id)) throw notFoundItem(id, 'Cannot replace: version');
      staging.put(id, { ...keys(action.document), _id: id } as Doc);
      return;
    }
  }
}

export function applyActions(staging: Staging, actions: ActionInput[], autoKeys = false): void {
  const failures: ErrorItem[] = [];
  for (const [index, action] of actions.entries()) {
    try {
      applyAction(staging, action, autoKeys);
    } catch (err) {
      if (!(err instanceof ItemError)) throw err;
      failures.push({
        index,
        error: { description: err.message, type: err.type, ...(err.id ? { id: err.id } : {}) },
      });
    }
  }
  if (failures.length > 0) {
    const status = failures.some(
      (f) => f.error.type === 'conflict' || f.error.type === 'documentAlreadyExistsError',
    )
      ? 409
      : failures.some((f) => f.error.type === 'documentNotFoundError')
        ? 404
        : 400;
    throw itemsError('actionError', status, failures);
  }
}
