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

/**
 * The payloads of the `queue` jobs asked for this company since the last look, once the app's own worker has run them all
 * (a request queues without waiting): waits up to 15 s when some are expected, 1.5 s otherwise. Seen jobs are removed,
 * so the next look sees only new ones.
 */
export async function jobsRunFor<P>(
  db: Database,
  queue: string,
  companyId: string,
  expectAny = true,
): Promise<{ payload: P; state: string }[]> {
  const deadline = Date.now() + (expectAny ? 15_000 : 1_500);
  for (;;) {
    const jobs = await db.query<{ payload: P; state: string }>('select payload, state from jobs where queue = $1 and company_id = $2', [
      queue,
      companyId,
    ]);
    if ((jobs.length > 0 && jobs.every((j) => j.state === 'done')) || Date.now() > deadline) {
      await db.query('delete from jobs where queue = $1 and company_id = $2', [queue, companyId]);
      return jobs;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
