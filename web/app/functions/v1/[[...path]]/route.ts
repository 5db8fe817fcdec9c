import { join } from 'node:path';
import { openDatabase } from '../../../../../booking/db/client.ts';
import { createBookingHandler } from '../../../../../booking/http/handler.ts';
import { sessionSecret } from '../../../../lib/signed-cookie.ts';
import { defaultTenant, parseHostMap } from '../../../../lib/tenants.ts';

/**
 * The booking service (booking/) mounted under the spec's API base path. It is framework-free
 * (Request in, Response out); this file only wires configuration. Created on first request so
 * `next build` never opens a database.
 */
let handler: ((request: Request) => Promise<Response>) | undefined;

function bookingHandler(): (request: Request) => Promise<Response> {
  if (!handler) {
    const dataDir = process.env.DATA_DIR ?? '.data';
    const embedded = !process.env.DATABASE_URL;
    handler = createBookingHandler({
      database: () => openDatabase(embedded ? { dataDir: join(dataDir, 'pglite') } : {}),
      hosts: {
        localhost: defaultTenant(process.env.DEFAULT_TENANT),
        ...parseHostMap(process.env.TENANT_HOSTS),
      },
      defaultTenant: defaultTenant(process.env.DEFAULT_TENANT),
      sessionSecret: sessionSecret(),
      trustProxy: process.env.TRUST_PROXY === '1',
      // The embedded database starts empty: give it the demo fleet. Production data is never seeded.
      seed: embedded,
      adminToken: process.env.BOOKING_ADMIN_TOKEN,
    });
  }
  return handler;
}

const handle = (request: Request) => bookingHandler()(request);

export const dynamic = 'force-dynamic';
export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
