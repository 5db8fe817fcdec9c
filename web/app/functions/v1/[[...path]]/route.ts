import { limitRequestBody } from '@booking/http/body-limit.ts';
import { setClientAddress } from '@booking/http/handler.ts';
import { bookingHandler } from '@web/lib/booking/service.ts';
import { clientAddress } from '@web/lib/request-origin.ts';

/**
 * The booking service (booking/) mounted under the spec's API base path. It is framework-free
 * (Request in, Response out); web/lib/booking/service.ts wires its configuration and shares one
 * instance with the server components and actions that call it in process. The body is read only
 * up to the service's largest accepted size: past it the answer is 413 and reading stops.
 */
async function handle(request: Request): Promise<Response> {
  const limited = await limitRequestBody(request);
  if (limited instanceof Response) return limited;
  // The visitor's address for per-client limits (X-Forwarded-For as Next sets it, or as a trusted
  // proxy appended it): without it every visitor shared one bucket.
  const address = clientAddress(request.headers);
  if (address) setClientAddress(limited, address);
  return bookingHandler()(limited);
}

export const dynamic = 'force-dynamic';
export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
