import { limitRequestBody } from '@booking/http/body-limit.ts';
import { bookingHandler } from '../../../../lib/booking/service.ts';

/**
 * The booking service (booking/) mounted under the spec's API base path. It is framework-free
 * (Request in, Response out); web/lib/booking/service.ts wires its configuration and shares one
 * instance with the server components and actions that call it in process. The body is read only
 * up to the service's largest accepted size: past it the answer is 413 and reading stops.
 */
async function handle(request: Request): Promise<Response> {
  const limited = await limitRequestBody(request);
  return limited instanceof Response ? limited : bookingHandler()(limited);
}

export const dynamic = 'force-dynamic';
export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
