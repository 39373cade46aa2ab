import type { Sql } from '../../db/database.ts';

export type CompanyRow = {
  id: string;
  name: string;
  contact_email: string | null;
  subscription_tier: string;
  subscription_status: string;
  trial_status: string | null;
  trial_end_date: Date | null;
  industry: string | null;
  location: string | null;
  is_provider: boolean;
  is_demo: boolean;
  user_count: number;
};

/** Every company (the provider first, then by name) with its user count: the provider admin's company list. */
export async function listCompanyRows(tx: Sql): Promise<CompanyRow[]> {
  return tx.query<CompanyRow>(
    `select c.*, (select count(*)::int from users u where u.company_id = c.id) as user_count
       from companies c order by c.is_provider desc, lower(c.name)`,
  );
}

type ClientRow = { id: string; name: string };

export async function clientById(tx: Sql, id: string): Promise<ClientRow[]> {
  return tx.query<ClientRow>('select id, name from companies where id = $1 and not is_provider', [id]);
}

/** Client companies by name, case-insensitively; at most two (two mean the name is ambiguous). */
export async function clientsNamed(tx: Sql, name: string): Promise<ClientRow[]> {
  return tx.query<ClientRow>('select id, name from companies where lower(name) = lower($1) and not is_provider limit 2', [name]);
}

export async function startSessionImpersonation(tx: Sql, sessionId: string, companyId: string): Promise<void> {
  await tx.query('update sessions set impersonated_company_id = $2, impersonation_started_at = now() where id = $1', [
    sessionId,
    companyId,
  ]);
}

export async function stopSessionImpersonation(tx: Sql, sessionId: string): Promise<void> {
  await tx.query('update sessions set impersonated_company_id = null, impersonation_started_at = null where id = $1', [sessionId]);
}

export type SecurityEventRow = {
  id: string;
  event_type: string;
  actor_email: string | null;
  company_id: string;
  target_company_id: string | null;
  details: Record<string, unknown>;
  created_at: Date;
};

export async function latestSecurityEvents(tx: Sql, limit: number): Promise<SecurityEventRow[]> {
  return tx.query<SecurityEventRow>('select * from security_events order by created_at desc limit $1', [limit]);
}
