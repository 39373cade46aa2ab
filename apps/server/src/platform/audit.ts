import type { Sql } from '../db/database.ts';
import { insertActivity, insertSecurityEvent } from './audit.repo.ts';

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
  await insertSecurityEvent(tx, {
    companyId: e.companyId,
    actorUserId: e.actorUserId,
    actorEmail: e.actorEmail,
    eventType: e.eventType,
    targetCompanyId: e.targetCompanyId ?? null,
    details: JSON.stringify(e.details ?? {}),
    ipAddress: e.ipAddress ?? null,
  });
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
  await insertActivity(tx, {
    companyId: a.companyId,
    userId: a.userId,
    action: a.action,
    entityType: a.entityType ?? null,
    entityId: a.entityId ?? null,
    details: JSON.stringify(a.details ?? {}),
  });
}
