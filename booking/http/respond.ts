import type { z } from 'zod';
import { jsonTooDeep, MAX_JSON_DEPTH } from '../../domain/index.ts';
import { BookingError } from '../errors.ts';

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set('content-type', 'application/json; charset=utf-8');
  if (!h.has('cache-control')) h.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: h });
}

export function errorResponse(error: BookingError): Response {
  const body: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.details !== undefined) body.details = error.details;
  return json(body, error.status);
}

/** JSON bodies are small; the largest (a reservation with ten drivers) is a few kilobytes. */
export const MAX_JSON_BYTES = 256 * 1024;

/**
 * Reads a body, stopping as soon as it passes `limit` bytes (a declared Content-Length over the
 * limit is refused before reading anything): a huge body never sits in memory.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array> {
  const tooLarge = () =>
    new BookingError('payload_too_large', `Request body too large (at most ${limit} bytes)`, 413);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge();
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** JSON, or a `+json` type; the charset parameter is free. */
function isJsonType(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

/** A parsed JSON value and the key or index that leads to it from its parent. */
type Step = { parent: Step | null; key: string };

function pathOf(step: Step | null): string {
  const keys: string[] = [];
  for (let s = step; s; s = s.parent) keys.push(s.key);
  return keys.reverse().join('.');
}

/**
 * The path of the first string (or key) holding a NUL character, which PostgreSQL cannot store.
 * Iterative (depth cannot overflow the stack) and linear: each value keeps only a link to its
 * parent, and the dotted path is built once, for the hit.
 */
export function findNul(value: unknown): string | null {
  const stack: { value: unknown; step: Step | null }[] = [{ value, step: null }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: v, step } = next;
    if (typeof v === 'string') {
      if (v.includes('\0')) return pathOf(step) || 'body';
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], step: { parent: step, key: String(i) } });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (const [key] of entries) if (key.includes('\0')) return pathOf({ parent: step, key });
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, step: { parent: step, key } });
      }
    }
  }
  return null;
}

/**
 * Parses JSON text of a request body: 400 `too_deeply_nested` past MAX_JSON_DEPTH (checked
 * before parsing), 400 `invalid_json` when it does not parse, 400 `invalid_characters` for a NUL
 * anywhere. The caller bounds the size (MAX_JSON_BYTES) before reading the text.
 */
export function parseJsonText(text: string): unknown {
  if (jsonTooDeep(text)) {
    throw new BookingError(
      'too_deeply_nested',
      `Request body nests arrays or objects deeper than ${MAX_JSON_DEPTH} levels`,
      400,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BookingError('invalid_json', 'Request body is not valid JSON', 400);
  }
  // JSON text cannot hold a raw NUL inside a string, only the escape: no escape, no walk.
  const nul = /\\u0000/i.test(text) ? findNul(raw) : null;
  if (nul !== null) {
    throw new BookingError('invalid_characters', `${nul}: text must not contain NUL characters`, 400, {
      issues: [{ path: nul === 'body' ? '' : nul, message: 'Text must not contain NUL characters' }],
    });
  }
  return raw;
}

/**
 * Parses a JSON body with a zod schema; every problem is a 400 with field paths. A body must be
 * declared `application/json` (415 otherwise; an empty body needs no type), may not pass
 * `MAX_JSON_BYTES` (413), nest deeper than `MAX_JSON_DEPTH` (400) or hold NUL characters (400).
 */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let raw: unknown = {};
  const bytes = await readBodyLimited(request, MAX_JSON_BYTES);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() !== '') {
    if (!isJsonType(request.headers.get('content-type'))) {
      throw new BookingError(
        'unsupported_media_type',
        'Send the request body as JSON with Content-Type: application/json',
        415,
      );
    }
    raw = parseJsonText(text);
  }
  return parseWith(schema, raw);
}

export function parseWith<T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const first = issues[0];
    throw new BookingError(
      'validation_failed',
      first ? `${first.path || 'body'}: ${first.message}` : 'Invalid request',
      400,
      { issues },
    );
  }
  return result.data;
}
