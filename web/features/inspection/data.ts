/**
 * The visitor's inspections, read on the server with their own reservation session: the booking
 * service decides which reservation that is and what each step's window says.
 */
import type { Tenant } from '@domain';
import { callAsVisitor } from '@web/features/reservation/session.ts';
import { type InspectionOverview, OverviewSchema } from './model.ts';

export async function loadInspection(tenant: Tenant): Promise<InspectionOverview | null> {
  const result = await callAsVisitor('/reservation/inspection', { tenant });
  if (result.status !== 200) return null;
  const parsed = OverviewSchema.safeParse(result.body);
  if (!parsed.success) {
    console.error('Unexpected inspection answer', parsed.error.issues.slice(0, 3));
    return null;
  }
  return parsed.data;
}
