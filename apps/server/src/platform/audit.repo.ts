import type { Sql } from '../db/database.ts';

/** The audit tables' SQL (ADR 0002): security events and the activity log, written in the caller's transaction. */
export async function insertSecurityEvent(
  tx: Sql,
  e: {
    companyId: string;
    actorUserId: string | null;
    actorEmail: string | null;
    eventType: string;
    targetCompanyId: string | null;
    details: string;
    ipAddress: string | null;
  },
): Promise<void> {
  await tx.query(
    `insert into security_events (company_id, actor_user_id, actor_email, event_type, target_company_id, details, ip_address)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [e.companyId, e.actorUserId, e.actorEmail, e.eventType, e.targetCompanyId, e.details, e.ipAddress],
  );
}

export async function insertActivity(
  tx: Sql,
  a: { companyId: string; userId: string | null; action: string; entityType: string | null; entityId: string | null; details: string },
): Promise<void> {
  await tx.query(
    `insert into activity_logs (company_id, user_id, action, entity_type, entity_id, details) values ($1, $2, $3, $4, $5, $6)`,
    [a.companyId, a.userId, a.action, a.entityType, a.entityId, a.details],
  );
}
