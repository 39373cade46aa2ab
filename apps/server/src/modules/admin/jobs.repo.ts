import type { Sql } from '../../db/database.ts';

/** The jobs table as provider admins read and act on it (RLS: admin_select/admin_update/admin_delete on jobs). */

export type DeadJobRow = {
  id: string;
  queue: string;
  key: string | null;
  company_id: string | null;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
};

export async function listDeadJobs(tx: Sql, limit: number): Promise<DeadJobRow[]> {
  return tx.query<DeadJobRow>(
    `select id, queue, key, company_id, attempts, max_attempts, last_error, created_at, updated_at
       from jobs where state = 'dead' order by updated_at desc limit $1`,
    [limit],
  );
}

export async function countJobsByState(tx: Sql): Promise<{ state: string; count: number }[]> {
  return tx.query<{ state: string; count: number }>('select state, count(*)::int as count from jobs group by state');
}

export async function findJobForUpdate(tx: Sql, id: string): Promise<{ id: string; queue: string; state: string } | null> {
  const rows = await tx.query<{ id: string; queue: string; state: string }>('select id, queue, state from jobs where id = $1 for update', [
    id,
  ]);
  return rows[0] ?? null;
}

/** A dead job runs again from its first attempt, now; its last error stays until it succeeds. */
export async function requeueJob(tx: Sql, id: string): Promise<void> {
  await tx.query(`update jobs set state = 'queued', attempts = 0, run_at = now(), updated_at = now() where id = $1 and state = 'dead'`, [
    id,
  ]);
}

export async function deleteJob(tx: Sql, id: string): Promise<void> {
  await tx.query(`delete from jobs where id = $1 and state = 'dead'`, [id]);
}
