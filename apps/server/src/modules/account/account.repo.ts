import type { Sql } from '../../db/database.ts';

export type UserRow = {
  id: string;
  company_id: string;
  email: string;
  name: string;
  role: string;
  job_title: string | null;
  avatar_key: string | null;
  theme: string;
  password_hash: string | null;
  updated_at: Date;
};

export async function findUser(tx: Sql, userId: string): Promise<UserRow | null> {
  const rows = await tx.query<UserRow>('select * from users where id = $1', [userId]);
  return rows[0] ?? null;
}

/** The user and their home company's name in one statement: /api/auth/me then costs one query, which travels with the session check. */
export async function findUserWithHomeCompany(tx: Sql, userId: string): Promise<(UserRow & { home_company_name: string | null }) | null> {
  const rows = await tx.query<UserRow & { home_company_name: string | null }>(
    'select u.*, auth_home_company_name() as home_company_name from users u where u.id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

export async function companyName(tx: Sql, companyId: string): Promise<string | null> {
  const rows = await tx.query<{ name: string }>('select name from companies where id = $1', [companyId]);
  return rows[0]?.name ?? null;
}

export async function updateProfile(
  tx: Sql,
  userId: string,
  patch: { name?: string; jobTitle?: string | null; theme?: string; avatarKey?: string | null; passwordHash?: string },
): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [userId];
  const add = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${values.length}`);
  };
  if (patch.name !== undefined) add('name', patch.name);
  if (patch.jobTitle !== undefined) add('job_title', patch.jobTitle || null);
  if (patch.theme !== undefined) add('theme', patch.theme);
  if (patch.avatarKey !== undefined) add('avatar_key', patch.avatarKey);
  if (patch.passwordHash !== undefined) add('password_hash', patch.passwordHash);
  if (sets.length === 0) return;
  await tx.query(`update users set ${sets.join(', ')}, updated_at = now() where id = $1`, values);
}

export type SessionRow = {
  id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  user_agent: string | null;
  ip_address: string | null;
};

export async function listLiveSessions(tx: Sql, userId: string, idleSeconds: number): Promise<SessionRow[]> {
  return tx.query<SessionRow>(
    `select id, created_at, last_seen_at, expires_at, user_agent, ip_address from sessions
      where user_id = $1 and revoked_at is null and expires_at > now()
        and last_seen_at > now() - make_interval(secs => $2)
      order by last_seen_at desc`,
    [userId, idleSeconds],
  );
}

export async function revokeSession(tx: Sql, userId: string, sessionId: string): Promise<boolean> {
  const rows = await tx.query<{ id: string }>(
    'update sessions set revoked_at = now() where id = $1 and user_id = $2 and revoked_at is null returning id',
    [sessionId, userId],
  );
  return rows.length > 0;
}

export async function revokeOtherSessions(tx: Sql, userId: string, keepSessionId: string): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    'update sessions set revoked_at = now() where user_id = $1 and id <> $2 and revoked_at is null returning id',
    [userId, keepSessionId],
  );
  return rows.length;
}
