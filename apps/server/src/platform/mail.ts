import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Sql } from '../db/database.ts';

export type OutgoingEmail = { to: string; subject: string; template: string; text: string };

/** Every message lands in the outbox inside the caller's transaction; delivery happens after commit. */
export async function enqueueEmail(tx: Sql, email: OutgoingEmail): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into email_outbox (id, to_address, subject, template, body_text, status) values ($1, $2, $3, $4, $5, 'queued')`,
    [id, email.to, email.subject, email.template, email.text],
  );
  return id;
}

export type Mailer = { kick(): void; drain(): Promise<void>; stop(): void };

type QueuedRow = { id: string; to_address: string; subject: string; body_text: string; attempts: number };

/**
 * Delivers queued outbox rows over SMTP when SMTP_URL is set; otherwise marks them 'recorded'
 * (kept in the outbox for admins to read). Runs as the owner: a system job, not a tenant request.
 */
export function createMailer(db: Database, opts: { smtpUrl: string | null; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  let running: Promise<void> | null = null;
  let again = false;

  /** One pass over queued rows and failed rows with attempts left; each row is tried at most once a pass. */
  async function deliverOutboxUnscoped(): Promise<void> {
    const tried = new Set<string>();
    for (;;) {
      const batch = (
        await db.query<QueuedRow>(
          `select id, to_address, subject, body_text, attempts from email_outbox
            where status = 'queued' or (status = 'failed' and attempts < 5 and created_at > now() - interval '1 day')
            order by created_at limit 50`,
        )
      ).filter((row) => !tried.has(row.id));
      if (batch.length === 0) return;
      for (const row of batch) {
        tried.add(row.id);
        if (!transport) {
          await db.query(`update email_outbox set status = 'recorded' where id = $1`, [row.id]);
          continue;
        }
        try {
          await transport.sendMail({ from: opts.from, to: row.to_address, subject: row.subject, text: row.body_text });
          await db.query(`update email_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, error = null where id = $1`, [row.id]);
        } catch (err) {
          // A refused recipient never holds up the rest; it is retried on later passes (every 30 s) up to 5 times.
          opts.log.warn({ err, emailId: row.id }, 'email delivery failed');
          await db.query(`update email_outbox set status = 'failed', attempts = attempts + 1, error = $2 where id = $1`, [
            row.id,
            String((err as Error).message).slice(0, 500),
          ]);
        }
      }
    }
  }

  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = deliverOutboxUnscoped()
      .catch((err) => opts.log.error({ err }, 'outbox delivery stopped'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const timer = setInterval(kick, 30_000);
  timer.unref();
  return {
    kick,
    async drain() {
      kick();
      while (running) await running;
    },
    stop() {
      clearInterval(timer);
      transport?.close();
    },
  };
}
