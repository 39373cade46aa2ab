import type { Database, Sql } from '../db/database.ts';

/** The email outbox's SQL (ADR 0002): rows written in the caller's transaction, delivered by the email job as the owner. */
export type OutboxRow = { id: string; to_address: string; subject: string; body_text: string; status: string };

export async function insertQueuedEmail(
  tx: Sql,
  e: { id: string; to: string; subject: string; template: string; text: string },
): Promise<void> {
  await tx.query(`insert into email_outbox (id, to_address, subject, template, body_text, status) values ($1, $2, $3, $4, $5, 'queued')`, [
    e.id,
    e.to,
    e.subject,
    e.template,
    e.text,
  ]);
}

export async function findOutboxRow(db: Database, id: string): Promise<OutboxRow | null> {
  return (await db.query<OutboxRow>('select id, to_address, subject, body_text, status from email_outbox where id = $1', [id]))[0] ?? null;
}

export async function markRecorded(db: Database, id: string): Promise<void> {
  await db.query(`update email_outbox set status = 'recorded' where id = $1`, [id]);
}

export async function markFailed(db: Database, id: string, error: string): Promise<void> {
  await db.query(`update email_outbox set status = 'failed', attempts = attempts + 1, error = $2 where id = $1`, [id, error]);
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db.query(`update email_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, error = null where id = $1`, [id]);
}
