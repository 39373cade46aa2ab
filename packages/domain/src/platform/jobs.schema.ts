import { z } from 'zod';

/** A background job that failed on every attempt (ADR 0010), as a provider admin sees it. */
export const deadJob = z.object({
  id: z.uuid(),
  queue: z.string(),
  key: z.string().nullable(),
  companyId: z.uuid().nullable(),
  attempts: z.number().int().min(0),
  maxAttempts: z.number().int().min(1),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type DeadJob = z.infer<typeof deadJob>;

/** GET /api/admin/jobs: the dead jobs, newest first, and how many jobs are in each state. */
export const jobsOverview = z.object({
  dead: z.array(deadJob),
  counts: z.object({ queued: z.number().int(), running: z.number().int(), done: z.number().int(), dead: z.number().int() }),
});
export type JobsOverview = z.infer<typeof jobsOverview>;

export const jobActionResult = z.object({ message: z.string() });
export type JobActionResult = z.infer<typeof jobActionResult>;

export const jobMessages = {
  notFound: 'Job not found',
  notDead: 'Only a dead job can be retried or discarded; this one is still in the queue or has finished.',
  retried: (queue: string) => `The ${queue} job is queued again and will run shortly.`,
  discarded: (queue: string) => `The ${queue} job was discarded.`,
} as const;
