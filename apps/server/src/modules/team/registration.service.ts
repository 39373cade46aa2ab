import { randomUUID } from 'node:crypto';
import type { ApproveRegistrationInput, RegistrationRequest, RegistrationRequestInput } from '@gears/domain';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/database.ts';
import type { Auth } from '../../platform/auth-context.ts';
import { recordSecurityEvent } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail.ts';
import { inviteUser } from './team.service.ts';

/** spec 01 §5: the name is split at the first space into first and last name. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const trimmed = full.trim();
  const at = trimmed.indexOf(' ');
  return at < 0 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, at), lastName: trimmed.slice(at + 1).trim() };
}

export async function submitRequest(tx: Sql, input: RegistrationRequestInput): Promise<string> {
  const id = randomUUID();
  const { firstName, lastName } = splitName(input.fullName);
  await tx.query(
    `insert into registration_requests (id, full_name, first_name, last_name, email, company_name, phone, reason)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, input.fullName, firstName, lastName, input.email, input.companyName, input.phone, input.reason],
  );
  await enqueueEmail(tx, {
    to: input.email,
    subject: 'We received your GEARS Portal access request',
    template: 'registration_received',
    text: `Hello ${firstName},\n\nThank you for asking for access to GEARS Portal for ${input.companyName}. Our team will review your request and email you an invitation once it is approved.`,
  });
  return id;
}

type RequestRow = {
  id: string; full_name: string; first_name: string; last_name: string; email: string; company_name: string;
  phone: string; reason: string; status: 'pending' | 'approved' | 'rejected'; created_at: Date; reviewed_at: Date | null; company_id: string | null;
};

export function toRegistrationRequest(r: RequestRow): RegistrationRequest {
  return {
    id: r.id, fullName: r.full_name, firstName: r.first_name, lastName: r.last_name, email: r.email,
    companyName: r.company_name, phone: r.phone, reason: r.reason, status: r.status,
    createdAt: new Date(r.created_at).toISOString(), reviewedAt: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
    companyId: r.company_id,
  };
}

export async function listRequests(tx: Sql): Promise<RegistrationRequest[]> {
  const rows = await tx.query<RequestRow>('select * from registration_requests order by (status = $1) desc, created_at desc limit 200', ['pending']);
  return rows.map(toRegistrationRequest);
}

async function pendingRequest(tx: Sql, id: string): Promise<RequestRow> {
  const rows = await tx.query<RequestRow>('select * from registration_requests where id = $1 for update', [id]);
  const row = rows[0];
  if (!row) throw notFound();
  if (row.status !== 'pending') throw new AppError('CONFLICT', `This request was already ${row.status}.`);
  return row;
}

/** Approving creates the client company (or reuses one of the same name) and invites the requester. */
export async function approveRequest(tx: Sql, auth: Auth, id: string, input: ApproveRegistrationInput, config: Config) {
  const row = await pendingRequest(tx, id);
  const name = input.companyName ?? row.company_name;
  const existing = await tx.query<{ id: string; is_provider: boolean }>('select id, is_provider from companies where lower(name) = lower($1)', [name]);
  if (existing[0]?.is_provider) throw new AppError('CONFLICT', 'That name belongs to the provider company.');
  const companyId =
    existing[0]?.id ??
    (await tx.query<{ id: string }>(`insert into companies (name, contact_email) values ($1, $2) returning id`, [name, row.email]))[0]!.id;
  const invited = await inviteUser(tx, { companyId, actorId: auth.userId, email: row.email, role: input.role, config });
  const updated = await tx.query<RequestRow>(
    `update registration_requests set status = 'approved', company_id = $2, reviewed_by = $3, reviewed_at = now() where id = $1 returning *`,
    [id, companyId, auth.userId],
  );
  await recordSecurityEvent(tx, {
    companyId: auth.homeCompanyId, actorUserId: auth.userId, actorEmail: auth.email,
    eventType: 'registration_approved', targetCompanyId: companyId, details: { requestId: id, email: row.email },
  });
  return { request: toRegistrationRequest(updated[0]!), ...invited };
}

export async function rejectRequest(tx: Sql, auth: Auth, id: string) {
  await pendingRequest(tx, id);
  const updated = await tx.query<RequestRow>(
    `update registration_requests set status = 'rejected', reviewed_by = $2, reviewed_at = now() where id = $1 returning *`,
    [id, auth.userId],
  );
  return { request: toRegistrationRequest(updated[0]!) };
}
