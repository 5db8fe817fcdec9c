/**
 * The browser's calls to the booking service (`/functions/v1`, same origin, the brand from the
 * host): the typed client (`booking/client.ts`) over `fetch`. A refusal throws, for SWR.
 */
import {
  type BookingReply,
  bookingClient,
  type QuoteAnswer,
  type QuoteRequest,
  type SearchAnswer,
  type SearchRequest,
} from '@booking/client.ts';

export class BookingApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const client = bookingClient(async (path, init) => {
  const response = await fetch(`/functions/v1${path}`, {
    method: init.method,
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body, headers: response.headers };
});

function data<T>(reply: BookingReply<T>): T {
  if (!reply.ok) throw new BookingApiError(reply.status, reply.error.code, reply.error.message);
  return reply.data;
}

export async function searchVehicles(request: SearchRequest): Promise<SearchAnswer> {
  return data(await client.search(request));
}

export async function quotePrice(request: QuoteRequest): Promise<QuoteAnswer> {
  return data(await client.quote(request));
}
