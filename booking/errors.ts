/**
 * A failure the client can act on. `code` is stable (clients and tests match on it), `message`
 * is for people. `status` is the HTTP status the handler answers with.
 */
export class BookingError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'BookingError';
  }
}

export const notFound = (what: string) => new BookingError('not_found', `${what} not found`, 404);
