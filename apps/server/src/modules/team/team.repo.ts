import type { Sql } from '../../db/database.ts';

export type InvitationRow = {
  id: string;
  company_id: string;
  company_name: string;
  email: string;
  role: string;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
};

const invitationColumns = `i.id, i.company_id, c.name as company_name, i.email, i.role, i.expires_at, i.accepted_at, i.revoked_at, i.created_at`;

export async function insertInvitation(
  tx: Sql,
  i: { companyId: string; email: string; role: string; tokenHash: string; invitedBy: string | null; expiresAt: Date },
): Promise<InvitationRow> {
  const rows = await tx.query<{ id: string }>(
    `insert into invitations (company_id, email, role, token_hash, invited_by, expires_at) values ($1, $2, $3, $4, $5, $6) returning id`,
    [i.companyId, i.email, i.role, i.tokenHash, i.invitedBy, i.expiresAt],
  );
  return (await findInvitation(tx, rows[0]!.id))!;
}

export async function findInvitation(tx: Sql, id: string): Promise<InvitationRow | null> {
  const rows = await tx.query<InvitationRow>(
    `select ${invitationColumns} from invitations i join companies c on c.id = i.company_id where i.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listInvitations(tx: Sql, companyId: string | null): Promise<InvitationRow[]> {
  return tx.query<InvitationRow>(
    `select ${invitationColumns} from invitations i join companies c on c.id = i.company_id
      where ($1::uuid is null or i.company_id = $1) order by i.created_at desc limit 200`,
    [companyId],
  );
}

export async function revokePendingInvitations(tx: Sql, companyId: string, email: string): Promise<void> {
  await tx.query(
    `update invitations set revoked_at = now() where company_id = $1 and lower(email) = lower($2) and accepted_at is null and revoked_at is null`,
    [companyId, email],
  );
}

export async function revokeInvitation(tx: Sql, id: string): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    `update invitations set revoked_at = now() where id = $1 and accepted_at is null and revoked_at is null returning id`,
    [id],
  );
  return rows.length > 0;
}

/** The company of the account an email belongs to, in any company (definer function: accounts are unique across all). */
export async function accountCompanyOfEmailUnscoped(tx: Sql, email: string): Promise<string | null> {
  const rows = await tx.query<{ company_id: string }>('select company_id from auth_user_for_sign_in($1)', [email]);
  return rows[0]?.company_id ?? null;
}

export async function emailHasAccountUnscoped(tx: Sql, email: string): Promise<boolean> {
  // Accounts are unique across all companies, so this must look past the tenant (definer function).
  const rows = await tx.query('select 1 from auth_user_for_sign_in($1)', [email]);
  return rows.length > 0;
}

export type InvitationLookup = {
  invitation_id: string;
  company_id: string;
  company_name: string;
  email: string;
  role: string;
  expires_at: Date;
};

export async function lookupInvitationUnscoped(tx: Sql, tokenHash: string): Promise<InvitationLookup | null> {
  // Pre-tenant: the invitation token is the credential.
  const rows = await tx.query<InvitationLookup>('select * from auth_invitation_lookup($1)', [tokenHash]);
  return rows[0] ?? null;
}

export async function acceptInvitationUnscoped(tx: Sql, tokenHash: string, name: string, passwordHash: string): Promise<string | null> {
  const rows = await tx.query<{ user_id: string | null }>('select auth_accept_invitation($1, $2, $3) as user_id', [
    tokenHash,
    name,
    passwordHash,
  ]);
  return rows[0]?.user_id ?? null;
}

export type CompanyUserRow = {
  id: string;
  email: string;
  name: string;
  role: string;
  job_title: string | null;
  avatar_key: string | null;
  updated_at: Date;
  created_at: Date;
  company_id: string;
};

export async function listCompanyUsers(tx: Sql, companyId: string | null): Promise<CompanyUserRow[]> {
  return tx.query<CompanyUserRow>(
    `select id, email, name, role, job_title, avatar_key, updated_at, created_at, company_id from users
      where ($1::uuid is null or company_id = $1) order by name limit 500`,
    [companyId],
  );
}
