import { randomUUID } from 'node:crypto';
import type { Sql } from '../../db/database.ts';

/** SQL of the durable jobs queue (ADR 0010). The worker calls these as the owner; enqueueJob also runs as app_user. */

export type NewJob = {
  queue: string;
  /** Idempotency key: a second job with the same queue and key is not added. */
  key?: string | null;
  payload?: Record<string, unknown>;
  companyId?: string | null;
  maxAttempts?: number;
  backoffSeconds?: number;
  leaseSeconds?: number;
  /** At most one job of this queue runs at a time; enqueueing while one waits adds none. */
  singleton?: boolean;
  /** Seconds from now before the job may run. */
  delaySeconds?: number;
};

export type JobRow = {
  id: string;
  queue: string;
  key: string | null;
  payload: Record<string, unknown>;
  company_id: string | null;
  state: 'queued' | 'running' | 'done' | 'dead';
  attempts: number;
  max_attempts: number;
  run_at: Date;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
};

/**
 * Adds a job inside the caller's transaction (it runs only if that transaction commits), through the enqueue_job
 * function (0019_jobs.sql), which app_user may call but whose rows it may not read.
 */
export async function enqueueJob(sql: Sql, job: NewJob): Promise<void> {
  await sql.query('select enqueue_job($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10)', [
    randomUUID(),
    job.queue,
    job.key ?? null,
    JSON.stringify(job.payload ?? {}),
    job.companyId ?? null,
    job.maxAttempts ?? 5,
    job.backoffSeconds ?? 30,
    job.leaseSeconds ?? 60,
    job.singleton ?? false,
    job.delaySeconds ?? 0,
  ]);
}

/** Running jobs whose lease ran out with no attempts left: their process died on the last try. */
export async function buryExpiredUnscoped(sql: Sql, queues: string[]): Promise<number> {
  const rows = await sql.query(
    `update jobs set state = 'dead', locked_by = null, locked_until = null, updated_at = now(), finished_at = now(),
            last_error = 'The process running the last attempt stopped before it finished (lease expired).'
      where state = 'running' and locked_until < now() and attempts >= max_attempts and queue = any($1::text[])
      returning id`,
    [queues],
  );
  return rows.length;
}

/**
 * Takes the oldest ready job of these queues (or one whose lease expired) and leases it to `worker`. SKIP LOCKED: two
 * processes claiming at once take different jobs. A singleton's queue with a job running offers none.
 */
export async function claimJobUnscoped(sql: Sql, queues: string[], worker: string): Promise<JobRow | null> {
  const rows = await sql.query<JobRow>(
    `update jobs j set state = 'running', attempts = j.attempts + 1, locked_by = $2,
            locked_until = now() + j.lease_seconds * interval '1 second', updated_at = now()
      where j.id = (
        select c.id from jobs c
         where c.queue = any($1::text[]) and c.attempts < c.max_attempts
           and ((c.state = 'queued' and c.run_at <= now()) or (c.state = 'running' and c.locked_until < now()))
           and not (c.singleton and exists (
             select 1 from jobs r where r.queue = c.queue and r.singleton and r.state = 'running' and r.id <> c.id))
         order by c.run_at
         limit 1
         for update skip locked)
      returning j.id, j.queue, j.key, j.payload, j.company_id, j.state, j.attempts, j.max_attempts, j.run_at,
                j.locked_by, j.locked_until, j.last_error, j.created_at, j.updated_at`,
    [queues, worker],
  );
  return rows[0] ?? null;
}

/** Extends the lease; false when the job is no longer this worker's (its lease ran out and another took it). */
export async function extendLeaseUnscoped(sql: Sql, id: string, worker: string): Promise<boolean> {
  const rows = await sql.query(
    `update jobs set locked_until = now() + lease_seconds * interval '1 second'
      where id = $1 and locked_by = $2 and state = 'running' returning id`,
    [id, worker],
  );
  return rows.length > 0;
}

export async function completeJobUnscoped(sql: Sql, id: string, worker: string): Promise<void> {
  await sql.query(
    `update jobs set state = 'done', locked_by = null, locked_until = null, updated_at = now(), finished_at = now()
      where id = $1 and locked_by = $2 and state = 'running'`,
    [id, worker],
  );
}

/** Back to the queue after backoff_seconds × 2^(attempts-1) (at most an hour), or dead once attempts are spent. */
export async function failJobUnscoped(sql: Sql, id: string, worker: string, error: string): Promise<void> {
  await sql.query(
    `update jobs set
        state = case when attempts >= max_attempts then 'dead' else 'queued' end,
        run_at = case when attempts >= max_attempts then run_at
                      else now() + least(backoff_seconds * power(2, attempts - 1), 3600) * interval '1 second' end,
        finished_at = case when attempts >= max_attempts then now() end,
        last_error = $3, locked_by = null, locked_until = null, updated_at = now()
      where id = $1 and locked_by = $2 and state = 'running'`,
    [id, worker, error.slice(0, 2000)],
  );
}

/** Whether a job of these queues is ready now (queued and due, or running with its lease run out). */
export async function hasReadyJobUnscoped(sql: Sql, queues: string[]): Promise<boolean> {
  const rows = await sql.query<{ ready: boolean }>(
    `select exists (select 1 from jobs where queue = any($1::text[]) and attempts < max_attempts
       and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now()))) as ready`,
    [queues],
  );
  return rows[0]?.ready ?? false;
}

/** Finished jobs are kept a week for reading, then removed (dead ones stay until an admin acts). */
export async function pruneDoneJobsUnscoped(sql: Sql, keepDays: number): Promise<number> {
  const rows = await sql.query(`delete from jobs where state = 'done' and finished_at < now() - $1 * interval '1 day' returning id`, [
    keepDays,
  ]);
  return rows.length;
}
