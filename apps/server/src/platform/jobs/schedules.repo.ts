import type { Sql } from '../../db/database.ts';
import type { Schedule } from './schedule.ts';

/** SQL of job_schedules (ADR 0010); the owner only. */

export type DueScheduleRow = { name: string; queue: string; next_run_at: Date };

/** Declares a schedule; its next run is kept unless the schedule itself changed. */
export async function upsertScheduleUnscoped(
  sql: Sql,
  s: { name: string; queue: string; schedule: Schedule; firstRunAt: Date },
): Promise<void> {
  const every = 'everySeconds' in s.schedule ? s.schedule.everySeconds : null;
  const daily = 'dailyAt' in s.schedule ? s.schedule.dailyAt : null;
  await sql.query(
    `insert into job_schedules (name, queue, every_seconds, daily_at, next_run_at) values ($1, $2, $3, $4::time, $5)
     on conflict (name) do update set queue = excluded.queue, every_seconds = excluded.every_seconds,
       daily_at = excluded.daily_at, updated_at = now(),
       next_run_at = case when job_schedules.every_seconds is not distinct from excluded.every_seconds
                            and job_schedules.daily_at is not distinct from excluded.daily_at
                          then job_schedules.next_run_at else excluded.next_run_at end`,
    [s.name, s.queue, every, daily, s.firstRunAt],
  );
}

/** Schedules due now, locked for this transaction; another process firing at once skips them. */
export async function lockDueSchedulesUnscoped(sql: Sql, names: string[]): Promise<DueScheduleRow[]> {
  return sql.query<DueScheduleRow>(
    `select name, queue, next_run_at from job_schedules where name = any($1::text[]) and next_run_at <= now()
      order by next_run_at for update skip locked`,
    [names],
  );
}

export async function moveScheduleUnscoped(sql: Sql, name: string, nextRunAt: Date): Promise<void> {
  await sql.query('update job_schedules set next_run_at = $2, updated_at = now() where name = $1', [name, nextRunAt]);
}
