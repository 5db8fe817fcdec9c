import { and, desc, eq, lt } from 'drizzle-orm';
import type { AuditEntry, StaffMember } from '../../domain/index.ts';
import type { Database } from '../db/client.ts';
import { staffAudit } from '../db/schema.ts';

export type { AuditEntry } from '../../domain/index.ts';

/** Appends one staff action; written after the action succeeded, so the log shows what happened. */
export async function recordStaffAction(
  database: Database,
  tenant: string,
  member: StaffMember,
  action: string,
  target: string | null,
  details: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await database.db.insert(staffAudit).values({
    tenant,
    actorId: member.id,
    actorName: member.name,
    actorEmail: member.email,
    actorRole: member.role,
    via: member.via,
    action,
    target,
    details,
    createdAt: now,
  });
}

/** Newest first, `limit` at a time; `before` is the last id of the previous page. */
export async function listStaffActions(
  database: Database,
  tenant: string,
  limit: number,
  before?: number,
): Promise<AuditEntry[]> {
  const rows = await database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.tenant, tenant), before ? lt(staffAudit.id, before) : undefined))
    .orderBy(desc(staffAudit.id))
    .limit(limit);
  return rows.map(toEntry);
}

/** The staff actions on one reservation (logged with its reference as target), newest first. */
export async function listStaffActionsFor(
  database: Database,
  tenant: string,
  reference: string,
  limit = 200,
): Promise<AuditEntry[]> {
  const rows = await database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.tenant, tenant), eq(staffAudit.target, reference)))
    .orderBy(desc(staffAudit.id))
    .limit(limit);
  return rows.map(toEntry);
}

function toEntry(r: typeof staffAudit.$inferSelect): AuditEntry {
  return {
    id: r.id,
    at: r.createdAt.toISOString(),
    actor: { id: r.actorId, name: r.actorName, email: r.actorEmail, role: r.actorRole, via: r.via },
    action: r.action,
    target: r.target,
    details: (r.details ?? {}) as Record<string, unknown>,
  };
}
