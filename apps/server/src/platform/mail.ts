import { randomUUID } from 'node:crypto';
import type nodemailer from 'nodemailer';
import { lazyRequire } from './lazy-require.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Sql } from '../db/database.ts';
import { enqueueJob } from './jobs/jobs.repo.ts';
import * as repo from './mail.repo.ts';
import type { Jobs } from './jobs/worker.ts';

export type OutgoingEmail = { to: string; subject: string; template: string; text: string };

/** The job queue that delivers one outbox row (ADR 0010). */
export const emailQueue = 'email.send';

/**
 * Every message lands in the outbox inside the caller's transaction, with a job that delivers it after commit (keyed
 * by the row, so it is delivered by one job). A refused delivery is retried after 30 s, 1, 2 and 4 min, then the job
 * is dead and shows in the admin's jobs list.
 */
export async function enqueueEmail(tx: Sql, email: OutgoingEmail): Promise<string> {
  const id = randomUUID();
  await repo.insertQueuedEmail(tx, { id, ...email });
  await enqueueJob(tx, { queue: emailQueue, key: id, payload: { emailId: id }, maxAttempts: 5, backoffSeconds: 30 });
  return id;
}

export type Mailer = { kick(): void; drain(): Promise<void>; stop(): void };

/**
 * Delivers outbox rows over SMTP when SMTP_URL is set; otherwise marks them 'recorded' (kept in the outbox for admins
 * to read). Runs as the owner: a system job, not a tenant request.
 */
export function createMailer(db: Database, jobs: Jobs, opts: { smtpUrl: string | null; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtpUrl ? lazyRequire<typeof nodemailer>('nodemailer')().createTransport(opts.smtpUrl) : null;

  jobs.define(emailQueue, async (job) => {
    const id = String(job.payload.emailId);
    const row = await repo.findOutboxRow(db, id);
    // Gone, or delivered by an earlier attempt whose process stopped before the job was marked done.
    if (!row || row.status === 'sent' || row.status === 'recorded') return;
    if (!transport) {
      await repo.markRecorded(db, id);
      return;
    }
    try {
      await transport.sendMail({ from: opts.from, to: row.to_address, subject: row.subject, text: row.body_text });
    } catch (err) {
      await repo.markFailed(db, id, String((err as Error).message).slice(0, 500));
      throw err;
    }
    await repo.markSent(db, id);
  });

  return {
    kick: () => jobs.kick(),
    drain: () => jobs.drain(),
    stop() {
      transport?.close();
    },
  };
}
