/**
 * The visitor's inspections, read on the server with their own reservation session: the booking
 * service decides which reservation that is and what each step's window says.
 */
import type { Tenant } from '@domain';
import { asVisitor } from '@web/features/reservation/session.ts';
import type { InspectionOverview } from './model.ts';

export async function loadInspection(tenant: Tenant): Promise<InspectionOverview | null> {
  const reply = await (await asVisitor(tenant)).inspection();
  if (!reply.ok) {
    // No session is the ordinary case (the page sends the visitor to Find); a failure is not.
    if (reply.status >= 500) console.error('Inspection not read', reply.status, reply.error.code);
    return null;
  }
  return reply.data;
}
