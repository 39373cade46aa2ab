import type { Sql } from '../../db/database.ts';

export type NotificationRow = {
  id: string;
  type: string;
  title: string;
  message: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
};

export type Recipient = { id: string; email: string; name: string };

/** Enabled users of the company with one of the roles or among the ids (read under the caller's RLS). */
export async function findRecipients(
  tx: Sql,
  companyId: string,
  roles: readonly string[],
  userIds: readonly string[],
): Promise<Recipient[]> {
  return tx.query<Recipient>(
    `select id, email, name from users
      where company_id = $1 and disabled_at is null and (role = any($2::text[]) or id = any($3::uuid[]))
      order by name, id`,
    [companyId, roles, userIds],
  );
}

/** One row per recipient. No RETURNING: the inserting user may not read other people's notifications. */
export async function insertNotifications(
  tx: Sql,
  n: { companyId: string; userIds: string[]; type: string; title: string; message: string; link: string | null },
): Promise<void> {
  if (n.userIds.length === 0) return;
  await tx.query(
    `insert into notifications (company_id, user_id, type, title, message, link)
     select $1, u, $3, $4, $5, $6 from unnest($2::uuid[]) as u`,
    [n.companyId, n.userIds, n.type, n.title, n.message, n.link],
  );
}

/** The user's own notifications, newest first. */
export async function listForUser(tx: Sql, companyId: string, userId: string, limit: number): Promise<NotificationRow[]> {
  return tx.query<NotificationRow>(
    `select id, type, title, message, link, created_at, read_at from notifications
      where company_id = $1 and user_id = $2 order by created_at desc, id desc limit $3`,
    [companyId, userId, limit],
  );
}

export async function countUnread(tx: Sql, companyId: string, userId: string): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    'select count(*)::int as n from notifications where company_id = $1 and user_id = $2 and read_at is null',
    [companyId, userId],
  );
  return rows[0]!.n;
}

/** Marks one of the user's notifications read (kept as first read); null when it is not theirs. */
export async function markRead(tx: Sql, id: string, companyId: string, userId: string): Promise<NotificationRow | null> {
  const rows = await tx.query<NotificationRow>(
    `update notifications set read_at = coalesce(read_at, now())
      where id = $1 and company_id = $2 and user_id = $3
      returning id, type, title, message, link, created_at, read_at`,
    [id, companyId, userId],
  );
  return rows[0] ?? null;
}

export async function markAllRead(tx: Sql, companyId: string, userId: string): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    'update notifications set read_at = now() where company_id = $1 and user_id = $2 and read_at is null returning id',
    [companyId, userId],
  );
  return rows.length;
}
