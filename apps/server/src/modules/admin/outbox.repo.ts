import type { OutboxEmail } from '@gears/domain';
import type { Sql } from '../../db/database.ts';

/** The email outbox as provider admins read it (RLS: admin_select on email_outbox). */

export type OutboxRow = {
  id: string;
  to_address: string;
  subject: string;
  template: string;
  body_text: string;
  status: OutboxEmail['status'];
  error: string | null;
  created_at: Date;
  sent_at: Date | null;
};

const columns = 'id, to_address, subject, template, body_text, status, error, created_at, sent_at';

export async function listOutbox(tx: Sql, limit: number): Promise<OutboxRow[]> {
  return tx.query<OutboxRow>(`select ${columns} from email_outbox order by created_at desc limit $1`, [limit]);
}

export async function findOutboxEmail(tx: Sql, id: string): Promise<OutboxRow | null> {
  const rows = await tx.query<OutboxRow>(`select ${columns} from email_outbox where id = $1`, [id]);
  return rows[0] ?? null;
}

export type InvitationOfEmail = {
  id: string;
  company_id: string;
  email: string;
  role: string;
  accepted_at: Date | null;
  revoked_at: Date | null;
};

/** The invitation an email's link was for, by the hash of the token in that link (admin view: every company). */
export async function findInvitationByTokenHash(tx: Sql, tokenHash: string): Promise<InvitationOfEmail | null> {
  const rows = await tx.query<InvitationOfEmail>(
    'select id, company_id, email, role, accepted_at, revoked_at from invitations where token_hash = $1',
    [tokenHash],
  );
  return rows[0] ?? null;
}
