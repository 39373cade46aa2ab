import pino from 'pino';
import type { Database } from '../src/db/database.ts';
import { createJobs, type JobHandler, type Jobs } from '../src/platform/jobs/worker.ts';

/** A worker of its own over the test database (the app's worker leaves test queues alone: it has no handler for them). */
export function testWorker(db: Database, handlers: Record<string, JobHandler>, opts: { concurrency?: number } = {}): Jobs {
  const jobs = createJobs(db, { log: pino({ level: 'silent' }), pollMs: 60_000, concurrency: opts.concurrency ?? 1, stopWaitMs: 1000 });
  for (const [queue, handler] of Object.entries(handlers)) jobs.define(queue, handler);
  return jobs;
}

let n = 0;
/** A queue name no other test file uses. */
export const uniqueQueue = (what: string) => `test.${what}.${process.pid}.${Date.now().toString(36)}${(n++).toString(36)}`;

export type JobState = { state: string; attempts: number; last_error: string | null; delay: number; locked_by: string | null };

/** A job's state, and how far its run_at is from its last update (the backoff just chosen), in seconds. */
export async function jobState(db: Database, queue: string): Promise<JobState[]> {
  return db.query<JobState>(
    `select state, attempts, last_error, locked_by, extract(epoch from run_at - updated_at)::float as delay from jobs where queue = $1 order by created_at`,
    [queue],
  );
}

/** Makes a waiting job due now (as if its backoff had passed). */
export async function makeDue(db: Database, queue: string): Promise<void> {
  await db.query(`update jobs set run_at = now() where queue = $1 and state = 'queued'`, [queue]);
}
