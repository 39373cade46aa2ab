import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import * as repo from './jobs.repo.ts';
import { nextRunAfter, parseSchedule, type Schedule } from './schedule.ts';
import * as schedules from './schedules.repo.ts';

export type JobHandler = (job: repo.JobRow, ctx: { signal: AbortSignal }) => Promise<void>;
type ScheduledJob = Omit<repo.NewJob, 'queue' | 'key' | 'delaySeconds'>;

/**
 * The durable jobs worker (ADR 0010). Handlers run as the system (the owner connection); a job carrying a company id
 * sets that tenant itself. Each process runs one worker; any number of processes share the table safely.
 */
export type Jobs = {
  /** The handler for a queue; only queues with a handler here are claimed by this process. */
  define(queue: string, handler: JobHandler): void;
  /** Recurring work: 'every 30 s', 'every 5 min', 'daily 02:00' (UTC). Declared before start(). */
  schedule(name: string, when: string, job: { queue: string } & ScheduledJob): void;
  /** Adds a job as the system (outside any request) and starts looking for work. */
  enqueue(job: repo.NewJob): Promise<void>;
  start(): Promise<void>;
  /** Looks for ready jobs now (call after committing a transaction that enqueued some). */
  kick(): void;
  /** Enqueues the schedules due now, runs every job that is ready now, and waits for them (tests, scripts). */
  drain(): Promise<void>;
  stop(): Promise<void>;
  readonly workerId: string;
};

export type JobsOptions = { log: FastifyBaseLogger; pollMs?: number; concurrency?: number; stopWaitMs?: number };

export function createJobs(db: Database, opts: JobsOptions): Jobs {
  const handlers = new Map<string, JobHandler>();
  const planned = new Map<string, { schedule: Schedule } & { queue: string } & ScheduledJob>();
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollMs = opts.pollMs ?? 2000;
  const concurrency = opts.concurrency ?? 3;
  const running = new Set<Promise<void>>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let pumping: Promise<void> | null = null;
  let again = false;
  const queues = () => [...handlers.keys()];

  async function run(job: repo.JobRow): Promise<void> {
    const handler = handlers.get(job.queue)!;
    const abort = new AbortController();
    const leaseMs = Math.max(1, job.locked_until!.getTime() - Date.now());
    // The heartbeat keeps the lease while the handler works; losing it (another worker took the job) aborts ours.
    const heartbeat = setInterval(
      () => {
        repo
          .extendLeaseUnscoped(db, job.id, workerId)
          .then((kept) => kept || abort.abort(new Error('lease lost')))
          .catch((err: unknown) => opts.log.warn({ err, jobId: job.id }, 'job heartbeat failed'));
      },
      Math.max(200, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      await handler(job, { signal: abort.signal });
      if (!abort.signal.aborted) await repo.completeJobUnscoped(db, job.id, workerId);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const dead = job.attempts >= job.max_attempts;
      opts.log[dead ? 'error' : 'warn'](
        { err, jobId: job.id, queue: job.queue, attempt: job.attempts },
        dead ? 'job dead after its last attempt' : 'job failed; retrying later',
      );
      if (!abort.signal.aborted) await repo.failJobUnscoped(db, job.id, workerId, message || 'Failed without a message.');
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function claimOne(): Promise<repo.JobRow | null> {
    try {
      return await repo.claimJobUnscoped(db, queues(), workerId);
    } catch (err) {
      // Two processes raced for a singleton's queue: the unique index let one through; the other takes nothing now.
      if ((err as { code?: string }).code === '23505') return null;
      throw err;
    }
  }

  async function pumpOnce(): Promise<void> {
    if (handlers.size === 0) return;
    await repo.buryExpiredUnscoped(db, queues());
    while (!stopped && running.size < concurrency) {
      const job = await claimOne();
      if (!job) return;
      const p: Promise<void> = run(job)
        .catch((err: unknown) => opts.log.error({ err, jobId: job.id }, 'job bookkeeping failed'))
        .finally(() => {
          running.delete(p);
          kick();
        });
      running.add(p);
    }
  }

  function pump(): Promise<void> {
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        again = false;
        await pumpOnce();
      } while (again && !stopped);
    })().finally(() => {
      pumping = null;
    });
    return pumping;
  }

  function kick(): void {
    if (!started || stopped) return;
    pump().catch((err: unknown) => opts.log.error({ err }, 'job queue unavailable'));
  }

  async function fireSchedules(): Promise<void> {
    if (planned.size === 0) return;
    await db.transaction(async (tx) => {
      for (const due of await schedules.lockDueSchedulesUnscoped(tx, [...planned.keys()])) {
        const plan = planned.get(due.name)!;
        await schedules.moveScheduleUnscoped(tx, due.name, nextRunAfter(plan.schedule, new Date()));
        const { schedule: _schedule, ...job } = plan;
        await repo.enqueueJob(tx, { ...job, key: `${due.name}@${due.next_run_at.toISOString()}` });
      }
    });
  }

  async function tick(): Promise<void> {
    try {
      await fireSchedules();
      await pump();
    } catch (err) {
      opts.log.error({ err }, 'job queue unavailable');
    }
    if (!stopped) {
      timer = setTimeout(() => void tick(), pollMs);
      timer.unref();
    }
  }

  return {
    workerId,
    define(queue, handler) {
      if (handlers.has(queue)) throw new Error(`Job queue '${queue}' already has a handler.`);
      handlers.set(queue, handler);
    },
    schedule(name, when, job) {
      planned.set(name, { ...job, schedule: parseSchedule(when) });
    },
    async enqueue(job) {
      await repo.enqueueJob(db, job);
      kick();
    },
    async start() {
      if (started) return;
      const now = new Date();
      for (const [name, plan] of planned) {
        await schedules.upsertScheduleUnscoped(db, {
          name,
          queue: plan.queue,
          schedule: plan.schedule,
          firstRunAt: nextRunAfter(plan.schedule, now),
        });
      }
      started = true;
      void tick();
    },
    kick,
    async drain() {
      await fireSchedules();
      for (;;) {
        await pump();
        if (running.size === 0) return;
        await Promise.allSettled([...running]);
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const wait = new Promise((resolve) => setTimeout(resolve, opts.stopWaitMs ?? 10_000).unref());
      // Jobs still running after the wait are left to their lease: another process (or this one restarted) retries them.
      await Promise.race([Promise.allSettled([...running, pumping]), wait]);
    },
  };
}
