import { isUuid, messages, type CompanySummary, type SecurityEvent } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { recordSecurityEvent } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { sessionOf, type Scope } from '../../platform/scope.ts';
import * as repo from './admin.repo.ts';

export async function listCompanies(tx: Sql): Promise<CompanySummary[]> {
  const rows = await repo.listCompanyRows(tx);
  const now = Date.now();
  return rows.map((c) => {
    // The summary columns are copied from the subscription (migration 0010); a trial's end passing is read here.
    const trialOver = c.trial_status === 'active' && c.trial_end_date !== null && new Date(c.trial_end_date).getTime() <= now;
    return {
      id: c.id,
      name: c.name,
      contactEmail: c.contact_email,
      subscriptionTier: c.subscription_tier,
      subscriptionStatus: trialOver ? 'trial_expired' : c.subscription_status,
      trialStatus: trialOver ? 'ended' : c.trial_status,
      trialEndDate: c.trial_end_date ? new Date(c.trial_end_date).toISOString() : null,
      industry: c.industry,
      location: c.location,
      isProvider: c.is_provider,
      isDemo: c.is_demo,
      userCount: c.user_count,
    };
  });
}

/**
 * spec 01 §5: a UUID must name an existing client company; anything else is looked up by company name. Two companies
 * may share a name (a registration approved as a new company), so a shared name is refused rather than guessed.
 */
export async function resolveClient(tx: Sql, clientId: string): Promise<{ id: string; name: string }> {
  const rows = isUuid(clientId) ? await repo.clientById(tx, clientId) : await repo.clientsNamed(tx, clientId.trim());
  const company = rows[0];
  if (!company) throw new AppError('NOT_FOUND', messages.unresolvedClient(clientId));
  if (rows.length > 1)
    throw new AppError('CONFLICT', `More than one company is named ${clientId.trim()}; choose it by id (View as client in the list).`);
  return company;
}

export async function startImpersonation(tx: Sql, admin: Scope, clientId: string, ip: string): Promise<{ id: string; name: string }> {
  const company = await resolveClient(tx, clientId);
  await repo.startSessionImpersonation(tx, sessionOf(admin), company.id);
  await recordSecurityEvent(tx, {
    companyId: admin.homeCompanyId,
    actorUserId: admin.actorId,
    actorEmail: admin.email,
    eventType: 'legitimate_admin_impersonation',
    targetCompanyId: company.id,
    details: { action: 'start', clientId, clientName: company.name, previousCompanyId: admin.isImpersonating ? admin.companyId : null },
    ipAddress: ip,
  });
  return company;
}

export async function stopImpersonation(tx: Sql, admin: Scope, ip: string): Promise<void> {
  if (!admin.isImpersonating || !admin.impersonatingSince) return;
  await repo.stopSessionImpersonation(tx, sessionOf(admin));
  await recordSecurityEvent(tx, {
    companyId: admin.homeCompanyId,
    actorUserId: admin.actorId,
    actorEmail: admin.email,
    eventType: 'admin_impersonation_stopped',
    targetCompanyId: admin.companyId,
    details: { action: 'stop', startedAt: admin.impersonatingSince.toISOString() },
    ipAddress: ip,
  });
}

export async function listSecurityEvents(tx: Sql): Promise<SecurityEvent[]> {
  const rows = await repo.latestSecurityEvents(tx, 200);
  return rows.map((r) => ({
    id: r.id,
    eventType: r.event_type,
    actorEmail: r.actor_email,
    companyId: r.company_id,
    targetCompanyId: r.target_company_id,
    details: r.details ?? {},
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
