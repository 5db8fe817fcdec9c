// Sanity's error shapes, so that @sanity/client builds the same messages against the lake as
// against hosted Sanity (see extractErrorProps in @sanity/client).

export interface ErrorItem {
  error: { description: string; id?: string; type: string };
  index: number;
}

export class LakeError extends Error {
  readonly status: number;
  readonly type: string;
  readonly extra: Record<string, unknown>;

  constructor(status: number, type: string, description: string, extra: Record<string, unknown> = {}) {
    super(description);
    this.status = status;
    this.type = type;
    this.extra = extra;
  }

  body(): Record<string, unknown> {
    return { error: { description: this.message, type: this.type, ...this.extra }, statusCode: this.status };
  }
}

export const badRequest = (description: string, extra?: Record<string, unknown>) =>
  new LakeError(400, 'httpBadRequest', description, extra);
export const unauthorized = (description = 'Unauthorized - Session not found') =>
  new LakeError(401, 'httpUnauthorized', description);
export const forbidden = (description = 'Forbidden - insufficient permissions') =>
  new LakeError(403, 'httpForbidden', description);
export const notFound = (description = 'Not found') => new LakeError(404, 'httpNotFound', description);
export const conflict = (description: string, extra?: Record<string, unknown>) =>
  new LakeError(409, 'conflict', description, extra);
export const payloadTooLarge = (limit: number) =>
  new LakeError(413, 'httpPayloadTooLarge', `Request body exceeds the limit of ${limit} bytes`);
export const uriTooLong = (limit: number) =>
  new LakeError(414, 'httpUriTooLong', `Request URL exceeds the limit of ${limit} characters`);

/** A failed mutation or action: one entry per failing item, as the API lists them. */
export function itemsError(
  kind: 'mutationError' | 'actionError',
  status: number,
  items: ErrorItem[],
): LakeError {
  const first = items[0]?.error.description ?? 'unknown error';
  const description =
    kind === 'mutationError' ? `The mutation(s) failed: ${first}` : `The action(s) failed: ${first}`;
  return new LakeError(status, kind, description, { items });
}

/** Thrown while applying a single mutation or action; the caller wraps it with its index. */
export class ItemError extends Error {
  readonly status: number;
  readonly type: string;
  readonly id: string | undefined;
  constructor(status: number, type: string, description: string, id?: string) {
    super(description);
    this.status = status;
    this.type = type;
    this.id = id;
  }
}
