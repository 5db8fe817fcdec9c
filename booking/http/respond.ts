import type { z } from 'zod';
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

/** Parses a JSON body with a zod schema; every problem is a 400 with field paths. */
export async function readJson<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let raw: unknown = {};
  const text = await request.text();
  if (text.length > 256 * 1024) throw new BookingError('payload_too_large', 'Request body too large', 413);
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new BookingError('invalid_json', 'Request body is not valid JSON', 400);
    }
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
