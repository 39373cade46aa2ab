import { can, messages, refusalMessage, type CreateInvitationInput, type InvitationSummary, type Role } from '@gears/domain';
import type { Config } from '../../config.ts';
import type { Sql } from '../../db/database.ts';
import { ownContext, type Runners } from '../../db/runner.ts';
import { recordActivity } from '../../platform/audit.ts';
import { clientCompanyExists } from '../../platform/company.repo.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { isProviderStaff, writeCompany, type Scope } from '../../platform/scope.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';
import * as repo from './team.repo.ts';
import { assertWithinLimit } from '../billing/index.ts';

export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export function toInvitationSummary(row: repo.InvitationRow): InvitationSummary {
  const status = row.accepted_at ? 'accepted' : row.revoked_at ? 'revoked' : new Date(row.expires_at) < new Date() ? 'expired' : 'pending';
  return {
    id: row.id,
    email: row.email,
    role: row.role as Role,
    companyId: row.company_id,
    companyName: row.company_name,
    status,
    expiresAt: new Date(row.expires_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Creates an invitation and emails its link; an earlier pending invitation for the same email is revoked.
 *
 * No one may learn from an invitation whether an address has an account elsewhere (issue 12 item 7). An address
 * whose account is in another company gets the same answer and the same pending invitation as a new one, but its
 * owner gets an email saying so instead of a link, so the invitation can never be accepted and simply expires.
 * An address already in the inviting company is refused: the inviter can list that team anyway. A provider admin,
 * who sees every account, is told either way (`revealsAccounts`), and only they get the link back: for anyone else
 * it goes to the invitee's mailbox alone, or accepting it would tell the inviter what the address is.
 */
export async function inviteUser(
  tx: Sql,
  opts: { companyId: string; actorId: string | null; email: string; role: Role; config: Config; revealsAccounts: boolean },
): Promise<{ invitation: InvitationSummary; link: string | null }> {
  const accountCompany = await repo.accountCompanyOfEmailUnscoped(tx, opts.email);
  if (accountCompany && (opts.revealsAccounts || accountCompany === opts.companyId)) {
    throw new AppError('CONFLICT', 'A user with this email already exists.');
  }
  await repo.revokePendingInvitations(tx, opts.companyId, opts.email);
  await assertWithinLimit(tx, opts.companyId, 'users');
  const token = newToken();
  const row = await repo.insertInvitation(tx, {
    companyId: opts.companyId,
    email: opts.email,
    role: opts.role,
    tokenHash: hashToken(token),
    invitedBy: opts.actorId,
    expiresAt: new Date(Date.now() + invitationLifetimeMs),
  });
  const link = `${opts.config.publicUrl}/invite/${encodeURIComponent(token)}`;
  await enqueueEmail(
    tx,
    accountCompany
      ? invitedElsewhereEmail(opts.email, row.company_name, opts.config)
      : {
          to: opts.email,
          subject: `You are invited to ${row.company_name} on GEARS Portal`,
          template: 'invitation',
          text: [
            `You have been invited to join ${row.company_name} on GEARS Portal.`,
            `Accept the invitation and choose your password here (the link expires in 7 days):`,
            link,
          ].join('\n'),
        },
  );
  await recordActivity(tx, {
    companyId: opts.companyId,
    userId: opts.actorId,
    action: 'invitation_created',
    entityType: 'invitation',
    entityId: row.id,
    details: { email: opts.email, role: opts.role },
  });
  return { invitation: toInvitationSummary(row), link: opts.revealsAccounts ? link : null };
}

/** To the owner of an address that already has an account, in place of an invitation it could not accept. */
function invitedElsewhereEmail(to: string, companyName: string, config: Config) {
  return {
    to,
    subject: `${companyName} invited you to GEARS Portal`,
    template: 'invitation_existing_account',
    text: [
      `${companyName} invited this address to join them on GEARS Portal.`,
      'This address already has a GEARS Portal account, and an address belongs to one company only, so there is nothing to accept.',
      `If you know them and want to work with them, ask them to invite another address. To use your account, sign in: ${config.publicUrl}/auth`,
      `Forgot your password? Reset it here: ${config.publicUrl}/auth?tab=forgot`,
      'If you do not know them, ignore this email.',
    ].join('\n'),
  };
}

export function assertCanManageUsers(scope: Scope): void {
  if (!can(scope.role, 'team.manage')) throw new AppError('FORBIDDEN', refusalMessage('team.manage'));
}

/** Into the caller's company (or the impersonated one); a provider admin in the all-company view names it. */
export async function createInvitation(tx: Sql, scope: Scope, input: CreateInvitationInput, config: Config) {
  assertCanManageUsers(scope);
  const companyId = writeCompany(scope, input.companyId, 'Choose the company to invite into (companyId).');
  if (!(await clientCompanyExists(tx, companyId))) throw notFound('Company not found');
  const { invitation, link } = await inviteUser(tx, {
    companyId,
    actorId: scope.actorId,
    email: input.email,
    role: input.role,
    config,
    revealsAccounts: isProviderStaff(scope),
  });
  return link ? { invitation, link } : { invitation };
}

export async function revokeInvitation(tx: Sql, scope: Scope, id: string): Promise<void> {
  assertCanManageUsers(scope);
  if (!(await repo.revokeInvitation(tx, id))) throw notFound();
}

export async function describeInvitation(tx: Sql, token: string) {
  const row = await repo.lookupInvitationUnscoped(tx, hashToken(token));
  if (!row) throw new AppError('NOT_FOUND', messages.invitationInvalid);
  return { email: row.email, role: row.role, companyName: row.company_name, expiresAt: new Date(row.expires_at).toISOString() };
}

/** Accepting creates the account in the inviting company; the new user is then signed in. */
export async function acceptInvitation(run: Runners, token: string, input: { name: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  const found = await run.anonymous(async (tx) => {
    const invitation = await repo.lookupInvitationUnscoped(tx, hashToken(token));
    if (!invitation) throw new AppError('NOT_FOUND', messages.invitationInvalid);
    if (await repo.emailHasAccountUnscoped(tx, invitation.email))
      throw new AppError('CONFLICT', 'An account with this email already exists. Sign in instead.');
    const userId = await repo.acceptInvitationUnscoped(tx, hashToken(token), input.name, passwordHash);
    if (!userId) throw new AppError('NOT_FOUND', messages.invitationInvalid);
    return { userId, companyId: invitation.company_id, role: invitation.role };
  });
  await run.as(ownContext(found))((tx) =>
    recordActivity(tx, {
      companyId: found.companyId,
      userId: found.userId,
      action: 'invitation_accepted',
      entityType: 'user',
      entityId: found.userId,
    }),
  );
  return found;
}
