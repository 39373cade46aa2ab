import { randomUUID } from 'node:crypto';
import type { ApproveRegistrationInput, ClientRole, MatchingCompany, RegistrationRequest, RegistrationRequestInput } from '@gears/domain';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/database.ts';
import { recordSecurityEvent } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail.ts';
import type { Scope } from '../../platform/scope.ts';
import { seatUsage } from '../billing/index.ts';
import * as repo from './registration.repo.ts';
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
  await repo.insertRequest(tx, { id, ...input, firstName, lastName });
  await enqueueEmail(tx, {
    to: input.email,
    subject: 'We received your GEARS Portal access request',
    template: 'registration_received',
    text: `Hello ${firstName},\n\nThank you for asking for access to GEARS Portal for ${input.companyName}. Our team will review your request and email you an invitation once it is approved.`,
  });
  return id;
}

export function toRegistrationRequest(r: repo.RequestRow, matchingCompanies: MatchingCompany[] = []): RegistrationRequest {
  return {
    id: r.id,
    fullName: r.full_name,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    companyName: r.company_name,
    phone: r.phone,
    reason: r.reason,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    reviewedAt: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
    companyId: r.company_id,
    matchingCompanies,
  };
}

/** The requests, each pending one with the existing companies its name matches, so the approve dialog can warn. */
export async function listRequests(tx: Sql): Promise<RegistrationRequest[]> {
  const rows = await repo.listRequests(tx);
  const matches = await repo.matchingCompaniesOf(
    tx,
    rows.filter((r) => r.status === 'pending').map((r) => r.id),
  );
  const seats = new Map<string, { used: number; limit: number | null }>();
  for (const id of new Set(matches.map((m) => m.id))) seats.set(id, await seatUsage(tx, id));
  return rows.map((r) =>
    toRegistrationRequest(
      r,
      matches
        .filter((m) => m.request_id === r.id)
        .map((m) => ({
          id: m.id,
          name: m.name,
          userCount: m.user_count,
          seatsUsed: seats.get(m.id)!.used,
          seatLimit: seats.get(m.id)!.limit,
        })),
    ),
  );
}

async function pendingRequest(tx: Sql, id: string): Promise<repo.RequestRow> {
  const row = await repo.lockRequest(tx, id);
  if (!row) throw notFound();
  if (row.status !== 'pending') throw new AppError('CONFLICT', `This request was already ${row.status}.`);
  return row;
}

/**
 * Approving never adds the requester to an existing company silently (issue 12): by default it creates a new company,
 * even when the name matches one, and the requester becomes its Client Admin. Joining an existing company is the admin's
 * explicit choice by id, as a technician unless another role is chosen, and takes a seat like any invitation.
 */
export async function approveRequest(tx: Sql, admin: Scope, id: string, input: ApproveRegistrationInput, config: Config) {
  const row = await pendingRequest(tx, id);
  const matchingCompanyIds = (await repo.clientCompaniesNamed(tx, row.company_name)).map((c) => c.id);
  let companyId: string;
  let role: ClientRole;
  if (input.mode === 'join') {
    const company = await repo.findClientCompany(tx, input.companyId!);
    if (!company) throw notFound('Company not found');
    companyId = company.id;
    role = input.role ?? 'technician';
  } else {
    const name = input.companyName ?? row.company_name;
    if (await repo.isProviderName(tx, name))
      throw new AppError('CONFLICT', 'That name belongs to the provider company. Choose another company name.');
    companyId = await repo.insertCompany(tx, name, row.email);
    role = 'client_admin';
  }
  // Only a provider admin approves, and they see every account: the link comes back and an existing account is named.
  const invited = await inviteUser(tx, { companyId, actorId: admin.actorId, email: row.email, role, config, revealsAccounts: true });
  const updated = await repo.markApproved(tx, id, companyId, admin.actorId);
  await recordSecurityEvent(tx, {
    companyId: admin.homeCompanyId,
    actorUserId: admin.actorId,
    actorEmail: admin.email,
    eventType: 'registration_approved',
    targetCompanyId: companyId,
    details: { requestId: id, email: row.email, mode: input.mode, role, requestedCompanyName: row.company_name, matchingCompanyIds },
  });
  return { request: toRegistrationRequest(updated), ...invited };
}

export async function rejectRequest(tx: Sql, admin: Scope, id: string) {
  await pendingRequest(tx, id);
  return { request: toRegistrationRequest(await repo.markRejected(tx, id, admin.actorId)) };
}
