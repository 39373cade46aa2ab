import type { Sql } from '../db/database.ts';

export type SecurityEventInput = {
  companyId: string;
  actorUserId: string | null;
  actorEmail: string | null;
  eventType: string;
  targetCompanyId?: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
};

export async function recordSecurityEvent(tx: Sql, e: SecurityEventInput): Promise<void> {
  await tx.query(
    `insert into security_events (company_id, actor_user_id, actor_email, event_type, target_company_id, details, ip_address)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      e.companyId,
      e.actorUserId,
      e.actorEmail,
      e.eventType,
      e.targetCompanyId ?? null,
      JSON.stringify(e.details ?? {}),
      e.ipAddress ?? null,
    ],
  );
}

export type ActivityInput = {
  companyId: string;
  userId: string | null;
  action: string;
  entityType?: string;
  entityId?: string;
  details?: Record<string, unknown>;
};

export async function recordActivity(tx: Sql, a: ActivityInput): Promise<void> {
  await tx.query(
    `insert into activity_logs (company_id, user_id, action, entity_type, entity_id, details) values ($1, $2, $3, $4, $5, $6)`,
    [a.companyId, a.userId, a.action, a.entityType ?? null, a.entityId ?? null, JSON.stringify(a.details ?? {})],
  );
}
