import type { Sql } from '../../db/database.ts';

export type SignInRow = { user_id: string; company_id: string; role: string; password_hash: string | null; is_disabled: boolean };

export async function findUserForSignInUnscoped(tx: Sql, email: string): Promise<SignInRow | null> {
  // Pre-tenant: the account is not known until the email is looked up (DESIGN §4 allow-list).
  const rows = await tx.query<SignInRow>('select * from auth_user_for_sign_in($1)', [email]);
  return rows[0] ?? null;
}

export async function insertSession(
  tx: Sql,
  s: { companyId: string; userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null; ipAddress: string | null },
): Promise<void> {
  await tx.query(
    `insert into sessions (company_id, user_id, token_hash, expires_at, user_agent, ip_address) values ($1, $2, $3, $4, $5, $6)`,
    [s.companyId, s.userId, s.tokenHash, s.expiresAt, s.userAgent, s.ipAddress],
  );
}

export async function revokeSessionByToken(tx: Sql, tokenHash: string): Promise<void> {
  await tx.query('update sessions set revoked_at = now() where token_hash = $1 and revoked_at is null', [tokenHash]);
}

export async function createPasswordResetUnscoped(tx: Sql, email: string, tokenHash: string, expiresAt: Date) {
  // Pre-tenant: forgot-password is asked by someone who is not signed in.
  const rows = await tx.query<{ user_id: string; email: string; name: string }>('select * from auth_create_password_reset($1, $2, $3)', [
    email,
    tokenHash,
    expiresAt,
  ]);
  return rows[0] ?? null;
}

export async function consumePasswordResetUnscoped(tx: Sql, tokenHash: string, passwordHash: string): Promise<string | null> {
  // Pre-tenant: the token is the credential.
  const rows = await tx.query<{ user_id: string | null }>('select auth_consume_password_reset($1, $2) as user_id', [
    tokenHash,
    passwordHash,
  ]);
  return rows[0]?.user_id ?? null;
}
