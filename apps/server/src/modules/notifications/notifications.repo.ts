import type { Sql } from '../../db/database.ts';

export type NotificationRow = {
  id: string;
  kind: string;
  type: string;
  title: string;
  message: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
};

/** A possible recipient and their stored choice for the kind (null: none stored, the default applies). */
export type Candidate = { id: string; email: string; name: string; role: string; channel: string | null; is_demo: boolean };
export type Recipient = { id: string; email: string; name: string };

/** Enabled users of the company with one of the roles or among the ids (read under the caller's RLS), with their choice. */
export async function findCandidates(
  tx: Sql,
  companyId: string,
  kind: string,
  roles: readonly string[],
  userIds: readonly string[],
): Promise<Candidate[]> {
  return tx.query<Candidate>(
    `select u.id, u.email, u.name, u.role, p.channel, u.is_demo from users u
       left join notification_preferences p on p.user_id = u.id and p.kind = $2
      where u.company_id = $1 and u.disabled_at is null and (u.role = any($3::text[]) or u.id = any($4::uuid[]))
      order by u.name, u.id`,
    [companyId, kind, roles, userIds],
  );
}

/** The provider's enabled staff and their choice (migration 0037: a client's transaction cannot read them itself). */
export async function findProviderStaffUnscoped(tx: Sql, kind: string): Promise<Candidate[]> {
  return tx.query<Candidate>('select id, email, name, role, channel, is_demo from provider_staff_for_notice($1)', [kind]);
}

type NewNotices = { userIds: string[]; kind: string; type: string; title: string; message: string; link: string | null };

/** One row per recipient. No RETURNING: the inserting user may not read other people's notifications. */
export async function insertNotifications(tx: Sql, n: NewNotices & { companyId: string }): Promise<void> {
  if (n.userIds.length === 0) return;
  await tx.query(
    `insert into notifications (company_id, user_id, kind, type, title, message, link)
     select $1, u, $3, $4, $5, $6, $7 from unnest($2::uuid[]) as u`,
    [n.companyId, n.userIds, n.kind, n.type, n.title, n.message, n.link],
  );
}

/** Provider staff's notices live in the provider company: written by the allow-listed function of migration 0037. */
export async function insertProviderNoticesUnscoped(tx: Sql, n: NewNotices): Promise<void> {
  if (n.userIds.length === 0) return;
  await tx.query('select insert_provider_notices($1::uuid[], $2, $3, $4, $5, $6)', [n.userIds, n.kind, n.type, n.title, n.message, n.link]);
}

export type PreferenceRow = { kind: string; channel: string };

export async function listPreferences(tx: Sql, userId: string): Promise<PreferenceRow[]> {
  return tx.query<PreferenceRow>('select kind, channel from notification_preferences where user_id = $1', [userId]);
}

/** The person's own choices (RLS: only their own rows may be written). */
export async function upsertPreferences(
  tx: Sql,
  p: { companyId: string; userId: string; choices: { kind: string; channel: string }[] },
): Promise<void> {
  await tx.query(
    `insert into notification_preferences (company_id, user_id, kind, channel)
     select $1, $2, k, c from unnest($3::text[], $4::text[]) as t(k, c)
     on conflict (user_id, kind) do update set channel = excluded.channel, updated_at = now()`,
    [p.companyId, p.userId, p.choices.map((c) => c.kind), p.choices.map((c) => c.channel)],
  );
}

/** The user's own notifications, newest first. */
export async function listForUser(tx: Sql, companyId: string, userId: string, limit: number): Promise<NotificationRow[]> {
  return tx.query<NotificationRow>(
    `select id, kind, type, title, message, link, created_at, read_at from notifications
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
      returning id, kind, type, title, message, link, created_at, read_at`,
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
