/**
 * The browser's calls to the booking service (`/functions/v1`, same origin, the brand from the
 * host), each answer parsed with its zod schema: typed responses, not only typed requests.
 */

import {
  BookingErrorSchema,
  type QuoteResponse,
  QuoteResponseSchema,
  type SearchResponse,
  SearchResponseSchema,
} from '@web/lib/booking/types.ts';
import type { z } from 'zod';

export class BookingApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  const response = await fetch(`/functions/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = BookingErrorSchema.safeParse(json);
    throw new BookingApiError(
      response.status,
      error.success ? error.data.code : 'http_error',
      error.success ? error.data.message : `HTTP ${response.status}`,
    );
  }
  return schema.parse(json);
}

export function searchVehicles(body: Record<string, unknown>): Promise<SearchResponse> {
  return post('/search', body, SearchResponseSchema);
}

export function quotePrice(body: Record<string, unknown>): Promise<QuoteResponse> {
  return post('/quote', body, QuoteResponseSchema);
}
